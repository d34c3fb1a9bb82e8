import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/index.js';
import { loadSimTerminals, type SimTerminal } from './terminals.js';
import { SimVehicle } from './vehicle-sim.js';

export { loadSimTerminals, type SimTerminal } from './terminals.js';
export { RouteModel, type MotionSnapshot, type RouteModelOptions } from './route-model.js';
export { TerminalClient, type TerminalClientOptions, type LocationInput } from './terminal-client.js';
export { CITIES, cityOf, type City } from './cities.js';
export { toLocation } from './vehicle-sim.js';

/** Options of {@link startSimulator}. Either `db` (terminals loaded from it) or `terminals`. */
export interface SimulatorOptions {
  /** gateway address */
  host: string;
  port: number;
  db?: Kysely<Database>;
  /** explicit terminals (used instead of the database) */
  terminals?: SimTerminal[];
  /** how many vehicles at most */
  vehicles: number;
  /** 0x0200 period per vehicle, ms */
  intervalMs: number;
  /** 0x0002 period, ms (default 60000) */
  heartbeatMs?: number;
  log: Logger;
}

/** A running simulator. */
export interface Simulator {
  /** how many vehicles it drives */
  vehicles: number;
  /** stops every vehicle and closes their connections */
  stop(): Promise<void>;
}

/**
 * Drives the demo fleet over real JT/T 808 TCP (DESIGN §4): one client per terminal (every third
 * one speaks the 2019 header), anchored in its department's city (上海分公司 → Shanghai,
 * 杭州分公司 → Hangzhou, else Nanjing), starts spread over the first interval so reports are
 * staggered. Rejects only when the terminals cannot be loaded.
 */
export async function startSimulator(opts: SimulatorOptions): Promise<Simulator> {
  const log = opts.log.child({ module: 'jt808-simulator' });
  const terminals = opts.terminals?.slice(0, opts.vehicles) ?? (opts.db ? await loadSimTerminals(opts.db, opts.vehicles) : []);
  const spread = Math.min(opts.intervalMs, 10_000);
  const sims = terminals.map(
    (term, i) =>
      new SimVehicle(term, {
        host: opts.host,
        port: opts.port,
        intervalMs: opts.intervalMs,
        heartbeatMs: opts.heartbeatMs ?? 60_000,
        log,
        version: i % 3 === 2 ? 2019 : 2013,
      }),
  );
  sims.forEach((s, i) => s.start(Math.floor((i * spread) / Math.max(1, sims.length))));
  log.info({ vehicles: sims.length, intervalMs: opts.intervalMs, gateway: `${opts.host}:${opts.port}` }, 'jt808 simulator started');
  return {
    vehicles: sims.length,
    async stop() {
      await Promise.all(sims.map((s) => s.stop()));
    },
  };
}
