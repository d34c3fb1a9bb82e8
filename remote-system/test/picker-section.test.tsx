import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

jest.setTimeout(180000);
configure({ asyncUtilTimeout: 15000 });
const get = jest.fn();
const post = jest.fn();
const put = jest.fn();
jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    http: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a), put: (...a: unknown[]) => put(...a) },
    getDictItems: () => [],
  };
});

import { PickerSaveDemo } from '../src/features/widget-demo/picker/picker-save-demo';

const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result });
const STORED = { id: 'demo9', name: '杭州调度', phone: '13800000002', userNames: null, departIds: null, areaCode: null, enabled: 'N', orderNumCode: 'DD202611210007', category: null };

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  put.mockReset();
  put.mockResolvedValue(ok('DD202611210007'));
  get.mockImplementation(async (url: string) => {
    if (url.includes('getRpColumns')) return ok({ cgRpConfigId: 'rpt_user', cgRpConfigName: '用户选择', columns: [{ title: '用户姓名', dataIndex: 'realname' }, { title: '手机', dataIndex: 'phone' }], dictOptions: {} });
    if (url.includes('getQueryInfo')) return ok([]);
    if (url.includes('getData')) return ok({ total: 1, records: [{ id: 'u2', realname: '杭州调度', phone: '13800000002' }] });
    if (url === '/test/jeecgDemo/queryById') return ok(STORED);
    if (url.startsWith('/sys/category/')) return ok([]);
    return ok([]);
  });
});

describe('选择器 tab: pickers saved as a demo record and read back', () => {
  it('fills name and phone through the popup, generates the serial, saves and shows the stored values', async () => {
    post.mockResolvedValueOnce(ok({ ...STORED }, '添加成功！'));
    render(<PickerSaveDemo />);
    await waitFor(() => expect(put).toHaveBeenCalledWith('/sys/fillRule/executeRuleByCode/demo_order_num', { formData: {} }));
    fireEvent.click(screen.getByTestId('popup-select-input'));
    const table = await screen.findByTestId('popup-report-table');
    fireEvent.click(await within(table).findByText('杭州调度'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect((screen.getByLabelText('手机') as HTMLInputElement).value).toBe('13800000002'));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0][0]).toBe('/test/jeecgDemo/add');
    expect(post.mock.calls[0][1]).toMatchObject({ name: '杭州调度', phone: '13800000002', enabled: 'N', orderNumCode: 'DD202611210007' });
    expect((await screen.findByTestId('picker-saved-id')).textContent).toBe('demo9');
    expect(get).toHaveBeenCalledWith('/test/jeecgDemo/queryById', { params: { id: 'demo9' } });
    expect(screen.getByTestId('picker-saved-name').textContent).toBe('杭州调度');
  });

  it('requires a name before saving', async () => {
    render(<PickerSaveDemo />);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请选择名称')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
