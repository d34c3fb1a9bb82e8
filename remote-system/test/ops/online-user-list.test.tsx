import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { calls, ok, page, paramsOf, resetCalls } from './ops-mocks';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 8000 });
jest.mock('shared-session', () => jest.requireActual('./session-mock').sessionMock());

import OnlineUserList from '../../src/views/online-user-list';

const ME = { id: 't1', tokenId: 'aaaaaaaaaaaaaaaa', userId: 'u1', username: 'admin', realname: '管理员', avatar: null, loginTime: '2026-11-21 10:00:00', lastSeen: '2026-11-21 10:05:00', expireTime: '2026-11-21 12:00:00', ip: '127.0.0.1', userAgent: 'Chrome', current: true };
const VIEWER = { ...ME, id: 't2', tokenId: 'bbbbbbbbbbbbbbbb', userId: 'u3', username: 'viewer', realname: '只读用户', current: false };

beforeEach(() => {
  resetCalls();
  calls.get.mockImplementation(async (url: string) => {
    if (url === '/sys/online/list') return page([ME, VIEWER]);
    throw new Error(`unexpected GET ${url}`);
  });
  calls.post.mockResolvedValue(ok({ username: 'viewer' }, '强制退出成功！'));
});

describe('在线用户 page', () => {
  it('marks the current session and offers 强退 only for the others', async () => {
    render(<App><OnlineUserList /></App>);
    expect(await screen.findByText('只读用户')).toBeTruthy();
    expect(screen.getByText('当前会话')).toBeTruthy();
    expect(screen.queryByTestId('kick-admin')).toBeNull();
    expect(screen.getByTestId('kick-viewer')).toBeTruthy();
  });

  it('filters by username', async () => {
    render(<App><OnlineUserList /></App>);
    await screen.findByText('只读用户');
    fireEvent.change(screen.getByPlaceholderText('请输入用户账号'), { target: { value: 'view' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(paramsOf(calls.get, '/sys/online/list')).toMatchObject({ username: 'view', pageNo: 1 }));
  });

  it('force-logs a user out after confirmation and reloads', async () => {
    render(<App><OnlineUserList /></App>);
    fireEvent.click(await screen.findByTestId('kick-viewer'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定强制退出用户“只读用户”吗?')).toBeTruthy();
    expect(calls.post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('/sys/online/forceLogout', { tokenId: 'bbbbbbbbbbbbbbbb' }));
    expect(await screen.findByText('强制退出成功！')).toBeTruthy();
    await waitFor(() => expect(calls.get.mock.calls.filter((c) => c[0] === '/sys/online/list')).toHaveLength(2));
  });
});
