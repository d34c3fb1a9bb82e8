import { buildCron } from '../../src/cron/cron-build';
import { DAY_MODE, PLAIN_MODE, defaultCronState, type CronState } from '../../src/cron/cron-model';
import { parseCron } from '../../src/cron/cron-parse';
import { applyCoarserRules } from '../../src/cron/cron-rules';

const from = (expression: string) => parseCron(expression).state;
function change(expression: string, edit: (s: CronState) => void): string {
  const prev = from(expression);
  const next: CronState = JSON.parse(JSON.stringify(prev)) as CronState;
  edit(next);
  return buildCron(applyCoarserRules(prev, next));
}

describe('cron coarser-field rules (widgets-spec §4)', () => {
  it('setting the minute turns a * second into 0', () => {
    expect(change('* * * * * ? *', (s) => (s.minute = { ...s.minute, cronEvery: PLAIN_MODE.specific, specificSpecific: [5] }))).toBe('0 5 * * * ? *');
  });
  it('setting the hour turns a * minute (and then second) into 0', () => {
    expect(change('* * * * * ? *', (s) => (s.hour = { ...s.hour, cronEvery: PLAIN_MODE.range, rangeStart: 8, rangeEnd: 18 }))).toBe('0 0 8-18 * * ? *');
    expect(change('10 * * * * ? *', (s) => (s.hour = { ...s.hour, cronEvery: PLAIN_MODE.loop, incrementStart: 0, incrementIncrement: 2 }))).toBe('10 0 0/2 * * ? *');
  });
  it('setting the day or the week turns a * hour into 0', () => {
    expect(change('* * * * * ? *', (s) => (s.day = { ...s.day, cronEvery: DAY_MODE.lastDay }))).toBe('0 0 0 L * ? *');
    expect(change('0 30 * * * ? *', (s) => {
      s.day = { ...s.day, cronEvery: DAY_MODE.specificWeekdays };
      s.week = { ...s.week, specificSpecific: [2, 4] };
    })).toBe('0 30 0 ? * 2,4 *');
  });
  it('a month change makes a * day (week ?) into 1', () => {
    expect(change('0 0 12 * * ? *', (s) => (s.month = { ...s.month, cronEvery: PLAIN_MODE.specific, specificSpecific: [3, 9] }))).toBe('0 0 12 1 3,9 ? *');
  });
  it('a year change sets month * → 1 (and cascades down)', () => {
    expect(change('0 0 12 * * ? *', (s) => (s.year = { ...s.year, cronEvery: PLAIN_MODE.specific, specificSpecific: [2030] }))).toBe('0 0 12 1 1 ? 2030');
  });
  it('leaves set finer fields alone and does nothing when a field goes back to *', () => {
    expect(change('15 20 * * * ? *', (s) => (s.hour = { ...s.hour, cronEvery: PLAIN_MODE.specific, specificSpecific: [6] }))).toBe('15 20 6 * * ? *');
    expect(change('* 5 * * * ? *', (s) => (s.minute = { ...s.minute, cronEvery: PLAIN_MODE.every }))).toBe('* * * * * ? *');
  });
  it('keeps the default state unchanged when nothing changed', () => {
    const s = defaultCronState();
    expect(buildCron(applyCoarserRules(s, s))).toBe('* * * * * ? *');
  });
});
