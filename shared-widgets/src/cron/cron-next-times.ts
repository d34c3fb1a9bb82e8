// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module file cannot be imported; this pulls its typings into every project that compiles this file
/// <reference path="./cron-parser-subpath.d.ts" />
import { CronExpressionParser } from 'cron-parser/dist/CronExpressionParser';
import dayjs from 'dayjs';
import { expandPart, replaceNames, splitCronParts } from './cron-parts';

/** How many run times the preview lists (widgets-spec §9 "Cron preview: next 10 times"). */
export const CRON_PREVIEW_COUNT = 10;
/** Preview debounce in ms (widgets-spec §9). */
export const CRON_PREVIEW_DEBOUNCE_MS = 500;
/** Days scanned at most for day forms cron-parser lacks (L-n, LW, nW): about five years. */
const MAX_SCANNED_DAYS = 1900;

/** Converts a Quartz week part (Sunday = 1) to cron-parser's numbering (Sunday = 0); null if unreadable. */
export function toParserWeek(quartz: string): string | null {
  const part = replaceNames(quartz, 'week');
  if (part === '?' || part === '*') return '*';
  if (part === 'L') return '6';
  let m = /^([1-7])L$/.exec(part);
  if (m) return `${Number(m[1]) - 1}L`;
  m = /^([1-7])#([1-5])$/.exec(part);
  if (m) return `${Number(m[1]) - 1}#${m[2]}`;
  const values = expandPart(part, 1, 7);
  return values ? values.map((v) => v - 1).join(',') : null;
}

function lastDayOf(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
}

/** Day of month a Quartz `nW` fires on in `d`'s month (nearest Monday-Friday, never leaving the month), or null. */
function nearestWorkday(d: Date, n: number): number | null {
  const last = lastDayOf(d);
  if (n > last) return null;
  const weekday = new Date(d.getFullYear(), d.getMonth(), n).getDay();
  if (weekday === 6) return n === 1 ? 3 : n - 1;
  if (weekday === 0) return n + 1 > last ? n - 2 : n + 1;
  return n;
}

/** A predicate for the day forms cron-parser does not know (L-n, LW, nW), or null for the others. */
function specialDay(day: string): ((d: Date) => boolean) | null {
  let m = /^L-(\d+)$/.exec(day);
  if (m) {
    const minus = Number(m[1]);
    return (d) => d.getDate() === lastDayOf(d) - minus;
  }
  if (day === 'LW') {
    return (d) => {
      const last = new Date(d.getFullYear(), d.getMonth(), lastDayOf(d));
      const shift = last.getDay() === 6 ? 1 : last.getDay() === 0 ? 2 : 0;
      return d.getDate() === last.getDate() - shift;
    };
  }
  m = /^(\d+)W$/.exec(day);
  if (m) {
    const n = Number(m[1]);
    return (d) => nearestWorkday(d, n) === d.getDate();
  }
  return null;
}

function collect(expression: string, from: Date, count: number, end?: Date): Date[] {
  const it = CronExpressionParser.parse(expression, { currentDate: from, endDate: end });
  const out: Date[] = [];
  while (out.length < count) {
    try {
      out.push(it.next().toDate());
    } catch {
      break;
    }
  }
  return out;
}

/**
 * The next run times of a Quartz expression (widgets-spec §2 "Cron editor" preview, §9): up to
 * `count` (default 10) times after `from`, formatted YYYY-MM-DD HH:mm:ss in local time, computed
 * with cron-parser. The year part is ignored (§9). Weekdays are converted from Quartz numbering;
 * the day forms cron-parser lacks (L-n, LW, nW) are resolved day by day. An invalid expression,
 * or one that never fires, gives [] (the UI then shows 没有达到条件的结果！).
 */
export function nextCronTimes(expression: string, count: number = CRON_PREVIEW_COUNT, from: Date = new Date()): string[] {
  const parts = splitCronParts(expression);
  if (!parts) return [];
  const [second, minute, hour, rawDay, rawMonth, rawWeek] = parts;
  const week = toParserWeek(rawWeek);
  if (week === null) return [];
  const day = rawDay === '?' ? '*' : rawDay;
  const month = replaceNames(rawMonth, 'month');
  const format = (d: Date) => dayjs(d).format('YYYY-MM-DD HH:mm:ss');
  try {
    const special = specialDay(day);
    if (!special) return collect(`${second} ${minute} ${hour} ${day} ${month} ${week}`, from, count).map(format);
    const out: Date[] = [];
    const days = CronExpressionParser.parse(`0 0 0 * ${month} ${week}`, { currentDate: dayjs(from).startOf('day').subtract(1, 'second').toDate() });
    for (let scanned = 0; scanned < MAX_SCANNED_DAYS && out.length < count; scanned += 1) {
      const d = days.next().toDate();
      if (!special(d)) continue;
      const start = d.getTime() > from.getTime() ? new Date(d.getTime() - 1000) : from;
      const end = dayjs(d).endOf('day').toDate();
      out.push(...collect(`${second} ${minute} ${hour} ${d.getDate()} ${d.getMonth() + 1} *`, start, count - out.length, end));
    }
    return out.map(format);
  } catch {
    return [];
  }
}
