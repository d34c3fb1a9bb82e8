import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEPART_TREE, USERS, ok, router } from './fixtures';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });
let get = router({});
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => (get as (...x: unknown[]) => unknown)(...a) },
  getDictItems: () => [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { UserSelectModal } from '../../src/pickers/user-select-modal';
import { UserSelectInput } from '../../src/pickers/user-select-input';

function page(params: Record<string, unknown>) {
  const records = USERS.filter((u) => !params.username || u.username.includes(String(params.username)));
  return ok({ records, total: records.length + 20, size: params.pageSize, current: params.pageNo, pages: 3 });
}

beforeEach(() => {
  get = router({
    '/sys/sysDepart/queryTreeList': () => ok(DEPART_TREE),
    '/sys/user/queryUserComponentData': page,
    '/sys/user/getMultiUser': (p) => ok(USERS.filter((u) => String(p.username ?? p.id).split(',').includes(p.username ? u.username : u.id))),
  });
});

const lastQuery = () => [...get.mock.calls].reverse().find((c) => c[0] === '/sys/user/queryUserComponentData')?.[1]?.params;

describe('UserSelectModal 根据部门选择用户 (widgets-spec §2, §7, §9)', () => {
  it('shows the tree with the root opened, the columns, sex texts, page size 10 and default sort', async () => {
    render(<UserSelectModal open onOk={jest.fn()} onCancel={jest.fn()} />);
    expect(await screen.findByText('根据部门选择用户')).toBeTruthy();
    expect(await screen.findByTestId('user-picker-depart-d2')).toBeTruthy();
    expect(screen.queryByTestId('user-picker-depart-d4')).toBeNull();
    const table = screen.getByTestId('user-picker-table');
    await within(table).findByText('hz_operator');
    ['用户账号', '用户姓名', '性别', '手机', '部门'].forEach((t) => expect(within(table).getAllByText(t).length).toBeGreaterThan(0));
    expect(within(table).getByText('男')).toBeTruthy();
    expect(within(table).getByText('女')).toBeTruthy();
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    expect(screen.getByText('共 23 条')).toBeTruthy();
    expect(document.querySelector('.ant-modal')?.getAttribute('style') ?? '').toContain('1250');
  });

  it('filters by the selected departments (comma-joined) and by 用户账号, 重置 clears the account', async () => {
    render(<UserSelectModal open onOk={jest.fn()} onCancel={jest.fn()} />);
    await screen.findByText('管理员');
    fireEvent.click(await screen.findByTestId('user-picker-depart-d2'));
    await waitFor(() => expect(lastQuery()?.departId).toBe('d2'));
    fireEvent.change(screen.getByLabelText('用户账号'), { target: { value: 'hz' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ departId: 'd2', username: 'hz', pageNo: 1 }));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastQuery()?.username).toBeUndefined());
    expect((screen.getByLabelText('用户账号') as HTMLInputElement).value).toBe('');
  });

  it('selects several users by checkbox and returns their rows', async () => {
    const onOk = jest.fn();
    render(<UserSelectModal open onOk={onOk} onCancel={jest.fn()} />);
    fireEvent.click(await screen.findByText('管理员'));
    fireEvent.click(screen.getByText('杭州调度'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onOk.mock.calls[0][0].map((u: { username: string }) => u.username)).toEqual(['admin', 'hz_operator']);
  });

  it('radio mode keeps one user; preselected keys are resolved by getMultiUser under the store field', async () => {
    const onOk = jest.fn();
    render(<UserSelectModal open multi={false} store="id" selectedKeys={['u3']} onOk={onOk} onCancel={jest.fn()} />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/user/getMultiUser', { params: { id: 'u3' } }));
    await screen.findByText('管理员');
    expect(document.querySelectorAll('.ant-radio-input').length).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onOk.mock.calls[0][0]).toEqual([expect.objectContaining({ id: 'u3', realname: '只读用户' })]);
    fireEvent.click(screen.getByText('管理员'));
    fireEvent.click(screen.getByText('杭州调度'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onOk.mock.calls[1][0].map((u: { id: string }) => u.id)).toEqual(['u2']);
  });
});

describe('UserSelectInput (widgets-spec §2, §3 User defaults)', () => {
  it('shows realnames resolved by getMultiUser, stores usernames, clears with the clear icon', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<UserSelectInput value="admin,viewer" onChange={onChange} />);
    await waitFor(() => expect((screen.getByTestId('user-select-input') as HTMLInputElement).value).toBe('管理员,只读用户'));
    expect(get).toHaveBeenCalledWith('/sys/user/getMultiUser', { params: { username: 'admin,viewer' } });
    expect((screen.getByTestId('user-select-input') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(screen.getByLabelText('clear'));
    expect(onChange).toHaveBeenLastCalledWith('');
    rerender(<UserSelectInput value="" onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('open'));
    fireEvent.click(await screen.findByText('杭州调度'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onChange).toHaveBeenLastCalledWith('hz_operator');
    rerender(<UserSelectInput value="hz_operator" onChange={onChange} />);
    expect((screen.getByTestId('user-select-input') as HTMLInputElement).value).toBe('杭州调度');
  });
});
