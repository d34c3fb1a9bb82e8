const post = jest.fn();
jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), http: { post: (...a: unknown[]) => post(...a) } }));

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { PasswordDialog } from '../../src/dialogs/password-dialog';
import { PromptDialog } from '../../src/dialogs/prompt-dialog';

jest.setTimeout(60000);

const wrap = (node: React.ReactNode) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>{node}</App>
    </ConfigProvider>,
  );
const ok = () => [...document.querySelectorAll('.ant-modal-footer button')].find((b) => /^(OK|确定|确 定)$/.test(b.textContent ?? '')) as HTMLElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => post.mockReset());

/** A full Enter press (antd's input ignores a second Enter until the key is released). */
function enter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('PasswordDialog', () => {
  it('requires all three fields and equal passwords, then posts and shows the server answer', async () => {
    const onClose = jest.fn();
    wrap(<PasswordDialog open username="admin" onClose={onClose} />);
    expect(screen.getByText('修改密码')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    fireEvent.click(ok());
    expect(await screen.findByText('请输入旧密码!')).toBeTruthy();
    expect(screen.getByText('请输入新密码!')).toBeTruthy();
    expect(screen.getByText('请确认新密码!')).toBeTruthy();
    fireEvent.change(field('旧密码'), { target: { value: 'old123456' } });
    fireEvent.change(field('新密码'), { target: { value: 'new123456' } });
    fireEvent.change(field('确认新密码'), { target: { value: 'new1234567' } });
    fireEvent.click(ok());
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValueOnce({ success: false, message: '旧密码输入错误', code: 500 });
    fireEvent.change(field('确认新密码'), { target: { value: 'new123456' } });
    fireEvent.click(ok());
    expect(await screen.findByText('旧密码输入错误')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('sys/user/updatePassword', { username: 'admin', oldpassword: 'old123456', password: 'new123456', confirmpassword: 'new123456' }, { skipErrorHandler: true });
    expect(onClose).not.toHaveBeenCalled();

    post.mockRejectedValueOnce(Object.assign(new Error('400'), { response: { data: { message: '密码须为8到32位，且同时包含字母和数字' } } }));
    fireEvent.click(ok());
    expect(await screen.findByText('密码须为8到32位，且同时包含字母和数字')).toBeTruthy();

    post.mockResolvedValueOnce({ success: true, message: '密码修改成功！', code: 200 });
    fireEvent.click(ok());
    expect(await screen.findByText('密码修改成功！')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('without a logged-in user name it warns 当前系统无登录用户! and does not open', async () => {
    const onClose = jest.fn();
    wrap(<PasswordDialog open username={null} onClose={onClose} />);
    expect(await screen.findByText('当前系统无登录用户!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull();
  });
});

describe('PromptDialog', () => {
  it('validates with the caller rules and submits the trimmed value on Enter', async () => {
    const onOk = jest.fn();
    wrap(<PromptDialog open title="请输入名称" rules={[{ required: true, whitespace: true, message: '名称不能为空' }, { max: 5, message: '太长' }]} initialValue="" onOk={onOk} onCancel={() => undefined} />);
    const input = screen.getByLabelText('请输入名称', { selector: 'input' });
    enter(input);
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    fireEvent.change(input, { target: { value: '超过五个字的名称' } });
    enter(input);
    expect(await screen.findByText('太长')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' 常用 ' } });
    await act(async () => {
      enter(input);
    });
    await waitFor(() => expect(onOk).toHaveBeenCalledWith('常用'));
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
