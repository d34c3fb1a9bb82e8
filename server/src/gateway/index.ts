import net from 'node:net';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { EventBus } from '../bus/types.js';
import type { Database } from '../db/index.js';
import { TerminalConnection } from './connection.js';
import { PartitionManager } from './partitions.js';
import { catchUpStates } from './position-sql.js';
import { PositionWriter, type PositionWriterOptions } from './position-writer.js';
import { newCounters, type GatewayStats } from './stats.js';

export type { GatewayStats } from './stats.js';
export type { PositionWriterOptions } from './position-writer.js';
export { PositionWriter } from './position-writer.js';
export { catchUpStates } from './position-sql.js';
export { PartitionManager, ensurePositionPartition, partitionName, dayStartUtc } from './partitions.js';

/** Options of {@link startGateway}. */
export interface GatewayOptions {
  db: Kysely<Database>;
  bus: EventBus;
  log: Logger;
  /** TCP port; 0 picks a free one (read it back from the result). */
  port: number;
  /** Listen address; default all interfaces. */
  host?: string;
  /** Position batching (rows per transaction, gather delay, transactions in flight). */
  writer?: PositionWriterOptions;
  /** Close a connection silent for this long, ms. Default 300000 (5 heartbeats of 60 s). */
  idleTimeoutMs?: number;
  /** Escaped bytes allowed between two 0x7E flags (see FrameSplitter). */
  maxFrameLength?: number;
}

/** A running gateway. */
export interface Gateway {
  /** The TCP port it listens on. */
  port: number;
  /** Stops listening, closes every connection, waits for queued positions to be written. */
  close(): Promise<void>;
  /** Counter snapshot. */
  stats(): GatewayStats;
}

const HOUR_MS = 3_600_000;

/**
 * Starts the JT/T 808 TCP gateway (DESIGN §4): terminals register (0x0100 → 0x8100 with an
 * auth code stored in fleet_terminal), authenticate (0x0102), send heartbeats (0x0002) and
 * positions (0x0200, 0x0704). Positions of all connections are batched into one transaction at a
 * time, acknowledged (0x8001 result 0) only after commit and published on bus topic 'positions'.
 * Daily partitions of fleet_position for yesterday/today/tomorrow are created before listening and
 * re-checked hourly; with deferred vehicle states (writer.stateFlushMs > 0) fleet_vehicle_state is
 * first caught up with fleet_position (what a crash may have left behind). A connection that sends
 * more than `maxFrameLength` bytes without a closing flag is closed. Rejects when the port cannot
 * be bound or the partitions cannot be prepared.
 */
export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const log = opts.log.child({ module: 'jt808-gateway' });
  const partitions = new PartitionManager(opts.db, (err, day) => log.error({ err, partition: day }, 'cannot create position partition; rows go to the default partition'));
  await partitions.prepareAround();
  if ((opts.writer?.stateFlushMs ?? 0) > 0) {
    const t0 = Date.now();
    const n = await catchUpStates(opts.db);
    if (n) log.info({ vehicles: n, ms: Date.now() - t0 }, 'vehicle states caught up with stored positions');
  }
  const timer = setInterval(() => void partitions.prepareAround(), HOUR_MS);
  timer.unref();
  const writer = new PositionWriter({ db: opts.db, bus: opts.bus, partitions, log }, opts.writer);
  const counters = newCounters();
  const sockets = new Set<net.Socket>();
  const ctx = { db: opts.db, log, writer, counters, maxFrameLength: opts.maxFrameLength };
  const idle = opts.idleTimeoutMs ?? 300_000;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    counters.connections++;
    counters.connectionsTotal++;
    socket.setNoDelay(true);
    socket.setTimeout(idle, () => socket.destroy());
    const conn = new TerminalConnection(socket, ctx);
    socket.on('error', (err) => log.debug({ err: err.message, phone: conn.phone }, 'jt808 socket error'));
    socket.on('close', () => {
      sockets.delete(socket);
      counters.connections--;
    });
  });
  server.on('error', (err) => log.error({ err }, 'jt808 gateway server error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;
  log.info({ port }, 'jt808 gateway listening');

  return {
    port,
    stats: () => ({
      ...counters,
      positionsStored: writer.stored,
      writeErrors: writer.writeErrors,
      queueDepth: writer.depth,
      batches: writer.batches,
    }),
    async close() {
      clearInterval(timer);
      const closed = new Promise<void>((r) => server.close(() => r()));
      for (const s of sockets) s.destroy();
      await closed;
      await writer.idle();
    },
  };
}
