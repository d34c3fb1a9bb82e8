import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { createInProcessBus } from '../../src/bus/index.js';
import type { EventBus, StoredPosition } from '../../src/bus/types.js';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { startGateway, type Gateway, type GatewayOptions } from '../../src/gateway/index.js';

/** Phone (12 digits as stored) and vehicle id of fixture terminal `i` (1-based). */
export const fixturePhone = (i: number) => `0139${String(i).padStart(8, '0')}`;
export const fixtureVehicle = (i: number) => `veh_t${i}`;

/** A PGlite memory database with tenant 1, one department and `count` vehicles with terminals. */
export async function openFixtureDb(count = 3): Promise<OpenDatabase> {
  const open = await openDatabase({ pgliteDir: 'memory://' });
  await migrateToLatest(open.db);
  const { db } = open;
  await db.insertInto('sys_tenant').values({ id: 1, name: '测试租户' }).execute();
  await db.insertInto('sys_depart').values({ id: 'dep_t', tenant_id: 1, parent_id: null, depart_name: '测试车队', org_code: 'A01A01' }).execute();
  for (let i = 1; i <= count; i++) {
    await db.insertInto('fleet_vehicle').values({ id: fixtureVehicle(i), tenant_id: 1, depart_id: 'dep_t', car_num: `沪A1234${i}`, plate_color: 2 }).execute();
    await db.insertInto('fleet_terminal').values({ id: `term_t${i}`, tenant_id: 1, vehicle_id: fixtureVehicle(i), phone: fixturePhone(i) }).execute();
  }
  return open;
}

/** A pino logger whose JSON lines are collected in `lines`. */
export function captureLogger(): { log: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { log: pino({ level: 'debug' }, stream), lines };
}

/** Everything a gateway test needs, started. */
export interface GatewayHarness {
  open: OpenDatabase;
  bus: EventBus;
  gateway: Gateway;
  published: StoredPosition[][];
  lines: Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

/** Opens the fixture database, a bus recording 'positions', and a gateway on a free port. */
export async function startHarness(count = 3, extra: Partial<GatewayOptions> = {}): Promise<GatewayHarness> {
  const open = await openFixtureDb(count);
  const bus = createInProcessBus();
  const published: StoredPosition[][] = [];
  bus.subscribe('positions', (p) => published.push(p as StoredPosition[]));
  const { log, lines } = captureLogger();
  const gateway = await startGateway({ db: open.db, bus, log, port: 0, host: '127.0.0.1', ...extra });
  return {
    open,
    bus,
    gateway,
    published,
    lines,
    async stop() {
      await gateway.close();
      await bus.close();
      await open.close();
    },
  };
}
