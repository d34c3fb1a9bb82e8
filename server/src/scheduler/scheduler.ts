import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/types.js';
import { startJobRun } from './job-runner.js';
import { onJobsChanged } from './job-signals.js';
import { parseQuartzCron, type QuartzCron } from './quartz-cron.js';

/** Longest single timer (Node's setTimeout limit is 2^31-1 ms); longer waits re-arm. */
const MAX_TIMER_MS = 2_147_000_000;
/** Default interval of the reconcile poll that picks up changes made by other processes (ms). */
export const DEFAULT_POLL_MS = 5000;

/** What startScheduler needs. */
export interface SchedulerOptions {
  db: Kysely<Database>;
  config: AppConfig;
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  /** reconcile interval in ms (default 5000) */
  pollMs?: number;
  /** name written to the history (default host:pid:random) */
  instance?: string;
}

/** Counters of one scheduler instance. */
export interface SchedulerStats {
  /** firings this instance claimed and ran */
  fired: number;
  /** firings another instance claimed (or the job changed meanwhile) */
  notClaimed: number;
  /** firings skipped because this instance was still running the previous one */
  skipped: number;
  /** runs that ended with success 0 */
  failed: number;
}

/** A running scheduler. */
export interface Scheduler {
  readonly instance: string;
  /** Re-reads the running jobs now (also done every pollMs and on in-process job changes). */
  reload(): Promise<void>;
  stats(): SchedulerStats;
  /** The next planned firing of each armed job (job id → time). */
  planned(): Map<string, Date>;
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
}

interface Entry {
  id: string;
  cron: string;
  schedule: QuartzCron;
  timer?: NodeJS.Timeout;
  next?: Date;
  running: Promise<void> | null;
}

/**
 * Starts the job scheduler (issue 5 "a real scheduler"): every job of sys_quartz_job with status 0
 * fires at the times of its Quartz cron (China time). Each firing is claimed in the database before
 * it runs (startJobRun), so several API instances on one database run each firing once; a firing
 * whose previous run is still going on in this instance is skipped; a firing missed while the
 * process was busy runs once, late (no catch-up of older ones). Job changes are seen at once in
 * this process (job-signals) and within `pollMs` from other processes; a changed cron re-arms.
 */
export function startScheduler(opts: SchedulerOptions): Scheduler {
  const { db, config, log } = opts;
  const instance = opts.instance ?? `${hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`;
  const entries = new Map<string, Entry>();
  const warned = new Set<string>();
  const stats: SchedulerStats = { fired: 0, notClaimed: 0, skipped: 0, failed: 0 };
  let stopped = false;
  let reconciling: Promise<void> = Promise.resolve();

  const clear = (e: Entry) => {
    if (e.timer) clearTimeout(e.timer);
    e.timer = undefined;
  };

  const arm = (e: Entry, after: Date) => {
    const next = e.schedule.next(after);
    e.next = next ?? undefined;
    if (!next || stopped) return;
    e.timer = setTimeout(() => void fire(e, next), Math.min(Math.max(next.getTime() - Date.now(), 0), MAX_TIMER_MS));
    e.timer.unref();
  };

  const run = async (e: Entry, at: Date) => {
    try {
      const started = await startJobRun({ db, config }, { jobId: e.id, trigger: 'cron', fireTime: at, expectCron: e.cron, instance });
      if (!started) {
        stats.notClaimed++;
        return;
      }
      stats.fired++;
      const result = await started.done;
      if (!result.success) {
        stats.failed++;
        log.warn({ jobId: e.id, message: result.message }, 'scheduled job failed');
      }
    } catch (err) {
      stats.failed++;
      log.error({ err, jobId: e.id }, 'scheduled job could not start');
    }
  };

  const fire = (e: Entry, at: Date) => {
    if (stopped || entries.get(e.id) !== e) return;
    const wait = at.getTime() - Date.now();
    if (wait > 0) {
      e.timer = setTimeout(() => void fire(e, at), Math.min(wait, MAX_TIMER_MS));
      e.timer.unref();
      return;
    }
    const now = new Date();
    const following = e.schedule.next(at);
    arm(e, following && following < now ? now : at);
    if (e.running) {
      stats.skipped++;
      return;
    }
    e.running = run(e, at).finally(() => {
      e.running = null;
    });
  };

  const reconcileOnce = async () => {
    const rows = await db.selectFrom('sys_quartz_job').select(['id', 'cron_expression'])
      .where('status', '=', 0).where('del_flag', '=', 0).execute();
    if (stopped) return;
    const seen = new Set<string>();
    for (const row of rows) {
      seen.add(row.id);
      const known = entries.get(row.id);
      if (known && known.cron === row.cron_expression) continue;
      if (known) clear(known);
      entries.delete(row.id);
      let schedule: QuartzCron;
      try {
        schedule = parseQuartzCron(row.cron_expression);
      } catch (err) {
        const key = `${row.id}|${row.cron_expression}`;
        if (!warned.has(key)) log.warn({ jobId: row.id, cron: row.cron_expression, err }, 'job not scheduled: bad cron');
        warned.add(key);
        continue;
      }
      const entry: Entry = { id: row.id, cron: row.cron_expression, schedule, running: null };
      entries.set(row.id, entry);
      arm(entry, new Date());
    }
    for (const [id, e] of entries) {
      if (!seen.has(id)) {
        clear(e);
        entries.delete(id);
      }
    }
  };

  const reload = (): Promise<void> => {
    reconciling = reconciling.then(reconcileOnce).catch((err: unknown) => log.error({ err }, 'scheduler reload failed'));
    return reconciling;
  };

  const poll = setInterval(() => void reload(), opts.pollMs ?? DEFAULT_POLL_MS);
  poll.unref();
  const unsubscribe = onJobsChanged(db, () => void reload());
  void reload();
  log.info({ instance }, 'job scheduler started');

  return {
    instance,
    reload,
    stats: () => ({ ...stats }),
    planned: () => new Map([...entries.values()].filter((e) => e.next).map((e) => [e.id, e.next as Date])),
    async stop() {
      stopped = true;
      clearInterval(poll);
      unsubscribe();
      await reconciling;
      const runs = [...entries.values()].map((e) => e.running).filter(Boolean);
      entries.forEach(clear);
      entries.clear();
      await Promise.allSettled(runs);
    },
  };
}
