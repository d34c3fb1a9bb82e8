import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useState, type ReactNode } from 'react';

const post = jest.fn();
jest.mock('shared-session', () => ({
  http: { post: (...a: unknown[]) => post(...a), get: jest.fn() },
  handleHttpError: (e: unknown) => Promise.reject(e),
  SESSION_CONSTANTS: { API_BASE: '/jeecg-boot' },
}));

import { FileUpload, type FileUploadProps } from '../../src/upload/file-upload';
import { ImageUpload } from '../../src/upload/image-upload';
import type { UploadListValue } from '../../src/upload/use-upload-list';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });

const ok = (path: string) => ({ success: true, message: path, code: 200 });
const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
const choose = (...files: File[]) => act(async () => {
  fireEvent.change(input(), { target: { files } });
});
const wrap = (node: ReactNode) => render(<App>{node}</App>);

function FileHarness(props: Partial<FileUploadProps> & { spy: (v: UploadListValue) => void; initial?: UploadListValue }) {
  const { spy, initial = '', ...rest } = props;
  const [value, setValue] = useState<UploadListValue>(initial);
  return <FileUpload {...rest} value={value} onChange={(v) => { spy(v); setValue(v); }} />;
}

function ImageHarness({ spy, initial = '', multiple }: { spy: (v: string) => void; initial?: string; multiple?: boolean }) {
  const [value, setValue] = useState(initial);
  return <ImageUpload multiple={multiple} value={value} onChange={(v) => { spy(v); setValue(v); }} />;
}

beforeEach(() => post.mockReset());

describe('FileUpload (list variant)', () => {
  it('shows 点击上传 and emits {fileName, filePath, fileSize} when returnUrl is off', async () => {
    post.mockResolvedValue(ok('temp/20260101/说明_1767225600000.pdf'));
    const spy = jest.fn();
    wrap(<FileHarness spy={spy} returnUrl={false} />);
    expect(screen.getByRole('button', { name: /点击上传/ })).toBeTruthy();
    await choose(new File(['12345'], '说明.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith([{ fileName: '说明.pdf', filePath: 'temp/20260101/说明_1767225600000.pdf', fileSize: 5 }]));
  });

  it('emits only once every file is done, as comma-joined paths', async () => {
    const pending: ((v: unknown) => void)[] = [];
    post.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    const spy = jest.fn();
    wrap(<FileHarness spy={spy} biz="vehicle" />);
    await choose(new File(['a'], 'a.txt'), new File(['b'], 'b.txt'));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[0](ok('vehicle/a.txt')));
    expect(spy).not.toHaveBeenCalled();
    await act(async () => pending[1](ok('vehicle/b.txt')));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('vehicle/a.txt,vehicle/b.txt'));
    expect((post.mock.calls[0][1] as FormData).get('biz')).toBe('vehicle');
  });

  it('replaces beyond uploadnum with the warning and keeps the last n', async () => {
    post.mockResolvedValue(ok('temp/new.txt'));
    const spy = jest.fn();
    wrap(<FileHarness spy={spy} number={1} initial="temp/old.txt" />);
    await choose(new File(['n'], 'new.txt'));
    expect(await screen.findByText('上传附件数量限制为1,将会替换已上传附件！')).toBeTruthy();
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('temp/new.txt'));
    expect(screen.queryByText('old.txt')).toBeNull();
  });

  it('removes a file the server refused and shows the server message', async () => {
    post.mockResolvedValue({ success: false, message: '不允许上传该类型的文件', code: 400 });
    const spy = jest.fn();
    wrap(<FileHarness spy={spy} />);
    await choose(new File(['x'], 'x.sh'));
    expect(await screen.findByText('不允许上传该类型的文件')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('x.sh')).toBeNull());
    expect(spy).not.toHaveBeenCalled();
  });

  it('a failed request shows {文件名} 上传失败.', async () => {
    post.mockRejectedValue(new Error('Network Error'));
    wrap(<FileHarness spy={jest.fn()} />);
    await choose(new File(['x'], '行驶证.pdf'));
    expect(await screen.findByText('行驶证.pdf 上传失败.')).toBeTruthy();
  });

  it('refuses a wrong extension and, in file mode, images', async () => {
    wrap(<FileHarness spy={jest.fn()} fileType="pdf,docx" />);
    await choose(new File(['x'], 'a.xlsx'));
    expect(await screen.findByText('要求上传的附件为pdf,docx格式，请按照要求上传！')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('file mode refuses images with 请上传文件', async () => {
    wrap(<FileHarness spy={jest.fn()} kind="file" />);
    await choose(new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('请上传文件')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('removing a file emits the remaining paths', async () => {
    const spy = jest.fn();
    wrap(<FileHarness spy={spy} initial="temp/a.txt,temp/b.txt" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove file' })[0]);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('temp/b.txt'));
  });
});

describe('ImageUpload', () => {
  beforeAll(() => {
    // jsdom has neither object URLs nor a canvas; antd draws a local thumbnail with both.
    URL.createObjectURL = () => 'blob:thumb';
    URL.revokeObjectURL = () => undefined;
    HTMLCanvasElement.prototype.getContext = (() => null) as never;
  });

  it('reorders with the arrows and warns at both ends', async () => {
    const spy = jest.fn();
    wrap(<ImageHarness spy={spy} initial="temp/a.png,temp/b.png" />);
    const items = screen.getAllByTestId('image-upload-item');
    fireEvent.click(within(items[0]).getByRole('button', { name: '左移' }));
    expect(await screen.findByText('未知操作')).toBeTruthy();
    fireEvent.click(within(items[1]).getByRole('button', { name: '右移' }));
    expect(await screen.findByText('已到最后~')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(within(items[0]).getByRole('button', { name: '右移' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('temp/b.png,temp/a.png'));
  });

  it('single-image mode keeps only the last uploaded path', async () => {
    post.mockResolvedValue(ok('temp/c.png'));
    const spy = jest.fn();
    wrap(<ImageHarness spy={spy} initial="temp/a.png" multiple={false} />);
    expect(screen.queryByRole('button', { name: '左移' })).toBeNull();
    await choose(new File(['c'], 'c.png', { type: 'image/png' }));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('temp/c.png'));
  });

  it('refuses a non-image with 请上传图片', async () => {
    wrap(<ImageHarness spy={jest.fn()} />);
    await choose(new File(['c'], 'c.txt', { type: 'text/plain' }));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('clicking a thumbnail opens the preview', async () => {
    wrap(<ImageHarness spy={jest.fn()} initial="temp/a.png" />);
    fireEvent.click(screen.getByTitle('Preview file'));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe('/jeecg-boot/sys/common/static/temp/a.png');
  });
});
