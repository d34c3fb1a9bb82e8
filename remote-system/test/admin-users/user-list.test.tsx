import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { STORAGE_KEYS, storage } from 'shared-session';
import { button, callOf, calls, granted, ok, page, resetMocks } from './mocks';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 10000 });
jest.mock('shared-session', () => jest.requireActual('./mocks').sessionMock());

import UserList from '../../src/views/user-list';

const USER = {
  id: 'u1', username: 'zhang_san', realname: '张三', sex: 1, sex_dictText: '男', phone: '13912345678', email: null, birthday: '1990-01-02',
  orgCode: 'A01A02', orgCodeTxt: '杭州分公司', status: 1, status_dictText: '正常', post: null, workNo: 'W001', telephone: null, tenantId: 1, createTime: '2026-01-01 08:00:00',
};
const GUEST = { ...USER, id: 'u2', username: 'guest_li', realname: '李四', tenantId: 2, workNo: null };

beforeEach(() => {
  resetMocks();
  storage.set(STORAGE_KEYS.TENANT_ID, 1);
  calls.get.mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
    if (url === '/sys/user/list') return page([USER, GUEST]);
    if (url === '/sys/role/list') return page([{ id: 'role_admin', roleName: '管理员', roleCode: 'admin' }]);
    if (url === '/sys/user/checkOnlyUser') return config?.params?.username === 'admin' ? { success: false, code: 500, message: '用户账号已存在', result: null } : ok(true);
    if (url === '/sys/user/queryUserRole') return ok(['role_admin']);
    if (url === '/sys/user/userDepartList') return ok([{ key: 'dep_A01A02', value: 'dep_A01A02', title: '杭州分公司' }]);
    if (url.startsWith('/sys/dict/getDictItems/')) return ok([]);
    if (url === '/sys/sysDepart/queryTreeList') return ok([]);
    throw new Error(`unexpected GET ${url}`);
  });
});

const renderPage = () => render(<App><UserList /></App>);
const type = (label: string, value: string, scope: HTMLElement = document.body) => {
  const input = within(scope).getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('用户管理 page', () => {
  it('lists the users with the default sort and marks a member from another tenant', async () => {
    renderPage();
    expect(await screen.findByText('zhang_san')).toBeTruthy();
    expect(callOf(calls.get, '/sys/user/list')?.[1]).toMatchObject({ params: expect.objectContaining({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' }) });
    const guestRow = screen.getByText('guest_li').closest('tr') as HTMLElement;
    expect(within(guestRow).getByText('外部成员')).toBeTruthy();
    expect(within(screen.getByText('zhang_san').closest('tr') as HTMLElement).queryByText('外部成员')).toBeNull();
  });

  it('hides the buttons the user does not hold', async () => {
    granted.all = false;
    granted.codes = new Set(['system:user:export']);
    renderPage();
    await screen.findByText('zhang_san');
    expect(() => button('新增')).toThrow();
    expect(() => button('批量删除')).toThrow();
    expect(button('导出')).toBeTruthy();
    expect(screen.queryByText('编辑')).toBeNull();
  });

  it('adds a user: username rules and checkOnlyUser, password rule and confirmation, then POST /sys/user/add', async () => {
    calls.post.mockResolvedValue(ok({ id: 'new1' }, '添加成功！'));
    renderPage();
    await screen.findByText('zhang_san');
    fireEvent.click(button('新增'));
    const drawer = (await screen.findByText('新增用户')).closest('.ant-drawer') as HTMLElement;
    type('用户账号', 'a b', drawer);
    expect(await within(drawer).findByText('只允许字母、数字、下划线')).toBeTruthy();
    type('用户账号', 'admin', drawer);
    expect(await within(drawer).findByText('用户账号已存在')).toBeTruthy();
    type('用户账号', 'new_user', drawer);
    type('登录密码', '123456', drawer);
    expect(await within(drawer).findByText('密码须为8到32位，且同时包含字母和数字')).toBeTruthy();
    type('登录密码', 'Passw0rd1', drawer);
    type('确认密码', 'Passw0rd2', drawer);
    expect(await within(drawer).findByText('两次输入的密码不一样！')).toBeTruthy();
    type('确认密码', 'Passw0rd1', drawer);
    type('用户姓名', '新用户', drawer);
    fireEvent.click(button('保存', drawer));
    expect(await within(drawer).findByText('请输入手机号')).toBeTruthy();
    type('手机号', '13912345679', drawer);
    fireEvent.click(button('保存', drawer));
    await waitFor(() => expect(calls.post).toHaveBeenCalled());
    expect(calls.post.mock.calls[0][0]).toBe('/sys/user/add');
    expect(calls.post.mock.calls[0][1]).toMatchObject({
      username: 'new_user', password: 'Passw0rd1', confirmPassword: 'Passw0rd1', realname: '新用户', phone: '13912345679',
      selectedroles: '', selecteddeparts: '', userIdentity: 1, departIds: '',
    });
  });

  it('edits a user with their roles and departments loaded; a member from another tenant only sends roles and departments', async () => {
    calls.put.mockResolvedValue(ok(null, '编辑成功!'));
    renderPage();
    const row = (await screen.findByText('zhang_san')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('编辑'));
    const drawer = (await screen.findByText('编辑用户')).closest('.ant-drawer') as HTMLElement;
    await waitFor(() => expect(callOf(calls.get, '/sys/user/queryUserRole')?.[1]).toEqual({ params: { userid: 'u1' } }));
    expect((within(drawer).getByLabelText('用户账号') as HTMLInputElement).disabled).toBe(true);
    type('用户姓名', '张三丰', drawer);
    fireEvent.click(button('保存', drawer));
    await waitFor(() => expect(calls.put).toHaveBeenCalled());
    expect(calls.put.mock.calls[0]).toEqual(['/sys/user/edit', expect.objectContaining({ id: 'u1', realname: '张三丰', selectedroles: 'role_admin', selecteddeparts: 'dep_A01A02', workNo: 'W001', sex: 1, birthday: '1990-01-02' })]);

    const guestRow = screen.getByText('guest_li').closest('tr') as HTMLElement;
    fireEvent.click(within(guestRow).getByText('编辑'));
    await screen.findByText('该用户属于其他租户：这里只能修改其在本租户的角色和部门');
    const drawers = document.querySelectorAll('.ant-drawer-open');
    const guestDrawer = drawers[drawers.length - 1] as HTMLElement;
    await waitFor(() => expect(callOf(calls.get, '/sys/user/queryUserRole')?.[1]).toEqual({ params: { userid: 'u2' } }));
    await waitFor(() => expect((within(guestDrawer).getByLabelText('用户姓名') as HTMLInputElement).disabled).toBe(true));
    fireEvent.click(button('保存', guestDrawer));
    await waitFor(() => expect(calls.put).toHaveBeenCalledTimes(2));
    expect(calls.put.mock.calls[1]).toEqual(['/sys/user/edit', { id: 'u2', selectedroles: 'role_admin', selecteddeparts: 'dep_A01A02' }]);
  });

  it('freezes from the row menu after confirmation and resets a password with the server\'s rule', async () => {
    calls.put.mockResolvedValue(ok(null, '操作成功!'));
    renderPage();
    const row = (await screen.findByText('zhang_san')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('更多'));
    fireEvent.click(await screen.findByText('冻结'));
    expect((await screen.findAllByText('确定冻结吗?')).length).toBeGreaterThan(0);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(callOf(calls.put, '/sys/user/frozenBatch')?.[1]).toEqual({ ids: 'u1', status: 2 }));

    fireEvent.click(within(row).getByText('更多'));
    fireEvent.click(await screen.findByText('重置密码'));
    const modal = (await screen.findByText('重置密码：张三')).closest('.ant-modal') as HTMLElement;
    type('新密码', 'abc', modal);
    expect(await within(modal).findByText('密码须为8到32位，且同时包含字母和数字')).toBeTruthy();
    type('新密码', 'NewPassw0rd', modal);
    type('确认密码', 'NewPassw0rd', modal);
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(callOf(calls.put, '/sys/user/changePassword')?.[1]).toEqual({ username: 'zhang_san', password: 'NewPassw0rd', confirmpassword: 'NewPassw0rd' }));
  });

  it('asks for a selection before a batch freeze', async () => {
    renderPage();
    await screen.findByText('zhang_san');
    fireEvent.click(button('批量冻结'));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    expect(calls.put).not.toHaveBeenCalled();
  });
});
