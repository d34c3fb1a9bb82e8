import { sql } from 'kysely';
import { ms, orderBy, round, vehicleScope } from './query.js';
import type { QueryField, ReportContext, ReportDef, ReportQuery, ReportResult } from './types.js';

/**
 * Day-based reports over fleet_daily_stat (migration 004, maintained by the rollup of
 * daily-rollup.ts — rules and thresholds there). No raw positions are read, which is what keeps
 * 运营统计 of 1,000 vehicles × 30 days under 2 s. Today's row lags the live data by at most one
 * rollup interval (60 s). Units: km, h, km/h, L, KB.
 */

const ORG: QueryField = { key: 'orgId', type: 'org', label: '组织机构' };
const PLATE: QueryField = { key: 'carNum', type: 'plate', label: '车牌号' };
const DAYS: QueryField = { key: 'timeRange', type: 'dateRange', label: '日期范围', defaultDays: 7, dayOnly: true };

interface DailyRow {
  vehicle_id: string; car_num: string; depart_name: string | null; day: string; positions: number; first_time: Date; last_time: Date;
  mileage_km: number; mileage_source: string; driving_s: number; idle_s: number; online_s: number; max_speed: number;
  fuel_used_l: number; refuel_l: number; refuel_count: number; bytes_est: number; fuel_start_l: number | null; fuel_end_l: number | null;
}

function dailyWhere(ctx: ReportContext, q: ReportQuery) {
  return sql`${vehicleScope(ctx, q)} AND s.day BETWEEN ${q.fromDay}::date AND ${q.toDay}::date`;
}

/** A page of (vehicle, day) rows of fleet_daily_stat inside the scope, sorted by an allow-listed column. */
export async function dailyRows(ctx: ReportContext, q: ReportQuery, def: ReportDef): Promise<{ rows: DailyRow[]; total: number }> {
  const where = dailyWhere(ctx, q);
  const [count, rows] = await Promise.all([
    sql<{ n: number }>`SELECT count(*)::int AS n FROM fleet_daily_stat s JOIN fleet_vehicle v ON v.id = s.vehicle_id WHERE ${where}`.execute(ctx.db),
    sql<DailyRow>`
      SELECT s.vehicle_id, v.car_num, d.depart_name, to_char(s.day, 'YYYY-MM-DD') AS day, s.positions, s.first_time, s.last_time,
        s.mileage_km, s.mileage_source, s.driving_s, s.idle_s, s.online_s, s.max_speed, s.fuel_used_l, s.refuel_l, s.refuel_count,
        s.bytes_est, s.fuel_start_l, s.fuel_end_l
      FROM fleet_daily_stat s JOIN fleet_vehicle v ON v.id = s.vehicle_id LEFT JOIN sys_depart d ON d.id = v.depart_id
      WHERE ${where}
      ORDER BY ${orderBy(def, q, 's.day DESC, v.car_num ASC')}
      LIMIT ${q.pageSize} OFFSET ${q.offset}`.execute(ctx.db),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** Per-day totals over the whole scope (chart series of the day reports). */
async function dayTotals(ctx: ReportContext, q: ReportQuery) {
  const r = await sql<{ day: string; mileage: number; driving: number; fuel: number; positions: number; bytes: number; vehicles: number }>`
    SELECT to_char(s.day, 'YYYY-MM-DD') AS day, sum(s.mileage_km)::float8 AS mileage, sum(s.driving_s)::float8 AS driving,
      sum(s.fuel_used_l)::float8 AS fuel, sum(s.positions)::float8 AS positions, sum(s.bytes_est)::float8 AS bytes, count(*)::int AS vehicles
    FROM fleet_daily_stat s JOIN fleet_vehicle v ON v.id = s.vehicle_id
    WHERE ${dailyWhere(ctx, q)}
    GROUP BY s.day ORDER BY s.day`.execute(ctx.db);
  return r.rows;
}

const hours = (s: number) => round(s / 3600, 2);
const DAILY_SORTS = {
  day: 's.day', carNum: 'v.car_num', mileageKm: 's.mileage_km', drivingH: 's.driving_s', idleH: 's.idle_s', onlineH: 's.online_s',
  fuelL: 's.fuel_used_l', maxSpeed: 's.max_speed', positions: 's.positions', trafficKb: 's.bytes_est', firstTime: 's.first_time', lastTime: 's.last_time',
};

/** 运营统计: per vehicle per day mileage km, driving h, idle h (ACC on, not moving), fuel L, L/100 km, max and mean speed km/h. */
const operationStat: ReportDef = {
  code: 'operation_stat', title: '运营统计', group: '运营报表', rowKey: 'key', maxRangeDays: 31,
  description: '按车辆按天统计里程、行驶时长、怠速时长（ACC开且未行驶）、油耗；里程优先取终端里程表，无里程表时按轨迹计算。',
  query: [ORG, PLATE, DAYS],
  columns: [
    { key: 'day', title: '日期', type: 'day', sortable: true }, { key: 'carNum', title: '车牌号', sortable: true }, { key: 'departName', title: '所属部门' },
    { key: 'mileageKm', title: '里程', unit: 'km', type: 'number', sortable: true },
    { key: 'drivingH', title: '行驶时长', unit: 'h', type: 'number', sortable: true },
    { key: 'idleH', title: '怠速时长', unit: 'h', type: 'number', sortable: true },
    { key: 'fuelL', title: '油耗', unit: 'L', type: 'number', sortable: true },
    { key: 'fuelPer100Km', title: '百公里油耗', unit: 'L/100km', type: 'number' },
    { key: 'avgSpeed', title: '平均速度', unit: 'km/h', type: 'number' },
    { key: 'maxSpeed', title: '最高速度', unit: 'km/h', type: 'number', sortable: true },
    { key: 'mileageSource', title: '里程来源' },
  ],
  chart: { kind: 'column', title: '每日里程与油耗（合计）', source: 'answer' },
  sorts: DAILY_SORTS, defaultSort: { column: 'day', order: 'desc' },
  async run(ctx, q): Promise<ReportResult> {
    const [{ rows, total }, totals] = await Promise.all([dailyRows(ctx, q, operationStat), dayTotals(ctx, q)]);
    const sum = totals.reduce((a, t) => ({ mileage: a.mileage + t.mileage, driving: a.driving + t.driving, fuel: a.fuel + t.fuel }), { mileage: 0, driving: 0, fuel: 0 });
    return {
      records: rows.map((r) => ({
        key: `${r.vehicle_id}|${r.day}`, carId: r.vehicle_id, day: r.day, carNum: r.car_num, departName: r.depart_name,
        mileageKm: round(r.mileage_km, 3), drivingH: hours(r.driving_s), idleH: hours(r.idle_s), fuelL: round(r.fuel_used_l, 1),
        fuelPer100Km: r.mileage_km >= 1 ? round((r.fuel_used_l / r.mileage_km) * 100, 1) : null,
        avgSpeed: r.driving_s > 0 ? round(r.mileage_km / (r.driving_s / 3600), 1) : null, maxSpeed: round(r.max_speed, 1),
        mileageSource: r.mileage_source === 'odometer' ? '里程表' : '轨迹',
      })),
      total,
      chart: {
        xType: 'category', categories: totals.map((t) => t.day),
        series: [
          { name: '里程', unit: 'km', type: 'column', data: totals.map((t) => round(t.mileage, 1)) },
          { name: '油耗', unit: 'L', type: 'spline', data: totals.map((t) => round(t.fuel, 1)) },
        ],
      },
      summary: [
        { label: '总里程', value: round(sum.mileage, 1), unit: 'km' }, { label: '总行驶时长', value: hours(sum.driving), unit: 'h' },
        { label: '总油耗', value: round(sum.fuel, 1), unit: 'L' },
      ],
    };
  },
};

/** 车辆上线查询: per vehicle per day first and last report time, online time h and positions. */
const onlineQuery: ReportDef = {
  code: 'online_query', title: '车辆上线查询', group: '运营报表', rowKey: 'key', maxRangeDays: 31,
  description: '按车辆按天列出首次与末次上报时间、在线时长（相邻上报间隔不超过5分钟的时间之和）和上报条数。',
  query: [ORG, PLATE, DAYS],
  columns: [
    { key: 'day', title: '日期', type: 'day', sortable: true }, { key: 'carNum', title: '车牌号', sortable: true }, { key: 'departName', title: '所属部门' },
    { key: 'firstTime', title: '首次上报时间', type: 'time', sortable: true }, { key: 'lastTime', title: '末次上报时间', type: 'time', sortable: true },
    { key: 'onlineH', title: '在线时长', unit: 'h', type: 'number', sortable: true }, { key: 'positions', title: '上报条数', unit: '条', type: 'number', sortable: true },
  ],
  chart: { kind: 'column', title: '每日上线车辆数', source: 'answer' },
  sorts: DAILY_SORTS, defaultSort: { column: 'day', order: 'desc' },
  async run(ctx, q) {
    const [{ rows, total }, totals] = await Promise.all([dailyRows(ctx, q, onlineQuery), dayTotals(ctx, q)]);
    return {
      records: rows.map((r) => ({
        key: `${r.vehicle_id}|${r.day}`, carId: r.vehicle_id, day: r.day, carNum: r.car_num, departName: r.depart_name,
        firstTime: ms(r.first_time), lastTime: ms(r.last_time), onlineH: hours(r.online_s), positions: r.positions,
      })),
      total,
      chart: { xType: 'category', categories: totals.map((t) => t.day), series: [{ name: '上线车辆', unit: '辆', type: 'column', data: totals.map((t) => t.vehicles) }] },
    };
  },
};

/**
 * 流量统计: per vehicle per day positions received and the estimated upstream traffic KB
 * (43 B per 0x0200 frame + 6 B odometer + 4 B fuel extra; escapes and other messages not counted).
 */
const trafficStat: ReportDef = {
  code: 'traffic_stat', title: '流量统计', group: '运营报表', rowKey: 'key', maxRangeDays: 31,
  description: '按车辆按天统计收到的位置数据条数与估算上行流量（每条0x0200约43字节，另加里程6字节、油量4字节附加项；不含转义与其他消息）。',
  query: [ORG, PLATE, DAYS],
  columns: [
    { key: 'day', title: '日期', type: 'day', sortable: true }, { key: 'carNum', title: '车牌号', sortable: true }, { key: 'departName', title: '所属部门' },
    { key: 'positions', title: '位置条数', unit: '条', type: 'number', sortable: true },
    { key: 'trafficKb', title: '估算流量', unit: 'KB', type: 'number', sortable: true },
    { key: 'avgIntervalS', title: '平均上报间隔', unit: 's', type: 'number' },
  ],
  chart: { kind: 'column', title: '每日位置条数（合计）', source: 'answer' },
  sorts: DAILY_SORTS, defaultSort: { column: 'day', order: 'desc' },
  async run(ctx, q) {
    const [{ rows, total }, totals] = await Promise.all([dailyRows(ctx, q, trafficStat), dayTotals(ctx, q)]);
    return {
      records: rows.map((r) => ({
        key: `${r.vehicle_id}|${r.day}`, carId: r.vehicle_id, day: r.day, carNum: r.car_num, departName: r.depart_name,
        positions: r.positions, trafficKb: round(r.bytes_est / 1024, 1), avgIntervalS: r.positions > 1 ? round(r.online_s / (r.positions - 1), 1) : null,
      })),
      total,
      chart: {
        xType: 'category', categories: totals.map((t) => t.day),
        series: [
          { name: '位置条数', unit: '条', type: 'column', data: totals.map((t) => t.positions) },
          { name: '估算流量', unit: 'KB', type: 'spline', data: totals.map((t) => round(t.bytes / 1024, 1)) },
        ],
      },
    };
  },
};

/** 运动轨迹: per vehicle over the range: active days, first/last report and place, mileage km, driving h, max speed km/h. */
const motionTrack: ReportDef = {
  code: 'motion_track', title: '运动轨迹', group: '运营报表', rowKey: 'carId', maxRangeDays: 31,
  description: '按车辆汇总时间范围内的运动情况：活动天数、首末次上报时间与位置、总里程、行驶时长和最高速度。',
  query: [ORG, PLATE, DAYS],
  columns: [
    { key: 'carNum', title: '车牌号', sortable: true }, { key: 'departName', title: '所属部门' },
    { key: 'days', title: '活动天数', unit: '天', type: 'number', sortable: true },
    { key: 'firstTime', title: '首次上报时间', type: 'time' }, { key: 'firstLon', title: '起点经度', unit: '°', type: 'number' }, { key: 'firstLat', title: '起点纬度', unit: '°', type: 'number' },
    { key: 'lastTime', title: '末次上报时间', type: 'time' }, { key: 'lastLon', title: '终点经度', unit: '°', type: 'number' }, { key: 'lastLat', title: '终点纬度', unit: '°', type: 'number' },
    { key: 'mileageKm', title: '总里程', unit: 'km', type: 'number', sortable: true }, { key: 'drivingH', title: '行驶时长', unit: 'h', type: 'number', sortable: true },
    { key: 'maxSpeed', title: '最高速度', unit: 'km/h', type: 'number', sortable: true }, { key: 'positions', title: '位置条数', unit: '条', type: 'number' },
  ],
  chart: { kind: 'column', title: '各车辆里程', source: 'rows', x: 'carNum', y: [{ key: 'mileageKm', name: '里程', unit: 'km' }] },
  sorts: { carNum: 'v.car_num', days: 'days', mileageKm: 'mileage', drivingH: 'driving', maxSpeed: 'max_speed' },
  defaultSort: { column: 'mileageKm', order: 'desc' },
  async run(ctx, q) {
    const where = dailyWhere(ctx, q);
    const count = await sql<{ n: number }>`SELECT count(DISTINCT s.vehicle_id)::int AS n FROM fleet_daily_stat s JOIN fleet_vehicle v ON v.id = s.vehicle_id WHERE ${where}`.execute(ctx.db);
    const rows = await sql<{ vehicle_id: string; car_num: string; depart_name: string | null; days: number; first_time: Date; last_time: Date;
      first_lon: number | null; first_lat: number | null; last_lon: number | null; last_lat: number | null; mileage: number; driving: number; max_speed: number; positions: number }>`
      SELECT s.vehicle_id, v.car_num, d.depart_name, count(*)::int AS days, min(s.first_time) AS first_time, max(s.last_time) AS last_time,
        (array_agg(s.first_lon ORDER BY s.day))[1] AS first_lon, (array_agg(s.first_lat ORDER BY s.day))[1] AS first_lat,
        (array_agg(s.last_lon ORDER BY s.day DESC))[1] AS last_lon, (array_agg(s.last_lat ORDER BY s.day DESC))[1] AS last_lat,
        sum(s.mileage_km)::float8 AS mileage, sum(s.driving_s)::float8 AS driving, max(s.max_speed)::float8 AS max_speed, sum(s.positions)::int AS positions
      FROM fleet_daily_stat s JOIN fleet_vehicle v ON v.id = s.vehicle_id LEFT JOIN sys_depart d ON d.id = v.depart_id
      WHERE ${where}
      GROUP BY s.vehicle_id, v.car_num, d.depart_name
      ORDER BY ${orderBy(motionTrack, q, 'v.car_num ASC')}
      LIMIT ${q.pageSize} OFFSET ${q.offset}`.execute(ctx.db);
    return {
      records: rows.rows.map((r) => ({
        carId: r.vehicle_id, carNum: r.car_num, departName: r.depart_name, days: r.days, firstTime: ms(r.first_time), lastTime: ms(r.last_time),
        firstLon: round(r.first_lon, 6), firstLat: round(r.first_lat, 6), lastLon: round(r.last_lon, 6), lastLat: round(r.last_lat, 6),
        mileageKm: round(r.mileage, 3), drivingH: hours(r.driving), maxSpeed: round(r.max_speed, 1), positions: r.positions,
      })),
      total: count.rows[0]?.n ?? 0,
    };
  },
};

/** The day-based reports. */
export const DAILY_REPORTS: ReportDef[] = [operationStat, onlineQuery, trafficStat, motionTrack];
