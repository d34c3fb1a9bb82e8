/**
 * A query form's values without the empty ones (undefined, null, ''), as a list page hands them to
 * `searchQuery` (widgets-spec §3 "Generic list query": empty conditions are not sent).
 *
 * @example dropEmptyValues({ name: '张', sex: undefined, phone: '' }) // → { name: '张' }
 */
export function dropEmptyValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}
