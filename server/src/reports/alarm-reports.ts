import { sql } from 'kysely';
import { ALARM_LEVEL_NAMES, ALARM_TYPES, FATIGUE_CODES, OVERSPEED_CODES, alarmTypeName } from '../alarm/alarm-types.js';
import { daysBetween } from './china-time.js';
import { ms, orderBy, round, vehicleScope } from './query.js';
import type { QueryField, ReportColumn, ReportContext, ReportDef, ReportQuery, ReportResult, ReportRow } from './types.js';

/**
 * Alarm-based reports over fleet_alarm (migration 002, filled by the alarm engine; catalogue
 * server/src/alarm/alarm-types.ts): an alarm belongs to the range when it started inside it.
 * Speeding: codes OVERSPEED_CODES (t1 超速报警, t13 超速预警, p_overspeed); fatigue: FATIGUE_CODES.
 * Pre-warnings (pre_warning true) are counted apart from alarms. Speeds km/h, durations s or min.
 */

const ORG: QueryField = { key: 'orgId', type: 'org', label: '组织机构' };
const PLATE: QueryField = { key: 'carNum', type: 'plate', label: '车牌号' };
const RANGE: QueryField = { key: 'timeRange', type: 'dateRange', label: '时间范围', defaultDays: 7 };
const TYPE_OPTIONS = ALARM_TYPES.map((t) => ({ value: t.code, label: t.name }));

function codesIn(codes: readonly string[]) {
  return sql.join(codes.map((c) => sql`${c}`));
}

function alarmWhere(ctx: ReportContext, q: ReportQuery, codes?: readonly string[]) {
  const parts = [vehicleScope(ctx, q), sql`a.start_time >= ${new Date(q.startMs)}`, sql`a.start_time <= ${new Date(q.endMs)}`];
  if (codes) parts.push(sql`a.alarm_type IN (${codesIn(codes)})`);
  return sql.join(parts, sql` AND `);
}

function page(records: ReportRow[], total: number): ReportResult {
  return { records, total };
}

interface VehicleAlarmAgg {
  vehicle_id: string; car_num: string; depart_name: string | null; total: number; alarms: number; warnings: number;
  severe: number; normal: number; hint: number; unhandled: number; duration_s: number | null; peak: number | null;
  avg_peak: number | null; limit_value: number | null; last_time: Date | null;
}

async function perVehicle(ctx: ReportContext, q: ReportQuery, def: ReportDef, codes?: readonly string[]): Promise<{ rows: VehicleAlarmAgg[]; total: number }> {
  const where = alarmWhere(ctx, q, codes);
  const totalRow = await sql<{ n: number }>`
    SELECT count(DISTINCT a.vehicle_id)::int AS n FROM fleet_alarm a JOIN fleet_vehicle v ON v.id = a.vehicle_id WHERE ${where}`.execute(ctx.db);
  const rows = await sql<VehicleAlarmAgg>`
    SELECT a.vehicle_id, v.car_num, d.depart_name,
      count(*)::int AS total,
      count(*) FILTER (WHERE NOT a.pre_warning)::int AS alarms,
      count(*) FILTER (WHERE a.pre_warning)::int AS warnings,
      count(*) FILTER (WHERE a.alarm_level = 3)::int AS severe,
      count(*) FILTER (WHERE a.alarm_level = 2)::int AS normal,
      count(*) FILTER (WHERE a.alarm_level = 1)::int AS hint,
      count(*) FILTER (WHERE a.handle_state = 0)::int AS unhandled,
      sum(coalesce(a.duration_s, EXTRACT(EPOCH FROM (coalesce(a.end_time, now()) - a.start_time))))::float8 AS duration_s,
      max(a.peak_speed)::float8 AS peak, avg(a.peak_speed)::float8 AS avg_peak, max(a.limit_value)::float8 AS limit_value,
      max(a.start_time) AS last_time
    FROM fleet_alarm a JOIN fleet_vehicle v ON v.id = a.vehicle_id LEFT JOIN sys_depart d ON d.id = v.depart_id
    WHERE ${where}
    GROUP BY a.vehicle_id, v.car_num, d.depart_name
    ORDER BY ${orderBy(def, q, 'v.car_num ASC')}
    LIMIT ${q.pageSize} OFFSET ${q.offset}`.execute(ctx.db);
  return { rows: rows.rows, total: totalRow.rows[0]?.n ?? 0 };
}

const VEHICLE_SORTS = { total: 'total', alarms: 'alarms', severe: 'severe', durationMin: 'duration_s', peakSpeed: 'peak', carNum: 'v.car_num', lastTime: 'last_time' };

/** 报警次数统计: per vehicle, alarms in the range by level, unhandled count and total duration. */
const alarmCount: ReportDef = {
  code: 'alarm_count', title: '报警次数统计', group: '报警报表', rowKey: 'carId', maxRangeDays: 31,
  description: '按车辆统计时间范围内开始的报警次数（含预警），按级别分列，时长为报警持续时间之和。',
  query: [ORG, PLATE, RANGE, { key: 'alarmType', type: 'select', label: '报警类型', options: TYPE_OPTIONS }],
  columns: [
    { key: 'carNum', title: '车牌号', sortable: true }, { key: 'departName', title: '所属部门' },
    { key: 'total', title: '报警总数', unit: '次', type: 'number', sortable: true },
    { key: 'severe', title: '严重', unit: '次', type: 'number', sortable: true }, { key: 'normal', title: '一般', unit: '次', type: 'number' },
    { key: 'hint', title: '提示', unit: '次', type: 'number' }, { key: 'unhandled', title: '未处理', unit: '次', type: 'number' },
    { key: 'durationMin', title: '报警时长', unit: 'min', type: 'number', sortable: true },
    { key: 'lastTime', title: '最近报警时间', type: 'time', sortable: true },
  ],
  chart: { kind: 'column', title: '各车辆报警次数', source: 'rows', x: 'carNum', y: [{ key: 'severe', name: '严重', unit: '次' }, { key: 'normal', name: '一般', unit: '次' }, { key: 'hint', name: '提示', unit: '次' }] },
  sorts: VEHICLE_SORTS, defaultSort: { column: 'total', order: 'desc' },
  async run(ctx, q) {
    const codes = typeof q.params.alarmType === 'string' ? [q.params.alarmType] : undefined;
    const { rows, total } = await perVehicle(ctx, q, alarmCount, codes);
    return page(rows.map((r) => ({
      carId: r.vehicle_id, carNum: r.car_num, departName: r.depart_name, total: r.total, severe: r.severe, normal: r.normal, hint: r.hint,
      unhandled: r.unhandled, durationMin: round((r.duration_s ?? 0) / 60, 1), lastTime: ms(r.last_time),
    })), total);
  },
};

/** 超速统计: per vehicle, speeding alarms and pre-warnings, total speeding time, highest and mean peak speed. */
const speedingStat: ReportDef = {
  code: 'speeding_stat', title: '超速统计', group: '报警报表', rowKey: 'carId', maxRangeDays: 31,
  description: '按车辆统计超速报警（终端超速报警、平台超速报警）与超速预警的次数、超速时长和最高速度。',
  query: [ORG, PLATE, RANGE],
  columns: [
    { key: 'carNum', title: '车牌号', sortable: true }, { key: 'departName', title: '所属部门' },
    { key: 'alarms', title: '超速次数', unit: '次', type: 'number', sortable: true },
    { key: 'warnings', title: '超速预警', unit: '次', type: 'number' },
    { key: 'durationS', title: '超速时长', unit: 's', type: 'number', sortable: true },
    { key: 'peakSpeed', title: '最高速度', unit: 'km/h', type: 'number', sortable: true },
    { key: 'avgPeakSpeed', title: '平均峰值速度', unit: 'km/h', type: 'number' },
    { key: 'limitValue', title: '限速', unit: 'km/h', type: 'number' },
    { key: 'lastTime', title: '最近超速时间', type: 'time', sortable: true },
  ],
  chart: { kind: 'column', title: '各车辆超速次数', source: 'rows', x: 'carNum', y: [{ key: 'alarms', name: '超速次数', unit: '次' }, { key: 'warnings', name: '超速预警', unit: '次' }] },
  sorts: { ...VEHICLE_SORTS, durationS: 'duration_s' }, defaultSort: { column: 'alarms', order: 'desc' },
  async run(ctx, q) {
    const { rows, total } = await perVehicle(ctx, q, speedingStat, OVERSPEED_CODES);
    return page(rows.map((r) => ({
      carId: r.vehicle_id, carNum: r.car_num, departName: r.depart_name, alarms: r.alarms, warnings: r.warnings,
      durationS: Math.round(r.duration_s ?? 0), peakSpeed: round(r.peak, 1), avgPeakSpeed: round(r.avg_peak, 1), limitValue: round(r.limit_value, 0),
      lastTime: ms(r.last_time),
    })), total);
  },
};

/** 疲劳驾驶统计: per vehicle, fatigue alarms and pre-warnings and their total duration. */
const fatigueStat: ReportDef = {
  code: 'fatigue_stat', title: '疲劳驾驶统计', group: '报警报表', rowKey: 'carId', maxRangeDays: 31,
  description: '按车辆统计疲劳驾驶报警（连续驾驶超4小时、当天累计超8小时、夜间连续超2小时、终端疲劳报警）与疲劳预警。',
  query: [ORG, PLATE, RANGE],
  columns: [
    { key: 'carNum', title: '车牌号', sortable: true }, { key: 'departName', title: '所属部门' },
    { key: 'alarms', title: '疲劳报警', unit: '次', type: 'number', sortable: true },
    { key: 'warnings', title: '疲劳预警', unit: '次', type: 'number' },
    { key: 'durationMin', title: '疲劳时长', unit: 'min', type: 'number', sortable: true },
    { key: 'unhandled', title: '未处理', unit: '次', type: 'number' },
    { key: 'lastTime', title: '最近报警时间', type: 'time', sortable: true },
  ],
  chart: { kind: 'column', title: '各车辆疲劳驾驶次数', source: 'rows', x: 'carNum', y: [{ key: 'alarms', name: '疲劳报警', unit: '次' }, { key: 'warnings', name: '疲劳预警', unit: '次' }] },
  sorts: VEHICLE_SORTS, defaultSort: { column: 'alarms', order: 'desc' },
  async run(ctx, q) {
    const { rows, total } = await perVehicle(ctx, q, fatigueStat, FATIGUE_CODES);
    return page(rows.map((r) => ({
      carId: r.vehicle_id, carNum: r.car_num, departName: r.depart_name, alarms: r.alarms, warnings: r.warnings,
      durationMin: round((r.duration_s ?? 0) / 60, 1), unhandled: r.unhandled, lastTime: ms(r.last_time),
    })), total);
  },
};

interface AlarmDetailRow {
  id: string; vehicle_id: string; car_num: string; depart_name: string | null; alarm_type: string; alarm_level: number; pre_warning: boolean;
  start_time: Date; end_time: Date | null; duration_s: number | null; start_speed: number | null; peak_speed: number | null;
  limit_value: number | null; start_lon: number | null; start_lat: number | null; driver_name: string | null; handle_state: number;
}

async function details(ctx: ReportContext, q: ReportQuery, def: ReportDef, codes: readonly string[]): Promise<ReportResult> {
  const where = alarmWhere(ctx, q, codes);
  const totalRow = await sql<{ n: number }>`SELECT count(*)::int AS n FROM fleet_alarm a JOIN fleet_vehicle v ON v.id = a.vehicle_id WHERE ${where}`.execute(ctx.db);
  const rows = await sql<AlarmDetailRow>`
    SELECT a.id::text AS id, a.vehicle_id, v.car_num, d.depart_name, a.alarm_type, a.alarm_level, a.pre_warning, a.start_time, a.end_time,
      coalesce(a.duration_s, CASE WHEN a.end_time IS NOT NULL THEN EXTRACT(EPOCH FROM (a.end_time - a.start_time))::int END) AS duration_s,
      a.start_speed, a.peak_speed, a.limit_value, a.start_lon, a.start_lat, coalesce(a.driver_name, v.driver_name) AS driver_name, a.handle_state
    FROM fleet_alarm a JOIN fleet_vehicle v ON v.id = a.vehicle_id LEFT JOIN sys_depart d ON d.id = v.depart_id
    WHERE ${where}
    ORDER BY ${orderBy(def, q, 'a.id DESC')}
    LIMIT ${q.pageSize} OFFSET ${q.offset}`.execute(ctx.db);
  return page(rows.rows.map((r) => ({
    id: r.id, carId: r.vehicle_id, carNum: r.car_num, departName: r.depart_name, alarmTypeName: alarmTypeName(r.alarm_type),
    levelName: ALARM_LEVEL_NAMES[r.alarm_level] ?? String(r.alarm_level), preWarning: r.pre_warning ? '预警' : '报警',
    startTime: ms(r.start_time), endTime: ms(r.end_time), durationS: r.duration_s, durationMin: r.duration_s === null ? null : round(r.duration_s / 60, 1),
    startSpeed: round(r.start_speed, 1), peakSpeed: round(r.peak_speed, 1), limitValue: round(r.limit_value, 0),
    limitH: r.limit_value === null ? null : round(r.limit_value / 3600, 2),
    lon: round(r.start_lon, 6), lat: round(r.start_lat, 6), driverName: r.driver_name, handleState: r.handle_state === 1 ? '已处理' : '未处理',
  })), totalRow.rows[0]?.n ?? 0);
}

const DETAIL_SORTS = { startTime: 'a.start_time', durationS: 'duration_s', durationMin: 'duration_s', peakSpeed: 'a.peak_speed', carNum: 'v.car_num' };
const detailHead: ReportColumn[] = [
  { key: 'carNum', title: '车牌号', sortable: true }, { key: 'departName', title: '所属部门' }, { key: 'alarmTypeName', title: '报警类型' },
  { key: 'preWarning', title: '类别' }, { key: 'levelName', title: '级别' },
  { key: 'startTime', title: '开始时间', type: 'time', sortable: true }, { key: 'endTime', title: '结束时间', type: 'time' },
];
const detailTail: ReportColumn[] = [
  { key: 'lon', title: '经度', unit: '°', type: 'number' }, { key: 'lat', title: '纬度', unit: '°', type: 'number' },
  { key: 'driverName', title: '驾驶员' }, { key: 'handleState', title: '处理状态' },
];

/** 超速明细: every speeding alarm / pre-warning with times, duration s, peak speed and limit km/h, place. */
const speedingDetail: ReportDef = {
  code: 'speeding_detail', title: '超速明细', group: '报警报表', rowKey: 'id', maxRangeDays: 31,
  description: '超速报警与超速预警的逐条明细。',
  query: [ORG, PLATE, RANGE],
  columns: [...detailHead,
    { key: 'durationS', title: '持续时长', unit: 's', type: 'number', sortable: true },
    { key: 'startSpeed', title: '起始速度', unit: 'km/h', type: 'number' },
    { key: 'peakSpeed', title: '最高速度', unit: 'km/h', type: 'number', sortable: true },
    { key: 'limitValue', title: '限速', unit: 'km/h', type: 'number' }, ...detailTail],
  sorts: DETAIL_SORTS, defaultSort: { column: 'startTime', order: 'desc' },
  run: (ctx, q) => details(ctx, q, speedingDetail, OVERSPEED_CODES),
};

/** 疲劳驾驶明细: every fatigue alarm / pre-warning with times, duration min and the rule's limit h. */
const fatigueDetail: ReportDef = {
  code: 'fatigue_detail', title: '疲劳驾驶明细', group: '报警报表', rowKey: 'id', maxRangeDays: 31,
  description: '疲劳驾驶报警与预警的逐条明细；限值为规则的驾驶时长上限。',
  query: [ORG, PLATE, RANGE],
  columns: [...detailHead,
    { key: 'durationMin', title: '持续时长', unit: 'min', type: 'number', sortable: true },
    { key: 'limitH', title: '规则限值', unit: 'h', type: 'number' }, ...detailTail],
  sorts: DETAIL_SORTS, defaultSort: { column: 'startTime', order: 'desc' },
  run: (ctx, q) => details(ctx, q, fatigueDetail, FATIGUE_CODES),
};

/**
 * 时段报警统计: alarms of the range counted per hour of the day (0-23, China time, over every day
 * of the range) or per China day; every bucket is listed, empty ones with 0.
 */
const periodAlarm: ReportDef = {
  code: 'period_alarm', title: '时段报警统计', group: '报警报表', rowKey: 'period', maxRangeDays: 31,
  description: '按小时（0-23时，跨天累加）或按天统计报警次数及涉及车辆数。',
  query: [ORG, PLATE, RANGE,
    { key: 'granularity', type: 'select', label: '统计粒度', default: 'hour', options: [{ value: 'hour', label: '按小时' }, { value: 'day', label: '按天' }] },
    { key: 'alarmType', type: 'select', label: '报警类型', options: TYPE_OPTIONS }],
  columns: [
    { key: 'period', title: '时段' }, { key: 'total', title: '报警次数', unit: '次', type: 'number' },
    { key: 'severe', title: '严重', unit: '次', type: 'number' }, { key: 'normal', title: '一般', unit: '次', type: 'number' },
    { key: 'hint', title: '提示', unit: '次', type: 'number' }, { key: 'vehicles', title: '涉及车辆', unit: '辆', type: 'number' },
  ],
  chart: { kind: 'column', title: '时段报警次数', source: 'answer' },
  async run(ctx, q) {
    const byHour = q.params.granularity !== 'day';
    const codes = typeof q.params.alarmType === 'string' ? [q.params.alarmType] : undefined;
    const bucket = byHour
      ? sql`EXTRACT(HOUR FROM (a.start_time AT TIME ZONE 'UTC' + interval '8 hours'))::int::text`
      : sql`to_char(a.start_time AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;
    const rows = await sql<{ b: string; total: number; severe: number; normal: number; hint: number; vehicles: number }>`
      SELECT ${bucket} AS b, count(*)::int AS total, count(*) FILTER (WHERE a.alarm_level = 3)::int AS severe,
        count(*) FILTER (WHERE a.alarm_level = 2)::int AS normal, count(*) FILTER (WHERE a.alarm_level = 1)::int AS hint,
        count(DISTINCT a.vehicle_id)::int AS vehicles
      FROM fleet_alarm a JOIN fleet_vehicle v ON v.id = a.vehicle_id
      WHERE ${alarmWhere(ctx, q, codes)}
      GROUP BY 1`.execute(ctx.db);
    const found = new Map(rows.rows.map((r) => [r.b, r]));
    const keys = byHour ? Array.from({ length: 24 }, (_, h) => String(h)) : daysBetween(q.fromDay, q.toDay);
    const all = keys.map((k) => {
      const r = found.get(k);
      const period = byHour ? `${k.padStart(2, '0')}:00-${k.padStart(2, '0')}:59` : k;
      return { period, total: r?.total ?? 0, severe: r?.severe ?? 0, normal: r?.normal ?? 0, hint: r?.hint ?? 0, vehicles: r?.vehicles ?? 0 };
    });
    return {
      records: all.slice(q.offset, q.offset + q.pageSize),
      total: all.length,
      chart: {
        xType: 'category', categories: all.map((r) => r.period),
        series: [
          { name: '严重', unit: '次', type: 'column', data: all.map((r) => r.severe) },
          { name: '一般', unit: '次', type: 'column', data: all.map((r) => r.normal) },
          { name: '提示', unit: '次', type: 'column', data: all.map((r) => r.hint) },
        ],
      },
      summary: [{ label: '报警总数', value: all.reduce((s, r) => s + r.total, 0), unit: '次' }],
    };
  },
};

/** The alarm-based reports. */
export const ALARM_REPORTS: ReportDef[] = [alarmCount, speedingStat, speedingDetail, fatigueStat, fatigueDetail, periodAlarm];

