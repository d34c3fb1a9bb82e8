import { ALARM_REPORTS } from './alarm-reports.js';
import { DAILY_REPORTS } from './daily-reports.js';
import { POSITION_REPORTS } from './position-reports.js';
import { STATE_REPORTS } from './state-reports.js';
import type { ReportDef, ReportMeta } from './types.js';

/**
 * Every fleet report of issue 3 "Reports", in menu order. Codes are the last segment of the menu
 * path /fleet/report/<code>.
 */
const ORDER = [
  'alarm_count', 'speeding_stat', 'speeding_detail', 'fatigue_stat', 'fatigue_detail', 'period_alarm',
  'online_query', 'operation_stat', 'travel_time', 'traffic_stat', 'motion_track', 'offline_query',
  'track_detail', 'status_query', 'peripheral', 'fuel_single',
];
const ALL = [...ALARM_REPORTS, ...DAILY_REPORTS, ...POSITION_REPORTS, ...STATE_REPORTS];

export const REPORTS: readonly ReportDef[] = ORDER.map((code) => {
  const def = ALL.find((r) => r.code === code);
  if (!def) throw new Error(`report ${code} is not defined`);
  return def;
});

const BY_CODE = new Map(REPORTS.map((r) => [r.code, r]));

/** The report of a code, or undefined. */
export function findReport(code: string): ReportDef | undefined {
  return BY_CODE.get(code);
}

/** The wire meta of a report (no functions, no SQL): what the front end builds its page from. */
export function reportMeta(def: ReportDef): ReportMeta & { maxRangeDays: number; singleCar: boolean; timed: boolean } {
  return {
    code: def.code, title: def.title, group: def.group, description: def.description, rowKey: def.rowKey, query: def.query,
    columns: def.columns, chart: def.chart, maxRangeDays: def.maxRangeDays, singleCar: def.singleCar === true, timed: def.timed !== false,
  };
}
