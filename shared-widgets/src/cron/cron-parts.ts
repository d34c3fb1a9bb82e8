/** Order of the parts of a Quartz expression (widgets-spec §5 "Cron string"). */
export const CRON_PART_NAMES = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronPartName = (typeof CRON_PART_NAMES)[number];

/**
 * Splits an expression into its seven parts (widgets-spec §5 "Cron string"): parts are
 * space-separated; missing or empty parts default to `*`, the week to `?`; six parts mean the
 * year is omitted (`*`). Returns null for more than seven parts.
 */
export function splitCronParts(expression: string | null | undefined): string[] | null {
  const raw = (expression ?? '').trim();
  const parts = raw ? raw.split(/\s+/) : [];
  if (parts.length > 7) return null;
  return CRON_PART_NAMES.map((name, i) => (parts[i] ? parts[i] : name === 'week' ? '?' : '*'));
}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEK_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Replaces month names (JAN=1 … DEC=12) or weekday names (SUN=1 … SAT=7, Quartz numbering) with numbers. */
export function replaceNames(part: string, kind: 'month' | 'week'): string {
  const names = kind === 'month' ? MONTH_NAMES : WEEK_NAMES;
  return part.replace(/[A-Za-z]{3}/g, (token) => {
    const i = names.indexOf(token.toUpperCase());
    return i < 0 ? token : String(i + 1);
  });
}

/**
 * Expands a numeric part (a comma list of `n`, `a-b`, `*`, with optional `/step`) into its
 * sorted values within [min, max]. Returns null for anything else or a value out of range.
 */
export function expandPart(part: string, min: number, max: number): number[] | null {
  const out = new Set<number>();
  for (const item of part.split(',')) {
    const m = /^(\*|\d+)(?:-(\d+))?(?:\/(\d+))?$/.exec(item);
    if (!m) return null;
    const start = m[1] === '*' ? min : Number(m[1]);
    const end = m[2] !== undefined ? Number(m[2]) : m[1] === '*' || m[3] !== undefined ? max : start;
    const step = m[3] !== undefined ? Number(m[3]) : 1;
    if (start < min || start > max || end < min || end > max || step < 1 || start > end) return null;
    for (let v = start; v <= end; v += step) out.add(v);
  }
  return out.size ? [...out].sort((a, b) => a - b) : null;
}
