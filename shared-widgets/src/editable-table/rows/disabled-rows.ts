import type { DisabledRowRules, TableRow } from '../types';

/**
 * Whether a row matches the disabled-row rules (widgets-spec §4 "Rows matching disabled-row
 * rules cannot be selected or edited"): a rule per field — a function (value, row) → boolean, an
 * array of values (any matches), or one value (compared as text). Any matching field disables.
 */
export function isRowDisabled(row: TableRow, rules: DisabledRowRules | undefined): boolean {
  if (!rules) return false;
  return Object.entries(rules).some(([field, rule]) => {
    const value = row[field];
    if (typeof rule === 'function') return Boolean((rule as (v: unknown, r: TableRow) => boolean)(value, row));
    const wanted = Array.isArray(rule) ? rule : [rule];
    return wanted.some((w) => (w === null || w === undefined ? value === w : value !== null && value !== undefined && String(value) === String(w)));
  });
}
