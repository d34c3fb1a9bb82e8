import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import { PLATFORM_ALARM } from '../../alarm/alarm-types.js';
import type { VehicleStateInput } from './vehicle-state.js';

/** A vehicle on the wire (docs/contracts.md Vehicle). */
export interface Vehicle {
  id: string;
  carNum: string;
  plateColor: number;
  vin: string | null;
  vehicleType: string | null;
  driverName: string | null;
  speedLimit: number;
  fuelTank: number | null;
  departId: string;
  departName: string | null;
  phone: string | null;
}

/** Sortable columns of /api/car/queryList: wire name → SQL column (the allow-list). */
export const VEHICLE_SORT_COLUMNS = {
  carNum: 'v.car_num',
  createTime: 'v.create_time',
  speedLimit: 'v.speed_limit',
  vehicleType: 'v.vehicle_type',
  driverName: 'v.driver_name',
} as const;

/** Filters of a vehicle query; departIds is always applied (empty → nothing). */
export interface VehicleFilter {
  tenantId: number;
  departIds: string[];
  /** substring of the plate, matched case-insensitively with LIKE wildcards escaped */
  carNum?: string;
  /** only these vehicle ids */
  ids?: string[];
  /** a server-built condition over alias v (the data rules of 车辆列表), ANDed */
  where?: RawBuilder<SqlBool> | null;
}

/** Escapes LIKE wildcards (% _ and the escape character \) of a user value. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function baseQuery(db: Kysely<Database>, f: VehicleFilter) {
  let q = db.selectFrom('fleet_vehicle as v')
    .where('v.tenant_id', '=', f.tenantId)
    .where('v.depart_id', 'in', f.departIds.length ? f.departIds : ['\u0000']);
  if (f.carNum) q = q.where('v.car_num', 'ilike', `%${escapeLike(f.carNum)}%`);
  if (f.ids) q = q.where('v.id', 'in', f.ids.length ? f.ids : ['\u0000']);
  if (f.where) q = q.where(f.where);
  return q;
}

/**
 * A page of vehicles (joined with department name and terminal phone) sorted by an allow-listed
 * column then id. Answers {records, total}. Values only ever travel as parameters.
 */
export async function findVehicles(
  db: Kysely<Database>, f: VehicleFilter,
  page: { offset: number; limit: number; column: keyof typeof VEHICLE_SORT_COLUMNS; order: 'asc' | 'desc' },
): Promise<{ records: Vehicle[]; total: number }> {
  const totalRow = await baseQuery(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await baseQuery(db, f)
    .leftJoin('sys_depart as d', 'd.id', 'v.depart_id')
    .leftJoin('fleet_terminal as t', 't.vehicle_id', 'v.id')
    .select(['v.id', 'v.car_num', 'v.plate_color', 'v.vin', 'v.vehicle_type', 'v.driver_name', 'v.speed_limit', 'v.fuel_tank', 'v.depart_id', 'd.depart_name', 't.phone'])
    .orderBy(VEHICLE_SORT_COLUMNS[page.column], page.order)
    .orderBy('v.id', 'asc')
    .offset(page.offset).limit(page.limit)
    .execute();
  const records = rows.map((r) => ({
    id: r.id, carNum: r.car_num, plateColor: r.plate_color, vin: r.vin, vehicleType: r.vehicle_type,
    driverName: r.driver_name, speedLimit: r.speed_limit, fuelTank: r.fuel_tank, departId: r.depart_id,
    departName: r.depart_name ?? null, phone: r.phone ?? null,
  }));
  return { records, total: Number(totalRow.n) };
}

/** One vehicle of the tenant by id (no scope check: callers check first), or null. */
export async function findVehicleById(db: Kysely<Database>, tenantId: number, id: string): Promise<Vehicle | null> {
  const row = await db.selectFrom('fleet_vehicle').select('depart_id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const { records } = await findVehicles(db, { tenantId, departIds: [row.depart_id], ids: [id] }, { offset: 0, limit: 1, column: 'carNum', order: 'asc' });
  return records[0] ?? null;
}

/** Latest states (inner join: vehicles without any report are omitted) of the filtered vehicles. */
export async function findVehicleStates(db: Kysely<Database>, f: VehicleFilter): Promise<VehicleStateInput[]> {
  const rows = await baseQuery(db, f)
    .innerJoin('fleet_vehicle_state as s', 's.vehicle_id', 'v.id')
    .select(['v.id', 'v.car_num', 'v.depart_id', 's.gps_time', 's.recv_time', 's.lat', 's.lon', 's.altitude', 's.speed',
      's.direction', 's.alarm_flags', 's.status_flags', 's.mileage', 's.fuel'])
    // open platform alarms that mark the vehicle (alarm-types.ts marksVehicleAlarm; index fleet_alarm_open)
    .select(sql<boolean>`EXISTS (SELECT 1 FROM fleet_alarm a WHERE a.vehicle_id = v.id AND a.end_time IS NULL
      AND a.source = 'platform' AND a.alarm_level >= 2 AND a.alarm_type <> ${PLATFORM_ALARM.offline})`.as('open_alarm'))
    .orderBy('v.car_num')
    .execute();
  return rows.map((r) => ({
    vehicleId: r.id, carNum: r.car_num, departId: r.depart_id, gpsTime: r.gps_time, recvTime: r.recv_time,
    lat: r.lat, lon: r.lon, altitude: r.altitude, speed: r.speed, direction: r.direction,
    alarmFlags: r.alarm_flags, statusFlags: r.status_flags, mileage: r.mileage, fuel: r.fuel, openAlarm: Boolean(r.open_alarm),
  }));
}

/** Per department: vehicles and vehicles online (last report after `onlineSince`), not yet rolled up. */
export async function countVehiclesByDepart(db: Kysely<Database>, tenantId: number, departIds: string[], onlineSince: Date): Promise<Map<string, { cars: number; online: number }>> {
  const rows = await baseQuery(db, { tenantId, departIds })
    .leftJoin('fleet_vehicle_state as s', 's.vehicle_id', 'v.id')
    .select((eb) => [
      'v.depart_id',
      eb.fn.countAll<number>().as('cars'),
      sql<number>`count(s.vehicle_id) filter (where s.recv_time > ${onlineSince})`.as('online'),
    ])
    .groupBy('v.depart_id')
    .execute();
  return new Map(rows.map((r) => [r.depart_id, { cars: Number(r.cars), online: Number(r.online) }]));
}
