import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { currentUser, requirePermission } from '../../auth/guard.js';
import { ok } from '../../plugins/reply.js';
import { applyListFilters, applySort, escapeLike, pageOf, parseListQuery, type FieldMap } from '../../query/list-query.js';
import type { RouteDeps } from '../deps.js';
import { OPS_PERMS } from './perms.js';
import { badRequest, chinaTimeText } from './wire.js';

/** Allow-list of the log list (filter and sort). */
export const LOG_FIELDS: FieldMap = {
  logType: { column: 'log_type', type: 'number', dictCode: 'log_type' },
  logContent: { column: 'log_content', type: 'string' },
  operateType: { column: 'operate_type', type: 'number', dictCode: 'operate_type' },
  userid: { column: 'userid', type: 'string' },
  username: { column: 'username', type: 'string' },
  ip: { column: 'ip', type: 'string' },
  method: { column: 'method', type: 'string' },
  requestUrl: { column: 'request_url', type: 'string' },
  requestType: { column: 'request_type', type: 'string' },
  costTime: { column: 'cost_time', type: 'number' },
  createTime: { column: 'create_time', type: 'datetime' },
};

/** Texts of the operate types (JeecgBoot dictionary operate_type). */
export const OPERATE_TYPE_TEXT: Record<number, string> = { 1: '查询', 2: '添加', 3: '更新', 4: '删除', 5: '导入', 6: '导出' };
const LOG_TYPE_TEXT: Record<number, string> = { 1: '登录日志', 2: '操作日志' };
const LOG_IDS = { type: 'string', pattern: '^(allclear|\\d{1,18}(,\\d{1,18}){0,999},?)$' };

/**
 * Login and operation logs (docs/admin-contract.md "Logs"; JeecgBoot SysLogController), the
 * caller's tenant only:
 * - GET /sys/log/list?logType=1|2&keyWord=&createTime_begin=&createTime_end=&… (system:log:list):
 *   page of logs, newest first; keyWord searches the content (LIKE, wildcards escaped); other
 *   filters and sorts through the LOG_FIELDS allow-list.
 * - DELETE /sys/log/delete?id= , /sys/log/deleteBatch?ids=1,2 (system:log:delete);
 *   ids=allclear empties the tenant's logs (of `logType` when given).
 * - GET /sys/loginfo → {totalVisitCount, todayVisitCount, todayIp} and GET /sys/visitInfo → the
 *   last 7 China days [{ymd, tian, visit, ip}] (successful sign-ins; any signed-in user).
 */
export function registerSysLogRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const tags = ['log'];

  app.get<{ Querystring: Record<string, unknown> }>('/sys/log/list', {
    preHandler: requirePermission(OPS_PERMS.logList),
    schema: { tags, summary: '日志列表', querystring: { type: 'object' } },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, LOG_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' } });
    let q = db.selectFrom('sys_log').selectAll().where('tenant_id', '=', user.tenantId);
    const keyWord = typeof request.query.keyWord === 'string' ? request.query.keyWord.trim().slice(0, 200) : '';
    if (keyWord) q = q.where('log_content', 'ilike', `%${escapeLike(keyWord)}%`);
    q = applySort(applyListFilters(q, input, LOG_FIELDS), input, LOG_FIELDS, 'id');
    return ok(await pageOf(db, q, input, (r) => ({
      id: String(r.id), logType: r.log_type, logType_dictText: LOG_TYPE_TEXT[r.log_type] ?? null, logContent: r.log_content,
      operateType: r.operate_type, operateType_dictText: r.operate_type ? OPERATE_TYPE_TEXT[r.operate_type] ?? null : null,
      userid: r.userid, username: r.username, ip: r.ip, method: r.method, requestUrl: r.request_url, requestType: r.request_type,
      requestParam: r.request_param, costTime: r.cost_time, createTime: chinaTimeText(r.create_time),
    })));
  });

  const remove = async (tenantId: number, ids: string[], logType?: number) => {
    let q = db.deleteFrom('sys_log').where('tenant_id', '=', tenantId);
    if (ids.length) q = q.where('id', 'in', ids.map(Number));
    if (logType) q = q.where('log_type', '=', logType as 1 | 2);
    const res = await q.executeTakeFirst();
    return Number(res.numDeletedRows);
  };

  app.delete<{ Querystring: { id: string } }>('/sys/log/delete', {
    preHandler: requirePermission(OPS_PERMS.logDelete),
    schema: { tags, summary: '日志-删除', querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^\\d{1,18}$' } } } },
  }, async (request) => {
    const n = await remove(currentUser(request).tenantId, [request.query.id]);
    return ok({ count: n }, '删除成功!');
  });

  app.delete<{ Querystring: { ids: string; logType?: number } }>('/sys/log/deleteBatch', {
    preHandler: requirePermission(OPS_PERMS.logDelete),
    schema: {
      tags, summary: '日志-批量删除',
      querystring: { type: 'object', required: ['ids'], properties: { ids: LOG_IDS, logType: { type: 'integer', enum: [1, 2] } } },
    },
  }, async (request) => {
    const user = currentUser(request);
    if (request.query.ids === 'allclear') {
      const n = await remove(user.tenantId, [], request.query.logType);
      return ok({ count: n }, '清空成功!');
    }
    const ids = request.query.ids.split(',').filter(Boolean);
    if (!ids.length) throw badRequest('请选择要删除的日志');
    return ok({ count: await remove(user.tenantId, ids) }, '批量删除成功!');
  });

  // 00:00 China time (UTC+8) today, as timestamptz
  const todayStart = sql<Date>`(date_trunc('day', now() AT TIME ZONE 'UTC' + interval '8 hours') - interval '8 hours') AT TIME ZONE 'UTC'`;
  const signIns = (tenantId: number) => db.selectFrom('sys_log').where('tenant_id', '=', tenantId).where('log_type', '=', 1)
    .where('log_content', 'like', '%,登录成功！');

  app.get('/sys/loginfo', { schema: { tags, summary: '访问统计' } }, async (request) => {
    const user = currentUser(request);
    const row = await signIns(user.tenantId).select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) FILTER (WHERE create_time >= ${todayStart})`.as('today'),
      sql<number>`count(DISTINCT ip) FILTER (WHERE create_time >= ${todayStart})`.as('todayIp'),
    ]).executeTakeFirstOrThrow();
    return ok({ totalVisitCount: Number(row.total), todayVisitCount: Number(row.today), todayIp: Number(row.todayIp) });
  });

  app.get('/sys/visitInfo', { schema: { tags, summary: '近7日访问统计' } }, async (request) => {
    const user = currentUser(request);
    const rows = await signIns(user.tenantId)
      .where('create_time', '>=', sql<Date>`${todayStart} - interval '6 days'`)
      .select([
        sql<string>`to_char(create_time AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD')`.as('ymd'),
        sql<number>`count(*)`.as('visit'),
        sql<number>`count(DISTINCT ip)`.as('ip'),
      ])
      .groupBy(sql`1`).execute();
    const byDay = new Map(rows.map((r) => [r.ymd, r]));
    const today = chinaTimeText(new Date())?.slice(0, 10) as string;
    const days = Array.from({ length: 7 }, (_, i) => new Date(Date.parse(`${today}T00:00:00Z`) - (6 - i) * 86_400_000).toISOString().slice(0, 10));
    return ok(days.map((ymd) => ({ ymd, tian: ymd.slice(5), type: 'day', visit: Number(byDay.get(ymd)?.visit ?? 0), ip: Number(byDay.get(ymd)?.ip ?? 0) })));
  });
}
