/**
 * The terminal side of the ingest bench, run in its own process (forked by ingest.ts) so that
 * encoding and socket work do not share the gateway's event loop. Each terminal registers,
 * authenticates, then keeps `window` messages outstanding: 0x0200, and every `batchEvery`-th
 * message a 0x0704 of 5 items. Reports counts to the parent over IPC.
 */
import { TerminalClient, type LocationInput } from '../src/simulator/terminal-client.js';

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

const BATCH = 5;

/** Brings the terminals online, sends for `seconds`, waits for the outstanding acks, reports. */
export async function runClients(job: ClientJob): Promise<ClientReport> {
  const r: ClientReport = { registered: 0, registerMs: 0, sent: 0, acked: 0, refused: 0, lost: 0, msgs0200: 0, msgs0704: 0, sendMs: 0, rssMiB: 0 };
  const t0 = Date.now();
  const clients: TerminalClient[] = [];
  for (let k = 0; k < job.phones.length; k += 100) {
    const chunk = job.phones.slice(k, k + 100).map(async (phone) => {
      const c = new TerminalClient({ host: '127.0.0.1', port: job.port, phone, timeoutMs: 120_000, version: Number(phone.slice(-1)) % 3 === 0 ? 2019 : 2013 });
      await c.connect();
      const reg = await c.register({ province: 32, city: 100, maker: 'BENCH', model: 'B-808', terminalId: phone.slice(-7), plateColor: 2, plate: '苏Z' + phone.slice(-5) });
      if (reg.result !== 0 || (await c.authenticate(reg.authCode!)).result !== 0) throw new Error(`terminal ${phone} could not come online`);
      clients.push(c);
    });
    await Promise.all(chunk);
  }
  r.registered = clients.length;
  r.registerMs = Date.now() - t0;

  const base = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
  const start = Date.now();
  const stopAt = start + job.seconds * 1000;
  let lastAck = start;
  await Promise.all(
    clients.map(
      (c, ci) =>
        new Promise<void>((done) => {
          let seq = 0;
          let msgs = 0;
          let inFlight = 0;
          const make = (): LocationInput => {
            const i = seq++;
            return {
              alarmFlags: 0, statusFlags: 0x000c0003, lat: 32.06 + ((ci * 7 + i) % 1000) * 1e-5, lon: 118.8 + (i % 1000) * 1e-5,
              altitude: 12, speed: (i % 900) / 10, direction: i % 360, gpsTime: base + i * 1000,
              extras: { mileageKm: 1000 + i / 10, fuelL: 80, signalStrength: 25, satellites: 12 },
            };
          };
          const pump = () => {
            while (inFlight < job.window && Date.now() < stopAt && c.connected) {
              const batch = ++msgs % job.batchEvery === 0;
              const items = batch ? Array.from({ length: BATCH }, make) : [make()];
              inFlight++;
              r.sent += items.length;
              if (batch) r.msgs0704++;
              else r.msgs0200++;
              const ack = batch ? c.sendBatch(1, items) : c.sendLocation(items[0]);
              ack.then(
                (a) => {
                  if (a.result === 0) r.acked += items.length;
                  else r.refused += items.length;
                  lastAck = Date.now();
                },
                () => void (r.lost += items.length),
              ).finally(() => {
                inFlight--;
                if (Date.now() < stopAt) pump();
                else if (inFlight === 0) done();
              });
            }
            if (inFlight === 0) done();
          };
          pump();
        }),
    ),
  );
  r.sendMs = lastAck - start;
  r.rssMiB = Math.round(process.memoryUsage().rss / 1048576);
  await Promise.all(clients.map((c) => c.close()));
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
