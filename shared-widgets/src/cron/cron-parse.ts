import { CRON_LIMITS, DAY_LIMITS, type Bounds } from './cron-limits';
import { DAY_MODE, PLAIN_MODE, defaultCronState, weekTypeOf, type CronDayState, type CronFieldState, type CronState, type PlainField } from './cron-model';
import { expandPart, replaceNames, splitCronParts } from './cron-parts';

/** Result of parsing: the state and the parts that could not be read (left at their defaults). */
export interface CronParseResult {
  state: CronState;
  invalid: string[];
}

const within = (n: number, b: Bounds) => Number.isInteger(n) && n >= b.min && n <= b.max;
/** Years accepted from an incoming expression (wider than the editor's 2019-2119 inputs). */
const YEAR_PARSE: Bounds = { min: 1970, max: 2199 };

function parsePlain(field: PlainField, part: string, base: CronFieldState): CronFieldState | null {
  const limits = CRON_LIMITS[field];
  const values = field === 'year' ? YEAR_PARSE : limits.value;
  const p = field === 'month' ? replaceNames(part, 'month') : part;
  if (p === '*' || p === '?') return { ...base, cronEvery: PLAIN_MODE.every };
  let m = /^(\*|\d+)\/(\d+)$/.exec(p);
  if (m) {
    const start = m[1] === '*' ? values.min : Number(m[1]);
    const inc = Number(m[2]);
    if (!within(start, values) || inc < 1) return null;
    return { ...base, cronEvery: PLAIN_MODE.loop, incrementStart: start, incrementIncrement: inc };
  }
  m = /^(\d+)-(\d+)$/.exec(p);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (!within(a, values) || !within(b, values)) return null;
    return { ...base, cronEvery: PLAIN_MODE.range, rangeStart: a, rangeEnd: b };
  }
  const list = expandPart(p, values.min, values.max);
  return list ? { ...base, cronEvery: PLAIN_MODE.specific, specificSpecific: list } : null;
}

function parseDayPart(part: string, day: CronDayState): CronDayState | null {
  if (part === '*' || part === '?') return { ...day, cronEvery: DAY_MODE.everyDay };
  if (part === 'L') return { ...day, cronEvery: DAY_MODE.lastDay };
  if (part === 'LW') return { ...day, cronEvery: DAY_MODE.lastWorkday };
  let m = /^L-(\d+)$/.exec(part);
  if (m) return within(Number(m[1]), DAY_LIMITS.daysBeforeEnd) ? { ...day, cronEvery: DAY_MODE.daysBeforeEnd, cronDaysBeforeEomMinus: Number(m[1]) } : null;
  m = /^(\d+)W$/.exec(part);
  if (m) return within(Number(m[1]), DAY_LIMITS.day) ? { ...day, cronEvery: DAY_MODE.nearestWorkday, cronDaysNearestWeekday: Number(m[1]) } : null;
  m = /^(\*|\d+)\/(\d+)$/.exec(part);
  if (m) {
    const start = m[1] === '*' ? 1 : Number(m[1]);
    const inc = Number(m[2]);
    return within(start, DAY_LIMITS.day) && within(inc, DAY_LIMITS.dayIncrement) ? { ...day, cronEvery: DAY_MODE.dayLoop, incrementStart: start, incrementIncrement: inc } : null;
  }
  m = /^(\d+)-(\d+)$/.exec(part);
  if (m) return within(Number(m[1]), DAY_LIMITS.day) && within(Number(m[2]), DAY_LIMITS.day) ? { ...day, cronEvery: DAY_MODE.dayRange, rangeStart: Number(m[1]), rangeEnd: Number(m[2]) } : null;
  const list = expandPart(part, 1, 31);
  return list ? { ...day, cronEvery: DAY_MODE.specificDays, specificSpecific: list } : null;
}

function parseWeekPart(raw: string, state: CronState): Pick<CronState, 'day' | 'week'> | null {
  const part = replaceNames(raw, 'week');
  const { day, week } = state;
  if (part === 'L') return { day: { ...day, cronEvery: DAY_MODE.specificWeekdays }, week: { ...week, specificSpecific: [7] } };
  let m = /^([1-7])L$/.exec(part);
  if (m) return { day: { ...day, cronEvery: DAY_MODE.lastWeekday, cronLastSpecificDomDay: Number(m[1]) }, week };
  m = /^([1-7])#([1-5])$/.exec(part);
  if (m) return { day: { ...day, cronEvery: DAY_MODE.nthWeekday, cronNthDayDay: Number(m[1]), cronNthDayNth: Number(m[2]) }, week };
  m = /^(\*|[1-7])\/(\d+)$/.exec(part);
  if (m) {
    const inc = Number(m[2]);
    if (!within(inc, DAY_LIMITS.weekIncrement)) return null;
    return { day: { ...day, cronEvery: DAY_MODE.weekLoop }, week: { ...week, incrementStart: m[1] === '*' ? 1 : Number(m[1]), incrementIncrement: inc } };
  }
  m = /^([1-7])-([1-7])$/.exec(part);
  if (m) return { day: { ...day, cronEvery: DAY_MODE.weekRange }, week: { ...week, rangeStart: Number(m[1]), rangeEnd: Number(m[2]) } };
  const list = expandPart(part, 1, 7);
  return list ? { day: { ...day, cronEvery: DAY_MODE.specificWeekdays }, week: { ...week, specificSpecific: list } } : null;
}

/**
 * Parses a Quartz expression back into editor modes (widgets-spec §4 "Cron": panes parse an
 * incoming expression back into a mode). Accepts six or seven parts (empty parts default to `*`,
 * week `?`), month names JAN-DEC, weekday names SUN-SAT (Sunday = 1). The day tab reads the day
 * part unless it is `?` and the week part is set (day and week are mutually exclusive; a week
 * `*` with day `?` reads as every day). Unreadable parts keep `base` values and are listed in
 * `invalid` by name (second, minute, hour, day, month, week, year; `expression` when the text has
 * more than seven parts).
 */
export function parseCron(expression: string | null | undefined, base: CronState = defaultCronState()): CronParseResult {
  const parts = splitCronParts(expression);
  if (!parts) return { state: base, invalid: ['expression'] };
  const [second, minute, hour, day, month, week, year] = parts;
  const invalid: string[] = [];
  const state: CronState = { ...base };
  const plainParts: [PlainField, string][] = [['second', second], ['minute', minute], ['hour', hour], ['month', month], ['year', year]];
  for (const [field, part] of plainParts) {
    const parsed = parsePlain(field, part, base[field]);
    if (parsed) state[field] = parsed;
    else invalid.push(field);
  }
  if (day === '?' && week !== '?' && week !== '*') {
    const parsed = parseWeekPart(week, state);
    if (parsed) Object.assign(state, parsed);
    else invalid.push('week');
  } else {
    const parsed = parseDayPart(day, state.day);
    if (parsed) state.day = parsed;
    else invalid.push('day');
  }
  state.week = { ...state.week, cronEvery: weekTypeOf(state.day.cronEvery) };
  return { state, invalid };
}
