/**
 * Reports benchmark (issue 3 "Scale and speed": operation statistics for 1,000 vehicles over 30
 * days in under 2 s on PostgreSQL). Creates the demo organisation with N vehicles (default 1,000)
 * and D days (default 30) of positions — one every --interval s (default 300) from 07:00 to
 * 19:00 China time, driving 3 of every 4 reports, odometer and fuel extras — in a PostgreSQL
 * database, runs the daily rollup backfill (timed), then starts the API and times
 * POST /api/report/data/operation_stat over HTTP for the whole fleet and range (first call and
 * the median of 5), plus a page sorted by mileage. Exits 1 when the median exceeds 2,000 ms.
 *
 *   pnpm --filter server bench:reports [-- --vehicles 1000 --days 30 --interval 300]
 *   DATABASE_URL=postgres://… uses that database (must be empty; it is migrated and seeded, not
 *   dropped); default: a fresh database on 127.0.0.1:5432 (BENCH_PG_URL admin URL), dropped after.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { createInProcessBus } from '../src/bus/index.js';
import { loadConfig } from '../src/config.js';
import { migrateToLatest, openDatabase } from '../src/db/index.js';
import { addDays, chinaDay, chinaDayStart } from '../src/reports/china-time.js';
import { backfillDailyStats } from '../src/reports/daily-rollup.js';
import { seedDemoData } from '../src/seed/index.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const vehicles = Number(arg('vehicles', '1000'));
const days = Number(arg('days', '30'));
const intervalS = Number(arg('interval', '300'));
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const limitMs = 2000;

async function main(): Promise<void> {
  let url = process.env.DATABASE_URL;
  let drop: (() => Promise<void>) | null = null;
  if (!url) {
    const name = `vlm_bench_reports_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { vehicles });
    const today = chinaDay(Date.now());
    const firstDay = addDays(today, -(days - 1));
    const perDay = Math.floor((12 * 3600) / intervalS);
    const t0 = chinaDayStart(firstDay) + 7 * 3_600_000;
    // numbers computed here, inlined as literals (never input text)
    const pd = sql.lit(perDay);
    const kmPerStep = sql.lit((intervalS / 3600) * 50);
    const fuelPerStep = sql.lit(0.2 * (intervalS / 300));
    const ids = (await db.selectFrom('fleet_vehicle').select('id').orderBy('id').execute()).map((r) => r.id);
    const tInsert = Date.now();
    for (let i = 0; i < ids.length; i += 100) {
      const batch = ids.slice(i, i + 100);
      await sql`
        INSERT INTO fleet_position (vehicle_id, gps_time, recv_time, lat, lon, speed, direction, status_flags, mileage, fuel)
        SELECT v.id, ts, ts, 30 + (v.n % 100) * 0.01 + (k % ${pd}) * 0.0005, 120 + (v.n / 100) * 0.01 + (k % ${pd}) * 0.0005,
          CASE WHEN k % 4 < 3 THEN 30 + (k % 7) * 8 ELSE 0 END, 45, 3,
          1000 + (k - k / 4) * ${kmPerStep}, 300 - (k % ${pd}) * ${fuelPerStep}
        FROM (SELECT id, row_number() OVER (ORDER BY id) + ${sql.lit(i)} AS n FROM fleet_vehicle WHERE id IN (${sql.join(batch.map((id) => sql`${id}`))})) v,
          generate_series(0, ${sql.lit(days * perDay - 1)}) AS k,
          LATERAL (SELECT to_timestamp(${sql.lit(t0 / 1000)} + (k / ${pd}) * 86400 + (k % ${pd}) * ${sql.lit(intervalS)}) AS ts) t
        WHERE ts <= now()`.execute(db);
      process.stdout.write(`\r  positions: ${Math.min(i + 100, ids.length)}/${ids.length} vehicles`);
    }
    const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM fleet_position`.execute(db);
    process.stdout.write(`\n  inserted ${count.rows[0].n} positions in ${((Date.now() - tInsert) / 1000).toFixed(1)} s\n`);
    await sql`ANALYZE`.execute(db);
    const rollup = await backfillDailyStats(db, { days });
    console.log(`  rollup backfill: ${rollup.vehicles} vehicles, ${rollup.rows} daily rows in ${(rollup.ms / 1000).toFixed(1)} s`);
    await sql`ANALYZE fleet_daily_stat`.execute(db);

    const app = buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, bus: createInProcessBus(), logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jeecg-boot`;
    const login = (await (await fetch(`${origin}/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: '123456' }) })).json()) as { result: { token: string } };
    const token = login.result.token as string;
    const call = async (body: object) => {
      const t = performance.now();
      const res = await fetch(`${origin}/api/report/data/operation_stat`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-access-token': token }, body: JSON.stringify(body) });
      const json = (await res.json()) as { success: boolean; result: { total: number } };
      if (!json.success) throw new Error(`operation_stat failed: ${JSON.stringify(json)}`);
      return { ms: performance.now() - t, total: json.result.total as number };
    };
    const body = { startTime: firstDay, endTime: today, pageNo: 1, pageSize: 50 };
    const first = await call(body);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push((await call({ ...body, pageNo: 1 + i * 100 })).ms);
    times.sort((a, b) => a - b);
    const median = times[2];
    const sorted = await call({ ...body, column: 'mileageKm', order: 'desc' });
    await app.close();
    console.log(`运营统计 operation_stat: ${vehicles} vehicles × ${days} days = ${first.total} rows (PostgreSQL, over HTTP)`);
    console.log(`  first call ${first.ms.toFixed(0)} ms, median of 5 pages ${median.toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[4].toFixed(0)}), sorted by mileage ${sorted.ms.toFixed(0)} ms`);
    console.log(median <= limitMs ? `  PASS: under ${limitMs} ms` : `  FAIL: over ${limitMs} ms`);
    process.exitCode = median <= limitMs ? 0 : 1;
  } finally {
    await database.close();
    await drop?.();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
