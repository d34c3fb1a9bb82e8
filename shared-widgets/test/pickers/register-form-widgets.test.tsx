import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { ok } from './fixtures';

jest.setTimeout(90000);
configure({ asyncUtilTimeout: 8000 });
const get = jest.fn();
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a) },
  getDictItems: () => [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { DynamicForm } from '../../src/form/dynamic-form';
import type { FormSchemaItem } from '../../src/form/form-types';
import { isFormWidgetRegistered } from '../../src/form/widget-registry';
import { switchOptions } from '../../src/pickers/register-form-widgets';
import { linkDownSettings } from '../../src/selects/linked-form-widget';

const TYPES = ['sel_user', 'sel_depart', 'sel_search', 'sel_search_async', 'popup', 'cat_tree', 'sel_tree', 'link_down', 'pca', 'switch', 'list_multi', 'transfer', 'sel_position', 'sel_role', 'auto_number'];

function Harness({ schema, onValues }: { schema: FormSchemaItem[]; onValues(v: Record<string, unknown>): void }) {
  const [form] = Form.useForm();
  return <DynamicForm form={form} schema={schema} onValuesChange={() => onValues(form.getFieldsValue(true))} />;
}

beforeEach(() => get.mockReset());

describe('B3 widgets in the form registry (common brief contract)', () => {
  it('registers every picker and select type', () => {
    TYPES.forEach((t) => expect([t, isFormWidgetRegistered(t)]).toEqual([t, true]));
  });

  it('reads switch pairs and link_down settings from the schema', () => {
    expect(switchOptions({ key: 'a', label: 'a', type: 'switch', fieldExtendJson: '["1","0"]' })).toEqual(['1', '0']);
    expect(switchOptions({ key: 'a', label: 'a', type: 'switch', widgetAttrs: { options: ['T', 'F'] } })).toEqual(['T', 'F']);
    expect(switchOptions({ key: 'a', label: 'a', type: 'switch', fieldExtendJson: '{"x":1}' })).toBeUndefined();
    expect(linkDownSettings({ key: 'a', label: 'a', type: 'link_down', dictTable: '{"table":"sys_category","txt":"name","key":"code","idField":"id","pidField":"pid","linkField":"b,c"}' }))
      .toEqual({ config: { table: 'sys_category', txt: 'name', key: 'code', idField: 'id', pidField: 'pid' }, others: [{ field: 'b', title: 'b' }, { field: 'c', title: 'c' }] });
    expect(linkDownSettings({ key: 'a', label: 'a', type: 'link_down', dictTable: 'nope' })).toBeNull();
  });

  it('a popup item writes its destination fields into the form; the switch defaults to N', async () => {
    get.mockImplementation(async (url: string) => {
      if (url.includes('getRpColumns')) return ok({ cgRpConfigId: 'c1', cgRpConfigName: '用户', columns: [{ title: '账号', dataIndex: 'username' }], dictOptions: {} });
      if (url.includes('getQueryInfo')) return ok([]);
      if (url.includes('getData')) return ok({ total: 1, records: [{ id: 'u1', username: 'admin', phone: '13800000001' }] });
      throw new Error(url);
    });
    const onValues = jest.fn();
    render(<Harness onValues={onValues} schema={[
      { key: 'userName', label: '报表用户', type: 'popup', popupCode: 'report_user', orgFields: 'username,phone', destFields: 'userName,phone' },
      { key: 'phone', label: '电话', type: 'input' },
      { key: 'enabled', label: '启用', type: 'switch' },
    ]} />);
    await waitFor(() => expect(onValues).toHaveBeenCalled());
    expect(onValues.mock.calls.at(-1)[0]).toMatchObject({ enabled: 'N' });
    fireEvent.click(screen.getByTestId('popup-select-input'));
    const table = await screen.findByTestId('popup-report-table');
    fireEvent.click(await within(table).findByText('admi…'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onValues.mock.calls.at(-1)[0]).toMatchObject({ userName: 'admin', phone: '13800000001', enabled: 'N' }));
    expect((screen.getByLabelText('电话') as HTMLInputElement).value).toBe('13800000001');
  });

  it('a sel_user item honours the extension JSON store / text', async () => {
    get.mockResolvedValue(ok([{ id: 'u2', username: 'hz_operator', realname: '杭州调度', phone: '13800000002' }]));
    render(<DynamicForm schema={[{ key: 'owner', label: '负责人', type: 'sel_user', fieldExtendJson: '{"store":"id","text":"phone"}', defaultValue: 'u2' }]} />);
    await waitFor(() => expect((screen.getByTestId('user-select-input') as HTMLInputElement).value).toBe('13800000002'));
    expect(get).toHaveBeenCalledWith('/sys/user/getMultiUser', { params: { id: 'u2' } });
  });
});
