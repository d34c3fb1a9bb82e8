import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ok, router } from './fixtures';

jest.setTimeout(90000);
configure({ asyncUtilTimeout: 8000 });
let get = router({});
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => (get as (...x: unknown[]) => unknown)(...a) },
  getDictItems: () => [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { clearedPopupValues, popupConfigError, popupValues } from '../../src/pickers/popup-fields';
import { parseSorter, reportDataParams } from '../../src/pickers/popup-api';
import { PopupReportModal } from '../../src/pickers/popup-report-modal';
import { PopupSelect } from '../../src/pickers/popup-select';

const ROWS = [
  { id: 'r1', username: 'admin', realname: '管理员账号', sex: '1', createTime: '2025-01-02' },
  { id: 'r2', username: 'hz_operator', realname: '杭州调度', sex: '2', createTime: '2025-01-01' },
];

beforeEach(() => {
  get = router({
    '/online/cgreport/api/getRpColumns/report_user': () => ok({
      cgRpConfigId: 'cfg1', cgRpConfigName: '用户报表',
      columns: [
        { title: '用户账号', dataIndex: 'username', sorter: true },
        { title: '用户姓名', dataIndex: 'realname' },
        { title: '性别', dataIndex: 'sex', customRender: 'sex' },
      ],
      dictOptions: { sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] },
    }),
    '/online/cgreport/api/getRpColumns/': () => ({ success: false, code: 500, message: '报表不存在', result: null }),
    '/online/cgreport/api/getQueryInfo/cfg1': () => ok([
      { field: 'username', label: '用户账号', view: 'text', mode: 'single' },
      { field: 'secret', label: '隐藏', view: 'text', mode: 'single', hidden: '1' },
    ]),
    '/online/cgreport/api/getData/cfg1': () => ok({ total: 2, records: ROWS }),
  });
});

const dataCalls = () => get.mock.calls.filter((c) => c[0] === '/online/cgreport/api/getData/cfg1').map((c) => c[1]?.params ?? {});
const okButton = () => screen.getByRole('button', { name: /确\s*定|OK/ });

describe('popup widget rules (widgets-spec §5 Popup widget, §3 Popup config)', () => {
  it('requires code, orgFields and destFields of equal counts', () => {
    expect(popupConfigError('', 'a', 'b')).toBe('popup参数未正确配置!');
    expect(popupConfigError('c', '', 'b')).toBe('popup参数未正确配置!');
    expect(popupConfigError('c', 'a', undefined)).toBe('popup参数未正确配置!');
    expect(popupConfigError('c', 'a,b', 'x')).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
    expect(popupConfigError('c', 'a, b', 'x,y')).toBeNull();
  });
  it('copies orgFields into destFields joined by the spliter (comma by default)', () => {
    expect(popupValues(ROWS, 'username,realname', 'user_names,real')).toEqual({ user_names: 'admin,hz_operator', real: '管理员账号,杭州调度' });
    expect(popupValues(ROWS, 'username', 'u', '|')).toEqual({ u: 'admin|hz_operator' });
    expect(popupValues([{ a: null }], 'a', 'b')).toEqual({ b: '' });
    expect(clearedPopupValues('x, y')).toEqual({ x: '', y: '' });
  });
  it('sends self_ params and sort, default createTime desc', () => {
    expect(parseSorter(undefined)).toEqual({ column: 'createTime', order: 'desc' });
    expect(parseSorter('username=asc')).toEqual({ column: 'username', order: 'asc' });
    expect(parseSorter('x;drop=asc')).toEqual({ column: 'createTime', order: 'desc' });
    expect(reportDataParams({ pageNo: 2, pageSize: 10, column: 'createTime', order: 'desc', values: { a: '1', b: '', c: undefined }, param: { dep: 'd1' } }))
      .toEqual({ pageNo: 2, pageSize: 10, column: 'createTime', order: 'desc', a: '1', self_dep: 'd1' });
  });
});

describe('PopupReportModal (widgets-spec §2, §4 Popup report, §7, §9)', () => {
  it('loads columns, query info and data; shows dictionary texts cut at 4 characters; width 1200', async () => {
    render(<PopupReportModal open code="report_user" onOk={jest.fn()} onCancel={jest.fn()} />);
    const table = await screen.findByTestId('popup-report-table');
    await within(table).findByText('hz_o…');
    expect(within(table).getByText('男')).toBeTruthy();
    expect(within(table).getByText('管理员账…')).toBeTruthy();
    expect(screen.getByText('用户报表')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '用户账号' })).toBeTruthy();
    expect(screen.queryByLabelText('隐藏')).toBeNull();
    expect(dataCalls()[0]).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    expect(document.querySelector('.ant-modal')?.getAttribute('style')).toContain('1200px');
  });

  it('confirm needs one row (请选择一条记录！); search goes to page 1 and clears the selection', async () => {
    const onOk = jest.fn();
    render(<PopupReportModal open code="report_user" param={{ dep: 'd1' }} onOk={onOk} onCancel={jest.fn()} />);
    const table = await screen.findByTestId('popup-report-table');
    await within(table).findByText('hz_o…');
    fireEvent.click(okButton());
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.click(within(table).getByText('hz_o…'));
    expect(screen.getByTestId('popup-selected-bar').textContent).toContain('1');
    fireEvent.change(screen.getByRole('textbox', { name: '用户账号' }), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(dataCalls().at(-1)).toMatchObject({ username: 'admin', pageNo: 1, self_dep: 'd1' }));
    expect(screen.getByTestId('popup-selected-bar').textContent).toMatch(/已选择\s*0\s*项/);
    fireEvent.click(within(table).getByText('admi…'));
    fireEvent.click(okButton());
    expect(onOk).toHaveBeenCalledWith([ROWS[0]]);
  });

  it('reset clears the query then reloads; closing clears the selection; a failed column load gives no columns', async () => {
    const onCancel = jest.fn();
    const { rerender } = render(<PopupReportModal open code="report_user" onOk={jest.fn()} onCancel={onCancel} />);
    const table = await screen.findByTestId('popup-report-table');
    await within(table).findByText('admi…');
    fireEvent.change(screen.getByRole('textbox', { name: '用户账号' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(dataCalls()).toHaveLength(2));
    expect(dataCalls()[1].username).toBeUndefined();
    expect((screen.getByRole('textbox', { name: '用户账号' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(table).getByText('admi…'));
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));
    expect(onCancel).toHaveBeenCalled();
    rerender(<PopupReportModal open code="nope" onOk={jest.fn()} onCancel={onCancel} />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/online/cgreport/api/getRpColumns/nope', { skipErrorHandler: true }));
    await waitFor(() => expect(screen.getByTestId('popup-report-table').querySelectorAll('th').length).toBeLessThanOrEqual(1));
  });
});

describe('PopupSelect (widgets-spec §2 Popup picker, §5)', () => {
  it('a bad configuration shows the error and disables the widget', () => {
    render(<PopupSelect code="report_user" orgFields="username,realname" destFields="user_names" />);
    expect(screen.getByTestId('popup-config-error').textContent).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
    expect((screen.getByTestId('popup-select-input') as HTMLInputElement).disabled).toBe(true);
  });

  it('OK copies orgFields into destFields; clearing empties them', async () => {
    const onPopupOk = jest.fn();
    const onChange = jest.fn();
    const { rerender } = render(<PopupSelect code="report_user" field="user_names" orgFields="username,realname" destFields="user_names,real_names" multi onPopupOk={onPopupOk} onChange={onChange} />);
    fireEvent.click(screen.getByTestId('popup-select-input'));
    const table = await screen.findByTestId('popup-report-table');
    fireEvent.click(await within(table).findByText('admi…'));
    fireEvent.click(within(table).getByText('hz_o…'));
    fireEvent.click(okButton());
    expect(onPopupOk).toHaveBeenLastCalledWith({ user_names: 'admin,hz_operator', real_names: '管理员账号,杭州调度' });
    expect(onChange).toHaveBeenLastCalledWith('admin,hz_operator');
    rerender(<PopupSelect code="report_user" field="user_names" orgFields="username,realname" destFields="user_names,real_names" value="admin,hz_operator" onPopupOk={onPopupOk} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('clear'));
    expect(onPopupOk).toHaveBeenLastCalledWith({ user_names: '', real_names: '' });
  });
});
