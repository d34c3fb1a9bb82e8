/**
 * Greeting by hour (spec §9): before 9 早上好, to 11 上午好, to 13 中午好, before 20 下午好,
 * else 晚上好. `hour` is 0-23, the current local hour by default.
 */
export function greeting(hour: number = new Date().getHours()): string {
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}
