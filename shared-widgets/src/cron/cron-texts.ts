/**
 * Texts of the cron editor (widgets-spec §2 "Cron editor", §4 "Cron", §8). The spec gives
 * 'no execution time' only in English; the UI shows 没有达到条件的结果！ (common brief mapping).
 */
export const CRON_TEXTS = {
  title: 'Cron表达式',
  choose: '选择',
  tabs: { second: '秒', minute: '分', hour: '时', day: '日', month: '月', year: '年' },
  every: { second: '每秒', minute: '每分', hour: '每时', month: '每月', year: '每年' },
  range: '区间',
  loop: '循环',
  specify: '指定',
  noExecutionTime: '没有达到条件的结果！',
  previewTitle: '最近10次运行时间',
  expression: '表达式',
  week: '周',
  unit: { second: '秒', minute: '分', hour: '时', month: '月', year: '年' },
  from: '从',
  to: '至',
  loopStart: '开始，每',
  loopEnd: '执行一次',
  day: {
    everyDay: '每日',
    weekLoopPrefix: '从',
    weekLoopMiddle: '开始，每隔',
    weekLoopSuffix: '天执行一次',
    dayLoopPrefix: '从',
    dayLoopMiddle: '日开始，每隔',
    dayLoopSuffix: '天执行一次',
    specificWeekdays: '具体星期几（可多选）',
    specificDays: '具体天数（可多选）',
    lastDay: '在这个月的最后一天',
    lastWorkday: '在这个月的最后一个工作日',
    lastWeekday: '在这个月的最后一个',
    daysBeforeEndPrefix: '在本月底前',
    daysBeforeEndSuffix: '天',
    nearestWorkdayPrefix: '最近的工作日（周一至周五）至本月',
    nearestWorkdaySuffix: '日',
    nthWeekdayPrefix: '在这个月的第',
    nthWeekdayMiddle: '个',
    weekRange: '星期区间',
    dayRange: '日期区间',
    daySuffix: '日',
  },
  weekNames: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
} as const;

/** Label of a Quartz weekday number (Sunday = 1 … Saturday = 7, widgets-spec §4). */
export function weekdayName(n: number): string {
  return CRON_TEXTS.weekNames[n - 1] ?? String(n);
}
