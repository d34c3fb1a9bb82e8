import { checkboxPair } from '../cells/checkbox-value';
import { isStructural } from '../columns/column-kinds';
import type { TableColumn, TableRow } from '../types';
import { newRowId } from './row-ids';

/**
 * A new row with the columns' defaults (widgets-spec §3: defaultValue; checkbox defaultChecked →
 * the checked value of customValue, else the unchecked one), `id` a temporary id unless `partial`
 * gives one.
 */
export function createRow(columns: readonly TableColumn[], partial: Partial<TableRow> = {}): TableRow {
  const row: TableRow = { id: newRowId() };
  for (const column of columns) {
    if (isStructural(column.type)) continue;
    if (column.type === 'checkbox') {
      const [on, off] = checkboxPair(column);
      row[column.key] = column.defaultChecked ? on : column.defaultValue ?? off;
    } else if (column.defaultValue !== undefined) {
      row[column.key] = column.defaultValue;
    }
  }
  return Object.assign(row, partial, { id: partial.id ? String(partial.id) : row.id });
}

/**
 * Where new rows go (widgets-spec §5 "Insert position ranges from 0 to the row count, where 0
 * means the bottom"): position 0 or anything outside 1..rowCount appends; position p inserts
 * before the p-th row (1-based), i.e. at array index p - 1.
 */
export function insertIndex(addIndex: number, rowCount: number): number {
  const p = Math.trunc(Number(addIndex) || 0);
  if (p <= 0 || p > rowCount) return rowCount;
  return p - 1;
}

/** A copy of `rows` with `added` inserted at array index `at`. */
export function insertRows(rows: readonly TableRow[], added: TableRow[], at: number): TableRow[] {
  const i = Math.max(0, Math.min(rows.length, at));
  return [...rows.slice(0, i), ...added, ...rows.slice(i)];
}

/** A copy of `rows` with the row at `from` moved to `to` (array indexes, clamped). */
export function moveRows(rows: readonly TableRow[], from: number, to: number): TableRow[] {
  if (from < 0 || from >= rows.length) return [...rows];
  const target = Math.max(0, Math.min(rows.length - 1, to));
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Whether a row can move one up (-1) or down (+1) (spec §4: up disabled on the first row, down on the last). */
export function canMove(index: number, offset: -1 | 1, count: number): boolean {
  return offset === -1 ? index > 0 : index >= 0 && index < count - 1;
}

/**
 * Recalculates the order numbers after a move or drag (widgets-spec §4, key `orderNum` by
 * default): row i gets i + 1. Rows are changed in place; returns the ids whose number changed.
 */
export function recalcOrder(rows: TableRow[], key: string): string[] {
  const changed: string[] = [];
  rows.forEach((row, i) => {
    if (row[key] !== i + 1) {
      row[key] = i + 1;
      changed.push(row.id);
    }
  });
  return changed;
}

/**
 * Rows as exported (widgets-spec §3 "New rows lose their id when exported without ids"): plain
 * copies; with `stripIds`, rows whose id is in `newIds` lose their `id`.
 */
export function exportRows(rows: readonly TableRow[], newIds: ReadonlySet<string>, stripIds: boolean): TableRow[] {
  return rows.map((row) => {
    const copy = { ...row };
    if (stripIds && newIds.has(row.id)) delete (copy as Partial<TableRow>).id;
    return copy;
  });
}
