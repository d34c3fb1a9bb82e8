/**
 * Ingest benchmark: gateway + PositionWriter against PGlite or PostgreSQL, fed by N real TCP
 * terminals (in a child process) that register, authenticate and send 0x0200 (and some 0x0704)
 * with a window of outstanding messages. Prints positions/s acknowledged and stored, and RSS.
 * Exits non-zero when sent, acknowledged and stored rows differ.
 *
 *   pnpm --filter server bench:ingest -- --db pglite|postgres --terminals 1000 --seconds 20
 *   options: --window 8  --batch-every 10  --pg-url postgres://postgres@127.0.0.1:5432/postgres
 *            --batch-rows 2000  --flush-ms 5  --concurrency 1|2
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
  maxBatchRows: Number(arg('batch-rows', '2000')),
  flushIntervalMs: Number(arg('flush-ms', '5')),
  concurrency: Number(arg('concurrency', kind === 'postgres' ? '2' : '1')),
};

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
  const bench = await openBenchDb(kind, pgUrl);
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));
  const bus = createInProcessBus();
  let published = 0;
  bus.subscribe('positions', (p) => void (published += (p as unknown[]).length));
  try {
    await insertBenchFleet(bench.open, terminals);
    const gw = await startGateway({ db: bench.open.db, bus, log, port: 0, host: '127.0.0.1', writer });
    console.log(`JT/T 808 ingest bench — ${bench.label}, ${terminals} terminals, ${seconds} s, window ${window}, 0x0704 every ${batchEvery}th message, writer ${JSON.stringify(writer)}`);
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 500);
    const report = await runClientProcess({ port: gw.port, phones: Array.from({ length: terminals }, (_, i) => benchPhone(i)), window, seconds, batchEvery });
    clearInterval(sampler);
    const stats = gw.stats();
    await gw.close();
    const row = await bench.open.db.selectFrom('fleet_position').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const stored = Number(row.n);
    console.log(`registered + authenticated ${report.registered}/${terminals} terminals in ${(report.registerMs / 1000).toFixed(1)} s`);
    console.log(`sent     ${report.sent} positions (${report.msgs0200} x 0x0200, ${report.msgs0704} x 0x0704 of 5)`);
    console.log(`acked    ${report.acked} (refused ${report.refused}, unanswered ${report.lost})`);
    console.log(`stored   ${stored} rows in fleet_position (published on the bus: ${published})`);
    console.log(`rate     ${rate(report.acked, report.sendMs)} positions/s acknowledged, ${rate(stored, report.sendMs)} rows/s stored over ${(report.sendMs / 1000).toFixed(1)} s`);
    console.log(`gateway  ${stats.batches} transactions, ${(stats.positionsStored / Math.max(1, stats.batches)).toFixed(0)} rows/transaction, ${stats.framesIn} frames in, ${stats.acksSent} acks, malformed ${stats.malformedDropped}, write errors ${stats.writeErrors}`);
    console.log(`memory   gateway process RSS peak ${mib(peakRss)} MiB (now ${mib(process.memoryUsage().rss)} MiB), client process RSS ${report.rssMiB} MiB`);
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
