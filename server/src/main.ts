import pino from 'pino';
import { buildApp } from './app.js';
import { createBus } from './bus/index.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/index.js';
import { registerShellStatic } from './plugins/shell-static.js';
import { startRemoteOrigins } from './plugins/remote-origins.js';
import { seedIfEmpty } from './seed/index.js';
import { startGateway } from './gateway/index.js';
import { startAlarmEngine, type AlarmEngine } from './alarm/engine.js';
import { startSimulator } from './simulator/index.js';
import { startDailyRollup } from './reports/daily-rollup.js';
import { startScheduler, type Scheduler } from './scheduler/scheduler.js';
import { DEMO_PASSWORD } from './seed/org.js';

type Stoppable = { close?: () => Promise<void> | void; stop?: () => Promise<void> | void };

async function stop(thing: Stoppable | undefined): Promise<void> {
  await (thing?.close ?? thing?.stop)?.call(thing);
}

function printBanner(config: AppConfig): void {
  const url = `http://localhost:${config.port}`;
  process.stdout.write([
    '',
    `  车辆定位监控系统已启动  Vehicle location monitoring console: ${url}`,
    `  演示账号 admin / ${DEMO_PASSWORD}   (管理员 / administrator, all departments)`,
    `  调度员账号 hz_operator / ${DEMO_PASSWORD}   (杭州调度员 / Hangzhou branch operator, own branch only)`,
    `  只读账号 viewer / ${DEMO_PASSWORD}   (只读用户 / read-only, Shanghai branch)`,
    `  API ${url}${config.apiBase}   OpenAPI ${url}${config.apiBase}/v3/api-docs   JT/T 808 TCP :${config.jt808Port}`,
    '',
  ].join('\n') + '\n');
}

/**
 * Starts the whole stack: config → database (+ migrations, demo seed when empty) → bus →
 * API + shell static origin on PORT → remote static origins → JT/T 808 gateway → simulator
 * (unless SIMULATOR=0). Stops everything gracefully on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  log.info({ kind: database.kind, where: database.kind === 'pglite' ? config.pgliteDir : 'DATABASE_URL' }, 'database open');
  await migrateToLatest(database.db);
  if (await seedIfEmpty(database.db, { vehicles: config.seedVehicles })) {
    log.info({ vehicles: config.seedVehicles }, 'demo data seeded');
  }
  const bus = createBus({ redisUrl: config.redisUrl, onError: (err, topic) => log.error({ err, topic }, 'event bus error') });
  const app = buildApp({ config, db: database.db, bus, logger: log });
  await registerShellStatic(app, { dist: config.shellDist, apiBase: config.apiBase });
  await app.listen({ port: config.port, host: config.host });
  const remotes = await startRemoteOrigins(config.remotes, config.host, app.log);
  // report aggregates (fleet_daily_stat): backfill on first start, then every minute
  const rollup = startDailyRollup({ db: database.db, log });
  // scheduled jobs (sys_quartz_job); SCHEDULER=0 leaves them to another instance
  const scheduler: Scheduler | undefined = config.scheduler ? startScheduler({ db: database.db, config, log: log.child({ module: 'scheduler' }) }) : undefined;
  if (!scheduler) log.info('job scheduler off (SCHEDULER=0)');

  let gateway: (Stoppable & { port: number }) | undefined;
  let simulator: Stoppable | undefined;
  let alarmEngine: AlarmEngine | undefined;
  if (config.gateway) {
    // the alarm engine runs beside the gateway (it consumes the positions the gateway stores); ALARM_ENGINE=0 turns it off
    if (process.env.ALARM_ENGINE !== '0') alarmEngine = await startAlarmEngine({ db: database.db, bus, log: log.child({ module: 'alarm-engine' }), defaults: { offlineS: Math.round(config.offlineTimeoutMs / 1000) } });
    gateway = await startGateway({ db: database.db, bus, log, port: config.jt808Port, writer: { concurrency: database.kind === 'postgres' ? 2 : 1 } });
  } else {
    log.info('JT/T 808 gateway runs in its own process (GATEWAY=0)');
  }
  if (!config.simulator) {
    log.info('simulator off (SIMULATOR=0)');
  } else if (!gateway) {
    log.warn('simulator not started: it drives the in-process gateway (use `pnpm --filter server simulate` against a separate one)');
  } else {
    simulator = await startSimulator({ host: '127.0.0.1', port: gateway.port, db: database.db, vehicles: config.simVehicles, intervalMs: config.simIntervalMs, log });
  }

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await stop(simulator);
      await stop(gateway);
      await rollup.stop();
      await scheduler?.stop();
      await alarmEngine?.stop();
      await Promise.allSettled(remotes.map((r) => r.close()));
      await app.close();
      await bus.close();
      await database.close();
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  printBanner(config);
}

main().catch((err: unknown) => {
  process.stderr.write(`server failed to start: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
