/**
 * China time (UTC+8, no daylight saving) helpers of the report calls: docs/fleet-contract.md
 * "Conventions" — request times are ms numbers or 'YYYY-MM-DD HH:mm:ss' / 'YYYY-MM-DD' strings
 * in China time; "per day" means a China calendar day written 'YYYY-MM-DD'.
 */

/** UTC+8 offset in ms. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
/** One day in ms. */
export const DAY_MS = 86_400_000;

const TIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses a request time: a ms epoch number (or numeric string) or a China-time
 * 'YYYY-MM-DD[ HH:mm[:ss]]' string. Returns ms epoch, or null when the value is not a valid time
 * (bad format, impossible date, before 2000 or after 2100).
 */
export function parseChinaTime(value: unknown): number | null {
  let ms: number | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) ms = Math.trunc(value);
  else if (typeof value === 'string') {
    const s = value.trim();
    if (/^\d{10,13}$/.test(s)) ms = Number(s);
    else {
      const m = TIME_RE.exec(s);
      if (!m) return null;
      const [y, mo, d, h = '0', mi = '0', se = '0'] = m.slice(1);
      const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +se);
      const back = new Date(utc);
      if (back.getUTCFullYear() !== +y || back.getUTCMonth() !== +mo - 1 || back.getUTCDate() !== +d || +h > 23 || +mi > 59 || +se > 59) return null;
      ms = utc - CHINA_OFFSET_MS;
    }
  }
  if (ms === null || ms < Date.UTC(2000, 0, 1) || ms > Date.UTC(2100, 0, 1)) return null;
  return ms;
}

/** China calendar day 'YYYY-MM-DD' of an instant (ms epoch). */
export function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** ms epoch of 00:00 China time of a 'YYYY-MM-DD' day. */
export function chinaDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;
}

/** The China day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every China day from `from` to `to`, both included (empty when to < from). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
