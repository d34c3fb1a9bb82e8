import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';

const post = jest.fn();
const get = jest.fn();
jest.mock('shared-session', () => ({
  http: { post: (...a: unknown[]) => post(...a), get: (...a: unknown[]) => get(...a) },
  handleHttpError: (e: unknown) => Promise.reject(e),
  SESSION_CONSTANTS: { API_BASE: '/jeecg-boot' },
}));

import { UploadCell, type UploadCellProps } from '../../src/upload/upload-cell';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });

function Harness(props: Partial<UploadCellProps> & { initial?: string; spy?: (v: string) => void }) {
  const { initial = '', spy, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <App>
      <UploadCell
        kind="file"
        {...rest}
        value={value}
        onChange={(v) => {
          spy?.(v);
          setValue(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </App>
  );
}

const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
const choose = (container: HTMLElement, file: File) => act(async () => {
  fireEvent.change(fileInput(container), { target: { files: [file] } });
});

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});

describe('UploadCell file cell', () => {
  it('shows 上传文件, the percent while uploading, then the name cut after 5 characters', async () => {
    let finish: (v: unknown) => void = () => undefined;
    post.mockImplementation((_u: string, _f: FormData, config: { onUploadProgress(e: { loaded: number; total: number }): void }) => {
      config.onUploadProgress({ loaded: 40, total: 100 });
      return new Promise((resolve) => (finish = resolve));
    });
    const spy = jest.fn();
    const { container } = render(<Harness spy={spy} />);
    expect(screen.getByRole('button', { name: /上传文件/ })).toBeTruthy();
    await choose(container, new File(['abc'], '车辆年检报告.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('upload-cell-progress')).textContent).toContain('40%');
    expect(spy).not.toHaveBeenCalled();
    await act(async () => finish({ success: true, message: 'temp/20260101/车辆年检报告_1767225600000.pdf', code: 200 }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('temp/20260101/车辆年检报告_1767225600000.pdf'));
    expect(screen.getByTestId('upload-cell-item').textContent).toContain('车辆年检报…');
    expect((post.mock.calls[0][1] as FormData).get('biz')).toBe('temp');
  });

  it('a done answer with success false is shown as failed with the server message, value empty', async () => {
    post.mockResolvedValue({ success: false, message: '文件大小超出限制', code: 400 });
    const spy = jest.fn();
    const { container } = render(<Harness spy={spy} initial="" />);
    await choose(container, new File(['abc'], 'a.bin'));
    const icon = await screen.findByTestId('upload-cell-error');
    expect(icon.getAttribute('aria-label')).toBe('文件大小超出限制');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('a request that fails shows 上传失败 and clears an earlier value', async () => {
    post.mockRejectedValue(new Error('Network Error'));
    const spy = jest.fn();
    render(<Harness spy={spy} initial="temp/old.pdf" />);
    fireEvent.click(screen.getByRole('button', { name: '设置' }));
    fireEvent.click(await screen.findByText('删除'));
    await waitFor(() => expect(spy).toHaveBeenCalledWith(''));
    const { container } = { container: document.body };
    await choose(container, new File(['abc'], 'b.pdf'));
    expect((await screen.findByTestId('upload-cell-error')).getAttribute('aria-label')).toBe('上传失败');
  });

  it('displays only the first of comma-joined paths and offers 下载 / 删除 / 更多', async () => {
    get.mockResolvedValue(new Blob([]));
    render(<Harness initial="temp/合同文件很长_1767225600000.pdf,temp/b.pdf" />);
    expect(screen.getByTestId('upload-cell-item').textContent).toContain('合同文件很…');
    fireEvent.click(screen.getByRole('button', { name: '设置' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['下载', '删除', '更多']);
    fireEvent.click(within(menu).getByText('下载'));
    expect(await screen.findByText('文件下载失败')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/sys/common/static/temp/%E5%90%88%E5%90%8C%E6%96%87%E4%BB%B6%E5%BE%88%E9%95%BF_1767225600000.pdf', { responseType: 'blob' });
  });

  it('hides 下载 and 删除 when the column turns them off', async () => {
    render(<Harness initial="temp/a.pdf" allowDownload={false} allowRemove={false} />);
    fireEvent.click(screen.getByRole('button', { name: '设置' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['更多']);
  });

  it('更多 opens the file pop-up; OK without files warns 未上传任何文件 and stays open', async () => {
    render(<Harness initial="temp/a_1767225600000.pdf" />);
    fireEvent.click(screen.getByRole('button', { name: '设置' }));
    fireEvent.click(await screen.findByText('更多'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('a.pdf')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    await waitFor(() => expect(within(dialog).queryByText('a.pdf')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    expect(await screen.findByText('未上传任何文件')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('UploadCell image cell', () => {
  it('shows 上传图片 and refuses a file that is not an image with 请上传图片', async () => {
    const { container } = render(<Harness kind="image" />);
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy();
    await choose(container, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the 上传出错 modal with 错误信息：{message} when an image upload fails', async () => {
    post.mockResolvedValue({ success: false, message: '不支持的图片格式', code: 400 });
    const { container } = render(<Harness kind="image" />);
    await choose(container, new File(['x'], 'a.png', { type: 'image/png' }));
    expect((await screen.findAllByText('上传出错')).length).toBeGreaterThan(0);
    expect(screen.getByText('错误信息：不支持的图片格式')).toBeTruthy();
  });

  it('a new upload replaces the value with the last uploaded path (single-image mode) and shows a thumbnail', async () => {
    post.mockResolvedValue({ success: true, message: 'temp/new.png', code: 200 });
    const spy = jest.fn();
    const { container } = render(<Harness kind="image" initial="" spy={spy} buttonText="选择车辆照片" />);
    expect(screen.getByRole('button', { name: /选择车辆照片/ })).toBeTruthy();
    await choose(container, new File(['x'], 'new.png', { type: 'image/png' }));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('temp/new.png'));
    const img = screen.getByRole('img', { name: 'new.png' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/jeecg-boot/sys/common/static/temp/new.png');
  });
});
