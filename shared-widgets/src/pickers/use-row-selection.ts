import type { TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';

/** What {@link useRowSelection} gives a picker table. */
export interface RowSelectionState<T> {
  /** antd `rowSelection` prop: checkbox when multi, radio otherwise; keeps keys across pages. */
  rowSelection: NonNullable<TableProps<T>['rowSelection']>;
  /** The selected keys in selection order. */
  keys: string[];
  /** The selected rows in selection order. */
  rows(): T[];
  /** Selects `row` (radio) or flips it (checkbox), as a click on the row does. */
  toggle(row: T): void;
  /** Removes one key. */
  remove(key: string): void;
  /** Replaces the selection by `rows` (single mode keeps only the last one). */
  reset(rows: T[]): void;
}

/**
 * Selection of a picker table that survives paging (widgets-spec §2 pickers: "Selection is by
 * checkbox or radio"): rows are remembered by `rowKey` (a field name or a function) so rows of other
 * pages and rows given at opening stay selected; single mode keeps only the newest row.
 */
export function useRowSelection<T extends object>(rowKey: string | ((row: T) => string), multi: boolean): RowSelectionState<T> {
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map());
  const keyOf = useCallback((row: T) => (typeof rowKey === 'function' ? rowKey(row) : String((row as Record<string, unknown>)[rowKey] ?? '')), [rowKey]);

  const reset = useCallback((rows: T[]) => {
    const next = new Map<string, T>();
    (multi ? rows : rows.slice(-1)).forEach((r) => next.set(keyOf(r), r));
    setSelected(next);
  }, [keyOf, multi]);

  const toggle = useCallback((row: T) => {
    const key = keyOf(row);
    setSelected((cur) => {
      if (!multi) return new Map([[key, row]]);
      const next = new Map(cur);
      if (next.has(key)) next.delete(key);
      else next.set(key, row);
      return next;
    });
  }, [keyOf, multi]);

  const remove = useCallback((key: string) => setSelected((cur) => {
    const next = new Map(cur);
    next.delete(key);
    return next;
  }), []);

  const keys = useMemo(() => [...selected.keys()], [selected]);
  const rowSelection = useMemo<NonNullable<TableProps<T>['rowSelection']>>(() => ({
    type: multi ? 'checkbox' : 'radio',
    selectedRowKeys: keys,
    preserveSelectedRowKeys: true,
    onChange: (newKeys, rows) => {
      setSelected((cur) => {
        const next = new Map<string, T>();
        newKeys.forEach((k) => {
          const key = String(k);
          const row = rows.find((r) => r && keyOf(r) === key) ?? cur.get(key);
          if (row) next.set(key, row);
        });
        return next;
      });
    },
  }), [keys, multi, keyOf]);

  return { rowSelection, keys, rows: () => [...selected.values()], toggle, remove, reset };
}
