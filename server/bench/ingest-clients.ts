/**
 * The terminal side of the ingest bench, run in its own process (forked by ingest.ts) so that
 * encoding and socket work do not share the gateway's event loop (they still share the machine's
 * cores). Each terminal registers, authenticates, then keeps `window` messages outstanding: 0x0200,
 * and every `batchEvery`-th message a 0x0704 of 5 items (see pipelined-terminal.ts). Reports
 * counts to the parent over IPC.
 */
import type { HeaderVersion } from '../src/jt808/index.js';
import { TerminalClient } from '../src/simulator/terminal-client.js';
import { PipelinedTerminal } from './pipelined-terminal.js';

/** What the parent asks the client process to do. */
export interface ClientJob {
  port: number;
  phones: string[];
  window: number;
  seconds: number;
  batchEvery: number;
}

/** What the client process reports back (counts are positions, not messages). */
export interface ClientReport {
  registered: number;
  registerMs: number;
  sent: number;
  acked: number;
  refused: number;
  lost: number;
  msgs0200: number;
  msgs0704: number;
  sendMs: number;
  rssMiB: number;
}


/**
 * Brings the terminals online (register + authenticate, 500 at a time), then runs a
 * {@link PipelinedTerminal} on each for `seconds`, waits up to 60 s for the outstanding answers,
 * reports. Rejects when a terminal cannot come online.
 */
export async function runClients(job: ClientJob): Promise<ClientReport> {
  const r: ClientReport = { registered: 0, registerMs: 0, sent: 0, acked: 0, refused: 0, lost: 0, msgs0200: 0, msgs0704: 0, sendMs: 0, rssMiB: 0 };
  const t0 = Date.now();
  const clients: Array<{ c: TerminalClient; phone: string; version: HeaderVersion }> = [];
  for (let k = 0; k < job.phones.length; k += 500) {
    const chunk = job.phones.slice(k, k + 500).map(async (phone) => {
      const version: HeaderVersion = Number(phone.slice(-1)) % 3 === 0 ? 2019 : 2013;
      const c = new TerminalClient({ host: '127.0.0.1', port: job.port, phone, timeoutMs: 120_000, version });
      await c.connect();
      const reg = await c.register({ province: 32, city: 100, maker: 'BENCH', model: 'B-808', terminalId: phone.slice(-7), plateColor: 2, plate: '苏Z' + phone.slice(-5) });
      if (reg.result !== 0 || (await c.authenticate(reg.authCode!)).result !== 0) throw new Error(`terminal ${phone} could not come online`);
      clients.push({ c, phone, version });
    });
    await Promise.all(chunk);
  }
  r.registered = clients.length;
  r.registerMs = Date.now() - t0;

  const baseTime = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
  const start = Date.now();
  const stopAt = start + job.seconds * 1000;
  let lastAck = start;
  const terminals = clients.map(({ c, phone, version }, i) => new PipelinedTerminal(c, phone, version, i));
  await new Promise<void>((resolve) => {
    let running = terminals.length;
    const giveUp = setTimeout(resolve, job.seconds * 1000 + 60_000);
    for (const t of terminals) {
      t.start({
        window: job.window, batchEvery: job.batchEvery, stopAt, baseTime,
        onAcked: () => void (lastAck = Date.now()),
        onDone: () => {
          if (--running === 0) {
            clearTimeout(giveUp);
            resolve();
          }
        },
      });
    }
  });
  for (const t of terminals) {
    const k = t.counters;
    r.sent += k.sent;
    r.acked += k.acked;
    r.refused += k.refused;
    r.msgs0200 += k.msgs0200;
    r.msgs0704 += k.msgs0704;
  }
  r.lost = r.sent - r.acked - r.refused;
  r.sendMs = lastAck - start;
  r.rssMiB = Math.round(process.memoryUsage().rss / 1048576);
  await Promise.all(clients.map(({ c }) => c.close()));
  return r;
}

if (process.send && process.argv.includes('--role=clients')) {
  process.once('message', (job: ClientJob) => {
    runClients(job).then(
      (report) => process.send!({ report }, () => process.exit(0)),
      (err: Error) => process.send!({ error: err.stack ?? err.message }, () => process.exit(1)),
    );
  });
}
