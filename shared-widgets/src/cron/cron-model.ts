import { CRON_LIMITS, DAY_LIMITS, YEAR_MAX } from './cron-limits';

/** The plain cron fields (one tab each). */
export type PlainField = 'second' | 'minute' | 'hour' | 'month' | 'year';

/**
 * Modes of a plain field (widgets-spec §4 "Cron": modes 1 to 4 are every; every N from start;
 * specific values; range).
 */
export const PLAIN_MODE = { every: '1', loop: '2', specific: '3', range: '4' } as const;
export type PlainMode = (typeof PLAIN_MODE)[keyof typeof PLAIN_MODE];

/**
 * Modes of the day tab (widgets-spec §4 "Cron", day modes 1 to 11), plus 12 (a weekday range,
 * the spec's week type "range") and 13 (a day-of-month range, the per-field form start-end), so
 * that every Quartz day / week form parses back into a mode.
 */
export const DAY_MODE = {
  everyDay: '1',
  weekLoop: '2',
  dayLoop: '3',
  specificWeekdays: '4',
  specificDays: '5',
  lastDay: '6',
  lastWorkday: '7',
  lastWeekday: '8',
  daysBeforeEnd: '9',
  nearestWorkday: '10',
  nthWeekday: '11',
  weekRange: '12',
  dayRange: '13',
} as const;
export type DayMode = (typeof DAY_MODE)[keyof typeof DAY_MODE];

/**
 * Week types (widgets-spec §4 "Week widget types: not set, range, loop, specify"); the last
 * given weekday (nL) and the nth weekday (x#n) are the day tab's extra week settings.
 */
export const WEEK_TYPE = { notSet: '1', range: '2', loop: '3', specify: '4', last: '5', nth: '6' } as const;

/** The week type that a day-tab mode gives the week field (every day-of-month mode: not set). */
export function weekTypeOf(dayMode: string): string {
  switch (dayMode) {
    case DAY_MODE.weekLoop:
      return WEEK_TYPE.loop;
    case DAY_MODE.specificWeekdays:
      return WEEK_TYPE.specify;
    case DAY_MODE.weekRange:
      return WEEK_TYPE.range;
    case DAY_MODE.lastWeekday:
      return WEEK_TYPE.last;
    case DAY_MODE.nthWeekday:
      return WEEK_TYPE.nth;
    default:
      return WEEK_TYPE.notSet;
  }
}

/** Day modes that set the week field (the day field is then ?). */
export const WEEK_MODES: readonly string[] = [DAY_MODE.weekLoop, DAY_MODE.specificWeekdays, DAY_MODE.lastWeekday, DAY_MODE.nthWeekday, DAY_MODE.weekRange];

/**
 * Editor data of one field (widgets-spec §3 "Cron editor data"): the mode `cronEvery`, loop
 * start / interval, range ends and the specific values.
 */
export interface CronFieldState {
  cronEvery: string;
  incrementStart: number;
  incrementIncrement: number;
  rangeStart: number;
  rangeEnd: number;
  specificSpecific: number[];
}

/**
 * Extra day settings (widgets-spec §3): weekday of "last given weekday" (nL), days before month
 * end (L-n), day of the nearest weekday (nW), weekday and count of the nth weekday (x#n).
 */
export interface CronDayState extends CronFieldState {
  cronLastSpecificDomDay: number;
  cronDaysBeforeEomMinus: number;
  cronDaysNearestWeekday: number;
  cronNthDayDay: number;
  cronNthDayNth: number;
}

/** The whole editor state; `week` holds the weekday loop, specific weekdays and weekday range. */
export interface CronState {
  second: CronFieldState;
  minute: CronFieldState;
  hour: CronFieldState;
  day: CronDayState;
  week: CronFieldState;
  month: CronFieldState;
  year: CronFieldState;
}

function plain(field: PlainField, now: Date): CronFieldState {
  const l = CRON_LIMITS[field];
  if (field === 'year') {
    const year = Math.min(Math.max(now.getFullYear(), l.value.min), YEAR_MAX);
    return { cronEvery: PLAIN_MODE.every, incrementStart: year, incrementIncrement: 1, rangeStart: year, rangeEnd: Math.min(year + 100, YEAR_MAX), specificSpecific: [year] };
  }
  return { cronEvery: PLAIN_MODE.every, incrementStart: l.start.min, incrementIncrement: 1, rangeStart: l.value.min, rangeEnd: l.value.min + 1, specificSpecific: [l.value.min] };
}

/**
 * A fresh editor state: every field `*` (week `?`), i.e. `* * * * * ? *`. Inactive inputs get
 * their minimum values; years default to the current year through the current year plus 100,
 * capped at 2119 (widgets-spec §5 "Cron inputs").
 */
export function defaultCronState(now: Date = new Date()): CronState {
  return {
    second: plain('second', now),
    minute: plain('minute', now),
    hour: plain('hour', now),
    day: {
      cronEvery: DAY_MODE.everyDay,
      incrementStart: DAY_LIMITS.day.min,
      incrementIncrement: 1,
      rangeStart: 1,
      rangeEnd: 2,
      specificSpecific: [1],
      cronLastSpecificDomDay: 1,
      cronDaysBeforeEomMinus: 1,
      cronDaysNearestWeekday: 1,
      cronNthDayDay: 1,
      cronNthDayNth: 1,
    },
    week: { cronEvery: WEEK_TYPE.notSet, incrementStart: 1, incrementIncrement: 1, rangeStart: 2, rangeEnd: 6, specificSpecific: [1] },
    month: plain('month', now),
    year: plain('year', now),
  };
}
