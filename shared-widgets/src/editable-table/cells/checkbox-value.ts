import type { TableColumn } from '../types';

/**
 * The [checked, unchecked] pair of a checkbox column (widgets-spec §3 "customValue (a
 * checked/unchecked pair)"); [true, false] by default.
 */
export function checkboxPair(column: Pick<TableColumn, 'customValue'>): [unknown, unknown] {
  const pair = column.customValue;
  return Array.isArray(pair) && pair.length === 2 ? pair : [true, false];
}

/** Whether a stored value means checked (compared as text, so 'Y' and 1/'1' work from the server). */
export function isChecked(column: Pick<TableColumn, 'customValue'>, value: unknown): boolean {
  const [on] = checkboxPair(column);
  return value !== null && value !== undefined && String(value) === String(on);
}
