import { nextCronTimes, toParserWeek } from '../../src/cron/cron-next-times';

const FROM = new Date(2026, 0, 1, 10, 0, 0); // Thursday 2026-01-01 10:00:00 local

describe('cron preview: next 10 run times (cron-parser, year ignored)', () => {
  it('lists the next 10 times, formatted, strictly after now', () => {
    const times = nextCronTimes('0 0 12 * * ? *', 10, FROM);
    expect(times).toHaveLength(10);
    expect(times[0]).toBe('2026-01-01 12:00:00');
    expect(times[9]).toBe('2026-01-10 12:00:00');
    expect(nextCronTimes('0/20 * * * * ?', 3, FROM)).toEqual(['2026-01-01 10:00:20', '2026-01-01 10:00:40', '2026-01-01 10:01:00']);
  });
  it('ignores the year part', () => {
    expect(nextCronTimes('0 0 0 1 1 ? 2099', 2, FROM)).toEqual(['2027-01-01 00:00:00', '2028-01-01 00:00:00']);
  });
  it('reads Quartz weekdays (Sunday = 1), last and nth weekdays', () => {
    expect(toParserWeek('2-6')).toBe('1,2,3,4,5');
    expect(toParserWeek('MON#2')).toBe('1#2');
    expect(toParserWeek('6L')).toBe('5L');
    expect(nextCronTimes('0 0 9 ? * 2', 2, FROM)).toEqual(['2026-01-05 09:00:00', '2026-01-12 09:00:00']);
    expect(nextCronTimes('0 0 9 ? * 1,7', 3, FROM)).toEqual(['2026-01-03 09:00:00', '2026-01-04 09:00:00', '2026-01-10 09:00:00']);
    expect(nextCronTimes('0 0 9 ? * 6L', 2, FROM)).toEqual(['2026-01-30 09:00:00', '2026-02-27 09:00:00']);
    expect(nextCronTimes('0 0 9 ? * 2#1', 2, FROM)).toEqual(['2026-01-05 09:00:00', '2026-02-02 09:00:00']);
    expect(nextCronTimes('0 0 9 ? * 2/3', 3, FROM)).toEqual(['2026-01-05 09:00:00', '2026-01-08 09:00:00', '2026-01-12 09:00:00']);
  });
  it('resolves L, L-n, LW and nW day forms', () => {
    expect(nextCronTimes('0 0 0 L * ?', 2, FROM)).toEqual(['2026-01-31 00:00:00', '2026-02-28 00:00:00']);
    expect(nextCronTimes('0 0 0 L-2 * ?', 2, FROM)).toEqual(['2026-01-29 00:00:00', '2026-02-26 00:00:00']);
    // 2026-01-31 is a Saturday, 2026-05-31 a Sunday.
    expect(nextCronTimes('0 0 0 LW 1,5 ?', 2, FROM)).toEqual(['2026-01-30 00:00:00', '2026-05-29 00:00:00']);
    // 2026-02-01 is a Sunday -> Monday 2nd; 2026-08-01 is a Saturday -> Monday 3rd (never leaves the month).
    expect(nextCronTimes('0 0 0 1W 2,8 ?', 2, FROM)).toEqual(['2026-02-02 00:00:00', '2026-08-03 00:00:00']);
    // 2026-01-31 is a Saturday -> Friday 30th; months without a 31st never fire.
    expect(nextCronTimes('0 0 0 31W * ?', 2, FROM)).toEqual(['2026-01-30 00:00:00', '2026-03-31 00:00:00']);
    expect(nextCronTimes('0 30 10 15W 1 ?', 3, FROM)).toEqual(['2026-01-15 10:30:00', '2027-01-15 10:30:00', '2028-01-14 10:30:00']);
  });
  it('includes today when a special day is today and the time is still ahead', () => {
    expect(nextCronTimes('0 0 11,9 1W * ?', 1, FROM)).toEqual(['2026-01-01 11:00:00']);
  });
  it('gives [] when nothing can ever run or the text is invalid', () => {
    expect(nextCronTimes('0 0 0 30 2 ?', 10, FROM)).toEqual([]);
    expect(nextCronTimes('x y z', 10, FROM)).toEqual([]);
    expect(nextCronTimes('0 0 0 ? * 9', 10, FROM)).toEqual([]);
    expect(nextCronTimes('1 2 3 4 5 6 7 8', 10, FROM)).toEqual([]);
  });
});
