import type { CellErrors, TableColumn, TableRow } from '../types';
import { isUniqueRule, validateCell } from './validate-cell';

/** Columns that carry at least one rule. */
export function ruledColumns(columns: readonly TableColumn[]): TableColumn[] {
  return columns.filter((c) => (c.validateRules ?? []).length > 0);
}

/** True when one of the column's rules compares rows (unique), so a change re-checks the whole column. */
export function hasUniqueRule(column: TableColumn): boolean {
  return (column.validateRules ?? []).some(isUniqueRule);
}

/**
 * Validates every cell of `rows` (widgets-spec §5 "on collecting values"). Resolves the errors
 * (row id → key → first message) and the number of rows with at least one error. Rows listed in
 * `skip` (disabled rows) are not checked.
 */
export async function validateRows(rows: readonly TableRow[], columns: readonly TableColumn[], skip: (row: TableRow) => boolean = () => false): Promise<{ errors: CellErrors; errorRows: number }> {
  const errors: CellErrors = new Map();
  const checks: Promise<void>[] = [];
  const ruled = ruledColumns(columns);
  for (const row of rows) {
    if (skip(row)) continue;
    for (const column of ruled) {
      checks.push(
        validateCell(column, row, rows).then((message) => {
          if (!message) return;
          const perRow = errors.get(row.id) ?? new Map<string, string>();
          perRow.set(column.key, message);
          errors.set(row.id, perRow);
        }),
      );
    }
  }
  await Promise.all(checks);
  return { errors, errorRows: errors.size };
}

/** Sets or clears one cell's error in place; returns true when something changed. */
export function setCellError(errors: CellErrors, rowId: string, key: string, message: string | null): boolean {
  const perRow = errors.get(rowId);
  const before = perRow?.get(key) ?? null;
  if (before === message) return false;
  if (message) {
    const next = perRow ?? new Map<string, string>();
    next.set(key, message);
    errors.set(rowId, next);
  } else if (perRow) {
    perRow.delete(key);
    if (perRow.size === 0) errors.delete(rowId);
  }
  return true;
}
