import { CronExpressionParser } from 'cron-parser';
import { CHINA_OFFSET_MS, DAY_MS } from '../reports/china-time.js';
import { CRON_FIELD_NAMES, SCHEDULER_TEXT } from './scheduler-texts.js';

/**
 * Quartz cron expressions on the server (widgets-spec §4 "Cron expression": seven parts second,
 * minute, hour, day, month, week, year; six when the year is omitted), evaluated with cron-parser.
 * Quartz differences handled here: `?` (not set), weekdays numbered Sunday = 1 … Saturday = 7
 * (cron-parser: Sunday = 0), `nL` / `n#k` weekdays, the optional year part, and the day forms
 * cron-parser lacks (`L-n`, `LW`, `nW`). As in Quartz, exactly one of day and week must be `?`.
 * Times are China time (Asia/Shanghai, UTC+8 without daylight saving), like the whole console.
 */

/** Time zone every job's cron runs in. */
export const SCHEDULER_TZ = 'Asia/Shanghai';
/** Longest accepted expression (characters). */
export const MAX_CRON_LENGTH = 200;
/** Years a Quartz year part may name. */
export const CRON_YEAR_MIN = 1970;
export const CRON_YEAR_MAX = 2199;

/** A rejected expression; `message` is the Chinese text shown to the user. */
export class CronError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CronError';
  }
}

/** A parsed Quartz expression. */
export interface QuartzCron {
  /** the expression, whitespace normalised */
  expression: string;
  /** The first firing strictly after `after` (ms resolution ignored), or null when none is left. */
  next(after: Date): Date | null;
  /** Up to `count` firings after `after`. */
  nextTimes(after: Date, count: number): Date[];
}

const WEEK_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const PLAIN = /^[0-9*,/-]+$/;
const FIELD_SYNTAX: RegExp[] = [
  PLAIN, PLAIN, PLAIN,
  /^(\?|[0-9*,/-]+|L|L-\d{1,2}|LW|\d{1,2}W)$/,
  /^[0-9A-Za-z*,/-]+$/,
  /^(\?|[0-9A-Za-z*,/#-]+)$/,
  /^(\?|[0-9*,/-]+)$/,
];

const bad = (index: number) => new CronError(SCHEDULER_TEXT.cronBadField(CRON_FIELD_NAMES[index]));

/** Quartz weekday (1-7 or SUN-SAT) → cron-parser weekday (0-6). */
function weekday(token: string): number {
  const name = WEEK_NAMES.indexOf(token.toUpperCase());
  if (name >= 0) return name;
  if (!/^[1-7]$/.test(token)) throw bad(5);
  return Number(token) - 1;
}

/** Converts a Quartz week part to cron-parser's numbering. */
export function quartzWeekToParser(part: string): string {
  if (part === '?' || part === '*') return '*';
  if (part === 'L') return '6';
  let m = /^(\w+)L$/.exec(part);
  if (m) return `${weekday(m[1])}L`;
  m = /^(\w+)#([1-5])$/.exec(part);
  if (m) return `${weekday(m[1])}#${m[2]}`;
  return part.split(',').map((item) => {
    const s = /^(.+?)(\/\d{1,2})?$/.exec(item);
    if (!s) throw bad(5);
    const [, range, step = ''] = s;
    if (range === '*') return `*${step}`;
    const bounds = range.split('-');
    if (bounds.length > 2) throw bad(5);
    return bounds.map(weekday).join('-') + step;
  }).join(',');
}

/** The years a year part allows, or null for every year. */
export function quartzYears(part: string | undefined): Set<number> | null {
  if (part === undefined || part === '*' || part === '?') return null;
  const years = new Set<number>();
  for (const item of part.split(',')) {
    const m = /^(\*|\d{4})(?:-(\d{4}))?(?:\/(\d{1,3}))?$/.exec(item);
    if (!m) throw bad(6);
    const from = m[1] === '*' ? CRON_YEAR_MIN : Number(m[1]);
    const to = m[2] ? Number(m[2]) : m[1] === '*' || m[3] ? CRON_YEAR_MAX : from;
    const step = m[3] ? Number(m[3]) : 1;
    if (from < CRON_YEAR_MIN || to > CRON_YEAR_MAX || from > to || step < 1) throw bad(6);
    for (let y = from; y <= to; y += step) years.add(y);
  }
  return years;
}

/** A China-time calendar date. */
interface LocalDate { y: number; m: number; d: number }

function localDate(ms: number): LocalDate {
  const t = new Date(ms + CHINA_OFFSET_MS);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const weekdayOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** Quartz `nW`: the Monday-Friday nearest to day n, never leaving the month; null when n is past the month. */
function nearestWorkday(y: number, m: number, n: number): number | null {
  const last = lastDayOf(y, m);
  if (n > last) return null;
  const w = weekdayOf(y, m, n);
  if (w === 6) return n === 1 ? 3 : n - 1;
  if (w === 0) return n === last ? n - 2 : n + 1;
  return n;
}

/** A predicate for the day forms cron-parser lacks, or null for the forms it knows. */
function specialDay(day: string): ((date: LocalDate) => boolean) | null {
  let m = /^L-(\d{1,2})$/.exec(day);
  if (m) {
    const minus = Number(m[1]);
    if (minus > 30) throw bad(3);
    return ({ y, m: mo, d }) => d === lastDayOf(y, mo) - minus;
  }
  if (day === 'LW') {
    return ({ y, m: mo, d }) => d === nearestWorkday(y, mo, lastDayOf(y, mo));
  }
  m = /^(\d{1,2})W$/.exec(day);
  if (m) {
    const n = Number(m[1]);
    if (n < 1 || n > 31) throw bad(3);
    return ({ y, m: mo, d }) => d === nearestWorkday(y, mo, n);
  }
  return null;
}

function checkWithParser(expression: string, index: number): void {
  try {
    CronExpressionParser.parse(expression, { tz: SCHEDULER_TZ });
  } catch {
    throw bad(index);
  }
}

/**
 * Parses and validates a Quartz expression (6 or 7 space-separated parts).
 * @throws CronError with a Chinese message: empty, too long, wrong number of parts, day and
 * week both set or both `?`, a bad part (named 秒/分/时/日/月/周/年), or no future firing.
 */
export function parseQuartzCron(text: string, now: Date = new Date()): QuartzCron {
  const expression = String(text ?? '').trim().replace(/\s+/g, ' ');
  if (!expression) throw new CronError(SCHEDULER_TEXT.cronRequired);
  if (expression.length > MAX_CRON_LENGTH) throw new CronError(SCHEDULER_TEXT.cronTooLong);
  const parts = expression.split(' ');
  if (parts.length !== 6 && parts.length !== 7) throw new CronError(SCHEDULER_TEXT.cronFieldCount);
  parts.forEach((p, i) => {
    if (!FIELD_SYNTAX[i].test(p)) throw bad(i);
  });
  const [second, minute, hour, day, month, week, year] = parts;
  if ((day === '?') === (week === '?')) throw new CronError(SCHEDULER_TEXT.cronDayAndWeek);
  const special = specialDay(day);
  const parserDay = day === '?' || special ? '*' : day;
  const parserWeek = quartzWeekToParser(week);
  const years = quartzYears(year);
  checkWithParser(`${second} * * * * *`, 0);
  checkWithParser(`0 ${minute} * * * *`, 1);
  checkWithParser(`0 0 ${hour} * * *`, 2);
  checkWithParser(`0 0 0 ${parserDay} * *`, 3);
  checkWithParser(`0 0 0 * ${month} *`, 4);
  checkWithParser(`0 0 0 * * ${parserWeek}`, 5);
  const base = `${second} ${minute} ${hour} ${parserDay} ${month} ${parserWeek}`;
  try {
    CronExpressionParser.parse(base, { tz: SCHEDULER_TZ });
  } catch {
    throw new CronError(SCHEDULER_TEXT.cronNever);
  }

  const next = (after: Date): Date | null => {
    let from = after.getTime();
    for (let guard = 0; guard < 5000; guard++) {
      let at: Date;
      try {
        at = CronExpressionParser.parse(base, { currentDate: new Date(from), tz: SCHEDULER_TZ }).next().toDate();
      } catch {
        return null;
      }
      const date = localDate(at.getTime());
      if (years && !years.has(date.y)) {
        // jump to 1 s before 00:00 of the next allowed year (China time)
        const later = [...years].filter((v) => v > date.y).sort((a, b) => a - b)[0];
        if (later === undefined) return null;
        from = Date.UTC(later, 0, 1) - CHINA_OFFSET_MS - 1000;
        continue;
      }
      if (special && !special(date)) {
        from = Date.UTC(date.y, date.m - 1, date.d) - CHINA_OFFSET_MS + DAY_MS - 1000;
        continue;
      }
      return at;
    }
    return null;
  };
  const cron: QuartzCron = {
    expression,
    next,
    nextTimes(after, count) {
      const out: Date[] = [];
      for (let at = next(after); at && out.length < count; at = next(at)) out.push(at);
      return out;
    },
  };
  if (!next(now)) throw new CronError(SCHEDULER_TEXT.cronNever);
  return cron;
}
