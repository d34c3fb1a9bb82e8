import { CRON_LIMITS } from './cron-limits';
import { DAY_MODE, PLAIN_MODE, type CronFieldState, type CronState, type PlainField } from './cron-model';

function list(values: number[], fallback: number): string {
  const unique = [...new Set(values)].sort((a, b) => a - b);
  return unique.length ? unique.join(',') : String(fallback);
}

/**
 * The expression part of a plain field (widgets-spec §3 "Cron expression"): `*` every,
 * `start/interval` loop, a comma list of specific values (the field minimum when none is
 * chosen), `start-end` range.
 */
export function buildPlainPart(field: PlainField, s: CronFieldState): string {
  switch (s.cronEvery) {
    case PLAIN_MODE.loop:
      return `${s.incrementStart}/${s.incrementIncrement}`;
    case PLAIN_MODE.specific:
      return list(s.specificSpecific, CRON_LIMITS[field].value.min);
    case PLAIN_MODE.range:
      return `${s.rangeStart}-${s.rangeEnd}`;
    default:
      return '*';
  }
}

/**
 * The day and week parts of the day tab's mode (widgets-spec §4 "Cron", day modes 1 to 11; day
 * and week mutually exclusive: the unused one is `?`). Weekdays are Sunday = 1 … Saturday = 7.
 */
export function buildDayWeekParts(state: Pick<CronState, 'day' | 'week'>): { day: string; week: string } {
  const { day, week } = state;
  switch (day.cronEvery) {
    case DAY_MODE.weekLoop:
      return { day: '?', week: `${week.incrementStart}/${week.incrementIncrement}` };
    case DAY_MODE.dayLoop:
      return { day: `${day.incrementStart}/${day.incrementIncrement}`, week: '?' };
    case DAY_MODE.specificWeekdays:
      return { day: '?', week: list(week.specificSpecific, 1) };
    case DAY_MODE.specificDays:
      return { day: list(day.specificSpecific, 1), week: '?' };
    case DAY_MODE.lastDay:
      return { day: 'L', week: '?' };
    case DAY_MODE.lastWorkday:
      return { day: 'LW', week: '?' };
    case DAY_MODE.lastWeekday:
      return { day: '?', week: `${day.cronLastSpecificDomDay}L` };
    case DAY_MODE.daysBeforeEnd:
      return { day: `L-${day.cronDaysBeforeEomMinus}`, week: '?' };
    case DAY_MODE.nearestWorkday:
      return { day: `${day.cronDaysNearestWeekday}W`, week: '?' };
    case DAY_MODE.nthWeekday:
      return { day: '?', week: `${day.cronNthDayDay}#${day.cronNthDayNth}` };
    case DAY_MODE.weekRange:
      return { day: '?', week: `${week.rangeStart}-${week.rangeEnd}` };
    case DAY_MODE.dayRange:
      return { day: `${day.rangeStart}-${day.rangeEnd}`, week: '?' };
    default:
      return { day: '*', week: '?' };
  }
}

/** The seven parts of a state, in the order second, minute, hour, day, month, week, year. */
export function buildCronParts(state: CronState): string[] {
  const { day, week } = buildDayWeekParts(state);
  return [
    buildPlainPart('second', state.second),
    buildPlainPart('minute', state.minute),
    buildPlainPart('hour', state.hour),
    day,
    buildPlainPart('month', state.month),
    week,
    buildPlainPart('year', state.year),
  ];
}

/**
 * The Quartz expression of an editor state (widgets-spec §3, §5 "Cron string"): seven
 * space-separated parts second minute hour day month week year.
 *
 * @example buildCron(defaultCronState()) === '* * * * * ? *'
 */
export function buildCron(state: CronState): string {
  return buildCronParts(state).join(' ');
}
