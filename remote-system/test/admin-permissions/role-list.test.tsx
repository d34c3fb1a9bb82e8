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

import RoleList from '../../src/views/role-list';
import { button, drawerOf, grantButtons, hasButton, modalOf, ok, renderInApp, treeCheckbox } from './helpers';

const ROLE = { id: 'r1', roleName: '调度员', roleCode: 'dispatcher', description: null, createTime: '2026-01-01 08:00:00' };
const TREE = {
  treeList: [{
    key: 'perm_fleet', title: '车辆监控', parentId: null, menuType: 0, ruleFlag: 0, isLeaf: false,
    children: [{
      key: 'perm_fleet_cars', title: '车辆列表', parentId: 'perm_fleet', menuType: 1, ruleFlag: 1, isLeaf: false,
      children: [{ key: 'perm_btn_car_export', title: '导出车辆', parentId: 'perm_fleet_cars', menuType: 2, ruleFlag: 0, isLeaf: true }],
    }],
  }],
  ids: ['perm_fleet', 'perm_fleet_cars', 'perm_btn_car_export'],
};
const RULE = { id: 'rule1', permissionId: 'perm_fleet_cars', ruleName: '只看沪牌', ruleColumn: 'carNum', ruleConditions: 'RIGHT_LIKE', ruleConditions_dictText: '右模糊', ruleValue: '沪', status: '1', status_dictText: '有效', createTime: null };

beforeEach(() => {
  [get, post, put, del].forEach((f) => f.mockReset());
  get.mockImplementation(async (url: string) => {
    if (url === '/sys/role/list') return ok({ records: [ROLE], total: 1, size: 10, current: 1, pages: 1 });
    if (url === '/sys/role/checkRoleCode') return ok(null, '该值可用！');
    if (url === '/sys/permission/queryTreeList') return ok(TREE);
    if (url === '/sys/permission/queryRolePermission') return ok(['perm_fleet', 'perm_fleet_cars']);
    if (url.startsWith('/sys/role/datarule/')) return ok({ datarule: [RULE], drChecked: '' });
    return ok([]);
  });
  post.mockResolvedValue(ok(null, '保存成功！'));
});

describe('角色管理', () => {
  it('adds a role through the form after the code check', async () => {
    grantButtons(['system:role:list', 'system:role:add', 'system:role:edit', 'system:role:delete', 'system:role:authorize']);
    post.mockResolvedValueOnce(ok({ id: 'r2' }, '添加成功！'));
    renderInApp(<RoleList />);
    expect(await screen.findByText('调度员')).toBeTruthy();
    fireEvent.click(button('新增'));
    const modal = modalOf('新增角色');
    fireEvent.change(within(modal).getByPlaceholderText('请输入角色名称'), { target: { value: '车队长' } });
    fireEvent.change(within(modal).getByPlaceholderText('请输入角色编码'), { target: { value: 'fleet_lead' } });
    fireEvent.click(button('确定', modal));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/sys/role/add', expect.objectContaining({ roleName: '车队长', roleCode: 'fleet_lead' })));
    expect(get).toHaveBeenCalledWith('/sys/role/checkRoleCode', { params: { roleCode: 'fleet_lead' } });
  });

  it('refuses a bad role code in the form without calling the server', async () => {
    grantButtons(['system:role:add']);
    renderInApp(<RoleList />);
    fireEvent.click(button('新增'));
    const modal = modalOf('新增角色');
    fireEvent.change(within(modal).getByPlaceholderText('请输入角色名称'), { target: { value: 'x' } });
    fireEvent.change(within(modal).getByPlaceholderText('请输入角色编码'), { target: { value: "1' or 1=1" } });
    fireEvent.click(button('确定', modal));
    expect(await within(modal).findByText('角色编码以字母开头，只能包含字母、数字、下划线和中划线')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('authorises through the tree: sends the checked ids and the ids the editor started from', async () => {
    grantButtons(['system:role:authorize']);
    renderInApp(<RoleList />);
    fireEvent.click(await screen.findByText('授权'));
    const drawer = drawerOf('角色权限配置');
    await within(drawer).findByText('导出车辆');
    fireEvent.click(treeCheckbox('导出车辆', drawer));
    fireEvent.click(button('保存并关闭', drawer));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/sys/permission/saveRolePermission', {
      roleId: 'r1', permissionIds: 'perm_fleet,perm_fleet_cars,perm_btn_car_export', lastpermissionIds: 'perm_fleet,perm_fleet_cars',
    }));
  });

  it('chooses the data rules of a granted menu', async () => {
    grantButtons(['system:role:authorize']);
    renderInApp(<RoleList />);
    fireEvent.click(await screen.findByText('授权'));
    const drawer = drawerOf('角色权限配置');
    fireEvent.click(await within(drawer).findByText('数据规则'));
    const modal = modalOf('数据规则：车辆列表');
    await within(modal).findByText('只看沪牌');
    fireEvent.click(within(modal).getByRole('checkbox'));
    fireEvent.click(button('确定', modal));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/sys/role/datarule', { permissionId: 'perm_fleet_cars', roleId: 'r1', dataRuleIds: 'rule1' }));
    expect(get).toHaveBeenCalledWith('/sys/role/datarule/perm_fleet_cars/r1');
  });

  it('hides every action the user may not use', async () => {
    grantButtons([]);
    renderInApp(<RoleList />);
    expect(await screen.findByText('调度员')).toBeTruthy();
    expect(hasButton('新增')).toBe(false);
    expect(hasButton('批量删除')).toBe(false);
    expect(screen.queryByText('授权')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });
});
