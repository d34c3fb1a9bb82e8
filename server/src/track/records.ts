import type { Kysely } from 'kysely';
import { ALARM_LEVEL_NAMES, alarmType, alarmTypeName } from '../alarm/alarm-types.js';
import type { Database } from '../db/types.js';
import { ALARM_BITS } from '../jt808/alarm-bits.js';
import type { InvalidReason } from './invalid.js';
import type { PositionDbRow, ScopedVehicle } from './repo.js';
import { accOn, located, type TrackColumns } from './track-data.js';

/**
 * A stored position on the wire (docs/fleet-contract.md PositionRow): times ms epoch, WGS-84
 * degrees, altitude m, speed km/h, direction degrees, mileage km (odometer) and fuel L or null.
 */
export interface PositionRow {
  carId: string;
  carNum: string;
  gpsTime: number;
  recvTime: number;
  lon: number;
  lat: number;
  altitude: number;
  speed: number;
  direction: number;
  mileage: number | null;
  fuel: number | null;
  alarmFlags: number;
  statusFlags: number;
  acc: boolean;
  located: boolean;
  alarmNames: string[];
  extras: object | null;
  invalidReason: InvalidReason | null;
}

/** Chinese names of the alarm bits set in a 0x0200 alarm DWORD (JT/T 808-2019 table 25). */
export function alarmNames(flags: number): string[] {
  const out: string[] = [];
  for (const b of ALARM_BITS) if (Math.floor(flags / 2 ** b.bit) % 2 === 1) out.push(b.name);
  return out;
}

const r1 = (x: number | null): number | null => (x == null ? null : Math.round(x * 10) / 10);

/** Maps a fleet_position row to PositionRow (float4 columns rounded to 0.1). */
export function toPositionRow(v: Pick<ScopedVehicle, 'id' | 'carNum'>, row: PositionDbRow, invalidReason: InvalidReason | null): PositionRow {
  const af = Number(row.alarm_flags);
  const sf = Number(row.status_flags);
  const extras = row.extras == null ? null : typeof row.extras === 'string' ? JSON.parse(row.extras) : (row.extras as object);
  return {
    carId: v.id, carNum: v.carNum, gpsTime: row.gps_time.getTime(), recvTime: row.recv_time.getTime(), lon: row.lon, lat: row.lat,
    altitude: row.altitude, speed: r1(row.speed) ?? 0, direction: row.direction, mileage: r1(row.mileage), fuel: r1(row.fuel),
    alarmFlags: af, statusFlags: sf, acc: accOn(sf), located: located(sf), alarmNames: alarmNames(af), extras, invalidReason,
  };
}

/** TrackPoint tuple (docs/fleet-contract.md): [gpsTime ms, lon, lat, speed km/h, direction deg, mileage km|null, alarmFlags, statusFlags]. */
export type TrackPoint = [number, number, number, number, number, number | null, number, number];

/** The TrackPoint tuples of the points `idx` of a track, in order. */
export function toTrackPoints(t: TrackColumns, idx: number[]): TrackPoint[] {
  const out: TrackPoint[] = new Array(idx.length);
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k];
    out[k] = [t.time[i], t.lon[i], t.lat[i], t.speed[i], t.direction[i], t.mileage[i], t.alarmFlags[i], t.statusFlags[i]];
  }
  return out;
}

/** An alarm episode on the wire (docs/fleet-contract.md AlarmRecord). */
export interface AlarmRecord {
  id: string;
  carId: string;
  carNum: string;
  departId: string;
  departName: string | null;
  alarmType: string;
  alarmTypeName: string;
  source: string;
  level: number;
  levelName: string;
  preWarning: boolean;
  startTime: number;
  endTime: number | null;
  durationS: number | null;
  startLat: number | null;
  startLon: number | null;
  endLat: number | null;
  endLon: number | null;
  startSpeed: number | null;
  peakSpeed: number | null;
  limitValue: number | null;
  driverName: string | null;
  handleState: number;
  handleNote: string | null;
  handledBy: string | null;
  handledTime: number | null;
}

/**
 * Alarm episodes of a vehicle overlapping [fromMs, toMs] (started before the end and not ended
 * before the start), oldest first, at most `limit` (default 2,000).
 */
export async function loadVehicleAlarms(db: Kysely<Database>, v: ScopedVehicle, fromMs: number, toMs: number, limit = 2000): Promise<AlarmRecord[]> {
  const from = new Date(fromMs);
  const to = new Date(toMs);
  const rows = await db.selectFrom('fleet_alarm')
    .selectAll()
    .where('vehicle_id', '=', v.id)
    .where('start_time', '<=', to)
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>=', from)]))
    .orderBy('start_time', 'asc')
    .limit(limit)
    .execute();
  return rows.map((a) => ({
    id: String(a.id), carId: v.id, carNum: v.carNum, departId: v.departId, departName: v.departName,
    alarmType: a.alarm_type, alarmTypeName: alarmTypeName(a.alarm_type), source: a.source, level: a.alarm_level,
    levelName: ALARM_LEVEL_NAMES[a.alarm_level] ?? String(a.alarm_level), preWarning: a.pre_warning ?? alarmType(a.alarm_type)?.preWarning ?? false,
    startTime: a.start_time.getTime(), endTime: a.end_time ? a.end_time.getTime() : null, durationS: a.duration_s,
    startLat: a.start_lat, startLon: a.start_lon, endLat: a.end_lat, endLon: a.end_lon,
    startSpeed: r1(a.start_speed), peakSpeed: r1(a.peak_speed), limitValue: r1(a.limit_value), driverName: a.driver_name,
    handleState: a.handle_state, handleNote: a.handle_note, handledBy: a.handled_by, handledTime: a.handled_time ? a.handled_time.getTime() : null,
  }));
}
