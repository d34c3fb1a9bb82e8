import { sql } from 'kysely';
import { alarmNames } from '../jt808/alarm-bits.js';
import { toVehicleState } from '../routes/fleet/vehicle-state.js';
import { ms, round, vehicleScope } from './query.js';
import type { QueryField, ReportDef, ReportRow } from './types.js';

/**
 * Current-state reports over fleet_vehicle joined with fleet_vehicle_state (no time range).
 * Status follows docs/contracts.md VehicleState (offline after OFFLINE_TIMEOUT_MS, default 10 min;
 * alarm when an alarm bit is set; moving at ≥ 1 km/h; else parked); 'never' = no report ever.
 */

const ORG: QueryField = { key: 'orgId', type: 'org', label: '组织机构' };
const PLATE: QueryField = { key: 'carNum', type: 'plate', label: '车牌号' };
const STATUS_TEXT: Record<string, string> = { moving: '行驶', parked: '停车', offline: '离线', alarm: '报警', never: '从未上线' };

interface StateRow {
  id: string; car_num: string; depart_id: string; depart_name: string | null; driver_name: string | null; phone: string | null;
  gps_time: Date | null; recv_time: Date | null; lat: number | null; lon: number | null; altitude: number | null; speed: number | null;
  direction: number | null; alarm_flags: number | null; status_flags: number | null; mileage: number | null; fuel: number | null;
}

/**
 * 离线车辆查询: vehicles whose last report is older than `offlineHours` (default 24 h, 0.1-8760),
 * plus vehicles that never reported; offline time in h, last place in WGS-84 degrees.
 */
const offlineQuery: ReportDef = {
  code: 'offline_query', title: '离线车辆查询', group: '状态报表', rowKey: 'carId', maxRangeDays: 31, timed: false,
  description: '列出最后一次上报早于“离线超过”小时数的车辆（含从未上线的车辆），按离线时长从长到短。',
  query: [ORG, PLATE, { key: 'offlineHours', type: 'number', label: '离线超过', unit: 'h', min: 0.1, max: 8760, default: 24 }],
  columns: [
    { key: 'carNum', title: '车牌号' }, { key: 'departName', title: '所属部门' }, { key: 'phone', title: '终端手机号' }, { key: 'driverName', title: '驾驶员' },
    { key: 'lastTime', title: '最后上报时间', type: 'time' }, { key: 'offlineH', title: '离线时长', unit: 'h', type: 'number' },
    { key: 'lastLon', title: '最后经度', unit: '°', type: 'number' }, { key: 'lastLat', title: '最后纬度', unit: '°', type: 'number' },
  ],
  async run(ctx, q) {
    const hours = Number(q.params.offlineHours ?? 24);
    const before = new Date(ctx.now - hours * 3_600_000);
    const where = sql`${vehicleScope(ctx, q)} AND (st.vehicle_id IS NULL OR coalesce(st.recv_time, st.gps_time) < ${before})`;
    const from = sql`fleet_vehicle v LEFT JOIN fleet_vehicle_state st ON st.vehicle_id = v.id`;
    const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`.execute(ctx.db);
    const rows = await sql<StateRow>`
      SELECT v.id, v.car_num, v.depart_id, d.depart_name, v.driver_name, t.phone, st.gps_time, st.recv_time, st.lat, st.lon
      FROM ${from} LEFT JOIN sys_depart d ON d.id = v.depart_id LEFT JOIN fleet_terminal t ON t.vehicle_id = v.id
      WHERE ${where}
      ORDER BY coalesce(st.recv_time, st.gps_time) ASC NULLS FIRST, v.car_num ASC
      LIMIT ${q.pageSize} OFFSET ${q.offset}`.execute(ctx.db);
    return {
      records: rows.rows.map((r) => {
        const last = ms(r.recv_time ?? r.gps_time);
        return {
          carId: r.id, carNum: r.car_num, departName: r.depart_name, phone: r.phone, driverName: r.driver_name, lastTime: ms(r.gps_time),
          offlineH: last === null ? null : round((ctx.now - last) / 3_600_000, 1), lastLon: round(r.lon, 6), lastLat: round(r.lat, 6),
        };
      }),
      total: count.rows[0]?.n ?? 0,
    };
  },
};

/** 状态查询: the vehicles' current status, speed km/h, place, odometer km, fuel L, ACC and alarm names; a pie of the status counts. */
const statusQuery: ReportDef = {
  code: 'status_query', title: '状态查询', group: '状态报表', rowKey: 'carId', maxRangeDays: 31, timed: false,
  description: '车辆当前状态：行驶、停车、离线、报警、从未上线；可按状态筛选。',
  query: [ORG, PLATE, {
    key: 'status', type: 'select', label: '车辆状态',
    options: Object.entries(STATUS_TEXT).map(([value, label]) => ({ value, label })),
  }],
  columns: [
    { key: 'carNum', title: '车牌号' }, { key: 'departName', title: '所属部门' }, { key: 'statusText', title: '状态' },
    { key: 'gpsTime', title: '定位时间', type: 'time' }, { key: 'speed', title: '速度', unit: 'km/h', type: 'number' },
    { key: 'direction', title: '方向', unit: '°', type: 'number' }, { key: 'lon', title: '经度', unit: '°', type: 'number' },
    { key: 'lat', title: '纬度', unit: '°', type: 'number' }, { key: 'altitude', title: '海拔', unit: 'm', type: 'number' },
    { key: 'mileage', title: '里程表', unit: 'km', type: 'number' }, { key: 'fuel', title: '油量', unit: 'L', type: 'number' },
    { key: 'acc', title: 'ACC' }, { key: 'alarms', title: '报警' },
  ],
  chart: { kind: 'pie', title: '车辆状态分布', source: 'answer' },
  async run(ctx, q) {
    const rows = await sql<StateRow>`
      SELECT v.id, v.car_num, v.depart_id, d.depart_name, st.gps_time, st.recv_time, st.lat, st.lon, st.altitude, st.speed, st.direction,
        st.alarm_flags, st.status_flags, st.mileage, st.fuel
      FROM fleet_vehicle v LEFT JOIN fleet_vehicle_state st ON st.vehicle_id = v.id LEFT JOIN sys_depart d ON d.id = v.depart_id
      WHERE ${vehicleScope(ctx, q)}
      ORDER BY v.car_num ASC`.execute(ctx.db);
    const all: (ReportRow & { status: string })[] = rows.rows.map((r) => {
      if (!r.gps_time) {
        return { carId: r.id, carNum: r.car_num, departName: r.depart_name, status: 'never', statusText: STATUS_TEXT.never, gpsTime: null, speed: null,
          direction: null, lon: null, lat: null, altitude: null, mileage: null, fuel: null, acc: null, alarms: '' };
      }
      const s = toVehicleState({
        vehicleId: r.id, carNum: r.car_num, departId: r.depart_id, gpsTime: r.gps_time, recvTime: r.recv_time, lat: r.lat ?? 0, lon: r.lon ?? 0,
        altitude: r.altitude ?? 0, speed: r.speed ?? 0, direction: r.direction ?? 0, alarmFlags: r.alarm_flags ?? 0, statusFlags: r.status_flags ?? 0,
        mileage: r.mileage, fuel: r.fuel,
      }, ctx.now, ctx.config.offlineTimeoutMs);
      return {
        carId: s.carId, carNum: s.carNum, departName: r.depart_name, status: s.status, statusText: STATUS_TEXT[s.status], gpsTime: s.gpsTime,
        speed: s.speed, direction: s.direction, lon: round(s.lon, 6), lat: round(s.lat, 6), altitude: s.altitude, mileage: round(s.mileage, 1),
        fuel: round(s.fuel, 1), acc: s.acc ? '开' : '关', alarms: alarmNames(s.alarmFlags).join('、'),
      };
    });
    const counts = new Map<string, number>();
    for (const r of all) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    const wanted = typeof q.params.status === 'string' ? all.filter((r) => r.status === q.params.status) : all;
    return {
      records: wanted.slice(q.offset, q.offset + q.pageSize).map(({ status: _s, ...rest }) => rest),
      total: wanted.length,
      chart: {
        xType: 'category',
        series: [{ name: '车辆', unit: '辆', type: 'pie', data: Object.keys(STATUS_TEXT).filter((k) => counts.has(k)).map((k) => ({ name: STATUS_TEXT[k], y: counts.get(k)! })) }],
      },
      summary: Object.keys(STATUS_TEXT).map((k) => ({ label: STATUS_TEXT[k], value: counts.get(k) ?? 0, unit: '辆' })),
    };
  },
};

/** The current-state reports. */
export const STATE_REPORTS: ReportDef[] = [offlineQuery, statusQuery];
