/**
 * Ingest benchmark (issue 3 "Scale and speed"): gateway + PositionWriter (+ the alarm engine on bus
 * topic 'positions', as in the gateway process) against PGlite or PostgreSQL, fed by N real TCP
 * terminals that register, authenticate and send 0x0200 (and every 10th message a 0x0704 of 5)
 * with a window of outstanding messages. The terminals run in a child process (they share the
 * machine's cores with the gateway and the database). Prints positions/s acknowledged and stored,
 * the gateway process's peak RSS and V8 heap, and the alarm engine's counters.
 * Exits non-zero when sent, acknowledged and stored rows differ.
 *
 *   pnpm --filter server bench:ingest -- --db pglite|postgres --terminals 10000 --seconds 30
 *   options: --window 8  --batch-every 10  --pg-url postgres://postgres@127.0.0.1:5432/postgres
 *            --batch-rows 4000  --flush-ms 5  --concurrency 1|2|3  --state-flush-ms 0|1000
 *            --alarms on|off (default on: fails when server/src/alarm/engine.ts cannot be loaded)
 */
import { fork } from 'node:child_process';
import pino from 'pino';
import { createInProcessBus } from '../src/bus/index.js';
import { startGateway } from '../src/gateway/index.js';
import { benchPhone, insertBenchFleet, openBenchDb } from './bench-db.js';
import type { ClientJob, ClientReport } from './ingest-clients.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const kind = arg('db', 'pglite') as 'pglite' | 'postgres';
const terminals = Number(arg('terminals', '1000'));
const seconds = Number(arg('seconds', '20'));
const window = Number(arg('window', '8'));
const batchEvery = Number(arg('batch-every', '10'));
const pgUrl = arg('pg-url', process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const writer = {
  maxBatchRows: Number(arg('batch-rows', '4000')),
  flushIntervalMs: Number(arg('flush-ms', '5')),
  concurrency: Number(arg('concurrency', kind === 'postgres' ? '2' : '1')),
  stateFlushMs: Number(arg('state-flush-ms', '0')),
};
const alarms = arg('alarms', 'on') !== 'off';

/** The alarm engine's module, loaded only when asked for (it may not exist in older trees). */
interface AlarmEngineLike {
  stats: { positions: number; skipped: number; opened: number; closed: number; flushes: number; flushErrors: number };
  stop(): Promise<void>;
}
async function startAlarms(opts: { db: unknown; bus: unknown; log: unknown }): Promise<AlarmEngineLike> {
  const mod = (await import('../src/alarm/engine.js')) as unknown as { startAlarmEngine(o: unknown): Promise<AlarmEngineLike> };
  return mod.startAlarmEngine(opts);
}

function runClientProcess(job: ClientJob): Promise<ClientReport> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename.replace(/ingest\.ts$/, 'ingest-clients.ts'), ['--role=clients'], { execArgv: process.execArgv });
    child.once('message', (m: { report?: ClientReport; error?: string }) => (m.report ? resolve(m.report) : reject(new Error(m.error))));
    child.once('exit', (code) => code !== 0 && reject(new Error(`client process exited with ${code}`)));
    child.send(job);
  });
}

const mib = (b: number) => Math.round(b / 1048576);
const rate = (n: number, ms: number) => Math.round((n * 1000) / Math.max(1, ms)).toLocaleString('en-US');

async function main(): Promise<number> {
  const benchStart = Date.now();
  const bench = await openBenchDb(kind, pgUrl);
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));
  const bus = createInProcessBus();
  let published = 0;
  bus.subscribe('positions', (p) => void (published += (p as unknown[]).length));
  try {
    await insertBenchFleet(bench.open, terminals);
    const engine = alarms ? await startAlarms({ db: bench.open.db, bus, log }) : null;
    const gw = await startGateway({ db: bench.open.db, bus, log, port: 0, host: '127.0.0.1', writer });
    console.log(`JT/T 808 ingest bench — ${bench.label}, ${terminals} terminals, ${seconds} s, window ${window}, 0x0704 every ${batchEvery}th message, alarm engine ${engine ? 'on' : 'off'}, writer ${JSON.stringify(writer)}`);
    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 250);
    const cpu0 = process.cpuUsage();
    const report = await runClientProcess({ port: gw.port, phones: Array.from({ length: terminals }, (_, i) => benchPhone(i)), window, seconds, batchEvery });
    const cpu = process.cpuUsage(cpu0);
    clearInterval(sampler);
    const stats = gw.stats();
    await gw.close();
    await engine?.stop();
    const row = await bench.open.db.selectFrom('fleet_position').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const stored = Number(row.n);
    console.log(`registered + authenticated ${report.registered}/${terminals} terminals in ${(report.registerMs / 1000).toFixed(1)} s`);
    console.log(`sent     ${report.sent} positions (${report.msgs0200} x 0x0200, ${report.msgs0704} x 0x0704 of 5)`);
    console.log(`acked    ${report.acked} (refused ${report.refused}, unanswered ${report.lost})`);
    console.log(`stored   ${stored} rows in fleet_position (published on the bus: ${published})`);
    console.log(`rate     ${rate(report.acked, report.sendMs)} positions/s acknowledged, ${rate(stored, report.sendMs)} rows/s stored over ${(report.sendMs / 1000).toFixed(1)} s`);
    console.log(`gateway  ${stats.batches} transactions, ${(stats.positionsStored / Math.max(1, stats.batches)).toFixed(0)} rows/transaction, ${stats.framesIn} frames in, ${stats.acksSent} acks, malformed ${stats.malformedDropped}, write errors ${stats.writeErrors}`);
    if (engine) console.log(`alarms   engine processed ${engine.stats.positions} positions (skipped ${engine.stats.skipped}), opened ${engine.stats.opened}, closed ${engine.stats.closed}, ${engine.stats.flushes} flushes, flush errors ${engine.stats.flushErrors}`);
    console.log(`memory   gateway process peak RSS ${mib(peakRss)} MiB, peak V8 heap used ${mib(peakHeap)} MiB (now RSS ${mib(process.memoryUsage().rss)} MiB); terminal process RSS ${report.rssMiB} MiB`);
    const wall = Date.now() - benchStart;
    console.log(`cpu      gateway process ${((cpu.user + cpu.system) / 1000 / Math.max(1, report.registerMs + report.sendMs) * 100).toFixed(0)} % of one core during registration + sending (user ${(cpu.user / 1e6).toFixed(1)} s, system ${(cpu.system / 1e6).toFixed(1)} s); bench wall time ${(wall / 1000).toFixed(0)} s`);
    const ok = report.sent === report.acked && report.acked === stored && report.registered === terminals;
    console.log(ok ? 'OK: sent = acknowledged = stored' : 'MISMATCH: sent, acknowledged and stored differ');
    return ok ? 0 : 1;
  } finally {
    await bus.close();
    await bench.dispose();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
