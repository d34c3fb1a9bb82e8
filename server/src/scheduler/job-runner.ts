import { type Kysely, sql } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/types.js';
import { jobTypeOf } from './job-types.js';
import { SCHEDULER_TEXT } from './scheduler-texts.js';

/** Longest message kept in the history (characters). */
export const MAX_HISTORY_MESSAGE = 2000;

/** One run to start. */
export interface RunRequest {
  jobId: string;
  /** 'cron': a scheduled firing (claimed once per fire time); 'manual': 立即执行 */
  trigger: 'cron' | 'manual';
  /** the scheduled fire time (cron runs) */
  fireTime?: Date;
  /** cron runs: the expression the scheduler fired from; the run is dropped when the job changed since */
  expectCron?: string;
  /** scheduler instance (host:pid:n) writing the history */
  instance: string;
}

/** The result of a finished run. */
export interface RunResult {
  success: boolean;
  message: string;
  durationMs: number;
}

/** A started run: its history row and the promise of its end. */
export interface StartedRun {
  logId: number;
  done: Promise<RunResult>;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, MAX_HISTORY_MESSAGE);
}

/**
 * Claims and starts one run of a job, writing its history row (sys_quartz_job_log) first.
 * Cron runs are claimed by `INSERT … SELECT … ON CONFLICT (job_id, fire_time) DO NOTHING` from the
 * job row, which must still be running (status 0, not deleted) with the same cron: exactly one
 * scheduler instance on the database gets the row, the others get null (issue 5: one firing runs
 * once however many API instances run the scheduler). Manual runs always start (any status).
 * The run itself goes on in the background: `done` resolves (never rejects) when the history row
 * holds end time, duration (ms), success 1/0 and the job's summary or error message.
 * @returns null when the job does not exist (or, for cron runs, was claimed elsewhere or changed).
 */
export async function startJobRun(deps: { db: Kysely<Database>; config: AppConfig }, req: RunRequest): Promise<StartedRun | null> {
  const { db } = deps;
  const fireTime = req.trigger === 'cron' ? req.fireTime ?? new Date() : null;
  const claimed = await db.insertInto('sys_quartz_job_log')
    .columns(['job_id', 'tenant_id', 'job_type', 'trigger_type', 'fire_time', 'start_time', 'instance'])
    .expression((eb) => {
      let q = eb.selectFrom('sys_quartz_job')
        .select(['id', 'tenant_id', 'job_type'])
        .select([
          sql<string>`${req.trigger}::varchar`.as('trigger_type'),
          sql<Date | null>`${fireTime}::timestamptz`.as('fire_time'),
          sql<Date>`now()`.as('start_time'),
          sql<string>`${req.instance}::varchar`.as('instance'),
        ])
        .where('id', '=', req.jobId).where('del_flag', '=', 0);
      if (req.trigger === 'cron') q = q.where('status', '=', 0).where('cron_expression', '=', req.expectCron ?? '');
      return q;
    })
    .onConflict((oc) => oc.columns(['job_id', 'fire_time']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return null;
  const job = await db.selectFrom('sys_quartz_job').select(['tenant_id', 'job_type', 'parameter']).where('id', '=', req.jobId).executeTakeFirst();
  const t0 = Date.now();
  const done = (async (): Promise<RunResult> => {
    let success = false;
    let message: string;
    try {
      const type = jobTypeOf(job?.job_type);
      if (!job || !type) throw new Error(SCHEDULER_TEXT.unknownType);
      type.checkParameter(job.parameter);
      message = (await type.run({ db, config: deps.config, tenantId: job.tenant_id, parameter: job.parameter })).slice(0, MAX_HISTORY_MESSAGE);
      success = true;
    } catch (err) {
      message = errorText(err);
    }
    const durationMs = Date.now() - t0;
    try {
      await db.updateTable('sys_quartz_job_log')
        .set({ end_time: new Date(), duration_ms: durationMs, success: success ? 1 : 0, message })
        .where('id', '=', claimed.id).execute();
    } catch (err) {
      return { success: false, message: errorText(err), durationMs };
    }
    return { success, message, durationMs };
  })();
  return { logId: Number(claimed.id), done };
}
