/**
 * Server-side time of /api/map/queryMove for 24 h of one vehicle at 1 Hz (86,400 points), on
 * PGlite and PostgreSQL (fresh throw-away databases, see bench-db.ts):
 *
 *   pnpm --filter server bench:track-query [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--runs 5] [--only pglite|postgres]
 *
 * Per engine it seeds the day (bench/seed-track.ts), then measures, best and median of `runs`:
 * - read: the one range query (loadTrackColumns);
 * - analyse: read + invalid points + trips / stops / mileage (loadAnalysedTrack);
 * - http: POST /jeecg-boot/api/map/queryMove over real HTTP (login as admin), until the whole
 *   JSON body is received and parsed; with the answer size in MB.
 */
import { buildApp } from '../src/app.js';
import { createInProcessBus } from '../src/bus/in-process.js';
import { loadConfig } from '../src/config.js';
import { loadTrackColumns } from '../src/track/repo.js';
import { loadAnalysedTrack } from '../src/track/service.js';
import { openBenchDb } from './bench-db.js';
import { seedTrack } from './seed-track.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const pgUrl = arg('pg-url', process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const runs = Number(arg('runs', '5'));
const only = arg('only', '');

async function time<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `best ${s[0].toFixed(0)} ms, median ${s[Math.floor(s.length / 2)].toFixed(0)} ms`;
}

async function benchKind(kind: 'pglite' | 'postgres'): Promise<void> {
  const bench = await openBenchDb(kind, pgUrl);
  const bus = createInProcessBus();
  const app = buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: bench.open.db, bus, logger: false });
  try {
    const seeded = await seedTrack(bench.open);
    console.log(`\n${bench.label}: seeded ${seeded.points} points of ${seeded.carNum} (${seeded.carId}) on ${seeded.day} in ${seeded.insertMs} ms`);
    const tenant = await bench.open.db.selectFrom('fleet_vehicle').select(['tenant_id', 'depart_id']).where('id', '=', seeded.carId).executeTakeFirstOrThrow();
    const read: number[] = [];
    const analyse: number[] = [];
    const http: number[] = [];
    let summary = '';
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jeecg-boot`;
    const login = await (await fetch(`${origin}/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: '123456' }) })).json() as { result: { token: string } };
    const token = login.result.token;
    for (let i = 0; i < runs; i++) {
      read.push((await time(() => loadTrackColumns(bench.open.db, seeded.carId, seeded.startTime, seeded.endTime))).ms);
      const a = await time(() => loadAnalysedTrack(bench.open.db, { tenantId: tenant.tenant_id, departIds: [tenant.depart_id] }, { carId: seeded.carId }, seeded.startTime, seeded.endTime));
      analyse.push(a.ms);
      const h = await time(async () => {
        const res = await fetch(`${origin}/api/map/queryMove`, {
          method: 'POST', headers: { 'content-type': 'application/json', 'x-access-token': token },
          body: JSON.stringify({ carId: seeded.carId, startTime: seeded.startTime, endTime: seeded.endTime }),
        });
        const text = await res.text();
        return { text, body: JSON.parse(text) as { result: { points: unknown[]; invalidCount: number; trips: unknown[]; stops: unknown[]; mileageKm: number; mileageSource: string } } };
      });
      http.push(h.ms);
      const r = h.value.body.result;
      summary = `${r.points.length} valid points, ${r.invalidCount} invalid, ${r.trips.length} trips, ${r.stops.length} stops, ${r.mileageKm} km (${r.mileageSource}), answer ${(h.value.text.length / 1e6).toFixed(1)} MB`;
    }
    console.log(`  answer: ${summary}`);
    console.log(`  read (one range query, 86,400 rows): ${stats(read)}`);
    console.log(`  read + analyse:                      ${stats(analyse)}`);
    console.log(`  HTTP queryMove (body received):      ${stats(http)}`);
  } finally {
    await app.close();
    await bus.close();
    await bench.dispose();
  }
}

async function main(): Promise<void> {
  for (const kind of ['postgres', 'pglite'] as const) {
    if (!only || only === kind) await benchKind(kind);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
