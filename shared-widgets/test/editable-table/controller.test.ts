import { TableController, type TableColumn, type TableRow, type ValueChange } from '../../src';
import { linkedChildren } from '../../src/editable-table/columns/linkage';
import type { GridPort } from '../../src/editable-table/rows/table-controller';

const columns: TableColumn[] = [
  { key: 'orderNum', title: '序号', type: 'inputNumber', isOrder: true },
  { key: 'code', title: '编码', type: 'input', validateRules: [{ required: true }, { unique: true }] },
  { key: 'status', title: '状态', type: 'select', defaultValue: '1' },
];
const seed = (): TableRow[] => [
  { id: 'a', orderNum: 1, code: 'A', status: '1' },
  { id: 'b', orderNum: 2, code: 'B', status: '2' },
  { id: 'c', orderNum: 3, code: 'C', status: '1' },
];
const flush = () => new Promise((r) => setTimeout(r, 0));

function make(extra: ConstructorParameters<typeof TableController>[1] = {}) {
  const grid: GridPort & { reloads: number; renders: number; scrolled: number[] } = {
    reloads: 0,
    renders: 0,
    scrolled: [],
    reload() {
      this.reloads += 1;
    },
    render() {
      this.renders += 1;
    },
    scrollToRow(i) {
      this.scrolled.push(i);
    },
  };
  const c = new TableController(columns, { trackOrder: true, rowSelection: 'checkbox', disabledRows: { status: '2' }, ...extra });
  c.attachGrid(grid);
  c.setRows(seed());
  return { c, grid };
}
const ids = (c: TableController) => c.rows.map((r) => r.id);

describe('TableController (widgets-spec §3 rows, §4 row states, §5 validation)', () => {
  it('adds rows at a position (0 = bottom) with defaults, recalculates order numbers and scrolls', () => {
    const { c, grid } = make();
    const [x] = c.addRows(1, 2);
    expect(ids(c)).toEqual(['a', x.id, 'b', 'c']);
    expect(x.status).toBe('1');
    expect(c.rows.map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
    expect(grid.scrolled).toEqual([1]);
    const more = c.addRows(2, 0, true);
    expect(ids(c).slice(-2)).toEqual(more.map((r) => r.id));
    expect(grid.scrolled.at(-1)).toBe(5);
  });

  it('remembers deleted ids of existing rows only; new rows lose their ids on export', () => {
    const { c } = make();
    const [n1, n2] = c.addRows(2);
    c.removeRows(['a', n1.id]);
    expect(c.deletedIds).toEqual(['a']);
    c.removeRows(['a']);
    expect(c.deletedIds).toEqual(['a']);
    expect(c.newData()).toEqual([{ orderNum: 3, status: '1' }]);
    const exported = c.values(true);
    expect(exported.map((r) => r.id)).toEqual(['b', 'c', undefined]);
    expect(c.values(false).at(-1)?.id).toBe(n2.id);
    expect(c.rows.map((r) => r.orderNum)).toEqual([1, 2, 3]);
  });

  it('moves rows up and down (not past the ends) and recalculates orderNum', () => {
    const { c } = make();
    expect(c.moveRow('a', -1)).toBe(false);
    expect(c.moveRow('c', 1)).toBe(false);
    expect(c.moveRow('c', -1)).toBe(true);
    expect(ids(c)).toEqual(['a', 'c', 'b']);
    expect(c.rows.map((r) => [r.id, r.orderNum])).toEqual([['a', 1], ['c', 2], ['b', 3]]);
    c.moveIndex(2, 0);
    expect(ids(c)).toEqual(['b', 'a', 'c']);
    expect(c.rows.map((r) => r.orderNum)).toEqual([1, 2, 3]);
  });

  it('uses a custom order key', () => {
    const c = new TableController([{ key: 'x', title: 'x', type: 'input' }], { orderKey: 'sort', trackOrder: true });
    c.setRows([{ id: '1' }, { id: '2' }]);
    c.moveIndex(0, 1);
    expect(c.rows.map((r) => [r.id, r.sort])).toEqual([['2', 1], ['1', 2]]);
  });

  it('never selects or edits disabled rows; radio keeps one', () => {
    const onSelectionChange = jest.fn();
    const { c } = make({ onSelectionChange });
    c.toggleSelect('b');
    expect(c.selected.size).toBe(0);
    c.selectAll(true);
    expect([...c.selected]).toEqual(['a', 'c']);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['a', 'c']);
    c.clearSelection();
    expect(c.selected.size).toBe(0);
    c.commitCell('b', 'code', 'Z');
    expect(c.row('b')?.code).toBe('B');
    const radio = make({ rowSelection: 'radio' }).c;
    radio.toggleSelect('a');
    radio.toggleSelect('c');
    expect([...radio.selected]).toEqual(['c']);
  });

  it('reports value changes, sends edited rows and validates on change (unique re-checks the column)', async () => {
    const changes: ValueChange[] = [];
    const edited: string[] = [];
    const { c } = make({ onValueChange: (ch) => changes.push(ch), onRowEdited: (r) => edited.push(r.id) });
    c.commitCell('c', 'code', 'A');
    await flush();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ key: 'code', value: 'A', oldValue: 'C' });
    expect(edited).toEqual(['c']);
    expect(c.errors.get('a')?.get('code')).toBe('编码不能重复');
    expect(c.errors.get('c')?.get('code')).toBe('编码不能重复');
    c.commitCell('c', 'code', '');
    await flush();
    expect(c.errors.get('a')).toBeUndefined();
    expect(c.errors.get('c')?.get('code')).toBe('编码不能为空');
  });

  it('validates a draft while typing without writing it', async () => {
    const { c } = make();
    expect(await c.validateOne('a', 'code', 'B')).toBe('编码不能重复');
    expect(c.row('a')?.code).toBe('A');
    expect(await c.validateOne('a', 'code', 'Q')).toBeNull();
    expect(c.errors.size).toBe(0);
  });

  it('validateAll counts rows in error and skips disabled rows', async () => {
    const { c } = make();
    c.addRows(1);
    c.row('b')!.code = '';
    const result = await c.validateAll();
    expect(result.error).toBe(1);
    expect(result.values).toHaveLength(4);
  });

  it('merges realtime rows (tug_status merged), ignoring unknown ids and not reporting an edit', () => {
    const edited = jest.fn();
    const { c } = make({ onRowEdited: edited });
    c.row('a')!.tug_status = { lock: 'u1', since: 1 };
    expect(c.applyRemoteRow({ id: 'a', code: 'AA', tug_status: { since: 2 } })).toBe(true);
    expect(c.row('a')).toMatchObject({ code: 'AA', tug_status: { lock: 'u1', since: 2 } });
    expect(c.applyRemoteRow({ id: 'zzz', code: 'X' })).toBe(false);
    expect(edited).not.toHaveBeenCalled();
  });

  it('clears the following cascading levels when a level changes', () => {
    const chain: TableColumn[] = [
      { key: 'province', title: '省', type: 'select', linkageKey: 'area' },
      { key: 'city', title: '市', type: 'select', linkageKey: 'area' },
      { key: 'district', title: '区', type: 'select', linkageKey: 'area' },
    ];
    expect(linkedChildren(chain, 'province')).toEqual(['city', 'district']);
    expect(linkedChildren(chain, 'district')).toEqual([]);
    const c = new TableController(chain, { linkedChildren: (key) => linkedChildren(chain, key) });
    c.setRows([{ id: '1', province: '11', city: '1101', district: '110101' }]);
    c.commitCell('1', 'city', '1102');
    expect(c.row('1')).toMatchObject({ province: '11', city: '1102', district: '' });
  });

  it('notifies subscribers with a growing version', () => {
    const { c } = make();
    const listener = jest.fn();
    const off = c.subscribe(listener);
    const v = c.getVersion();
    c.toggleExpand('a');
    expect(c.expanded.has('a')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(c.getVersion()).toBe(v + 1);
    off();
    c.expandAll(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(c.expanded.size).toBe(3);
  });
});
