/**
 * Seeds 24 h of one vehicle at 1 Hz (86,400 positions: night parking, drives and stops, ~0.2 %
 * invalid points; see server/src/track/synthetic.ts) into a database, for the trajectory
 * benchmarks (issue 3: 86,400 points from query to drawn track in under 1 s on PostgreSQL).
 *
 *   DATABASE_URL=postgres://… tsx bench/seed-track.ts [--day YYYY-MM-DD] [--seed N]
 *   PGLITE_DIR=server/.data/pglite tsx bench/seed-track.ts
 *
 * The database is migrated; when it holds no tenant yet the demo data is seeded (so admin /
 * 123456 can log in). The vehicle `veh_track_bench` (plate 浙A·T8640 → `浙AT8640`) is added to the
 * first root department of the demo tenant (admin sees it; hz_operator does not) with terminal
 * 013800086400; its positions of that China day (default: yesterday) are replaced.
 * Prints one JSON line: {carId, carNum, day, startTime, endTime, points, insertMs}.
 */
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../src/db/index.js';
import { ensurePositionPartition } from '../src/gateway/partitions.js';
import { isDatabaseEmpty, seedDemoData } from '../src/seed/index.js';
import { CHINA_OFFSET_MS } from '../src/track/request.js';
import { syntheticDay } from '../src/track/synthetic.js';

/** Id, plate and terminal phone of the bench vehicle. */
export const BENCH_CAR = { id: 'veh_track_bench', carNum: '浙AT8640', phone: '013800086400' } as const;

/** What {@link seedTrack} did. */
export interface SeededTrack {
  carId: string;
  carNum: string;
  /** China day YYYY-MM-DD */
  day: string;
  /** first / last point, ms epoch */
  startTime: number;
  endTime: number;
  points: number;
  insertMs: number;
}

/** Start (ms epoch) of the China day `day` (YYYY-MM-DD), or of yesterday when omitted. */
export function chinaDayStart(day?: string): number {
  if (day) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`--day must be YYYY-MM-DD, got ${day}`);
    return Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;
  }
  const today = Math.floor((Date.now() + CHINA_OFFSET_MS) / 86_400_000) * 86_400_000 - CHINA_OFFSET_MS;
  return today - 86_400_000;
}

/**
 * Adds the bench vehicle (idempotent) and replaces its positions of the day with 86,400 synthetic
 * ones, inserted in batches of 2,000 rows (partitions of the two UTC days are created first).
 */
export async function seedTrack(open: OpenDatabase, opts: { day?: string; seed?: number } = {}): Promise<SeededTrack> {
  const { db } = open;
  await migrateToLatest(db);
  if (await isDatabaseEmpty(db)) await seedDemoData(db, { vehicles: 12 });
  const root = await db.selectFrom('sys_depart').select(['id', 'tenant_id']).where('parent_id', 'is', null).orderBy('tenant_id').orderBy('org_code').executeTakeFirstOrThrow();
  await db.insertInto('fleet_vehicle').values({
    id: BENCH_CAR.id, tenant_id: root.tenant_id, depart_id: root.id, car_num: BENCH_CAR.carNum, plate_color: 2,
    vin: 'LTRK0BENCH0086400', vehicle_type: '轻型厢式货车', driver_name: '轨迹压测', speed_limit: 100, fuel_tank: 120,
  }).onConflict((oc) => oc.column('id').doNothing()).execute();
  await db.insertInto('fleet_terminal').values({ id: 'term_track_bench', tenant_id: root.tenant_id, vehicle_id: BENCH_CAR.id, phone: BENCH_CAR.phone })
    .onConflict((oc) => oc.doNothing()).execute();
  const startMs = chinaDayStart(opts.day);
  const endMs = startMs + 86_400_000 - 1000;
  const points = syntheticDay({ startMs, seed: opts.seed });
  const started = performance.now();
  await ensurePositionPartition(db, startMs);
  await ensurePositionPartition(db, endMs);
  await db.deleteFrom('fleet_position').where('vehicle_id', '=', BENCH_CAR.id)
    .where('gps_time', '>=', new Date(startMs)).where('gps_time', '<=', new Date(endMs)).execute();
  for (let i = 0; i < points.length; i += 2000) {
    await db.insertInto('fleet_position').values(points.slice(i, i + 2000).map((p) => ({
      vehicle_id: BENCH_CAR.id, gps_time: new Date(p.time), recv_time: new Date(p.recv ?? p.time), lat: p.lat, lon: p.lon,
      altitude: 12, speed: p.speed ?? 0, direction: p.direction ?? 0, alarm_flags: p.alarmFlags ?? 0, status_flags: p.statusFlags ?? 3,
      mileage: p.mileage ?? null, fuel: null,
    }))).execute();
  }
  await sql`ANALYZE fleet_position`.execute(db);
  const insertMs = Math.round(performance.now() - started);
  const day = new Date(startMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
  return { carId: BENCH_CAR.id, carNum: BENCH_CAR.carNum, day, startTime: startMs, endTime: endMs, points: points.length, insertMs };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const open = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: process.env.PGLITE_DIR });
  try {
    const seed = arg('--seed');
    const result = await seedTrack(open, { day: arg('--day'), seed: seed ? Number(seed) : undefined });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await open.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
