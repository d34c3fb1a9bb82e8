import {
  allDone,
  allowedExtensions,
  extensionProblem,
  fileNameOf,
  firstPath,
  joinPaths,
  judgeAnswer,
  kindProblem,
  limitToLast,
  moveItem,
  readFileValue,
  splitPaths,
} from '../../src/upload/upload-rules';

describe('path strings (§3, §9)', () => {
  it('splits, trims and joins comma-separated paths; the first one is displayed', () => {
    expect(splitPaths(' temp/a.png, ,temp/b.png ')).toEqual(['temp/a.png', 'temp/b.png']);
    expect(splitPaths(undefined)).toEqual([]);
    expect(joinPaths(['a', '', 'b'])).toBe('a,b');
    expect(firstPath('x/1.pdf,x/2.pdf')).toBe('x/1.pdf');
    expect(firstPath('')).toBe('');
  });
  it('shows the stored name without the timestamp suffix the server adds', () => {
    expect(fileNameOf('temp/20260101/合同_1767225600000.pdf')).toBe('合同.pdf');
    expect(fileNameOf('temp/20260101/%E5%9B%BE.png')).toBe('图.png');
    expect(fileNameOf('noext_1767225600000')).toBe('noext');
    expect(fileNameOf('temp/20261122/说明文档_1795285786933a97e10154fb3.txt')).toBe('说明文档.txt');
    expect(fileNameOf('a/b/plain.txt')).toBe('plain.txt');
  });
});

describe('kind and type checks (§5 Upload)', () => {
  it('image mode needs a MIME type containing image, file mode refuses images', () => {
    expect(kindProblem({ type: 'image/png' }, 'image')).toBeNull();
    expect(kindProblem({ type: 'application/pdf' }, 'image')).toBe('请上传图片');
    expect(kindProblem({ type: '' }, 'image')).toBe('请上传图片');
    expect(kindProblem({ type: 'image/jpeg' }, 'file')).toBe('请上传文件');
    expect(kindProblem({ type: 'application/pdf' }, 'file')).toBeNull();
    expect(kindProblem({ type: 'image/jpeg' }, 'all')).toBeNull();
  });
  it('checks the extension list of the extension JSON fileType', () => {
    expect(allowedExtensions('.PDF, docx|*.xls')).toEqual(['pdf', 'docx', 'xls']);
    expect(extensionProblem('报告.Pdf', 'pdf,docx')).toBeNull();
    expect(extensionProblem('报告.exe', 'pdf,docx')).toBe('要求上传的附件为pdf,docx格式，请按照要求上传！');
    expect(extensionProblem('无扩展名', 'pdf')).toBe('要求上传的附件为pdf格式，请按照要求上传！');
    expect(extensionProblem('anything.exe', '')).toBeNull();
  });
});

describe('uploadnum (§5)', () => {
  it('keeps the last n with the replacement warning; 0 is unlimited', () => {
    expect(limitToLast([1, 2, 3, 4], 2)).toEqual({ list: [3, 4], warning: '上传附件数量限制为2,将会替换已上传附件！' });
    expect(limitToLast([1, 2], 2)).toEqual({ list: [1, 2], warning: null });
    expect(limitToLast([1, 2, 3], 0)).toEqual({ list: [1, 2, 3], warning: null });
    expect(limitToLast([1, 2, 3], undefined)).toEqual({ list: [1, 2, 3], warning: null });
  });
});

describe('answers and statuses (§4 Upload)', () => {
  it('a done answer with success false is a failure with the server message or 未知错误', () => {
    expect(judgeAnswer({ success: true, message: 'temp/x.png', code: 200 })).toEqual({ ok: true, path: 'temp/x.png' });
    expect(judgeAnswer({ success: false, message: '文件大小超出限制', code: 400 })).toEqual({ ok: false, message: '文件大小超出限制' });
    expect(judgeAnswer({ success: false, message: '', code: 500 })).toEqual({ ok: false, message: '未知错误' });
    expect(judgeAnswer(undefined)).toEqual({ ok: false, message: '未知错误' });
  });
  it('all done only when every file is done', () => {
    expect(allDone([{ status: 'done' }, { status: 'done' }])).toBe(true);
    expect(allDone([{ status: 'done' }, { status: 'uploading' }])).toBe(false);
    expect(allDone([{ status: 'error' }])).toBe(false);
  });
});

describe('image reorder (§4)', () => {
  it('moves left and right, and refuses at the ends with the two warnings', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual({ list: ['b', 'a', 'c'], warning: null });
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual({ list: ['a', 'c', 'b'], warning: null });
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual({ list: ['a', 'b', 'c'], warning: '未知操作' });
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual({ list: ['a', 'b', 'c'], warning: '已到最后~' });
  });
});

describe('file upload value (§3)', () => {
  it('reads the list, its JSON text and the returnUrl path string', () => {
    const list = [{ fileName: '合同.pdf', filePath: 'temp/合同_1.pdf', fileSize: 12 }];
    expect(readFileValue(list)).toEqual(list);
    expect(readFileValue(JSON.stringify(list))).toEqual(list);
    expect(readFileValue('temp/a_1767225600000.pdf,temp/b.doc')).toEqual([
      { fileName: 'a.pdf', filePath: 'temp/a_1767225600000.pdf' },
      { fileName: 'b.doc', filePath: 'temp/b.doc' },
    ]);
    expect(readFileValue(null)).toEqual([]);
  });
});
