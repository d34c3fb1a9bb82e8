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

import DepartList from '../../src/views/depart-list';
import { button, grantButtons, hasButton, modalOf, ok, refused, renderInApp, treeCheckbox } from './helpers';

const TREE = [{
  id: 'dep_A01', key: 'dep_A01', title: '华东物流集团', departName: '华东物流集团', orgCode: 'A01', parentId: null, isLeaf: false,
  children: [{ id: 'dep_A01A01', key: 'dep_A01A01', title: '上海分公司', departName: '上海分公司', orgCode: 'A01A01', parentId: 'dep_A01', isLeaf: true }],
}];
const DETAIL = { id: 'dep_A01A01', parentId: 'dep_A01', departName: '上海分公司', orgCode: 'A01A01', orgCategory: '1', orgType: '2', departOrder: 0, mobile: null, fax: null, address: null, memo: null, createTime: null };
const MENUS = { treeList: [{ key: 'perm_fleet', title: '车辆监控', parentId: null, menuType: 0, ruleFlag: 0, isLeaf: false, children: [{ key: 'perm_fleet_cars', title: '车辆列表', parentId: 'perm_fleet', menuType: 1, ruleFlag: 0, isLeaf: true }] }], ids: ['perm_fleet', 'perm_fleet_cars'] };
const ALL = ['system:depart:list', 'system:depart:add', 'system:depart:edit', 'system:depart:delete'];

beforeEach(() => {
  [get, post, put, del].forEach((f) => f.mockReset());
  get.mockImplementation(async (url: string) => {
    if (url === '/sys/sysDepart/queryTreeList') return ok(TREE);
    if (url === '/sys/sysDepart/queryById') return ok(DETAIL);
    if (url === '/sys/permission/queryTreeList') return ok(MENUS);
    if (url === '/sys/permission/queryDepartPermission') return ok(['perm_fleet']);
    if (url === '/sys/sysDepartRole/list' || url === '/sys/user/departUserList') return ok({ records: [], total: 0, size: 10, current: 1, pages: 0 });
    return ok([]);
  });
});

async function selectShanghai() {
  renderInApp(<DepartList />);
  fireEvent.click(await screen.findByText('上海分公司'));
  await waitFor(() => expect((screen.getByPlaceholderText('请输入机构/部门名称') as HTMLInputElement).value).toBe('上海分公司'));
}

describe('部门管理', () => {
  it('edits the selected department', async () => {
    grantButtons(ALL);
    put.mockResolvedValueOnce(ok(null, '编辑成功!'));
    await selectShanghai();
    expect(get).toHaveBeenCalledWith('/sys/sysDepart/queryById', { params: { id: 'dep_A01A01' } });
    fireEvent.change(screen.getByPlaceholderText('请输入机构/部门名称'), { target: { value: '上海公司' } });
    fireEvent.change(screen.getByPlaceholderText('请输入电话'), { target: { value: '021-1234567' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/sys/sysDepart/edit', expect.objectContaining({ id: 'dep_A01A01', departName: '上海公司', mobile: '021-1234567' })));
  });

  it('adds a sub-department under the selected one', async () => {
    grantButtons(ALL);
    post.mockResolvedValueOnce(ok({ id: 'd9', orgCode: 'A01A01A03' }, '添加成功！'));
    await selectShanghai();
    fireEvent.click(button('添加下级'));
    const modal = modalOf('添加下级部门');
    expect((within(modal).getByDisplayValue('上海分公司') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(modal).getByPlaceholderText('请输入机构/部门名称'), { target: { value: '闵行车队' } });
    fireEvent.click(button('确定', modal));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/sys/sysDepart/add', expect.objectContaining({ departName: '闵行车队', parentId: 'dep_A01A01', orgCategory: '2' })));
    expect(post.mock.calls[0][1]).not.toHaveProperty('parentName');
  });

  it('shows the refusal of a delete (users remain)', async () => {
    grantButtons(ALL);
    del.mockResolvedValueOnce(refused('该部门下存在用户，不能删除'));
    await selectShanghai();
    fireEvent.click(button('删除'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/sys/sysDepart/delete', { params: { id: 'dep_A01A01' } }));
    expect(await screen.findByText('该部门下存在用户，不能删除')).toBeTruthy();
  });

  it('saves the department permissions with the ids it started from', async () => {
    grantButtons(ALL);
    post.mockResolvedValueOnce(ok({ added: 1, removed: 0 }, '保存成功！'));
    await selectShanghai();
    fireEvent.click(screen.getByText('部门权限'));
    await screen.findByText('车辆列表');
    const pane = screen.getByRole('tabpanel');
    fireEvent.click(treeCheckbox('车辆列表', pane));
    fireEvent.click(button('保存', pane));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/sys/permission/saveDepartPermission', { departId: 'dep_A01A01', permissionIds: 'perm_fleet,perm_fleet_cars', lastpermissionIds: 'perm_fleet' }));
  });

  it('offers no changes without the buttons', async () => {
    grantButtons(['system:depart:list']);
    await selectShanghai();
    expect(hasButton('添加一级部门')).toBe(false);
    expect(hasButton('添加下级')).toBe(false);
    expect(hasButton('删除')).toBe(false);
    expect(hasButton('保存')).toBe(false);
    expect((screen.getByPlaceholderText('请输入机构/部门名称') as HTMLInputElement).disabled).toBe(true);
  });
});
