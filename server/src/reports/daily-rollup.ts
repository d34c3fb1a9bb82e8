import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/types.js';
import { addDays, chinaDay, chinaDayStart, DAY_MS } from './china-time.js';

/**
 * The daily rollup: fleet_position → fleet_daily_stat (one row per vehicle and China day).
 *
 * Rules (documented thresholds, issue 3 "operation statistics"; contract "Reports"):
 * - An interval is the time from one position to the next of the same vehicle; it belongs to
 *   the day of its first position (an interval over midnight counts on the earlier day).
 *   Intervals longer than {@link GAP_S} (300 s) are a data gap and count nowhere.
 * - driving_s: intervals whose first position has speed ≥ {@link MOVING_KMH} (1 km/h, the
 *   'moving' rule of VehicleState); idle_s: speed below that with ACC on (JT/T 808 table 24
 *   status bit 0); online_s: every interval that is not a gap.
 * - mileage_km: from the terminal odometer (0x0200 extra 0x01) when the day has ≥ 2 readings —
 *   the sum of forward steps no faster than {@link MAX_KMH} (200 km/h) — else the haversine length
 *   of the located track (status bit 1, non-zero coordinates), same speed plausibility check.
 * - refuel: a fuel (extra 0x02) rise of at least {@link REFUEL_MIN_L} (5 L) between two positions;
 *   fuel_used_l: the sum of the level changes of all other intervals (small rises are sensor
 *   noise and cancel small drops), floored at 0.
 * - bytes_est: estimated upstream traffic: 43 B per 0x0200 frame (flags, 2013 header, 28 B body,
 *   checksum) plus 6 B with an odometer and 4 B with a fuel extra; escapes are not counted.
 */
export const GAP_S = 300;
export const MOVING_KMH = 1;
export const MAX_KMH = 200;
export const REFUEL_MIN_L = 5;
/** Vehicles per rollup statement (bounds the rows one window query holds). */
export const ROLLUP_BATCH = 50;

const EARTH_KM = 6371.0088;

/** What a rollup call did. */
export interface RollupResult {
  vehicles: number;
  rows: number;
  ms: number;
}

async function rollupBatch(db: Kysely<Database>, vehicleIds: string[], fromDay: string, toDay: string): Promise<number> {
  const from = new Date(chinaDayStart(fromDay));
  const to = new Date(chinaDayStart(toDay) + DAY_MS + GAP_S * 1000);
  const ids = sql.join(vehicleIds.map((id) => sql`${id}`));
  return db.transaction().execute(async (trx) => {
    await sql`DELETE FROM fleet_daily_stat WHERE vehicle_id IN (${ids}) AND day BETWEEN ${fromDay}::date AND ${toDay}::date`.execute(trx);
    const res = await sql`
      INSERT INTO fleet_daily_stat (vehicle_id, day, positions, first_time, last_time, first_lon, first_lat, last_lon, last_lat,
        mileage_km, mileage_source, driving_s, idle_s, online_s, max_speed, fuel_start_l, fuel_end_l, fuel_used_l, refuel_l,
        refuel_count, bytes_est, update_time)
      WITH p AS (
        SELECT vehicle_id, gps_time, lat, lon, speed, mileage, fuel, status_flags,
          (gps_time AT TIME ZONE 'UTC' + interval '8 hours')::date AS day,
          lead(gps_time) OVER w AS n_time, lead(lat) OVER w AS n_lat, lead(lon) OVER w AS n_lon,
          lead(mileage) OVER w AS n_mileage, lead(fuel) OVER w AS n_fuel, lead(status_flags) OVER w AS n_status
        FROM fleet_position
        WHERE vehicle_id IN (${ids}) AND gps_time >= ${from} AND gps_time < ${to}
        WINDOW w AS (PARTITION BY vehicle_id ORDER BY gps_time)
      ), s AS (
        SELECT p.*, EXTRACT(EPOCH FROM (n_time - gps_time))::float8 AS dt,
          CASE WHEN (status_flags & 2) = 2 AND (n_status & 2) = 2 AND lat <> 0 AND lon <> 0 AND n_lat <> 0 AND n_lon <> 0
            THEN 2 * ${sql.lit(EARTH_KM)}::float8 * asin(least(1, sqrt(power(sin(radians(n_lat - lat) / 2), 2)
              + cos(radians(lat)) * cos(radians(n_lat)) * power(sin(radians(n_lon - lon) / 2), 2))))
          END AS seg_km
        FROM p
        WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date
      )
      SELECT vehicle_id, day, count(*)::int, min(gps_time), max(gps_time),
        (array_agg(lon ORDER BY gps_time))[1], (array_agg(lat ORDER BY gps_time))[1],
        (array_agg(lon ORDER BY gps_time DESC))[1], (array_agg(lat ORDER BY gps_time DESC))[1],
        CASE WHEN count(mileage) >= 2
          THEN coalesce(sum(CASE WHEN n_mileage >= mileage AND n_mileage - mileage <= greatest(dt, 1) * ${sql.lit(MAX_KMH)} / 3600.0 + 0.2
            THEN n_mileage - mileage ELSE 0 END), 0)
          ELSE coalesce(sum(CASE WHEN dt <= ${sql.lit(GAP_S)} AND seg_km <= greatest(dt, 1) * ${sql.lit(MAX_KMH)} / 3600.0 + 0.05 THEN seg_km ELSE 0 END), 0)
        END::float8,
        CASE WHEN count(mileage) >= 2 THEN 'odometer' ELSE 'track' END,
        round(coalesce(sum(CASE WHEN dt <= ${sql.lit(GAP_S)} AND speed >= ${sql.lit(MOVING_KMH)} THEN dt ELSE 0 END), 0))::int,
        round(coalesce(sum(CASE WHEN dt <= ${sql.lit(GAP_S)} AND speed < ${sql.lit(MOVING_KMH)} AND (status_flags & 1) = 1 THEN dt ELSE 0 END), 0))::int,
        round(coalesce(sum(CASE WHEN dt <= ${sql.lit(GAP_S)} THEN dt ELSE 0 END), 0))::int,
        coalesce(max(speed), 0),
        (array_agg(fuel ORDER BY gps_time) FILTER (WHERE fuel IS NOT NULL))[1],
        (array_agg(fuel ORDER BY gps_time DESC) FILTER (WHERE fuel IS NOT NULL))[1],
        greatest(0, coalesce(sum(CASE WHEN n_fuel - fuel < ${sql.lit(REFUEL_MIN_L)} THEN fuel - n_fuel ELSE 0 END), 0))::float8,
        coalesce(sum(CASE WHEN n_fuel - fuel >= ${sql.lit(REFUEL_MIN_L)} THEN n_fuel - fuel ELSE 0 END), 0)::float8,
        count(*) FILTER (WHERE n_fuel - fuel >= ${sql.lit(REFUEL_MIN_L)})::int,
        sum(43 + CASE WHEN mileage IS NOT NULL THEN 6 ELSE 0 END + CASE WHEN fuel IS NOT NULL THEN 4 ELSE 0 END)::bigint,
        now()
      FROM s
      GROUP BY vehicle_id, day
    `.execute(trx);
    return Number(res.numAffectedRows ?? 0);
  });
}

/**
 * Recomputes fleet_daily_stat for `vehicleIds` (all vehicles when null) and the China days
 * `fromDay`..`toDay` ('YYYY-MM-DD', both included) from fleet_position: deletes those rows and
 * inserts fresh ones, {@link ROLLUP_BATCH} vehicles per transaction. Idempotent.
 * @throws the database error of a failed batch (earlier batches stay committed).
 */
export async function rollupDailyStats(
  db: Kysely<Database>, opts: { vehicleIds?: string[] | null; fromDay: string; toDay: string },
): Promise<RollupResult> {
  const t0 = Date.now();
  const ids = opts.vehicleIds ?? (await db.selectFrom('fleet_vehicle').select('id').orderBy('id').execute()).map((r) => r.id);
  let rows = 0;
  for (let i = 0; i < ids.length; i += ROLLUP_BATCH) {
    rows += await rollupBatch(db, ids.slice(i, i + ROLLUP_BATCH), opts.fromDay, opts.toDay);
  }
  return { vehicles: ids.length, rows, ms: Date.now() - t0 };
}

/**
 * Backfill: recomputes every vehicle for the last `days` China days up to today (default 31,
 * the longest report range) — used on first start and by the benchmark.
 */
export async function backfillDailyStats(db: Kysely<Database>, opts: { days?: number; now?: number } = {}): Promise<RollupResult> {
  const today = chinaDay(opts.now ?? Date.now());
  return rollupDailyStats(db, { fromDay: addDays(today, -((opts.days ?? 31) - 1)), toDay: today });
}

const STATE_NAME = 'daily_stat';

/**
 * One incremental pass: the vehicles whose latest report arrived since the checkpoint
 * (fleet_vehicle_state.recv_time, with 5 s of overlap) get today's rows recomputed (and
 * yesterday's while the checkpoint is within 10 min after midnight); without a checkpoint a full {@link backfillDailyStats} runs. Stores the pass's
 * start time as the new checkpoint.
 */
export async function runRollupPass(db: Kysely<Database>, now = Date.now()): Promise<RollupResult> {
  const state = await db.selectFrom('fleet_rollup_state').select('last_run').where('name', '=', STATE_NAME).executeTakeFirst();
  let result: RollupResult;
  if (!state) {
    result = await backfillDailyStats(db, { now });
  } else {
    const since = new Date(state.last_run.getTime() - 5000);
    const ids = (await db.selectFrom('fleet_vehicle_state').select('vehicle_id').where('recv_time', '>=', since).execute()).map((r) => r.vehicle_id);
    // today, and yesterday too while the last pass is less than 10 min past midnight (late reports)
    const fromDay = chinaDay(Math.min(now, state.last_run.getTime() - 600_000));
    result = ids.length ? await rollupDailyStats(db, { vehicleIds: ids, fromDay, toDay: chinaDay(now) }) : { vehicles: 0, rows: 0, ms: 0 };
  }
  await db.insertInto('fleet_rollup_state').values({ name: STATE_NAME, last_run: new Date(now) })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_run: new Date(now) })).execute();
  return result;
}

/** A running rollup loop. */
export interface DailyRollup {
  /** Runs a pass now (waits for a pass already running). */
  runNow(): Promise<RollupResult | null>;
  stop(): Promise<void>;
}

/**
 * Starts the rollup inside the server: a pass right away, then every `intervalMs` (default
 * 60 000 ms); passes never overlap; failures are logged and retried on the next tick.
 */
export function startDailyRollup(opts: { db: Kysely<Database>; log: Logger; intervalMs?: number }): DailyRollup {
  let running: Promise<RollupResult | null> | null = null;
  let stopped = false;
  const pass = (): Promise<RollupResult | null> => {
    if (running) return running;
    running = runRollupPass(opts.db)
      .then((r) => {
        if (r.vehicles) opts.log.debug({ ...r }, 'daily stat rollup');
        return r;
      })
      .catch((err: unknown) => {
        opts.log.error({ err }, 'daily stat rollup failed');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  void pass();
  const timer = setInterval(() => {
    if (!stopped) void pass();
  }, opts.intervalMs ?? 60_000);
  timer.unref();
  return {
    runNow: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
