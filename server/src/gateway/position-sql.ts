import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { fixedArray, textArray } from './pg-binary-array.js';
import { extrasJson, type PositionInput } from './position-rows.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Column arrays of a batch: one parameter per column, whatever the row count. `binary` sends each
 * as a binary-format array Buffer (see pg-binary-array.ts); otherwise as JS arrays that the driver
 * formats as text. The SQL is the same either way.
 */
function columns(items: PositionInput[], binary: boolean, withExtras: boolean) {
  const n = items.length;
  const vehicle = new Array<string>(n);
  const gps = new Array<number>(n);
  const lat = new Float64Array(n);
  const lon = new Float64Array(n);
  const alt = new Array<number>(n);
  const speed = new Array<number>(n);
  const dir = new Array<number>(n);
  const alarm = new Array<number>(n);
  const status = new Array<number>(n);
  const mileage = new Array<number | null>(n);
  const fuel = new Array<number | null>(n);
  const extras = withExtras ? new Array<string | null>(n) : null;
  for (let i = 0; i < n; i++) {
    const l = items[i].location;
    vehicle[i] = items[i].vehicleId;
    gps[i] = l.gpsTime;
    lat[i] = l.lat;
    lon[i] = l.lon;
    alt[i] = l.altitude;
    speed[i] = l.speed;
    dir[i] = l.direction;
    alarm[i] = l.alarmFlags;
    status[i] = l.statusFlags;
    mileage[i] = l.extras.mileageKm ?? null;
    fuel[i] = l.extras.fuelL ?? null;
    if (extras) extras[i] = extrasJson(l);
  }
  if (binary) {
    return {
      vehicle: textArray('varchar', vehicle), gps: fixedArray('timestamptz', gps), lat: fixedArray('float8', lat), lon: fixedArray('float8', lon),
      alt: fixedArray('int4', alt), speed: fixedArray('float4', speed), dir: fixedArray('int2', dir), alarm: fixedArray('int8', alarm),
      status: fixedArray('int8', status), mileage: fixedArray('float4', mileage), fuel: fixedArray('float4', fuel),
      extras: extras && textArray('jsonb', extras),
    };
  }
  return {
    vehicle, gps: gps.map((t) => new Date(t).toISOString()), lat: Array.from(lat), lon: Array.from(lon),
    alt, speed, dir, alarm, status, mileage, fuel, extras,
  };
}

/**
 * Whether this connection takes binary-format array parameters (node-postgres and PGlite do; a
 * driver that sent the Buffer as bytea text would fail the cast and get the text path). Asked once
 * per writer.
 */
export async function supportsBinaryArrays(db: Db): Promise<boolean> {
  try {
    const res = await sql<{ x: number }>`SELECT (${fixedArray('int4', [7, 42])}::int4[])[2] AS x`.execute(db);
    return Number(res.rows[0]?.x) === 42;
  } catch {
    return false;
  }
}

/** Error code PostgreSQL raises for a duplicate primary key (unique_violation). */
export const UNIQUE_VIOLATION = '23505';

/** How {@link insertPositions} writes. */
export interface InsertMode {
  /** binary column arrays, see {@link supportsBinaryArrays} */
  binary?: boolean;
  /**
   * true (default): ON CONFLICT (vehicle_id, gps_time) DO NOTHING skips rows already stored.
   * false: a plain INSERT, about half PostgreSQL's per-row cost (no speculative insertion), that
   * fails the transaction with {@link UNIQUE_VIOLATION} when any row exists; the caller then redoes
   * the transaction with true.
   */
  skipDuplicates?: boolean;
}

/**
 * Inserts positions into fleet_position with ONE parameterised statement (column arrays expanded
 * by unnest: 13 parameters for any number of rows, cheaper to send and plan than a VALUES list of
 * 13 × n placeholders). Returns rows inserted.
 */
export async function insertPositions(db: Db, items: PositionInput[], recvIso: string, mode: InsertMode = {}): Promise<number> {
  const c = columns(items, mode.binary ?? false, true);
  const onConflict = mode.skipDuplicates === false ? sql`` : sql`ON CONFLICT (vehicle_id, gps_time) DO NOTHING`;
  const res = await sql`
    INSERT INTO fleet_position (vehicle_id, gps_time, recv_time, lat, lon, altitude, speed, direction, alarm_flags, status_flags, mileage, fuel, extras)
    SELECT v, g, ${recvIso}::timestamptz, la, lo, al, sp, di, am, st, mi, fu, ex
    FROM unnest(${c.vehicle}::varchar[], ${c.gps}::timestamptz[], ${c.lat}::float8[], ${c.lon}::float8[], ${c.alt}::int[],
                ${c.speed}::real[], ${c.dir}::smallint[], ${c.alarm}::bigint[], ${c.status}::bigint[], ${c.mileage}::real[],
                ${c.fuel}::real[], ${c.extras}::jsonb[]) AS t(v, g, la, lo, al, sp, di, am, st, mi, fu, ex)
    ${onConflict}`.execute(db);
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
 * `binary`: see {@link supportsBinaryArrays}.
 */
export async function upsertStates(db: Db, latest: PositionInput[], recvIso: string, binary = false): Promise<void> {
  const c = columns(latest, binary, false);
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
