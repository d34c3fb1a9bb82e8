import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createRef } from 'react';
import { useSessionStore } from 'shared-session';
import { EditableTable, type EditableTableRef, type TableColumn, type TableRow } from '../../src';
import type { TableGridProps } from '../../src/editable-table/grid/table-grid';

// Handsontable does not lay out in jsdom: the grid is replaced by a stand-in that exposes the
// controller (select a row) so that the toolbar, permissions and the imperative API are tested.
jest.mock('../../src/editable-table/grid/table-grid', () => ({
  __esModule: true,
  default: ({ controller, tryInsert }: TableGridProps) => (
    <div data-testid="grid-stub">
      <span data-testid="row-count">{controller.rows.length}</span>
      {controller.rows.map((r) => (
        <button key={r.id} type="button" onClick={() => controller.toggleSelect(r.id)}>
          select-{r.id}
        </button>
      ))}
      <button type="button" onClick={() => tryInsert() && controller.addRows(1, 1)}>
        menu-insert
      </button>
    </div>
  ),
}));

// antd's DOM is heavy and the machine is shared: generous per-test time
jest.setTimeout(30_000);

const columns: TableColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum'] },
];
const rows: TableRow[] = [
  { id: '1', name: '螺栓', qty: 2 },
  { id: '2', name: '螺母', qty: 3 },
  { id: '3', name: '', qty: 5 },
];
const PREFIX = 'test:jeecgDemo:item:';
const grant = (...codes: string[]) => act(() => useSessionStore.setState({ auth: codes.map((c) => ({ action: `${PREFIX}${c}`, type: '1', describe: c })), allAuth: [] }));
const btn = (name: string) => screen.getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s/g, '') === name);

async function mount(props: Partial<Parameters<typeof EditableTable>[0]> = {}) {
  const ref = createRef<EditableTableRef>();
  render(
    <App>
      <EditableTable ref={ref} columns={columns} dataSource={rows} authPre={PREFIX} tableId="t" onSave={jest.fn()} {...props} />
    </App>,
  );
  await screen.findByTestId('grid-stub');
  return ref;
}

describe('<EditableTable> toolbar (widgets-spec §2, §4, §6)', () => {
  beforeEach(() => {
    localStorage.clear();
    grant('add', 'batch_delete');
  });

  it('shows 新增 保存 删除 清空选择 and 收起, hiding 新增 / 删除 without their permission codes', async () => {
    await mount();
    for (const name of ['新增', '保存', '删除', '清空选择', '收起']) expect(btn(name)).toBeTruthy();
    grant('add');
    await waitFor(() => expect(btn('删除')).toBeUndefined());
    expect(btn('新增')).toBeTruthy();
    grant();
    await waitFor(() => expect(btn('新增')).toBeUndefined());
  });

  it('hides the excluded codes for everyone', async () => {
    await mount({ excludeCodes: ['add'] });
    expect(btn('新增')).toBeUndefined();
    expect(btn('删除')).toBeTruthy();
  });

  it('删除 without a selection says 请选择一条记录！; with N selected asks 确定要删除这 N 项吗? and removes them', async () => {
    const ref = await mount();
    fireEvent.click(btn('删除')!);
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    fireEvent.click(screen.getByText('select-1'));
    fireEvent.click(screen.getByText('select-2'));
    fireEvent.click(btn('删除')!);
    expect(await screen.findByText('确定要删除这 2 项吗?')).toBeTruthy();
    fireEvent.click(btn('确定') ?? btn('OK')!);
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('1'));
    expect(ref.current!.getDeleteIds()).toEqual(['1', '2']);
    expect(ref.current!.getSelection()).toEqual([]);
  });

  it('keeps the rows when the asynchronous remove confirmation says no', async () => {
    const confirmRemove = jest.fn().mockResolvedValue(false);
    const ref = await mount({ confirmRemove });
    fireEvent.click(screen.getByText('select-3'));
    fireEvent.click(btn('删除')!);
    fireEvent.click(btn('确定') ?? btn('OK')!);
    await waitFor(() => expect(confirmRemove).toHaveBeenCalledWith([expect.objectContaining({ id: '3' })]));
    expect(screen.getByTestId('row-count').textContent).toBe('3');
    expect(ref.current!.getDeleteIds()).toEqual([]);
  });

  it('清空选择 unselects every row', async () => {
    const onSelectionChange = jest.fn();
    const ref = await mount({ onSelectionChange });
    fireEvent.click(screen.getByText('select-1'));
    expect(ref.current!.getSelection()).toEqual(['1']);
    fireEvent.click(btn('清空选择')!);
    expect(ref.current!.getSelection()).toEqual([]);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('throttles inserts (toolbar and row menu) to one per 1500 ms with 你点击的太快了，请慢点点击!', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(100_000);
    try {
      const onAdded = jest.fn();
      await mount({ onAdded });
      fireEvent.click(btn('新增')!);
      expect(screen.getByTestId('row-count').textContent).toBe('4');
      fireEvent.click(screen.getByText('menu-insert'));
      expect(await screen.findByText('你点击的太快了，请慢点点击!')).toBeTruthy();
      expect(screen.getByTestId('row-count').textContent).toBe('4');
      now.mockReturnValue(101_500);
      fireEvent.click(screen.getByText('menu-insert'));
      expect(screen.getByTestId('row-count').textContent).toBe('5');
      expect(onAdded).toHaveBeenCalledTimes(1);
    } finally {
      now.mockRestore();
    }
  });

  it('adds with the add-row settings and saves them as default (保存成功)', async () => {
    const ref = await mount();
    fireEvent.click(screen.getByLabelText('新增设置'));
    const count = await screen.findByLabelText('新增行数');
    fireEvent.change(count, { target: { value: '3' } });
    fireEvent.blur(count);
    const position = screen.getByLabelText('插入位置');
    fireEvent.change(position, { target: { value: '1' } });
    fireEvent.blur(position);
    fireEvent.click(btn('保存为默认')!);
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('EDITABLE_TABLE_ADD_SETTINGS:t')!)).toEqual({ addRowNum: 3, addIndex: 1, addScrollToBottom: true });
    fireEvent.click(btn('新增')!);
    const values = ref.current!.getValues();
    expect(values).toHaveLength(6);
    expect(values.slice(3).map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(ref.current!.getNewData()).toHaveLength(3);
  });

  it('收起 hides the grid, 展开 shows it again', async () => {
    await mount();
    fireEvent.click(btn('收起')!);
    expect(screen.getByTestId('et-body').style.display).toBe('none');
    fireEvent.click(btn('展开')!);
    expect(screen.getByTestId('et-body').style.display).toBe('');
  });

  it('shows the statistics footer and answers validateTable with the error row count', async () => {
    const ref = await mount();
    expect(screen.getByTestId('et-statistics-sum').textContent).toContain('10');
    let result: Awaited<ReturnType<EditableTableRef['validateTable']>> | undefined;
    await act(async () => {
      result = await ref.current!.validateTable();
    });
    expect(result!.error).toBe(1);
    expect(result!.values).toHaveLength(3);
    act(() => ref.current!.updateRow({ id: '3', qty: 15 }));
    expect(screen.getByTestId('et-statistics-sum').textContent).toContain('20');
  });
});
