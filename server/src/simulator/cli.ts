/**
 * Standalone JT/T 808 terminal simulator.
 *
 *   pnpm --filter server simulate -- --host 127.0.0.1 --port 6808 --phones 013800000001,013800000002
 *   pnpm --filter server simulate -- --from 013800000001 --count 50 [--city shanghai|hangzhou|nanjing]
 *   pnpm --filter server simulate -- --db --count 50        (terminals, plates and cities from the
 *                                                            database: DATABASE_URL or PGLITE_DIR)
 *   common: --interval 5000 (ms between 0x0200) --heartbeat 60000
 *
 * Without --db the plates are made up from the phone (the gateway only logs them). A PGlite
 * folder can be opened by one process at a time: while the server runs on PGlite, use --phones
 * or --from instead of --db. Stops on SIGINT/SIGTERM.
 */
import pino from 'pino';
import { openDatabase } from '../db/index.js';
import { CITIES, type City } from './cities.js';
import { startSimulator } from './index.js';
import { loadSimTerminals, type SimTerminal } from './terminals.js';

const argv = process.argv.slice(2);
const has = (name: string) => argv.includes(`--${name}`);
const arg = (name: string, fallback?: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[i + 1] : fallback;
};

const ORG_BY_CITY: Record<City['key'], string> = { shanghai: 'A01A01', hangzhou: 'A01A02', nanjing: 'Z' };
const PREFIX_BY_CITY: Record<City['key'], string> = { shanghai: '沪A', hangzhou: '浙A', nanjing: '苏A' };

/** Terminals named on the command line (no database): plates made up from the phone. */
function terminalsFromArgs(): SimTerminal[] {
  const cityKey = (arg('city', 'shanghai') as City['key']) in CITIES ? (arg('city', 'shanghai') as City['key']) : 'shanghai';
  let phones: string[] = [];
  if (arg('phones')) phones = arg('phones')!.split(',').map((p) => p.trim()).filter(Boolean);
  else if (arg('from')) {
    const first = BigInt(arg('from')!);
    const width = arg('from')!.length;
    phones = Array.from({ length: Number(arg('count', '1')) }, (_, i) => String(first + BigInt(i)).padStart(width, '0'));
  }
  return phones.map((phone) => ({
    phone,
    carNum: PREFIX_BY_CITY[cityKey] + phone.slice(-5),
    plateColor: 2,
    orgCode: ORG_BY_CITY[cityKey],
    departPath: CITIES[cityKey].name,
    fuelTank: null,
  }));
}

async function main(): Promise<void> {
  const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const host = arg('host', '127.0.0.1')!;
  const port = Number(arg('port', process.env.JT808_PORT ?? '6808'));
  const intervalMs = Number(arg('interval', process.env.SIM_INTERVAL_MS ?? '5000'));
  const heartbeatMs = Number(arg('heartbeat', '60000'));
  let terminals: SimTerminal[];
  if (has('db')) {
    const open = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
    try {
      terminals = await loadSimTerminals(open.db, Number(arg('count', process.env.SIM_VEHICLES ?? '50')));
    } finally {
      await open.close();
    }
  } else terminals = terminalsFromArgs();
  if (terminals.length === 0) {
    console.error('no terminals: give --phones a,b,c or --from <phone> --count N or --db [--count N]');
    process.exit(2);
  }
  const sim = await startSimulator({ host, port, terminals, vehicles: terminals.length, intervalMs, heartbeatMs, log });
  const stop = async () => {
    await sim.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
