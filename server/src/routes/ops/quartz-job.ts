import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../auth/guard.js';
import { ok } from '../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery } from '../../query/list-query.js';
import { jobsChanged } from '../../scheduler/job-signals.js';
import { SCHEDULER_TEXT } from '../../scheduler/scheduler-texts.js';
import type { RouteDeps } from '../deps.js';
import { newId } from '../fleet/manage-input.js';
import { OPS_PERMS } from './perms.js';
import { checkJobInput, JOB_FIELDS, toWireJob, type JobBody } from './quartz-job-model.js';
import { badRequest, ID, IDS, notFound, splitIds } from './wire.js';

const tags = ['quartz'];

/**
 * Scheduled jobs, administration (docs/admin-contract.md "Scheduled jobs"; JeecgBoot
 * QuartzJobController), tenant-scoped, each behind its system:quartzJob:* button:
 * - GET /sys/quartzJob/list (list): page of jobs; filters jobClassName / jobType / status /
 *   description / cronExpression / createTime_begin|_end, sort on those fields.
 * - GET /sys/quartzJob/queryById?id= (list): one job; 404 when not in the caller's tenant.
 * - POST /sys/quartzJob/add (add), PUT|POST /sys/quartzJob/edit (edit): body {jobClassName|jobType,
 *   cronExpression, parameter?, description?, status?}; 400 unknown type / bad cron / bad parameter.
 * - DELETE /sys/quartzJob/delete?id= and deleteBatch?ids= (delete): removes jobs and their history.
 * Every change reaches this process's scheduler at once (job-signals).
 */
export function registerQuartzJobRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Record<string, unknown> }>('/sys/quartzJob/list', {
    preHandler: requirePermission(OPS_PERMS.jobList),
    schema: { tags, summary: '定时任务列表', querystring: { type: 'object' } },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, JOB_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' } });
    let q = db.selectFrom('sys_quartz_job').selectAll().where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0);
    q = applySort(applyListFilters(q, input, JOB_FIELDS), input, JOB_FIELDS, 'id');
    return ok(await pageOf(db, q, input, toWireJob));
  });

  app.get<{ Querystring: { id: string } }>('/sys/quartzJob/queryById', {
    preHandler: requirePermission(OPS_PERMS.jobList),
    schema: { tags, summary: '定时任务详情', querystring: { type: 'object', required: ['id'], properties: { id: ID } } },
  }, async (request) => {
    const row = await db.selectFrom('sys_quartz_job').selectAll().where('id', '=', request.query.id)
      .where('tenant_id', '=', currentUser(request).tenantId).where('del_flag', '=', 0).executeTakeFirst();
    if (!row) throw notFound(SCHEDULER_TEXT.notFound);
    return ok(toWireJob(row));
  });

  app.post<{ Body: JobBody }>('/sys/quartzJob/add', {
    preHandler: requirePermission(OPS_PERMS.jobAdd),
    schema: { tags, summary: '定时任务-添加', body: { type: 'object' } },
  }, async (request) => {
    const user = currentUser(request);
    const input = checkJobInput(request.body);
    const id = newId();
    await db.insertInto('sys_quartz_job').values({
      id, tenant_id: user.tenantId, job_type: input.jobType, cron_expression: input.cronExpression, parameter: input.parameter,
      description: input.description, status: input.status, create_by: user.username,
    }).execute();
    jobsChanged(db);
    return ok({ id }, SCHEDULER_TEXT.added);
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: JobBody }>({
      method, url: '/sys/quartzJob/edit',
      preHandler: requirePermission(OPS_PERMS.jobEdit),
      schema: { tags, summary: '定时任务-编辑', body: { type: 'object', required: ['id'], properties: { id: ID } } },
      handler: async (request) => {
        const user = currentUser(request);
        const input = checkJobInput(request.body);
        const res = await db.updateTable('sys_quartz_job').set({
          job_type: input.jobType, cron_expression: input.cronExpression, parameter: input.parameter, description: input.description,
          status: input.status, update_by: user.username, update_time: new Date(),
        }).where('id', '=', request.body.id as string).where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0).executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) throw notFound(SCHEDULER_TEXT.notFound);
        jobsChanged(db);
        return ok(null, SCHEDULER_TEXT.edited);
      },
    });
  }

  const remove = async (tenantId: number, ids: string[]) => {
    if (!ids.length) throw badRequest(SCHEDULER_TEXT.selectToDelete);
    const res = await db.deleteFrom('sys_quartz_job').where('id', 'in', ids).where('tenant_id', '=', tenantId).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound(SCHEDULER_TEXT.notFound);
    jobsChanged(db);
  };

  app.delete<{ Querystring: { id: string } }>('/sys/quartzJob/delete', {
    preHandler: requirePermission(OPS_PERMS.jobDelete),
    schema: { tags, summary: '定时任务-删除', querystring: { type: 'object', required: ['id'], properties: { id: ID } } },
  }, async (request) => {
    await remove(currentUser(request).tenantId, [request.query.id]);
    return ok(null, SCHEDULER_TEXT.deleted);
  });

  app.delete<{ Querystring: { ids: string } }>('/sys/quartzJob/deleteBatch', {
    preHandler: requirePermission(OPS_PERMS.jobDelete),
    schema: { tags, summary: '定时任务-批量删除', querystring: { type: 'object', required: ['ids'], properties: { ids: IDS } } },
  }, async (request) => {
    await remove(currentUser(request).tenantId, splitIds(request.query.ids));
    return ok(null, SCHEDULER_TEXT.deleted);
  });
}
