import { sql } from 'kysely';
import { alarmNames } from '../jt808/alarm-bits.js';
import { chinaDayStart, DAY_MS } from './china-time.js';
import { REFUEL_MIN_L } from './daily-rollup.js';
import { readPeripherals } from './peripheral-extras.js';
import { ms, round } from './query.js';
import { loadAnalysedTrack } from '../track/service.js';
import type { QueryField, ReportContext, ReportDef } from './types.js';

/**
 * Single-car reports over raw fleet_position rows (one vehicle, read by its primary key
 * (vehicle_id, gps_time)); ranges are limited to 7 days (轨迹查询时间范围不能超过7天) except the fuel
 * report whose table comes from fleet_daily_stat. Units: km/h, km, L, °C, kg, kPa, degrees.
 */

const PLATE: QueryField = { key: 'carNum', type: 'plate', label: '车牌号', required: true };
const RANGE: QueryField = { key: 'timeRange', type: 'dateRange', label: '时间范围', defaultDays: 1 };
const MAX_CHART_POINTS = 2000;

function car(ctx: ReportContext) {
  if (!ctx.vehicle) throw new Error('single-car report without a vehicle');
  return ctx.vehicle;
}

interface PosRow {
  gps_time: Date; recv_time: Date; lat: number; lon: number; altitude: number; speed: number; direction: number;
  alarm_flags: number; status_flags: number; mileage: number | null; fuel: number | null; extras: unknown;
}

/** Keeps at most `max` evenly spaced items (first and last kept). */
export function thin<T>(items: T[], max = MAX_CHART_POINTS): T[] {
  if (items.length <= max) return items;
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)]);
}

/** 轨迹明细: the car's positions in time order, paged (invalid points included, marked). */
const trackDetail: ReportDef = {
  code: 'track_detail', title: '轨迹明细', group: '轨迹报表', rowKey: 'gpsTime', maxRangeDays: 7, singleCar: true,
  description: '单车在时间范围内的全部位置记录（按定位时间排序），含未定位点。',
  query: [PLATE, RANGE],
  columns: [
    { key: 'carNum', title: '车牌号' }, { key: 'gpsTime', title: '定位时间', type: 'time', sortable: true }, { key: 'recvTime', title: '接收时间', type: 'time' },
    { key: 'lon', title: '经度', unit: '°', type: 'number' }, { key: 'lat', title: '纬度', unit: '°', type: 'number' },
    { key: 'speed', title: '速度', unit: 'km/h', type: 'number' }, { key: 'direction', title: '方向', unit: '°', type: 'number' },
    { key: 'altitude', title: '海拔', unit: 'm', type: 'number' }, { key: 'mileage', title: '里程表', unit: 'km', type: 'number' },
    { key: 'fuel', title: '油量', unit: 'L', type: 'number' }, { key: 'acc', title: 'ACC' }, { key: 'located', title: '定位' },
    { key: 'alarms', title: '报警' },
  ],
  sorts: { gpsTime: 'gps_time' }, defaultSort: { column: 'gpsTime', order: 'asc' },
  async run(ctx, q) {
    const v = car(ctx);
    const where = sql`vehicle_id = ${v.id} AND gps_time >= ${new Date(q.startMs)} AND gps_time <= ${new Date(q.endMs)}`;
    const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM fleet_position WHERE ${where}`.execute(ctx.db);
    const rows = await sql<PosRow>`
      SELECT gps_time, recv_time, lat, lon, altitude, speed, direction, alarm_flags, status_flags, mileage, fuel
      FROM fleet_position WHERE ${where}
      ORDER BY gps_time ${sql.raw(q.order === 'desc' ? 'DESC' : 'ASC')}
      LIMIT ${q.pageSize} OFFSET ${q.offset}`.execute(ctx.db);
    return {
      records: rows.rows.map((r) => ({
        carNum: v.carNum, gpsTime: ms(r.gps_time), recvTime: ms(r.recv_time), lon: round(r.lon, 6), lat: round(r.lat, 6), speed: round(r.speed, 1),
        direction: r.direction, altitude: r.altitude, mileage: round(r.mileage, 1), fuel: round(r.fuel, 1),
        acc: (Number(r.status_flags) & 1) === 1 ? '开' : '关', located: (Number(r.status_flags) & 2) === 2 ? '已定位' : '未定位',
        alarms: alarmNames(Number(r.alarm_flags) >>> 0).join('、'),
      })),
      total: count.rows[0]?.n ?? 0,
    };
  },
};

/**
 * 行驶时间明细: the car's trips (start, end, duration min, distance km, max/mean speed km/h, places),
 * derived exactly as 轨迹回放 / 行驶列表 derive them (server/src/track/analysis.ts, invalid points removed first).
 */
const travelTime: ReportDef = {
  code: 'travel_time', title: '行驶时间明细', group: '轨迹报表', rowKey: 'startTime', maxRangeDays: 7, singleCar: true,
  description: '单车行驶段明细（与轨迹回放、行驶列表同一规则）：先剔除无效点；速度<1 km/h或ACC关持续满3分钟为停车，两次停车之间为行驶段；不足0.1 km的移动并入停车；里程优先取终端里程表。',
  query: [PLATE, RANGE],
  columns: [
    { key: 'carNum', title: '车牌号' }, { key: 'startTime', title: '开始时间', type: 'time' }, { key: 'endTime', title: '结束时间', type: 'time' },
    { key: 'durationMin', title: '行驶时长', unit: 'min', type: 'number' }, { key: 'distanceKm', title: '行驶里程', unit: 'km', type: 'number' },
    { key: 'maxSpeed', title: '最高速度', unit: 'km/h', type: 'number' }, { key: 'avgSpeed', title: '平均速度', unit: 'km/h', type: 'number' },
    { key: 'startLon', title: '起点经度', unit: '°', type: 'number' }, { key: 'startLat', title: '起点纬度', unit: '°', type: 'number' },
    { key: 'endLon', title: '终点经度', unit: '°', type: 'number' }, { key: 'endLat', title: '终点纬度', unit: '°', type: 'number' },
  ],
  chart: { kind: 'column', title: '各行驶段时长', source: 'rows', x: 'startTimeText', y: [{ key: 'durationMin', name: '行驶时长', unit: 'min' }] },
  async run(ctx, q) {
    const v = car(ctx);
    const trips = (await loadAnalysedTrack(ctx.db, ctx, { carId: v.id }, q.startMs, q.endMs)).analysis.trips;
    const totalS = trips.reduce((s, t) => s + t.durationS, 0);
    const totalKm = trips.reduce((s, t) => s + t.distanceKm, 0);
    return {
      records: trips.slice(q.offset, q.offset + q.pageSize).map((t) => ({
        carNum: v.carNum, startTime: t.startTime, startTimeText: new Date(t.startTime + 8 * 3_600_000).toISOString().slice(5, 16).replace('T', ' '),
        endTime: t.endTime, durationMin: round(t.durationS / 60, 1), distanceKm: t.distanceKm, maxSpeed: t.maxSpeed, avgSpeed: t.avgSpeed,
        startLon: round(t.startLon, 6), startLat: round(t.startLat, 6), endLon: round(t.endLon, 6), endLat: round(t.endLat, 6),
      })),
      total: trips.length,
      summary: [
        { label: '行驶段', value: trips.length, unit: '段' }, { label: '总行驶时长', value: round(totalS / 3600, 2), unit: 'h' },
        { label: '总行驶里程', value: round(totalKm, 1), unit: 'km' },
      ],
    };
  },
};

/** 外设曲线: load kg, temperature °C, tyre pressure kPa and analog AD0/AD1 mV of the car (peripheral-extras.ts), table + curves. */
const peripheral: ReportDef = {
  code: 'peripheral', title: '外设曲线', group: '轨迹报表', rowKey: 'gpsTime', maxRangeDays: 7, singleCar: true,
  description: '来自0x0200附加信息的外设数据：载重(0xE1)、温度(0xE2)、胎压(0xE3)、模拟量(0x2B)。',
  query: [PLATE, RANGE],
  columns: [
    { key: 'carNum', title: '车牌号' }, { key: 'gpsTime', title: '时间', type: 'time' },
    { key: 'loadKg', title: '载重', unit: 'kg', type: 'number' }, { key: 'temp1', title: '温度1', unit: '°C', type: 'number' },
    { key: 'temp2', title: '温度2', unit: '°C', type: 'number' }, { key: 'tyreMin', title: '最低胎压', unit: 'kPa', type: 'number' },
    { key: 'tyreMax', title: '最高胎压', unit: 'kPa', type: 'number' }, { key: 'tyres', title: '各轮胎压', unit: 'kPa' },
    { key: 'ad0', title: '模拟量AD0', unit: 'mV', type: 'number' }, { key: 'ad1', title: '模拟量AD1', unit: 'mV', type: 'number' },
  ],
  chart: { kind: 'line', title: '外设曲线', source: 'answer' },
  async run(ctx, q) {
    const v = car(ctx);
    const rows = await sql<{ gps_time: Date; extras: unknown }>`
      SELECT gps_time, extras FROM fleet_position
      WHERE vehicle_id = ${v.id} AND gps_time >= ${new Date(q.startMs)} AND gps_time <= ${new Date(q.endMs)} AND extras IS NOT NULL
      ORDER BY gps_time`.execute(ctx.db);
    const all = [];
    for (const r of rows.rows) {
      const p = readPeripherals(typeof r.extras === 'string' ? JSON.parse(r.extras) : r.extras);
      if (!p) continue;
      const tyres = p.tyrePressuresKpa ?? [];
      all.push({
        carNum: v.carNum, gpsTime: r.gps_time.getTime(), loadKg: p.loadKg ?? null, temp1: p.temperaturesC?.[0] ?? null, temp2: p.temperaturesC?.[1] ?? null,
        tyreMin: tyres.length ? Math.min(...tyres) : null, tyreMax: tyres.length ? Math.max(...tyres) : null, tyres: tyres.join('/'),
        ad0: p.ad0 ?? null, ad1: p.ad1 ?? null,
      });
    }
    const pts = thin(all);
    const series = ([['loadKg', '载重', 'kg'], ['temp1', '温度1', '°C'], ['temp2', '温度2', '°C'], ['tyreMin', '最低胎压', 'kPa'], ['ad0', '模拟量AD0', 'mV']] as const)
      .filter(([k]) => pts.some((p) => p[k] !== null))
      .map(([k, name, unit]) => ({ name, unit, type: 'line' as const, data: pts.map((p) => [p.gpsTime, p[k]] as [number, number | null]) }));
    return { records: all.slice(q.offset, q.offset + q.pageSize), total: all.length, chart: { xType: 'datetime', series } };
  },
};

/**
 * 单车油耗: per day consumption L, mileage km, L/100 km and refuels (fleet_daily_stat), the fuel
 * level curve L (averaged into at most 2,000 time buckets) and refuel events (a rise ≥ 5 L
 * between two positions) from fleet_position.
 */
const fuelSingle: ReportDef = {
  code: 'fuel_single', title: '单车油耗', group: '运营报表', rowKey: 'day', maxRangeDays: 31, singleCar: true,
  description: '单车每日油耗、里程、百公里油耗与加油量；曲线为油量变化，加油事件为相邻两点油量上升≥5 L。油耗=油量下降之和（不含加油）。',
  query: [PLATE, { key: 'timeRange', type: 'dateRange', label: '日期范围', defaultDays: 7, dayOnly: true }],
  columns: [
    { key: 'day', title: '日期', type: 'day' }, { key: 'carNum', title: '车牌号' },
    { key: 'fuelStartL', title: '起始油量', unit: 'L', type: 'number' }, { key: 'fuelEndL', title: '结束油量', unit: 'L', type: 'number' },
    { key: 'fuelUsedL', title: '油耗', unit: 'L', type: 'number' }, { key: 'mileageKm', title: '里程', unit: 'km', type: 'number' },
    { key: 'fuelPer100Km', title: '百公里油耗', unit: 'L/100km', type: 'number' },
    { key: 'refuelCount', title: '加油次数', unit: '次', type: 'number' }, { key: 'refuelL', title: '加油量', unit: 'L', type: 'number' },
  ],
  chart: { kind: 'line', title: '油量曲线', source: 'answer' },
  async run(ctx, q) {
    const v = car(ctx);
    const from = new Date(chinaDayStart(q.fromDay));
    const to = new Date(chinaDayStart(q.toDay) + DAY_MS);
    const days = await sql<{ day: string; fuel_start_l: number | null; fuel_end_l: number | null; fuel_used_l: number; mileage_km: number; refuel_count: number; refuel_l: number }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, fuel_start_l, fuel_end_l, fuel_used_l, mileage_km, refuel_count, refuel_l
      FROM fleet_daily_stat WHERE vehicle_id = ${v.id} AND day BETWEEN ${q.fromDay}::date AND ${q.toDay}::date ORDER BY day`.execute(ctx.db);
    const bucketS = Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000 / MAX_CHART_POINTS));
    const curve = await sql<{ t: number; fuel: number }>`
      SELECT (min(EXTRACT(EPOCH FROM gps_time)) * 1000)::float8 AS t, avg(fuel)::float8 AS fuel
      FROM fleet_position WHERE vehicle_id = ${v.id} AND gps_time >= ${from} AND gps_time < ${to} AND fuel IS NOT NULL
      GROUP BY floor(EXTRACT(EPOCH FROM gps_time) / ${sql.lit(bucketS)}) ORDER BY 1`.execute(ctx.db);
    const refuels = await sql<{ t: number; before: number; after: number }>`
      SELECT t, before, after FROM (
        SELECT (EXTRACT(EPOCH FROM lead(gps_time) OVER w) * 1000)::float8 AS t, fuel AS before, lead(fuel) OVER w AS after
        FROM fleet_position WHERE vehicle_id = ${v.id} AND gps_time >= ${from} AND gps_time < ${to} AND fuel IS NOT NULL
        WINDOW w AS (ORDER BY gps_time)
      ) x WHERE after - before >= ${sql.lit(REFUEL_MIN_L)} ORDER BY t`.execute(ctx.db);
    const rows = days.rows.map((d) => ({
      day: d.day, carNum: v.carNum, fuelStartL: round(d.fuel_start_l, 1), fuelEndL: round(d.fuel_end_l, 1), fuelUsedL: round(d.fuel_used_l, 1),
      mileageKm: round(d.mileage_km, 3), fuelPer100Km: d.mileage_km >= 1 ? round((d.fuel_used_l / d.mileage_km) * 100, 1) : null,
      refuelCount: d.refuel_count, refuelL: round(d.refuel_l, 1),
    }));
    const used = days.rows.reduce((s, d) => s + d.fuel_used_l, 0);
    const km = days.rows.reduce((s, d) => s + d.mileage_km, 0);
    return {
      records: rows.slice(q.offset, q.offset + q.pageSize),
      total: rows.length,
      chart: {
        xType: 'datetime',
        series: [
          { name: '油量', unit: 'L', type: 'line', data: curve.rows.map((c) => [Number(c.t), round(c.fuel, 1)] as [number, number | null]) },
          { name: '加油', unit: 'L', type: 'scatter', data: refuels.rows.map((r) => [Number(r.t), round(r.after, 1)] as [number, number | null]) },
        ],
      },
      summary: [
        { label: '油耗', value: round(used, 1), unit: 'L' }, { label: '里程', value: round(km, 1), unit: 'km' },
        { label: '百公里油耗', value: km >= 1 ? round((used / km) * 100, 1) : null, unit: 'L/100km' },
        { label: '加油次数', value: refuels.rows.length, unit: '次' },
        { label: '加油量', value: round(refuels.rows.reduce((s, r) => s + (r.after - r.before), 0), 1), unit: 'L' },
      ],
    };
  },
};

/** The raw-position single-car reports. */
export const POSITION_REPORTS: ReportDef[] = [trackDetail, travelTime, peripheral, fuelSingle];
