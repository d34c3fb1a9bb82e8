/**
 * Converts a multi-value widget value to an array: arrays are kept (items as strings), a
 * comma-joined string is split (JeecgBoot stores multi values comma-joined, widgets-spec §3),
 * empty / null / undefined give `[]`.
 */
export function toValueList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && v !== '').map(String);
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(',')
    .filter((v) => v !== '');
}

/** Joins a list of values with commas (widgets-spec §5: array values are joined by commas). */
export function joinValueList(values: readonly unknown[]): string {
  return values.map(String).join(',');
}
