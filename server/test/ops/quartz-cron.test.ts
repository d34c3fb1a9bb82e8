import { CronError, parseQuartzCron, quartzWeekToParser, quartzYears } from '../../src/scheduler/quartz-cron.js';

/** China time text of an instant. */
const cn = (d: Date | null) => (d ? new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ') : null);
/** An instant from China time text. */
const at = (text: string) => new Date(Date.parse(`${text.replace(' ', 'T')}Z`) - 8 * 3_600_000);
const times = (expr: string, from: string, n = 3) => parseQuartzCron(expr, at(from)).nextTimes(at(from), n).map(cn);
const errorOf = (expr: string) => {
  try {
    parseQuartzCron(expr, at('2025-01-01 00:00:00'));
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(CronError);
    return (err as Error).message;
  }
};

describe('Quartz cron on the server', () => {
  it('fires every 5 seconds and daily at 03:00 China time, with or without the year', () => {
    expect(times('0/5 * * * * ? *', '2025-03-01 10:00:02')).toEqual(['2025-03-01 10:00:05', '2025-03-01 10:00:10', '2025-03-01 10:00:15']);
    expect(times('0 0 3 * * ?', '2025-03-01 10:00:00', 2)).toEqual(['2025-03-02 03:00:00', '2025-03-03 03:00:00']);
    expect(times('  0   0 3 * * ?   * ', '2025-03-01 02:00:00', 1)).toEqual(['2025-03-01 03:00:00']);
    expect(parseQuartzCron('0  0 3 * * ?').expression).toBe('0 0 3 * * ?');
  });

  it('numbers weekdays as Quartz does (Sunday = 1) and knows nL and n#k', () => {
    // 2025-03-01 is a Saturday
    expect(times('0 0 8 ? * 2', '2025-03-01 00:00:00', 2)).toEqual(['2025-03-03 08:00:00', '2025-03-10 08:00:00']);
    expect(times('0 0 8 ? * MON-FRI', '2025-03-01 00:00:00', 2)).toEqual(['2025-03-03 08:00:00', '2025-03-04 08:00:00']);
    expect(times('0 0 8 ? * 1,7', '2025-03-03 00:00:00', 2)).toEqual(['2025-03-08 08:00:00', '2025-03-09 08:00:00']);
    expect(times('0 0 8 ? * 6L', '2025-03-01 00:00:00', 2)).toEqual(['2025-03-28 08:00:00', '2025-04-25 08:00:00']);
    expect(times('0 0 8 ? * 2#2', '2025-03-01 00:00:00', 1)).toEqual(['2025-03-10 08:00:00']);
    expect(quartzWeekToParser('2-6/2')).toBe('1-5/2');
    expect(quartzWeekToParser('?')).toBe('*');
    expect(quartzWeekToParser('L')).toBe('6');
  });

  it('resolves the day forms cron-parser lacks: L, L-n, LW and nW', () => {
    expect(times('0 0 0 L * ?', '2025-02-01 00:00:00', 2)).toEqual(['2025-02-28 00:00:00', '2025-03-31 00:00:00']);
    expect(times('0 0 0 L-2 * ?', '2025-02-01 00:00:00', 2)).toEqual(['2025-02-26 00:00:00', '2025-03-29 00:00:00']);
    // last weekday: 2025-05-31 is a Saturday → Friday 30th; 2025-08-31 Sunday → Friday 29th
    expect(times('0 0 9 LW 5,8 ?', '2025-01-01 00:00:00', 2)).toEqual(['2025-05-30 09:00:00', '2025-08-29 09:00:00']);
    // nearest weekday to the 15th: 2025-03-15 is a Saturday → Friday 14th; 2025-06-15 Sunday → Monday 16th
    expect(times('0 0 9 15W 3,6 ?', '2025-01-01 00:00:00', 2)).toEqual(['2025-03-14 09:00:00', '2025-06-16 09:00:00']);
    // 1W on a Saturday stays in the month: 2025-03-01 → Monday 3rd
    expect(times('0 0 9 1W 3 ?', '2025-01-01 00:00:00', 1)).toEqual(['2025-03-03 09:00:00']);
  });

  it('honours the year part and stops when no year is left', () => {
    expect(times('0 0 12 1 1 ? 2027,2029', '2025-06-01 00:00:00')).toEqual(['2027-01-01 12:00:00', '2029-01-01 12:00:00']);
    expect(times('0 0 12 1 1 ? 2026-2030/2', '2025-06-01 00:00:00', 5)).toEqual(['2026-01-01 12:00:00', '2028-01-01 12:00:00', '2030-01-01 12:00:00']);
    expect(quartzYears('*')).toBeNull();
    expect(quartzYears('2030')).toEqual(new Set([2030]));
    expect(errorOf('0 0 12 1 1 ? 2020')).toBe('Cron表达式没有可执行的时间');
  });

  it('rejects bad expressions with Chinese messages naming the field', () => {
    expect(errorOf('')).toBe('请输入Cron表达式');
    expect(errorOf('* * * * *')).toBe('Cron表达式必须由6或7个字段组成（秒 分 时 日 月 周 [年]）');
    expect(errorOf('0 0 3 * * *')).toBe('Cron表达式的日和周必须有且只有一个为?');
    expect(errorOf('0 0 3 ? * ?')).toBe('Cron表达式的日和周必须有且只有一个为?');
    expect(errorOf('60 * * * * ?')).toBe('Cron表达式的“秒”字段不正确');
    expect(errorOf('0 61 * * * ?')).toBe('Cron表达式的“分”字段不正确');
    expect(errorOf('0 0 24 * * ?')).toBe('Cron表达式的“时”字段不正确');
    expect(errorOf('0 0 0 32 * ?')).toBe('Cron表达式的“日”字段不正确');
    expect(errorOf('0 0 0 * 13 ?')).toBe('Cron表达式的“月”字段不正确');
    expect(errorOf('0 0 0 ? * 0')).toBe('Cron表达式的“周”字段不正确');
    expect(errorOf('0 0 0 ? * 8')).toBe('Cron表达式的“周”字段不正确');
    expect(errorOf('0 0 0 * * ? 1969')).toBe('Cron表达式的“年”字段不正确');
    expect(errorOf("0 0 0 * * ?; DROP TABLE sys_log")).toBe('Cron表达式必须由6或7个字段组成（秒 分 时 日 月 周 [年]）');
    expect(errorOf("0 0 0 * * '?'")).toBe('Cron表达式的“周”字段不正确');
    expect(errorOf('0 0 0 31 2 ?')).toBe('Cron表达式没有可执行的时间');
    expect(errorOf(`0 0 0 * * ? ${'1'.repeat(300)}`)).toBe('Cron表达式过长');
  });
});
