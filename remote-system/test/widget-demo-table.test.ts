import { itemColumns, progressOf, withDerived } from '../src/features/widget-demo/table/item-columns';
import { PERF_COLUMNS, PERF_ROWS, perfColumns, perfRows } from '../src/features/widget-demo/table/perf-data';

describe('组件示例 › 可编辑表格 data', () => {
  it('shows every column type of widgets-spec §3 (besides the structural ones the table adds)', () => {
    const types = new Set(itemColumns(() => {}).map((c) => c.type));
    const spec = ['input', 'inputNumber', 'textarea', 'checkbox', 'select', 'radio', 'list_multi', 'date', 'datetime', 'time', 'file', 'image', 'sel_search_async', 'sel_depart', 'sel_user', 'popup', 'slot', 'hidden', 'progress', 'tags', 'normal'];
    expect(spec.filter((t) => !types.has(t as never))).toEqual([]);
  });

  it('derives the progress from the status', () => {
    expect(progressOf('待处理')).toBe(0);
    expect(progressOf('处理中')).toBe(50);
    expect(progressOf('已完成')).toBe(100);
    expect(withDerived([{ id: '1', status: '处理中' }])[0]).toMatchObject({ progress: 50, checked: 'N' });
  });

  it('generates 10,000 rows × 20 columns, the same every time', () => {
    const columns = perfColumns();
    expect(columns).toHaveLength(PERF_COLUMNS);
    const rows = perfRows(PERF_ROWS, columns);
    expect(rows).toHaveLength(10_000);
    expect(Object.keys(rows[9999])).toHaveLength(21);
    expect(rows[0].c1).toBe('第1行-1');
    expect(rows[9999].c1).toBe('第10000行-1');
    expect(perfRows(3, columns)).toEqual(rows.slice(0, 3));
  });
});
