import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Form, Input, Table } from 'antd';
import { http } from 'shared-session';
import { dropEmptyValues } from '../../src/list-page/list-query';
import { ListQueryBar } from '../../src/list-page/list-query-bar';
import { listTableProps } from '../../src/list-page/list-table-props';
import { ListToolbar } from '../../src/list-page/list-toolbar';
import { useListPage } from '../../src/list-page/use-list-page';

jest.mock('shared-session', () => ({
  ...jest.requireActual('shared-session'),
  http: { get: jest.fn(), delete: jest.fn() },
}));
const mockHttp = http as unknown as { get: jest.Mock };
/** an antd Table's first render takes seconds on the shared 2-core machine */
const TABLE_TIMEOUT_MS = 20_000;
const button = (name: string) => screen.getByRole('button', { name });

function fakeList() {
  return { searchQuery: jest.fn(async () => undefined), searchReset: jest.fn(async () => undefined) };
}

describe('ListQueryBar (JeecgBoot list query bar)', () => {
  it('sends the values without empty ones to searchQuery, through toQuery when given', async () => {
    const list = fakeList();
    const onSearch = jest.fn();
    render(
      <ListQueryBar list={list} name="demoQuery" onSearch={onSearch} toQuery={(v: { name?: string; code?: string }) => ({ ...v, extra: null })}>
        <Form.Item name="name" label="名称"><Input /></Form.Item>
        <Form.Item name="code" label="编码"><Input /></Form.Item>
      </ListQueryBar>,
    );
    fireEvent.change(document.getElementById('demoQuery_name') as HTMLInputElement, { target: { value: '车' } });
    fireEvent.change(document.getElementById('demoQuery_code') as HTMLInputElement, { target: { value: '' } });
    fireEvent.click(button('查 询'));
    await waitFor(() => expect(list.searchQuery).toHaveBeenCalledWith({ name: '车' }));
    expect(onSearch).toHaveBeenCalledWith({ name: '车' });
  });

  it('clears the fields of the given form and calls searchReset on 重置', async () => {
    const list = fakeList();
    const onReset = jest.fn();
    let form!: ReturnType<typeof Form.useForm>[0];
    function Page() {
      [form] = Form.useForm();
      return (
        <ListQueryBar list={list} form={form} onReset={onReset}>
          <Form.Item name="name" label="名称"><Input /></Form.Item>
        </ListQueryBar>
      );
    }
    render(<Page />);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '张' } });
    expect(form.getFieldValue('name')).toBe('张');
    fireEvent.click(button('重 置'));
    expect(form.getFieldValue('name')).toBeUndefined();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('');
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(list.searchReset).toHaveBeenCalledTimes(1);
    expect(list.searchQuery).not.toHaveBeenCalled();
  });

  it('drops undefined, null and empty strings only', () => {
    expect(dropEmptyValues({ a: undefined, b: null, c: '', d: 0, e: false, f: [] })).toEqual({ d: 0, e: false, f: [] });
  });
});

describe('ListToolbar', () => {
  it('shows 新增 and 批量删除 only with their handlers, keeping the extra buttons in place', () => {
    const onAdd = jest.fn();
    const onBatchDelete = jest.fn();
    const { rerender } = render(
      <ListToolbar onAdd={onAdd} onBatchDelete={onBatchDelete} beforeBatchDelete={<button type="button">导出</button>}>
        <button type="button">回收站</button>
      </ListToolbar>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['新增', '导出', '批量删除', '回收站']);
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    fireEvent.click(button('批量删除'));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onBatchDelete).toHaveBeenCalledTimes(1);
    rerender(<ListToolbar />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('listTableProps (widgets-spec §7, §9)', () => {
  type Row = { id: string; name: string };
  function Page({ selectable }: { selectable?: boolean }) {
    const list = useListPage<Row>({ url: { list: '/x/list' } });
    return (
      <>
        <Table<Row> {...listTableProps(list, selectable)} columns={[{ title: '名称', dataIndex: 'name', sorter: true }]} />
        <output data-testid="selected">{list.selectedRowKeys.join(',')}</output>
      </>
    );
  }

  beforeEach(() => mockHttp.get.mockReset());

  it('wires rows, pagination, selection and sorting to the list', async () => {
    mockHttp.get.mockResolvedValue({ success: true, message: '', code: 200, result: { records: [{ id: 'a', name: '一号' }, { id: 'b', name: '二号' }], total: 12 } });
    render(<App><Page /></App>);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('一号')).toBeTruthy());
    expect(screen.getByText('共 12 条')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('checkbox')[2]);
    expect(screen.getByTestId('selected').textContent).toBe('b');
    fireEvent.click(within(table).getByText('名称'));
    await waitFor(() => expect(mockHttp.get).toHaveBeenLastCalledWith('/x/list', { params: { column: 'name', order: 'asc', pageNo: 1, pageSize: 10 } }));
  }, TABLE_TIMEOUT_MS);

  it('has no checkboxes when not selectable', async () => {
    mockHttp.get.mockResolvedValue({ success: true, message: '', code: 200, result: { records: [{ id: 'a', name: '一号' }], total: 1 } });
    render(<App><Page selectable={false} /></App>);
    await screen.findByText('一号');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  }, TABLE_TIMEOUT_MS);
});
