import { buildCron } from '../../src/cron/cron-build';
import { CRON_LIMITS, DAY_LIMITS } from '../../src/cron/cron-limits';
import { DAY_MODE, PLAIN_MODE, defaultCronState, type CronState, type PlainField } from '../../src/cron/cron-model';
import { parseCron } from '../../src/cron/cron-parse';
import { splitCronParts } from '../../src/cron/cron-parts';

const NOW = new Date(2026, 4, 20, 10, 0, 0);
const base = () => defaultCronState(NOW);
const FIELDS: PlainField[] = ['second', 'minute', 'hour', 'month', 'year'];
const INDEX: Record<PlainField, number> = { second: 0, minute: 1, hour: 2, month: 4, year: 6 };

function roundTrip(state: CronState): { expression: string; back: CronState } {
  const expression = buildCron(state);
  const parsed = parseCron(expression, base());
  expect(parsed.invalid).toEqual([]);
  expect(buildCron(parsed.state)).toBe(expression);
  return { expression, back: parsed.state };
}

describe('cron plain fields: every mode, every value, state ↔ expression', () => {
  it.each(FIELDS)('%s', (field) => {
    const l = CRON_LIMITS[field];
    let cases = 0;
    const check = (patch: Partial<CronState[PlainField]>, part: string, keys: (keyof CronState[PlainField])[]) => {
      const state = base();
      state[field] = { ...state[field], ...patch };
      const { expression, back } = roundTrip(state);
      expect(expression.split(' ')[INDEX[field]]).toBe(part);
      expect(back[field].cronEvery).toBe(patch.cronEvery);
      for (const key of keys) expect(back[field][key]).toEqual(state[field][key]);
      cases += 1;
    };
    check({ cronEvery: PLAIN_MODE.every }, '*', []);
    for (let start = l.start.min; start <= l.start.max; start += 1) {
      for (const inc of [l.increment.min, 2, 7, l.increment.max]) {
        check({ cronEvery: PLAIN_MODE.loop, incrementStart: start, incrementIncrement: inc }, `${start}/${inc}`, ['incrementStart', 'incrementIncrement']);
      }
    }
    for (let a = l.value.min; a <= l.value.max; a += 1) {
      check({ cronEvery: PLAIN_MODE.specific, specificSpecific: [a] }, String(a), ['specificSpecific']);
      const b = Math.min(a + 3, l.value.max);
      check({ cronEvery: PLAIN_MODE.range, rangeStart: a, rangeEnd: b }, `${a}-${b}`, ['rangeStart', 'rangeEnd']);
    }
    check({ cronEvery: PLAIN_MODE.specific, specificSpecific: [l.value.max, l.value.min, l.value.min + 1] }, `${l.value.min},${l.value.min + 1},${l.value.max}`, []);
    expect(cases).toBeGreaterThan(50);
  });
});

describe('cron day tab: modes 1-11 (+ weekday and day ranges) ↔ expression', () => {
  const day = (patch: Partial<CronState['day']>, week: Partial<CronState['week']> = {}) => {
    const s = base();
    s.day = { ...s.day, ...patch };
    s.week = { ...s.week, ...week };
    return s;
  };
  const dayWeek = (s: CronState) => buildCron(s).split(' ').filter((_p, i) => i === 3 || i === 5).join(' ');

  it('mode 1 every day: day *, week ?', () => {
    expect(dayWeek(roundTrip(day({ cronEvery: DAY_MODE.everyDay })).back)).toBe('* ?');
  });
  it('mode 2 every N weeks from a weekday, for every weekday and interval', () => {
    for (let w = 1; w <= 7; w += 1) for (let n = DAY_LIMITS.weekIncrement.min; n <= DAY_LIMITS.weekIncrement.max; n += 1) {
      const { expression, back } = roundTrip(day({ cronEvery: DAY_MODE.weekLoop }, { incrementStart: w, incrementIncrement: n }));
      expect(dayWeek(back)).toBe(`? ${w}/${n}`);
      expect(expression.split(' ')[3]).toBe('?');
      expect(back.day.cronEvery).toBe(DAY_MODE.weekLoop);
    }
  });
  it('mode 3 every N days from a day', () => {
    for (let d = 1; d <= 31; d += 1) for (const n of [1, 5, 31]) {
      const { back } = roundTrip(day({ cronEvery: DAY_MODE.dayLoop, incrementStart: d, incrementIncrement: n }));
      expect(back.day).toMatchObject({ cronEvery: DAY_MODE.dayLoop, incrementStart: d, incrementIncrement: n });
    }
  });
  it('mode 4 specific weekdays (Sunday = 1 … Saturday = 7)', () => {
    for (let mask = 1; mask < 128; mask += 1) {
      const days = [1, 2, 3, 4, 5, 6, 7].filter((_d, i) => mask & (1 << i));
      const { back } = roundTrip(day({ cronEvery: DAY_MODE.specificWeekdays }, { specificSpecific: days }));
      expect(back.day.cronEvery).toBe(DAY_MODE.specificWeekdays);
      expect(back.week.specificSpecific).toEqual(days);
    }
  });
  it('mode 5 specific days', () => {
    for (let d = 1; d <= 31; d += 1) {
      const { back } = roundTrip(day({ cronEvery: DAY_MODE.specificDays, specificSpecific: [d, 31] }));
      expect(back.day.specificSpecific).toEqual([...new Set([d, 31])]);
    }
  });
  it('modes 6 and 7: last day, last working day', () => {
    expect(dayWeek(roundTrip(day({ cronEvery: DAY_MODE.lastDay })).back)).toBe('L ?');
    expect(dayWeek(roundTrip(day({ cronEvery: DAY_MODE.lastWorkday })).back)).toBe('LW ?');
  });
  it('mode 8 last given weekday, mode 11 nth given weekday', () => {
    for (let w = 1; w <= 7; w += 1) {
      expect(dayWeek(roundTrip(day({ cronEvery: DAY_MODE.lastWeekday, cronLastSpecificDomDay: w })).back)).toBe(`? ${w}L`);
      for (let n = 1; n <= 5; n += 1) {
        const { back } = roundTrip(day({ cronEvery: DAY_MODE.nthWeekday, cronNthDayDay: w, cronNthDayNth: n }));
        expect(dayWeek(back)).toBe(`? ${w}#${n}`);
        expect(back.day).toMatchObject({ cronNthDayDay: w, cronNthDayNth: n });
      }
    }
  });
  it('mode 9 days before month end, mode 10 nearest working day', () => {
    for (let n = 1; n <= 30; n += 1) expect(roundTrip(day({ cronEvery: DAY_MODE.daysBeforeEnd, cronDaysBeforeEomMinus: n })).back.day.cronDaysBeforeEomMinus).toBe(n);
    for (let d = 1; d <= 31; d += 1) expect(dayWeek(roundTrip(day({ cronEvery: DAY_MODE.nearestWorkday, cronDaysNearestWeekday: d })).back)).toBe(`${d}W ?`);
  });
  it('weekday range and day range', () => {
    expect(dayWeek(roundTrip(day({ cronEvery: DAY_MODE.weekRange }, { rangeStart: 2, rangeEnd: 6 })).back)).toBe('? 2-6');
    expect(dayWeek(roundTrip(day({ cronEvery: DAY_MODE.dayRange, rangeStart: 5, rangeEnd: 20 })).back)).toBe('5-20 ?');
  });
});

describe('parsing incoming expressions', () => {
  it('splits seven parts; six means no year; empty parts default to * and week ?', () => {
    expect(splitCronParts('0 0 12 * * ? 2030')).toEqual(['0', '0', '12', '*', '*', '?', '2030']);
    expect(splitCronParts('0 0 12 * * ?')).toEqual(['0', '0', '12', '*', '*', '?', '*']);
    expect(splitCronParts('0 0 12')).toEqual(['0', '0', '12', '*', '*', '?', '*']);
    expect(splitCronParts('')).toEqual(['*', '*', '*', '*', '*', '?', '*']);
    expect(splitCronParts('1 2 3 4 5 6 7 8')).toBeNull();
    expect(buildCron(parseCron('0 0 12 * * ?').state)).toBe('0 0 12 * * ? *');
  });
  it('reads names, */n, stepped ranges and mixed lists', () => {
    expect(buildCron(parseCron('*/5 0 0 ? JAN-MAR MON-FRI').state)).toBe('0/5 0 0 ? 1-3 2-6 *');
    expect(buildCron(parseCron('0 0-30/10 1-3,7 ? * SUN,SAT').state)).toBe('0 0,10,20,30 1,2,3,7 ? * 1,7 *');
    expect(buildCron(parseCron('0 0 0 ? * L').state)).toBe('0 0 0 ? * 7 *');
    expect(buildCron(parseCron('0 0 0 ? * *').state)).toBe('0 0 0 * * ? *');
    expect(buildCron(parseCron('0 0 0 ? * MON#2').state)).toBe('0 0 0 ? * 2#2 *');
  });
  it('reports unreadable parts and keeps their defaults', () => {
    const { state, invalid } = parseCron('61 x 24 32 13 9 1800');
    expect(invalid).toEqual(['second', 'minute', 'hour', 'month', 'year', 'day']);
    expect(buildCron(state)).toBe('* * * * * ? *');
    expect(parseCron('0 0 0 ? * 8#9').invalid).toEqual(['week']);
    expect(parseCron('1 2 3 4 5 6 7 8').invalid).toEqual(['expression']);
  });
  it('keeps the day when both day and week are set (mutually exclusive)', () => {
    expect(buildCron(parseCron('0 0 0 15 * MON').state)).toBe('0 0 0 15 * ? *');
  });
});
