import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ok } from './fixtures';

jest.setTimeout(90000);
configure({ asyncUtilTimeout: 8000 });
const get = jest.fn();
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a) },
  getDictItems: () => [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { fetchBizRowsByValue, likeValue } from '../../src/pickers/biz-api';
import { BizComponentModal } from '../../src/pickers/biz-component-modal';
import { PositionSelect } from '../../src/pickers/position-select';
import { RoleSelect } from '../../src/pickers/role-select';

const POSITIONS = [
  { id: 'p1', code: 'dispatcher', name: '调度员', rank: '2', rank_dictText: '助理级' },
  { id: 'p2', code: 'fleet_leader', name: '车队长', rank: '3', rank_dictText: '中级' },
];

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (_url: string, cfg: { params: Record<string, unknown> }) => {
    const codes = typeof cfg.params.code === 'string' ? cfg.params.code.split(',').filter(Boolean) : null;
    const rows = codes ? POSITIONS.filter((p) => codes.includes(p.code)) : POSITIONS;
    return ok({ records: rows, total: rows.length, size: 5, current: 1, pages: 1 });
  });
});

describe('business component picker (widgets-spec §2, §3, §7 value fetch, §9)', () => {
  it('value fetch sends the values with a trailing comma, pageNo 1 and pageSize = count', async () => {
    await fetchBizRowsByValue('/sys/position/list', 'code', ['dispatcher', 'fleet_leader']);
    expect(get).toHaveBeenCalledWith('/sys/position/list', { params: { code: 'dispatcher,fleet_leader,', pageNo: 1, pageSize: 2 } });
    expect(await fetchBizRowsByValue('/x', 'code', [])).toEqual([]);
    expect(likeValue(' 调度 ')).toBe('*调度*');
    expect(likeValue('')).toBe('');
  });

  it('title name + 选择, width 900, page size 5, rank text, query field, selected panel with 删除', async () => {
    const onOk = jest.fn();
    render(<BizComponentModal open name="职务" listUrl="/sys/position/list" displayKey="name" valueKey="code" columns={[{ title: '职务名称', dataIndex: 'name' }, { title: '职级', dataIndex: 'rank_dictText' }]} value={['dispatcher']} onOk={onOk} onCancel={jest.fn()} />);
    expect(screen.getByText('职务选择')).toBeTruthy();
    expect(document.querySelector('.ant-modal')?.getAttribute('style')).toContain('900px');
    const table = screen.getByTestId('biz-picker-table');
    await within(table).findByText('车队长');
    expect(within(table).getByText('中级')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/sys/position/list', { params: { pageNo: 1, pageSize: 5 } });
    const selected = screen.getByTestId('biz-picker-selected');
    await within(selected).findByText('调度员');
    fireEvent.click(within(table).getByText('车队长'));
    await within(selected).findByText('车队长');
    fireEvent.click(within(selected).getAllByText('删除')[0]);
    await waitFor(() => expect(within(selected).queryByText('调度员')).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: '职务名称' }), { target: { value: '车队' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/sys/position/list', { params: { name: '*车队*', pageNo: 1, pageSize: 5 } }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onOk).toHaveBeenCalledWith([POSITIONS[1]]);
  });

  it('PositionSelect shows names of stored codes; RoleSelect queries /sys/role/list', async () => {
    const onChange = jest.fn();
    render(<PositionSelect value="fleet_leader" onChange={onChange} />);
    expect(await screen.findByText('车队长')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    const table = await screen.findByTestId('biz-picker-table');
    fireEvent.click(await within(table).findByText('调度员'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onChange).toHaveBeenLastCalledWith('fleet_leader,dispatcher');
    get.mockResolvedValue(ok({ records: [{ id: 'r1', roleName: '管理员', roleCode: 'admin' }], total: 1 }));
    render(<RoleSelect value="admin" />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/role/list', { params: { roleCode: 'admin,', pageNo: 1, pageSize: 1 } }));
  });
});
