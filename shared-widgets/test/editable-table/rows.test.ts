import { createInsertThrottle, type TableColumn, type TableRow } from '../../src';
import { isRowDisabled } from '../../src/editable-table/rows/disabled-rows';
import { clampAddSettings, DEFAULT_ADD_SETTINGS, loadAddSettings, saveAddSettings } from '../../src/editable-table/rows/add-row-settings';
import { withRetries } from '../../src/editable-table/rows/retry';
import { canMove, createRow, exportRows, insertIndex, moveRows, recalcOrder } from '../../src/editable-table/rows/row-ops';

const rows = (...ids: string[]): TableRow[] => ids.map((id) => ({ id }));
const ids = (list: TableRow[]) => list.map((r) => r.id);

describe('row operations (widgets-spec §3, §4, §5)', () => {
  it('insert position 0..rowCount: 0 (or out of range) is the bottom, p inserts before row p', () => {
    expect(insertIndex(0, 5)).toBe(5);
    expect(insertIndex(1, 5)).toBe(0);
    expect(insertIndex(3, 5)).toBe(2);
    expect(insertIndex(5, 5)).toBe(4);
    expect(insertIndex(6, 5)).toBe(5);
    expect(insertIndex(-2, 5)).toBe(5);
    expect(insertIndex(0, 0)).toBe(0);
  });

  it('moves rows and recalculates orderNum (1-based) after a move', () => {
    const list = rows('a', 'b', 'c', 'd');
    const moved = moveRows(list, 0, 2);
    expect(ids(moved)).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveRows(list, 3, 0))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(moveRows(list, 1, 99))).toEqual(['a', 'c', 'd', 'b']);
    const changed = recalcOrder(moved, 'orderNum');
    expect(moved.map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
    expect(changed).toEqual(['b', 'c', 'a', 'd']);
    expect(recalcOrder(moved, 'orderNum')).toEqual([]);
    const custom = rows('x', 'y');
    recalcOrder(custom, 'sort');
    expect(custom.map((r) => r.sort)).toEqual([1, 2]);
  });

  it('disables move up on the first row and move down on the last', () => {
    expect(canMove(0, -1, 3)).toBe(false);
    expect(canMove(1, -1, 3)).toBe(true);
    expect(canMove(2, 1, 3)).toBe(false);
    expect(canMove(1, 1, 3)).toBe(true);
    expect(canMove(-1, 1, 3)).toBe(false);
  });

  it('creates rows with defaults (defaultValue, checkbox defaultChecked / customValue) and temporary ids', () => {
    const columns: TableColumn[] = [
      { key: 'name', title: '名称', type: 'input', defaultValue: '新物料' },
      { key: 'on', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true },
      { key: 'off', title: '停用', type: 'checkbox', customValue: ['Y', 'N'] },
      { key: 'plain', title: '勾选', type: 'checkbox' },
      { key: '__n', title: '', type: 'row-number' },
    ];
    const a = createRow(columns);
    const b = createRow(columns, { name: '螺栓' });
    expect(a).toMatchObject({ name: '新物料', on: 'Y', off: 'N', plain: false });
    expect(a).not.toHaveProperty('__n');
    expect(b.name).toBe('螺栓');
    expect(a.id).not.toBe(b.id);
    expect(createRow(columns, { id: 7 as unknown as string }).id).toBe('7');
  });

  it('exports rows: new rows lose their temporary id only when asked', () => {
    const list: TableRow[] = [{ id: 'db1', n: 1 }, { id: 'tmp', n: 2 }];
    const out = exportRows(list, new Set(['tmp']), true);
    expect(out).toEqual([{ id: 'db1', n: 1 }, { n: 2 }]);
    expect(exportRows(list, new Set(['tmp']), false)[1].id).toBe('tmp');
    expect(list[1].id).toBe('tmp');
  });

  it('matches disabled-row rules: value, list of values, function', () => {
    expect(isRowDisabled({ id: '1', status: '2' }, { status: 2 })).toBe(true);
    expect(isRowDisabled({ id: '1', status: '1' }, { status: ['2', '3'] })).toBe(false);
    expect(isRowDisabled({ id: '1', status: '3' }, { status: ['2', '3'] })).toBe(true);
    expect(isRowDisabled({ id: '1', qty: 5 }, { qty: (v: unknown) => Number(v) > 3 })).toBe(true);
    expect(isRowDisabled({ id: '1' }, { status: '2' })).toBe(false);
    expect(isRowDisabled({ id: '1' }, undefined)).toBe(false);
  });

  it('throttles inserts to one per 1500 ms; a refused call does not restart the window', () => {
    const t = createInsertThrottle();
    expect(t.tryInsert(10_000)).toBe(true);
    expect(t.tryInsert(10_001)).toBe(false);
    expect(t.tryInsert(11_499)).toBe(false);
    expect(t.tryInsert(11_500)).toBe(true);
    expect(t.tryInsert(12_999)).toBe(false);
    expect(t.tryInsert(13_000)).toBe(true);
  });

  it('clamps add-row settings: count at least 1, position 0..rowCount', () => {
    expect(clampAddSettings({ addRowNum: 0, addIndex: 9, addScrollToBottom: false }, 4)).toEqual({ addRowNum: 1, addIndex: 4, addScrollToBottom: false });
    expect(clampAddSettings({ addRowNum: 3.7, addIndex: -1 }, 4)).toEqual({ addRowNum: 3, addIndex: 0, addScrollToBottom: true });
    expect(clampAddSettings({ addRowNum: Number.NaN, addIndex: Number.NaN }, 4)).toEqual(DEFAULT_ADD_SETTINGS);
  });

  it('saves add-row settings as default per table in localStorage', () => {
    localStorage.clear();
    expect(loadAddSettings('items')).toEqual(DEFAULT_ADD_SETTINGS);
    saveAddSettings('items', { addRowNum: 5, addIndex: 2, addScrollToBottom: false });
    expect(loadAddSettings('items')).toEqual({ addRowNum: 5, addIndex: 2, addScrollToBottom: false });
    expect(loadAddSettings('other')).toEqual(DEFAULT_ADD_SETTINGS);
    localStorage.setItem('EDITABLE_TABLE_ADD_SETTINGS:bad', '{not json');
    expect(loadAddSettings('bad')).toEqual(DEFAULT_ADD_SETTINGS);
  });

  it('retries a failing sub-table load 3 times 100 ms apart before giving up', async () => {
    jest.useFakeTimers();
    try {
      const task = jest.fn().mockRejectedValue(new Error('x'));
      const result = withRetries(task).catch((e: Error) => e.message);
      for (let i = 0; i < 3; i += 1) await jest.advanceTimersByTimeAsync(100);
      expect(await result).toBe('x');
      expect(task).toHaveBeenCalledTimes(4);
      const flaky = jest.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValue('ok');
      const ok = withRetries(flaky);
      await jest.advanceTimersByTimeAsync(99);
      expect(flaky).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(await ok).toBe('ok');
    } finally {
      jest.useRealTimers();
    }
  });
});
