const post = jest.fn();
const get = jest.fn();
const handleHttpError = jest.fn((e: unknown) => Promise.reject(e));
jest.mock('shared-session', () => ({
  http: { post: (...a: unknown[]) => post(...a), get: (...a: unknown[]) => get(...a) },
  handleHttpError: (e: unknown) => handleHttpError(e),
  SESSION_CONSTANTS: { API_BASE: '/jeecg-boot' },
}));

import { downloadFile, fileUrl, uploadFile } from '../../src/upload/upload-api';

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  handleHttpError.mockClear();
});

describe('uploadFile (§7 POST /sys/common/upload)', () => {
  it('posts file, biz (default temp) and isup=1 and reports progress in percent', async () => {
    post.mockImplementation((_url: string, _form: FormData, config: { onUploadProgress(e: { loaded: number; total: number }): void }) => {
      config.onUploadProgress({ loaded: 50, total: 200 });
      config.onUploadProgress({ loaded: 200, total: 200 });
      return Promise.resolve({ success: true, message: 'temp/20260101/a_1.txt', code: 200 });
    });
    const progress: number[] = [];
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const answer = await uploadFile(file, { onProgress: (p) => progress.push(p) });
    expect(answer).toEqual({ success: true, message: 'temp/20260101/a_1.txt', code: 200 });
    expect(progress).toEqual([25, 100]);
    const [url, form, config] = post.mock.calls[0];
    expect(url).toBe('/sys/common/upload');
    expect((form as FormData).get('biz')).toBe('temp');
    expect((form as FormData).get('isup')).toBe('1');
    expect(((form as FormData).get('file') as File).name).toBe('a.txt');
    expect(config.skipErrorHandler).toBe(true);
  });

  it('sends biz=jeditor and extra fields for rich-text images, to a given action', async () => {
    post.mockResolvedValue({ success: true, message: 'jeditor/x.png', code: 200 });
    await uploadFile(new File(['x'], 'x.png', { type: 'image/png' }), { biz: 'jeditor', extra: { jeditor: '1' }, action: '/custom/upload' });
    const [url, form] = post.mock.calls[0];
    expect(url).toBe('/custom/upload');
    expect((form as FormData).get('biz')).toBe('jeditor');
    expect((form as FormData).get('jeditor')).toBe('1');
  });

  it('turns an HTTP refusal with a JeecgBoot body into success false with the server message', async () => {
    post.mockRejectedValue({ response: { status: 400, data: { success: false, message: '文件大小超出限制', code: 400 } } });
    await expect(uploadFile(new File(['x'], 'big.bin'))).resolves.toEqual({ success: false, message: '文件大小超出限制', code: 400 });
    expect(handleHttpError).not.toHaveBeenCalled();
  });

  it('lets the session handle an expired token, and rethrows network failures', async () => {
    const expired = { response: { status: 401, data: { success: false, message: 'Token失效，请重新登录', code: 401 } }, config: { skipErrorHandler: true } };
    post.mockRejectedValueOnce(expired);
    await expect(uploadFile(new File(['x'], 'x.txt'))).rejects.toBeDefined();
    expect(handleHttpError).toHaveBeenCalledWith(expect.objectContaining({ config: { skipErrorHandler: false } }));
    const network = new Error('Network Error');
    post.mockRejectedValueOnce(network);
    await expect(uploadFile(new File(['x'], 'x.txt'))).rejects.toBe(network);
  });

  it('an answer that is not a JeecgBoot body counts as failed with 未知错误', async () => {
    post.mockResolvedValue('<html>');
    await expect(uploadFile(new File(['x'], 'x.txt'))).resolves.toEqual({ success: false, message: '未知错误', code: 500 });
  });
});

describe('fileUrl (§7 static file URLs)', () => {
  it('keeps http URLs and prefixes stored paths with the static base, encoding segments', () => {
    expect(fileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(fileUrl('http://x/y')).toBe('http://x/y');
    expect(fileUrl('temp/20260101/图 1.png')).toBe('/jeecg-boot/sys/common/static/temp/20260101/%E5%9B%BE%201.png');
    expect(fileUrl('/temp/a.png')).toBe('/jeecg-boot/sys/common/static/temp/a.png');
    expect(fileUrl('')).toBe('');
  });
});

describe('downloadFile (§7 download, §8)', () => {
  let created: Blob[];
  beforeEach(() => {
    created = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      created.push(b);
      return 'blob:1';
    });
    URL.revokeObjectURL = jest.fn();
  });

  it('warns 未知的文件 for an empty path and fetches nothing', async () => {
    const warn = jest.fn();
    await expect(downloadFile('', 'x', warn)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('未知的文件');
    expect(get).not.toHaveBeenCalled();
  });

  it('warns 文件下载失败 for an empty blob', async () => {
    get.mockResolvedValue(new Blob([]));
    const warn = jest.fn();
    await expect(downloadFile('temp/a.txt', 'a.txt', warn)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('文件下载失败');
    expect(get).toHaveBeenCalledWith('/sys/common/static/temp/a.txt', { responseType: 'blob' });
  });

  it('saves a non-empty blob under the given name, the first of several paths', async () => {
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    get.mockResolvedValue(new Blob(['data']));
    const warn = jest.fn();
    await expect(downloadFile('temp/报告_1767225600000.pdf,temp/b.pdf', undefined, warn)).resolves.toBe(true);
    expect(clicked).toEqual(['报告.pdf']);
    expect(created).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
