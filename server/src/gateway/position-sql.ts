import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { extrasJson, type PositionInput } from './position-rows.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Column arrays of a batch: one parameter per column, whatever the row count. */
function columns(items: PositionInput[]) {
  const n = items.length;
  const c = {
    vehicle: new Array<string>(n),
    gps: new Array<string>(n),
    lat: new Array<number>(n),
    lon: new Array<number>(n),
    alt: new Array<number>(n),
    speed: new Array<number>(n),
    dir: new Array<number>(n),
    alarm: new Array<number>(n),
    status: new Array<number>(n),
    mileage: new Array<number | null>(n),
    fuel: new Array<number | null>(n),
  };
  for (let i = 0; i < n; i++) {
    const l = items[i].location;
    c.vehicle[i] = items[i].vehicleId;
    c.gps[i] = new Date(l.gpsTime).toISOString();
    c.lat[i] = l.lat;
    c.lon[i] = l.lon;
    c.alt[i] = l.altitude;
    c.speed[i] = l.speed;
    c.dir[i] = l.direction;
    c.alarm[i] = l.alarmFlags;
    c.status[i] = l.statusFlags;
    c.mileage[i] = l.extras.mileageKm ?? null;
    c.fuel[i] = l.extras.fuelL ?? null;
  }
  return c;
}

/**
 * Inserts positions into fleet_position with ONE parameterised statement (column arrays expanded
 * by unnest: 13 parameters for any number of rows, cheaper to send and plan than a VALUES list of
 * 13 × n placeholders), skipping rows whose (vehicle_id, gps_time) exists. Returns rows inserted.
 */
export async function insertPositions(db: Db, items: PositionInput[], recvIso: string): Promise<number> {
  const c = columns(items);
  const extras = items.map((p) => extrasJson(p.location));
  const res = await sql`
    INSERT INTO fleet_position (vehicle_id, gps_time, recv_time, lat, lon, altitude, speed, direction, alarm_flags, status_flags, mileage, fuel, extras)
    SELECT v, g, ${recvIso}::timestamptz, la, lo, al, sp, di, am, st, mi, fu, ex
    FROM unnest(${c.vehicle}::varchar[], ${c.gps}::timestamptz[], ${c.lat}::float8[], ${c.lon}::float8[], ${c.alt}::int[],
                ${c.speed}::real[], ${c.dir}::smallint[], ${c.alarm}::bigint[], ${c.status}::bigint[], ${c.mileage}::real[],
                ${c.fuel}::real[], ${extras}::jsonb[]) AS t(v, g, la, lo, al, sp, di, am, st, mi, fu, ex)
    ON CONFLICT (vehicle_id, gps_time) DO NOTHING`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/**
 * Which of `items` this transaction inserted (their row's xmin is the current transaction id),
 * as "vehicleId|gpsTimeMs" keys. Only needed when some rows already existed.
 */
export async function insertedKeys(db: Db, items: PositionInput[]): Promise<Set<string>> {
  const vehicles = items.map((p) => p.vehicleId);
  const times = items.map((p) => new Date(p.location.gpsTime).toISOString());
  const res = await sql<{ vehicle_id: string; gps_time: Date }>`
    SELECT vehicle_id, gps_time FROM fleet_position
    WHERE (vehicle_id, gps_time) IN (SELECT * FROM unnest(${vehicles}::varchar[], ${times}::timestamptz[]))
      AND xmin::text::bigint = txid_current() % 4294967296`.execute(db);
  return new Set(res.rows.map((r) => r.vehicle_id + '|' + new Date(r.gps_time).getTime()));
}

/**
 * Upserts fleet_vehicle_state from the newest position per vehicle (one row per vehicle, in
 * vehicle order), moving only forward in gps_time; a report without mileage/fuel keeps the old ones.
 */
export async function upsertStates(db: Db, latest: PositionInput[], recvIso: string): Promise<void> {
  const c = columns(latest);
  await sql`
    INSERT INTO fleet_vehicle_state AS s (vehicle_id, gps_time, recv_time, lat, lon, altitude, speed, direction, alarm_flags, status_flags, mileage, fuel, online)
    SELECT v, g, ${recvIso}::timestamptz, la, lo, al, sp, di, am, st, mi, fu, true
    FROM unnest(${c.vehicle}::varchar[], ${c.gps}::timestamptz[], ${c.lat}::float8[], ${c.lon}::float8[], ${c.alt}::int[],
                ${c.speed}::real[], ${c.dir}::smallint[], ${c.alarm}::bigint[], ${c.status}::bigint[], ${c.mileage}::real[],
                ${c.fuel}::real[]) AS t(v, g, la, lo, al, sp, di, am, st, mi, fu)
    ON CONFLICT (vehicle_id) DO UPDATE SET
      gps_time = excluded.gps_time, recv_time = excluded.recv_time, lat = excluded.lat, lon = excluded.lon,
      altitude = excluded.altitude, speed = excluded.speed, direction = excluded.direction,
      alarm_flags = excluded.alarm_flags, status_flags = excluded.status_flags,
      mileage = coalesce(excluded.mileage, s.mileage), fuel = coalesce(excluded.fuel, s.fuel), online = true
    WHERE s.gps_time < excluded.gps_time`.execute(db);
}

/**
 * Brings fleet_vehicle_state up to the newest stored position of every vehicle whose state is
 * older (or missing): repairs what a crash lost while state writes were deferred
 * (PositionWriter `stateFlushMs` > 0). One statement; per vehicle one backward index probe of the
 * (vehicle_id, gps_time) key in each partition newer than its state. recv_time comes from the row.
 * @returns the number of state rows written.
 */
export async function catchUpStates(db: Db): Promise<number> {
  const res = await sql`
    INSERT INTO fleet_vehicle_state AS s (vehicle_id, gps_time, recv_time, lat, lon, altitude, speed, direction, alarm_flags, status_flags, mileage, fuel, online)
    SELECT p.vehicle_id, p.gps_time, p.recv_time, p.lat, p.lon, p.altitude, p.speed, p.direction, p.alarm_flags, p.status_flags, p.mileage, p.fuel, true
    FROM fleet_vehicle v
    LEFT JOIN fleet_vehicle_state st ON st.vehicle_id = v.id
    CROSS JOIN LATERAL (
      SELECT * FROM fleet_position fp
      WHERE fp.vehicle_id = v.id AND fp.gps_time > coalesce(st.gps_time, '-infinity'::timestamptz)
      ORDER BY fp.gps_time DESC LIMIT 1
    ) p
    ON CONFLICT (vehicle_id) DO UPDATE SET
      gps_time = excluded.gps_time, recv_time = excluded.recv_time, lat = excluded.lat, lon = excluded.lon,
      altitude = excluded.altitude, speed = excluded.speed, direction = excluded.direction,
      alarm_flags = excluded.alarm_flags, status_flags = excluded.status_flags,
      mileage = coalesce(excluded.mileage, s.mileage), fuel = coalesce(excluded.fuel, s.fuel), online = true
    WHERE s.gps_time < excluded.gps_time`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}
