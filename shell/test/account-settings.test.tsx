import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useSessionStore } from 'shared-session';
import * as api from '../src/features/account/account-api';
import { BaseSetting } from '../src/features/account/base-setting';

jest.mock('../src/features/account/account-api', () => ({
  ...jest.requireActual('../src/features/account/account-api'),
  fetchProfile: jest.fn(async () => ({ id: 'u1', username: 'viewer', realname: '只读用户', sex: 1, phone: '13800138002', email: 'viewer@example.com', birthday: '1990-01-02', avatar: null })),
  saveProfile: jest.fn(async (v: { realname: string }) => ({ info: { id: 'u1', username: 'viewer', realname: v.realname }, message: '修改成功！' })),
  logoutOtherSessions: jest.fn(async () => 2),
}));
jest.mock('shared-widgets', () => ({ ImageUpload: () => null, PasswordDialog: () => null }));
const mocked = api as jest.Mocked<typeof api>;

describe('账户设置 (issue 5 account settings)', () => {
  it('loads the profile, checks the phone with the spec message and saves into the session', async () => {
    render(<App><BaseSetting /></App>);
    const name = await screen.findByDisplayValue('只读用户');
    expect(screen.getByDisplayValue('13800138002')).toBeTruthy();
    fireEvent.change(screen.getByDisplayValue('13800138002'), { target: { value: '12345' } });
    fireEvent.click(screen.getByText('更新基本信息'));
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    expect(mocked.saveProfile).not.toHaveBeenCalled();
    fireEvent.change(screen.getByDisplayValue('12345'), { target: { value: '13911112222' } });
    fireEvent.change(name, { target: { value: '新名字' } });
    fireEvent.click(screen.getByText('更新基本信息'));
    await waitFor(() => expect(mocked.saveProfile).toHaveBeenCalledWith(expect.objectContaining({ realname: '新名字', phone: '13911112222', birthday: '1990-01-02', sex: 1 })));
    await waitFor(() => expect(useSessionStore.getState().userInfo?.realname).toBe('新名字'));
  });

  it('signs out the other devices after a confirmation', async () => {
    render(<App><BaseSetting /></App>);
    fireEvent.click(await screen.findByText('安全设置'));
    fireEvent.click(await screen.findByText('退出其他设备', { selector: 'button span, button' }));
    fireEvent.click(await screen.findByText(/确\s*定/));
    await waitFor(() => expect(mocked.logoutOtherSessions).toHaveBeenCalled());
    expect(await screen.findByText('已退出 2 个其他登录')).toBeTruthy();
  });

  it('builds avatar URLs from stored paths', () => {
    expect(api.avatarUrl('temp/20261121/a_1.png')).toBe('/jeecg-boot/sys/common/static/temp/20261121/a_1.png');
    expect(api.avatarUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(api.avatarUrl(null)).toBeUndefined();
  });
});
