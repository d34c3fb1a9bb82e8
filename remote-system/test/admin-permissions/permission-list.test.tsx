import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });
const get = jest.fn();
const post = jest.fn();
const put = jest.fn();
const del = jest.fn();
jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    http: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a), put: (...a: unknown[]) => put(...a), delete: (...a: unknown[]) => del(...a) },
  };
});

import PermissionList from '../../src/views/permission-list';
import { button, drawerOf, grantButtons, hasButton, ok, refused, renderInApp } from './helpers';

const node = (id: string, name: string, menuType: 0 | 1 | 2, extra: Record<string, unknown> = {}) => ({
  id, key: id, title: name, name, menuType, parentId: null, url: menuType === 2 ? null : `/${id}`, component: menuType === 2 ? null : 'x/Y',
  componentName: null, redirect: null, icon: null, sortNo: 0, route: menuType !== 2, keepAlive: false, hidden: false, hideTab: false,
  alwaysShow: false, internalOrExternal: false, perms: null, permsType: '1', status: '1', description: null, ruleFlag: 0, isLeaf: true, ...extra,
});
const TREE = [node('perm_fleet', '车辆监控', 0, {
  isLeaf: false,
  children: [node('perm_fleet_cars', '车辆列表', 1, { parentId: 'perm_fleet', isLeaf: false, ruleFlag: 1, children: [node('perm_btn_car_export', '导出车辆', 2, { parentId: 'perm_fleet_cars', perms: 'fleet:car:export' })] })],
})];
const RULE = { id: 'rule1', permissionId: 'perm_fleet_cars', ruleName: '只看沪牌', ruleColumn: 'carNum', ruleConditions: 'RIGHT_LIKE', ruleConditions_dictText: '右模糊', ruleValue: '沪', status: '1', status_dictText: '有效', createTime: null };
const META = { target: { key: 'car', label: '车辆列表' }, fields: [{ value: 'carNum', text: '车牌号', type: 'string' }], conditions: [{ value: '=', text: '等于' }], variables: [{ value: '#{sys_org_code}', text: '当前用户所在部门编码' }] };

beforeEach(() => {
  [get, post, put, del].forEach((f) => f.mockReset());
  get.mockImplementation(async (url: string) => {
    if (url === '/sys/permission/list') return ok(TREE);
    if (url === '/sys/permission/queryPermissionRule') return ok([RULE]);
    if (url === '/sys/permission/dataRuleMeta') return ok(META);
    return ok([]);
  });
});

const ALL = ['system:permission:list', 'system:permission:add', 'system:permission:edit', 'system:permission:delete'];

describe('菜单管理', () => {
  it('adds a top menu; refuses a script address in the form', async () => {
    grantButtons(ALL);
    post.mockResolvedValueOnce(ok({ id: 'm1' }, '添加成功！'));
    renderInApp(<PermissionList />);
    expect(await screen.findByText('车辆监控')).toBeTruthy();
    fireEvent.click(button('新增菜单'));
    const drawer = drawerOf('新增菜单');
    fireEvent.change(within(drawer).getByPlaceholderText('请输入'), { target: { value: '外部文档' } });
    const url = within(drawer).getByPlaceholderText('如 /system/role 或 https://…');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(button('确定', drawer));
    expect(await within(drawer).findByText('访问路径应以/开头，外部链接以http://或https://开头')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(url, { target: { value: 'https://docs.example.com' } });
    fireEvent.change(within(drawer).getByPlaceholderText('如 system/RoleList，iframe 页面用 layouts/IframePageView'), { target: { value: 'layouts/IframePageView' } });
    fireEvent.click(button('确定', drawer));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/sys/permission/add', expect.objectContaining({
      name: '外部文档', menuType: 0, url: 'https://docs.example.com', component: 'layouts/IframePageView', route: true, internalOrExternal: false,
    })));
    await waitFor(() => expect(get.mock.calls.filter((c) => c[0] === '/sys/permission/list').length).toBe(2));
  });

  it('adds a button under a menu with its code, and shows a refusal of the server', async () => {
    grantButtons(ALL);
    post.mockResolvedValueOnce(refused('不能授予自己没有的权限'));
    renderInApp(<PermissionList />);
    const row = (await screen.findByText('车辆列表')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('添加下级'));
    const drawer = drawerOf('新增菜单');
    fireEvent.change(await within(drawer).findByPlaceholderText('多个用逗号分隔，如 user:add'), { target: { value: 'fleet:car:delete' } });
    expect(within(drawer).queryByPlaceholderText('如 /system/role 或 https://…')).toBeNull();
    fireEvent.change(within(drawer).getByPlaceholderText('请输入'), { target: { value: '删除车辆' } });
    fireEvent.click(button('确定', drawer));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/sys/permission/add', expect.objectContaining({
      name: '删除车辆', menuType: 2, parentId: 'perm_fleet_cars', perms: 'fleet:car:delete', status: '1',
    })));
    expect(await screen.findByText('不能授予自己没有的权限')).toBeTruthy();
  });

  it('lists the data rules of a menu and deletes one', async () => {
    grantButtons(ALL);
    del.mockResolvedValueOnce(ok(null, '删除成功!'));
    renderInApp(<PermissionList />);
    const row = (await screen.findByText('车辆列表')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('数据规则'));
    const drawer = drawerOf('数据规则/按钮权限配置');
    expect(await within(drawer).findByText('只看沪牌')).toBeTruthy();
    expect(within(drawer).getByText('右模糊')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/sys/permission/dataRuleMeta', { params: { permissionId: 'perm_fleet_cars' } });
    fireEvent.click(within(drawer).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/sys/permission/deletePermissionRule', { params: { id: 'rule1' } }));
  });

  it('shows only the query to a user without the writing buttons', async () => {
    grantButtons(['system:permission:list']);
    renderInApp(<PermissionList />);
    expect(await screen.findByText('车辆监控')).toBeTruthy();
    expect(hasButton('新增菜单')).toBe(false);
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('添加下级')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });
});
