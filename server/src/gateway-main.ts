import pino from 'pino';
import { createBus } from './bus/index.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/index.js';
import { startGateway } from './gateway/index.js';
import { startAlarmEngine } from './alarm/engine.js';

/**
 * The JT/T 808 gateway as its own process (docker-compose `gateway` service): same database and
 * bus settings as the API (DATABASE_URL, REDIS_URL — the bus must be Redis for the API instances
 * to see its positions), TCP port JT808_PORT. Stops gracefully on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const log = pino({ level: config.logLevel });
  if (!config.redisUrl) log.warn('REDIS_URL is not set: positions are stored but no API instance is told about them');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await migrateToLatest(database.db);
  const bus = createBus({ redisUrl: config.redisUrl, onError: (err, topic) => log.error({ err, topic }, 'event bus error') });
  // the alarm engine runs in the gateway's process (it consumes the positions stored here); ALARM_ENGINE=0 turns it off
  const alarmEngine = process.env.ALARM_ENGINE === '0' ? undefined
    : await startAlarmEngine({ db: database.db, bus, log: log.child({ module: 'alarm-engine' }), defaults: { offlineS: Math.round(config.offlineTimeoutMs / 1000) } });
  const gateway = await startGateway({ db: database.db, bus, log, port: config.jt808Port, writer: { concurrency: database.kind === 'postgres' ? 2 : 1 } });
  log.info({ port: gateway.port }, 'JT/T 808 gateway listening');
  const shutdown = async (): Promise<void> => {
    await gateway.close();
    await alarmEngine?.stop();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
