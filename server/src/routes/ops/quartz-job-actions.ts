import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../auth/guard.js';
import { ok } from '../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery } from '../../query/list-query.js';
import { startJobRun } from '../../scheduler/job-runner.js';
import { jobsChanged } from '../../scheduler/job-signals.js';
import { JOB_TYPES } from '../../scheduler/job-types.js';
import { CronError, parseQuartzCron } from '../../scheduler/quartz-cron.js';
import { SCHEDULER_TEXT } from '../../scheduler/scheduler-texts.js';
import type { RouteDeps } from '../deps.js';
import { OPS_PERMS } from './perms.js';
import { JOB_LOG_FIELDS } from './quartz-job-model.js';
import { badRequest, chinaTimeText, ID, notFound } from './wire.js';

const tags = ['quartz'];
/** How long 立即执行 waits for the run before answering (ms); longer runs go on in the background. */
export const EXECUTE_WAIT_MS = 2000;
/** Process name written to the history of manual runs. */
const MANUAL_INSTANCE = `api:${process.pid}`;

/**
 * Scheduled jobs, actions (docs/admin-contract.md "Scheduled jobs"), tenant-scoped:
 * - GET /sys/quartzJob/pause?id= (pause) / resume?id= (resume): status -1 / 0; resume re-checks the
 *   cron (400 when it no longer fires). Operation-logged although GET.
 * - GET /sys/quartzJob/execute?id= (execute): runs the job once now, whatever its status; answers
 *   {logId, finished, success?, message?} after at most 2 s (the run goes on in the background).
 * - GET /sys/quartzJob/log/list?jobId= (list): the job's run history, newest first.
 * - GET /sys/quartzJob/jobTypes (list): the server job types [{value, text, description, scope, parameterHint}].
 * - GET /sys/quartzJob/checkCron?cronExpression= (list): {nextTimes} (next 5, China time) or 400.
 */
export function registerQuartzJobActionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const idQuery = { type: 'object', required: ['id'], properties: { id: ID } };

  const jobOf = async (tenantId: number, id: string) => {
    const row = await db.selectFrom('sys_quartz_job').select(['id', 'cron_expression', 'status']).where('id', '=', id)
      .where('tenant_id', '=', tenantId).where('del_flag', '=', 0).executeTakeFirst();
    if (!row) throw notFound(SCHEDULER_TEXT.notFound);
    return row;
  };

  const setStatus = async (tenantId: number, id: string, status: 0 | -1, username: string) => {
    await db.updateTable('sys_quartz_job').set({ status, update_by: username, update_time: new Date() })
      .where('id', '=', id).where('tenant_id', '=', tenantId).execute();
    jobsChanged(db);
  };

  app.get<{ Querystring: { id: string } }>('/sys/quartzJob/pause', {
    preHandler: requirePermission(OPS_PERMS.jobPause),
    config: { opLog: true },
    schema: { tags, summary: '定时任务-停止', querystring: idQuery },
  }, async (request) => {
    const user = currentUser(request);
    await jobOf(user.tenantId, request.query.id);
    await setStatus(user.tenantId, request.query.id, -1, user.username);
    return ok(null, SCHEDULER_TEXT.paused);
  });

  app.get<{ Querystring: { id: string } }>('/sys/quartzJob/resume', {
    preHandler: requirePermission(OPS_PERMS.jobResume),
    config: { opLog: true },
    schema: { tags, summary: '定时任务-启动', querystring: idQuery },
  }, async (request) => {
    const user = currentUser(request);
    const job = await jobOf(user.tenantId, request.query.id);
    try {
      parseQuartzCron(job.cron_expression);
    } catch (err) {
      if (err instanceof CronError) throw badRequest(err.message);
      throw err;
    }
    await setStatus(user.tenantId, request.query.id, 0, user.username);
    return ok(null, SCHEDULER_TEXT.resumed);
  });

  app.get<{ Querystring: { id: string } }>('/sys/quartzJob/execute', {
    preHandler: requirePermission(OPS_PERMS.jobExecute),
    config: { opLog: true },
    schema: { tags, summary: '定时任务-立即执行', querystring: idQuery },
  }, async (request) => {
    const user = currentUser(request);
    await jobOf(user.tenantId, request.query.id);
    const started = await startJobRun(deps, { jobId: request.query.id, trigger: 'manual', instance: MANUAL_INSTANCE });
    if (!started) throw notFound(SCHEDULER_TEXT.notFound);
    let timer: NodeJS.Timeout | undefined;
    const result = await Promise.race([
      started.done,
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), EXECUTE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!result) return ok({ logId: String(started.logId), finished: false }, SCHEDULER_TEXT.executing);
    return ok({ logId: String(started.logId), finished: true, success: result.success, message: result.message, durationMs: result.durationMs },
      result.success ? SCHEDULER_TEXT.executed : result.message);
  });

  app.get<{ Querystring: Record<string, unknown> & { jobId?: string } }>('/sys/quartzJob/log/list', {
    preHandler: requirePermission(OPS_PERMS.jobList),
    schema: { tags, summary: '定时任务执行历史', querystring: { type: 'object', required: ['jobId'], properties: { jobId: ID } } },
  }, async (request) => {
    const user = currentUser(request);
    const job = await jobOf(user.tenantId, String(request.query.jobId));
    const input = parseListQuery(request.query, JOB_LOG_FIELDS, { defaultSort: { column: 'startTime', order: 'desc' } });
    let q = db.selectFrom('sys_quartz_job_log').selectAll().where('job_id', '=', job.id).where('tenant_id', '=', user.tenantId);
    q = applySort(applyListFilters(q, input, JOB_LOG_FIELDS), input, JOB_LOG_FIELDS, 'id');
    return ok(await pageOf(db, q, input, (r) => ({
      id: String(r.id), jobId: r.job_id, jobType: r.job_type, triggerType: r.trigger_type,
      triggerType_dictText: r.trigger_type === 'cron' ? '定时' : '手动',
      fireTime: chinaTimeText(r.fire_time), startTime: chinaTimeText(r.start_time), endTime: chinaTimeText(r.end_time),
      durationMs: r.duration_ms, success: r.success,
      success_dictText: r.success === null ? '执行中' : r.success === 1 ? '成功' : '失败',
      message: r.message, instance: r.instance,
    })));
  });

  app.get('/sys/quartzJob/jobTypes', {
    preHandler: requirePermission(OPS_PERMS.jobList),
    schema: { tags, summary: '定时任务类型' },
  }, async () => ok(Object.values(JOB_TYPES).map((t) => ({
    value: t.type, text: t.name, description: t.description, scope: t.scope, parameterHint: t.parameterHint,
  }))));

  app.get<{ Querystring: { cronExpression?: string } }>('/sys/quartzJob/checkCron', {
    preHandler: requirePermission(OPS_PERMS.jobList),
    schema: { tags, summary: '校验Cron表达式', querystring: { type: 'object', properties: { cronExpression: { type: 'string', maxLength: 500 } } } },
  }, async (request) => {
    try {
      const cron = parseQuartzCron(request.query.cronExpression ?? '');
      return ok({ cronExpression: cron.expression, nextTimes: cron.nextTimes(new Date(), 5).map(chinaTimeText) }, '验证通过');
    } catch (err) {
      if (err instanceof CronError) throw badRequest(err.message);
      throw err;
    }
  });
}
