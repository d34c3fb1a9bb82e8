import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { button, callOf, calls, ok, page, resetMocks } from './mocks';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 10000 });
jest.mock('shared-session', () => jest.requireActual('./mocks').sessionMock());

import AddressBook from '../../src/views/address-book';
import PositionList from '../../src/views/position-list';
import TenantList from '../../src/views/tenant-list';
import { filterTree } from '../../src/features/address-book/depart-tree-panel';

const TENANT = { id: 1, name: '演示租户', status: 1, status_dictText: '正常', beginDate: null, endDate: null, createBy: 'admin', createTime: '2026-01-01 08:00:00', userCount: 3 };
const TREE = [{ id: 'dep_A01', key: 'dep_A01', title: '华东物流集团', orgCode: 'A01', children: [{ id: 'dep_A01A02', key: 'dep_A01A02', title: '杭州分公司', orgCode: 'A01A02', children: [] }] }];
const PERSON = { id: 'u1', username: 'hz_operator', realname: '杭州调度员', avatar: null, workNo: 'W9', post: 'dispatcher', postText: '调度员', telephone: null, phone: '13800138001', email: null, departName: '杭州分公司' };

beforeEach(() => {
  resetMocks();
  calls.get.mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
    if (url === '/sys/tenant/list') return page([TENANT]);
    if (url === '/sys/tenant/getTenantUserList') return page([{ id: 'u9', username: 'viewer', realname: '只读用户', status: 1, homeTenantId: 1, homeTenantName: '演示租户', member: 'home', tenantAdmin: false }]);
    if (url === '/sys/position/list') return page([{ id: 'p1', code: 'driver', name: '驾驶员', rank: '1', rank_dictText: '员级', createTime: '2026-01-01 08:00:00' }]);
    if (url === '/sys/duplicate/check') return config?.params?.fieldVal === 'driver' ? { success: false, code: 500, message: '该值不可用，系统中已存在！', result: null } : ok(null, '该值可用！');
    if (url === '/sys/sysDepart/queryTreeList') return ok(TREE);
    if (url === '/sys/user/queryByOrgCodeForAddressList') return page([PERSON]);
    if (url.startsWith('/sys/dict/getDictItems/')) return ok([]);
    throw new Error(`unexpected GET ${url}`);
  });
});
const type = (label: string, value: string, scope: HTMLElement) => {
  const input = within(scope).getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('租户管理 page', () => {
  it('lists tenants, adds a tenant and joins a member', async () => {
    calls.post.mockResolvedValue(ok({ id: 6 }, '添加成功！'));
    render(<App><TenantList /></App>);
    expect(await screen.findByText('演示租户', { selector: 'td' })).toBeTruthy();
    fireEvent.click(button('新增'));
    const modal = (await screen.findByText('新增租户')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(button('保存', modal));
    expect(await within(modal).findByText('请输入租户名称')).toBeTruthy();
    type('租户名称', '新租户', modal);
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(callOf(calls.post, '/sys/tenant/add')?.[1]).toEqual({ id: undefined, name: '新租户', status: 1, beginDate: null, endDate: null }));

    const row = screen.getByText('演示租户', { selector: 'td' }).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('成员'));
    const members = (await screen.findByText('租户成员：演示租户')).closest('.ant-modal') as HTMLElement;
    expect(await within(members).findByText('viewer')).toBeTruthy();
    expect(callOf(calls.get, '/sys/tenant/getTenantUserList')?.[1]).toMatchObject({ params: expect.objectContaining({ tenantId: 1 }) });
    calls.post.mockResolvedValue(ok(null, '已加入租户：1人'));
    type('加入用户', 'hz_operator', members);
    fireEvent.click(within(members).getByText('设为租户管理员'));
    fireEvent.click(button('加入', members));
    await waitFor(() => expect(callOf(calls.post, '/sys/tenant/invitationUserJoin')?.[1]).toEqual({ tenantId: 1, usernames: 'hz_operator', admin: true }));
  });
});

describe('职务管理 page', () => {
  it('checks the code (pattern, duplicate) and saves a new position', async () => {
    calls.post.mockResolvedValue(ok({ id: 'p2' }, '添加成功！'));
    render(<App><PositionList /></App>);
    expect(await screen.findByText('驾驶员')).toBeTruthy();
    expect(callOf(calls.get, '/sys/position/list')?.[1]).toMatchObject({ params: expect.objectContaining({ column: 'code', order: 'asc' }) });
    fireEvent.click(button('新增'));
    const modal = (await screen.findByText('新增职务')).closest('.ant-modal') as HTMLElement;
    type('职务编码', 'a b', modal);
    expect(await within(modal).findByText('职务编码只能包含字母、数字、下划线和短横线')).toBeTruthy();
    type('职务编码', 'driver', modal);
    expect(await within(modal).findByText('该值不可用，系统中已存在！')).toBeTruthy();
    type('职务编码', 'loader', modal);
    type('职务名称', '装卸工', modal);
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(callOf(calls.post, '/sys/position/add')?.[1]).toEqual({ code: 'loader', name: '装卸工', rank: null, id: undefined }));
  });
});

describe('通讯录 page', () => {
  it('lists the people of the chosen department and filters the tree by name', async () => {
    render(<App><AddressBook /></App>);
    expect(await screen.findByText('杭州调度员')).toBeTruthy();
    fireEvent.click(await screen.findByText('杭州分公司', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(callOf(calls.get, '/sys/user/queryByOrgCodeForAddressList')?.[1]).toMatchObject({ params: expect.objectContaining({ orgCode: 'A01A02' }) }));
    expect(screen.getByText('调度员')).toBeTruthy();
    expect(filterTree(TREE, '杭州').map((n) => n.children?.map((c) => c.title))).toEqual([['杭州分公司']]);
    expect(filterTree(TREE, '上海')).toEqual([]);
  });
});
