/**
 * Crash-safety bench (issue 3 "Scale and speed": kill -9 the server during ingestion, restart;
 * every position that had been acknowledged is in the database).
 *
 * Runs the JT/T 808 gateway as a child process against a fresh PostgreSQL database (or PGlite in a
 * temp folder), drives `--terminals` real TCP terminals from this process that keep `--window`
 * messages outstanding and record every position acknowledged with 0x8001 result 0, kills the
 * child with SIGKILL in the middle of ingestion (`--kills` times, after `--run-ms` of sending each),
 * restarts it, lets the terminals reconnect and send again; the last life sends to the end and is
 * killed after its last answer, then the gateway starts once more. At the end it checks every recorded
 * (vehicle, GNSS time) against fleet_position. Also checks that fleet_vehicle_state caught up with
 * the newest stored position of every vehicle (states are written deferred, see
 * PositionWriter `stateFlushMs`). Prints acked / found / missing; exits 1 when anything is missing.
 *
 *   pnpm --filter server bench:crash -- --terminals 500 --kills 3 --run-ms 4000 [--db pglite]
 */
import { fork, type ChildProcess } from 'node:child_process';
import pino from 'pino';
import { sql } from 'kysely';
import { createInProcessBus } from '../src/bus/index.js';
import { openDatabase } from '../src/db/index.js';
import { startGateway } from '../src/gateway/index.js';
import { TerminalClient } from '../src/simulator/terminal-client.js';
import type { HeaderVersion } from '../src/jt808/index.js';
import { benchPhone, insertBenchFleet, openBenchDb } from './bench-db.js';
import { PipelinedTerminal } from './pipelined-terminal.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** Child role: open the database named by env, run the gateway, report its port over IPC. */
async function gatewayChild(): Promise<void> {
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));
  const database = await openDatabase({ databaseUrl: process.env.CRASH_DB_URL || undefined, pgliteDir: process.env.CRASH_PGLITE_DIR || undefined });
  const bus = createInProcessBus();
  const gw = await startGateway({
    db: database.db, bus, log, port: Number(process.env.CRASH_PORT ?? 0), host: '127.0.0.1',
    writer: { concurrency: database.kind === 'postgres' ? 2 : 1, stateFlushMs: 1000 },
  });
  process.once('SIGTERM', () => {
    void gw.close().then(() => database.close()).then(() => process.exit(0));
  });
  process.send!({ port: gw.port });
}

function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--role=gateway'], { execArgv: process.execArgv, env: { ...process.env, ...env } });
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code, signal) => reject(new Error(`gateway child exited (${code ?? signal}) before listening`)));
  });
}

interface Fleet {
  acked: Map<string, number[]>;
  sent: number;
  ackedCount: number;
}

/**
 * Brings `phones` online against `port` (calls `onSending` once all are), then sends until
 * `stopAt` or until the connection dies; resolves when every terminal is done.
 */
async function drive(port: number, phones: string[], fleet: Fleet, opts: { window: number; stopAt: () => number; baseTime: (i: number) => number; onSending: () => void }) {
  const terminals: Array<{ t: PipelinedTerminal; c: TerminalClient }> = [];
  for (let k = 0; k < phones.length; k += 250) {
    await Promise.all(phones.slice(k, k + 250).map(async (phone, j) => {
      const i = k + j;
      const version: HeaderVersion = i % 3 === 0 ? 2019 : 2013;
      const c = new TerminalClient({ host: '127.0.0.1', port, phone, version, timeoutMs: 20_000 });
      await c.connect();
      const reg = await c.register({ province: 32, city: 100, maker: 'CRASH', model: 'C-808', terminalId: phone.slice(-7), plateColor: 2, plate: '苏Z' + phone.slice(-5) });
      if (reg.result !== 0 || (await c.authenticate(reg.authCode!)).result !== 0) throw new Error(`terminal ${phone} could not come online`);
      terminals.push({ t: new PipelinedTerminal(c, phone, version, i), c });
    }));
  }
  opts.onSending();
  const stopAt = opts.stopAt();
  await new Promise<void>((resolve) => {
    let running = terminals.length;
    for (const { t } of terminals) {
      const phone = t.phone;
      t.start({
        window: opts.window, batchEvery: 10, stopAt, baseTime: opts.baseTime(t.index),
        onAcked: (times) => {
          let list = fleet.acked.get(phone);
          if (!list) fleet.acked.set(phone, (list = []));
          for (const x of times) list.push(x);
          fleet.ackedCount += times.length;
        },
        onDone: () => void (--running === 0 && resolve()),
      });
    }
  });
  for (const { t, c } of terminals) {
    fleet.sent += t.counters.sent;
    await c.close();
  }
}

async function main(): Promise<number> {
  const kind = arg('db', 'postgres') as 'pglite' | 'postgres';
  const count = Number(arg('terminals', '500'));
  const kills = Number(arg('kills', '3'));
  const runMs = Number(arg('run-ms', '4000'));
  const window = Number(arg('window', '8'));
  const port = Number(arg('port', '0'));
  const pgUrl = arg('pg-url', process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const bench = await openBenchDb(kind, pgUrl);
  const env: Record<string, string> = { CRASH_PORT: String(port) };
  try {
    await insertBenchFleet(bench.open, count);
    if (kind === 'postgres') env.CRASH_DB_URL = bench.url!;
    else {
      // PGlite is one process's file: the bench's own handle must be closed while the child runs
      throw new Error('--db pglite: PGlite cannot be opened by two processes; run the crash bench against PostgreSQL');
    }
    const phones = Array.from({ length: count }, (_, i) => benchPhone(i));
    const fleet: Fleet = { acked: new Map(), sent: 0, ackedCount: 0 };
    // each run of a terminal gets its own GNSS time range so nothing it sends repeats an earlier run
    const epoch = Math.floor(Date.now() / 1000) * 1000 - 6 * 3_600_000;
    console.log(`JT/T 808 crash bench — ${bench.label}, ${count} terminals, window ${window}, ${kills} × kill -9 after ${runMs} ms of sending`);
    for (let run = 0; run <= kills; run++) {
      const { child, port: p } = await startChild(env);
      const last = run === kills;
      let t0 = 0;
      let sending!: () => void;
      const online = new Promise<void>((r) => (sending = r));
      const driving = drive(p, phones, fleet, {
        window,
        stopAt: () => (last ? Date.now() + runMs : Date.now() + 600_000),
        baseTime: () => epoch + run * 3_600_000,
        onSending: () => {
          t0 = Date.now();
          sending();
        },
      });
      let killedAt = 0;
      if (!last) {
        // kill once the terminals have been sending for runMs (registration time excluded)
        await Promise.race([online, driving]);
        await new Promise((r) => setTimeout(r, runMs));
        const before = fleet.ackedCount;
        child.kill('SIGKILL');
        killedAt = Date.now();
        await new Promise((r) => child.once('exit', r));
        console.log(`run ${run + 1}: killed -9 after ${((killedAt - t0) / 1000).toFixed(1)} s with ${before.toLocaleString('en-US')} positions acknowledged so far`);
      }
      await driving;
      if (last) {
        // every answer is in: kill -9 before the deferred vehicle states were written
        child.kill('SIGKILL');
        await new Promise((r) => child.once('exit', r));
        console.log(`run ${run + 1}: sent for ${(runMs / 1000).toFixed(1)} s, every answer received, then killed -9`);
      }
    }
    // one more start: fleet_vehicle_state is caught up from fleet_position before it listens
    const final = await startChild(env);
    final.child.kill('SIGTERM');
    await new Promise((r) => final.child.once('exit', r));
    const db = bench.open.db;
    const rows = await db.selectFrom('fleet_position').select(['vehicle_id', 'gps_time']).execute();
    const stored = new Set(rows.map((r) => r.vehicle_id + '|' + new Date(r.gps_time).getTime()));
    let found = 0;
    let missing = 0;
    const examples: string[] = [];
    for (const [phone, times] of fleet.acked) {
      const vehicle = `bench_veh_${Number(phone.slice(4)) - 1}`;
      for (const t of times) {
        if (stored.has(vehicle + '|' + t)) found++;
        else {
          missing++;
          if (examples.length < 5) examples.push(`${vehicle} @ ${new Date(t).toISOString()}`);
        }
      }
    }
    const lag = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM fleet_vehicle v
      JOIN LATERAL (SELECT max(gps_time) AS t FROM fleet_position p WHERE p.vehicle_id = v.id) m ON m.t IS NOT NULL
      LEFT JOIN fleet_vehicle_state s ON s.vehicle_id = v.id
      WHERE s.gps_time IS DISTINCT FROM m.t`.execute(db);
    console.log(`sent     ${fleet.sent.toLocaleString('en-US')} positions over ${kills + 1} gateway lives`);
    console.log(`acked    ${fleet.ackedCount.toLocaleString('en-US')} (0x8001 result 0)`);
    console.log(`found    ${found.toLocaleString('en-US')} of them in fleet_position (${rows.length.toLocaleString('en-US')} rows stored: the rest were committed but their ack was lost in a crash)`);
    console.log(`missing  ${missing}${examples.length ? ' e.g. ' + examples.join(', ') : ''}`);
    console.log(`state    ${lag.rows[0].n} vehicles whose fleet_vehicle_state is not their newest stored position`);
    const ok = missing === 0 && found === fleet.ackedCount && lag.rows[0].n === 0;
    console.log(ok ? 'OK: every acknowledged position survived kill -9' : 'FAIL: acknowledged positions or states are missing');
    return ok ? 0 : 1;
  } finally {
    await bench.dispose();
  }
}

if (process.argv.includes('--role=gateway')) {
  gatewayChild().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(2);
    },
  );
}
