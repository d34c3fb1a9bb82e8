import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/index.js';

/** One UTC day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Days either side of today for which positions get a daily partition; the rest go to DEFAULT. */
export const PARTITION_HORIZON_DAYS = 2;

/** Start (UTC midnight, ms) of the day holding `ms`. */
export function dayStartUtc(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Partition table name of a UTC day: fleet_position_pYYYYMMDD. */
export function partitionName(dayUtc: number): string {
  return 'fleet_position_p' + new Date(dayStartUtc(dayUtc)).toISOString().slice(0, 10).replace(/-/g, '');
}

const CHECK_VIOLATION = '23514';
const RETRY_AFTER_MS = 60_000;

/**
 * Creates the daily partition fleet_position_pYYYYMMDD FOR VALUES FROM day TO day+1 (UTC) unless
 * it exists. When the DEFAULT partition already holds rows of that day (PostgreSQL then refuses the
 * partition with a check violation), those rows are moved in one transaction: copied aside,
 * deleted from DEFAULT, the partition created, the rows re-inserted.
 * The table name and bounds are computed from a number, never from input.
 * @param dayUtc any ms inside the day.
 * @returns true when the partition was created, false when it already existed.
 */
export async function ensurePositionPartition(db: Kysely<Database>, dayUtc: number): Promise<boolean> {
  const start = dayStartUtc(dayUtc);
  const name = partitionName(start);
  const exists = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_class WHERE relname = ${name} AND relkind = 'r'`.execute(db);
  if (exists.rows[0].n > 0) return false;
  const from = new Date(start).toISOString();
  const to = new Date(start + DAY_MS).toISOString();
  const create = sql`CREATE TABLE IF NOT EXISTS ${sql.id(name)} PARTITION OF fleet_position FOR VALUES FROM (${sql.lit(from)}) TO (${sql.lit(to)})`;
  try {
    await create.execute(db);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code !== CHECK_VIOLATION) throw err;
  }
  await db.transaction().execute(async (trx) => {
    await sql`CREATE TEMP TABLE fleet_position_moving (LIKE fleet_position) ON COMMIT DROP`.execute(trx);
    await sql`WITH moved AS (DELETE FROM fleet_position_default WHERE gps_time >= ${from}::timestamptz AND gps_time < ${to}::timestamptz RETURNING *)
      INSERT INTO fleet_position_moving SELECT * FROM moved`.execute(trx);
    await create.execute(trx);
    await sql`INSERT INTO fleet_position SELECT * FROM fleet_position_moving`.execute(trx);
  });
  return true;
}

/**
 * Keeps daily partitions ready and remembers which exist, so the hot path costs a Set lookup.
 * `ensureFor(times)` creates the partitions of the days within ±PARTITION_HORIZON_DAYS of now that
 * the times fall in; other times land in DEFAULT. `prepareAround(now)` creates yesterday, today
 * and tomorrow (run at start and by the gateway's timer).
 */
export class PartitionManager {
  private readonly ready = new Set<number>();
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly failedUntil = new Map<number, number>();

  /** @param db the database; @param onError receives creation failures (the rows then go to DEFAULT). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (err: unknown, day: string) => void,
  ) {}

  /** Ensures yesterday's, today's and tomorrow's partitions (UTC). */
  async prepareAround(now = Date.now()): Promise<void> {
    const today = dayStartUtc(now);
    await this.ensureDays([today - DAY_MS, today, today + DAY_MS]);
  }

  /** Ensures the partitions needed for these GNSS times (ms); never throws. */
  async ensureFor(times: Iterable<number>, now = Date.now()): Promise<void> {
    const today = dayStartUtc(now);
    const lo = today - PARTITION_HORIZON_DAYS * DAY_MS;
    const hi = today + PARTITION_HORIZON_DAYS * DAY_MS;
    let missing: Set<number> | null = null;
    for (const t of times) {
      const d = dayStartUtc(t);
      if (d < lo || d > hi || this.ready.has(d) || (this.failedUntil.get(d) ?? 0) > now) continue;
      (missing ??= new Set()).add(d);
    }
    if (missing) await this.ensureDays([...missing]);
  }

  private async ensureDays(days: number[]): Promise<void> {
    for (const d of days) {
      if (this.ready.has(d)) continue;
      let p = this.inFlight.get(d);
      if (!p) {
        p = ensurePositionPartition(this.db, d).then(
          () => void this.ready.add(d),
          (err) => {
            this.failedUntil.set(d, Date.now() + RETRY_AFTER_MS);
            this.onError(err, partitionName(d));
          },
        );
        p.finally(() => this.inFlight.delete(d));
        this.inFlight.set(d, p);
      }
      await p;
    }
  }
}
