import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';

const post = jest.fn();
jest.mock('shared-session', () => ({
  http: { post: (...a: unknown[]) => post(...a), get: jest.fn() },
  handleHttpError: (e: unknown) => Promise.reject(e),
  SESSION_CONSTANTS: { API_BASE: '/jeecg-boot' },
}));

import { ImageInsertModal } from '../../src/editors/image-insert-modal';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });

function open() {
  const onOk = jest.fn();
  render(
    <App>
      <ImageInsertModal open onOk={onOk} onCancel={() => undefined} />
    </App>,
  );
  return onOk;
}
const choose = (file: File) => act(async () => {
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
});
const ok = () => fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }));

beforeEach(() => post.mockReset());

describe('ImageInsertModal (§2 local-upload and web-address tabs)', () => {
  it('uploads a local image with biz=jeditor and jeditor=1 and hands back its static URL', async () => {
    post.mockResolvedValue({ success: true, message: 'jeditor/20260101/logo_1767225600000.png', code: 200 });
    const onOk = open();
    expect(screen.getByRole('tab', { name: '本地上传' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '网络图片' })).toBeTruthy();
    await choose(new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'logo.png' })).toBeTruthy());
    const form = post.mock.calls[0][1] as FormData;
    expect(post.mock.calls[0][0]).toBe('/sys/common/upload');
    expect(form.get('biz')).toBe('jeditor');
    expect(form.get('jeditor')).toBe('1');
    expect(form.get('isup')).toBe('1');
    ok();
    expect(onOk).toHaveBeenCalledWith({ url: '/jeecg-boot/sys/common/static/jeditor/20260101/logo_1767225600000.png', alt: 'logo.png' });
  });

  it('refuses a non-image and asks for an upload before OK', async () => {
    const onOk = open();
    await choose(new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    ok();
    expect(await screen.findByText('请先上传图片')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server message when the upload is refused', async () => {
    post.mockResolvedValue({ success: false, message: '文件类型不允许', code: 400 });
    open();
    await choose(new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('文件类型不允许')).toBeTruthy();
  });

  it('takes an http(s) web address with a description', async () => {
    const onOk = open();
    fireEvent.click(screen.getByRole('tab', { name: '网络图片' }));
    ok();
    expect(await screen.findByText('请输入图片地址')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('图片地址'), { target: { value: 'ftp://example.com/a.png' } });
    ok();
    expect(await screen.findByText('请输入以http和https开头的网址')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('图片地址'), { target: { value: ' https://example.com/车.png ' } });
    fireEvent.change(screen.getByLabelText('图片描述'), { target: { value: '车辆照片' } });
    ok();
    await waitFor(() => expect(onOk).toHaveBeenCalledWith({ url: 'https://example.com/车.png', alt: '车辆照片' }));
  });
});
