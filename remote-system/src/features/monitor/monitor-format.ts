const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes as text with binary units: 1536 → '1.50 KB'; null/undefined → '-'. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '-';
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(2)} ${UNITS[unit]}`;
}

/** Seconds as 'N天 N小时 N分钟 N秒' (leading zero parts dropped): 3725 → '1小时 2分钟 5秒'. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '-';
  let rest = Math.max(0, Math.floor(seconds));
  const parts: string[] = [];
  for (const [size, unit] of [[86400, '天'], [3600, '小时'], [60, '分钟']] as const) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n || parts.length) parts.push(`${n}${unit}`);
  }
  parts.push(`${rest}秒`);
  return parts.join(' ');
}

/** A percentage rounded to one decimal: 12.345 → 12.3. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Appends a point to a bounded history (oldest dropped beyond `max`); answers a new array. */
export function pushHistory<T>(history: T[], point: T, max: number): T[] {
  const next = [...history, point];
  return next.length > max ? next.slice(next.length - max) : next;
}
