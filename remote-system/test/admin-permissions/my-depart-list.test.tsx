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

import MyDepartList from '../../src/views/my-depart-list';
import { button, grantButtons, modalOf, ok, renderInApp } from './helpers';

const MINE = [{ id: 'dep_A01A02', key: 'dep_A01A02', title: '杭州分公司', departName: '杭州分公司', orgCode: 'A01A02', parentId: 'dep_A01', isLeaf: true }];
const USER = { id: 'u7', username: 'hz_driver', realname: '杭州司机', sex_dictText: '男', phone: null, orgCodeTxt: '杭州分公司', status_dictText: '正常' };
const ROLES = [{ id: 'dr1', departId: 'dep_A01A02', roleName: '调度', roleCode: 'dispatch', description: null, createTime: null }, { id: 'dr2', departId: 'dep_A01A02', roleName: '查看', roleCode: 'view', description: null, createTime: null }];

function answers(tree: unknown[]) {
  get.mockImplementation(async (url: string) => {
    if (url === '/sys/sysDepart/queryMyDeptTreeList') return ok(tree);
    if (url === '/sys/user/departUserList') return ok({ records: [USER], total: 1, size: 10, current: 1, pages: 1 });
    if (url === '/sys/sysDepartRole/list') return ok({ records: ROLES, total: 2, size: 10, current: 1, pages: 1 });
    if (url === '/sys/sysDepartRole/getDeptRoleList') return ok(ROLES);
    if (url === '/sys/sysDepartRole/getDeptRoleByUserId') return ok([{ id: 'u7_dr1', userId: 'u7', droleId: 'dr1' }]);
    return ok([]);
  });
}

beforeEach(() => {
  [get, post, put, del].forEach((f) => f.mockReset());
});

describe('我的部门', () => {
  it('tells a user who administers no department', async () => {
    grantButtons(['system:myDepart:manage']);
    answers([]);
    renderInApp(<MyDepartList />);
    expect(await screen.findByText('您还不是任何部门的负责人')).toBeTruthy();
  });

  it('lists the members of an administered department and assigns their department roles', async () => {
    grantButtons(['system:myDepart:manage']);
    answers(MINE);
    post.mockResolvedValueOnce(ok({ added: 1, removed: 1 }, '添加成功！'));
    renderInApp(<MyDepartList />);
    fireEvent.click(await screen.findByText('杭州分公司'));
    fireEvent.click(await screen.findByText('用户信息'));
    expect(await screen.findByText('hz_driver')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/sys/user/departUserList', expect.objectContaining({ params: expect.objectContaining({ depId: 'dep_A01A02' }) }));
    fireEvent.click(screen.getByText('分配部门角色'));
    const modal = modalOf('分配部门角色');
    await waitFor(() => expect((within(modal).getByLabelText('调度') as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(modal).getByLabelText('调度'));
    fireEvent.click(within(modal).getByLabelText('查看'));
    fireEvent.click(button('确定', modal));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/sys/sysDepartRole/deptRoleUserAdd', { userId: 'u7', newRoleId: 'dr2', oldRoleId: 'dr1' }));
  });

  it('shows the department roles read-only without the manage button', async () => {
    grantButtons([]);
    answers(MINE);
    renderInApp(<MyDepartList />);
    fireEvent.click(await screen.findByText('杭州分公司'));
    fireEvent.click(await screen.findByText('部门角色'));
    expect(await screen.findByText('调度')).toBeTruthy();
    expect(screen.queryByText('新增部门角色')).toBeNull();
    expect(screen.queryByText('授权')).toBeNull();
  });
});
