import { buildDayWeekParts, buildPlainPart } from './cron-build';
import { DAY_MODE, PLAIN_MODE, weekTypeOf, type CronState, type PlainField } from './cron-model';

/** Units from the coarsest to the finest; `dayweek` is the day tab (day and week together). */
const UNITS = ['year', 'month', 'dayweek', 'hour', 'minute', 'second'] as const;
type Unit = (typeof UNITS)[number];

function partOf(state: CronState, unit: Unit): string {
  if (unit === 'dayweek') {
    const { day, week } = buildDayWeekParts(state);
    return `${day} ${week}`;
  }
  return buildPlainPart(unit, state[unit]);
}

function isEvery(state: CronState, unit: Unit): boolean {
  if (unit === 'dayweek') return state.day.cronEvery === DAY_MODE.everyDay;
  return state[unit].cronEvery === PLAIN_MODE.every;
}

/** Sets a unit that is `*` to its first value: second/minute/hour 0, day 1, month 1. */
function setFirst(state: CronState, unit: Unit): CronState {
  if (unit === 'dayweek') return { ...state, day: { ...state.day, cronEvery: DAY_MODE.specificDays, specificSpecific: [1] }, week: { ...state.week, cronEvery: weekTypeOf(DAY_MODE.specificDays) } };
  if (unit === 'year') return state;
  const first = unit === 'month' ? 1 : 0;
  const field = unit as PlainField;
  return { ...state, [field]: { ...state[field], cronEvery: PLAIN_MODE.specific, specificSpecific: [first] } };
}

/**
 * Applies the coarser-field rules of widgets-spec §4 "Cron" after a change from `prev` to `next`:
 * when a field changes to something other than `*`, the next finer field, if `*`, takes its
 * first value — a minute change sets the second `*` → 0, an hour change the minute, a day or week
 * change the hour, a month change the day (of day `*` / week `?`, the `*` becomes 1), a year
 * change the month `*` → 1. The rule cascades (a forced value counts as a change), so choosing
 * hour 5 on `* * * * * ? *` gives `0 0 5 * * ? *`.
 */
export function applyCoarserRules(prev: CronState, next: CronState): CronState {
  let state = next;
  const changed = new Set<Unit>(UNITS.filter((u) => partOf(prev, u) !== partOf(next, u)));
  for (let i = 0; i < UNITS.length - 1; i += 1) {
    const unit = UNITS[i];
    const finer = UNITS[i + 1];
    if (changed.has(unit) && !isEvery(state, unit) && isEvery(state, finer)) {
      state = setFirst(state, finer);
      changed.add(finer);
    }
  }
  return state;
}
