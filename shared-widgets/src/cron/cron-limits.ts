/** One numeric input range (whole numbers, inclusive). */
export interface Bounds {
  min: number;
  max: number;
}

/** Inclusive input ranges of one plain cron field (widgets-spec §5 "Cron inputs"). */
export interface FieldLimits {
  /** Allowed values (specific values, range ends). */
  value: Bounds;
  /** Loop start. */
  start: Bounds;
  /** Loop interval. */
  increment: Bounds;
}

/** Year range of the editor (widgets-spec §9 "Year range 2019-2119"). */
export const YEAR_MIN = 2019;
export const YEAR_MAX = 2119;

/**
 * Input ranges per field (widgets-spec §5 "Cron inputs"): seconds and minutes 0-59 with a 1-59
 * interval (Quartz refuses a 60 interval, so the 1-60 reading is not used); hours 0-23; months
 * 1-12 with a 1-12 interval (a 0 interval would give an invalid expression); years 2019-2119
 * with a 1-99 interval.
 */
export const CRON_LIMITS: Record<'second' | 'minute' | 'hour' | 'month' | 'year', FieldLimits> = {
  second: { value: { min: 0, max: 59 }, start: { min: 0, max: 59 }, increment: { min: 1, max: 59 } },
  minute: { value: { min: 0, max: 59 }, start: { min: 0, max: 59 }, increment: { min: 1, max: 59 } },
  hour: { value: { min: 0, max: 23 }, start: { min: 0, max: 23 }, increment: { min: 1, max: 23 } },
  month: { value: { min: 1, max: 12 }, start: { min: 1, max: 12 }, increment: { min: 1, max: 12 } },
  year: { value: { min: YEAR_MIN, max: YEAR_MAX }, start: { min: YEAR_MIN, max: YEAR_MAX }, increment: { min: 1, max: 99 } },
};

/**
 * Day-of-month and week input ranges (widgets-spec §5 "Cron inputs"): day 1-31 (every-N and
 * start 1-31), days before month end 1-30, weekday 1-7 (Sunday = 1), week interval 1-7, nth
 * weekday count 1-5.
 */
export const DAY_LIMITS = {
  day: { min: 1, max: 31 },
  dayIncrement: { min: 1, max: 31 },
  daysBeforeEnd: { min: 1, max: 30 },
  weekday: { min: 1, max: 7 },
  weekIncrement: { min: 1, max: 7 },
  nth: { min: 1, max: 5 },
} as const;
