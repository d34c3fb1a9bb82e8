/**
 * A byte count as the file list shows it: `512 B`, `1.5 KB`, `2.25 MB`, `1.02 GB` (1024 steps,
 * at most two decimals, trailing zeros dropped). Negative or non-finite input gives '-'.
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Number(value.toFixed(2))} ${units[unit]}`;
}
