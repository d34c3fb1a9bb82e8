import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { currentUser, requirePermission } from '../../auth/guard.js';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/dicts-messages-types.js';
import type { Database } from '../../db/types.js';
import { ok, pageSchema, responses } from '../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../query/list-query.js';
import type { RouteDeps } from '../../routes/deps.js';
import { CHINA_TIME_FORMAT, textOf, type Body } from '../dicts/input.js';
import { DICT_ADMIN_PERMS as P } from '../dicts/seed-menu.js';
import { bad, missing } from '../dicts/texts.js';
import { DATA_LOG_TABLES } from './record.js';

const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const logSchema = {
  type: 'object',
  properties: {
    id: str, dataTable: str, dataTableText: str, dataId: str, dataVersion: { type: 'integer' }, dataContent: str,
    createBy: { type: ['string', 'null'] }, createTime: str,
  },
};
const tags = ['sys-data-log'];

/** Allow-list of the data-log list. */
export const DATA_LOG_FIELDS: FieldMap = {
  dataTable: { column: 'l.data_table', type: 'string' },
  dataId: { column: 'l.data_id', type: 'string' },
  dataVersion: { column: 'l.data_version', type: 'number' },
  createBy: { column: 'l.create_by', type: 'string' },
  createTime: { column: 'l.create_time', type: 'datetime' },
};

/**
 * Versions `user` may read: the tenant's; a user record's versions only when the caller is
 * admin, the user themself, or the user belongs to a department the caller sees (DESIGN §3 data scope).
 */
function logs(db: Kysely<Database>, user: SessionUser) {
  let q = db.selectFrom('sys_data_log as l')
    .select(['l.id', 'l.data_table as dataTable', 'l.data_id as dataId', 'l.data_version as dataVersion', 'l.data_content as dataContent', 'l.create_by as createBy'])
    .select(sql<string>`to_char(l.create_time AT TIME ZONE 'Asia/Shanghai', ${CHINA_TIME_FORMAT})`.as('createTime'))
    .where('l.tenant_id', '=', user.tenantId);
  if (!user.isAdmin) {
    const departs = user.visibleDepartIds.length ? sql.join(user.visibleDepartIds) : sql`NULL`;
    q = q.where(sql<SqlBool>`(l.data_table <> 'sys_user' OR l.data_id = ${user.id}
      OR EXISTS (SELECT 1 FROM sys_user_depart ud WHERE ud.user_id = l.data_id AND ud.dep_id IN (${departs})))`);
  }
  return q;
}

function withText<T extends { dataTable: string }>(r: T): T & { dataTableText: string } {
  return { ...r, dataTableText: DATA_LOG_TABLES[r.dataTable] ?? r.dataTable };
}

/**
 * Data logs (数据日志, JeecgBoot SysDataLogController; docs/admin-contract.md "Data logs"). Every
 * add / edit of the demo entity and of users stores a version; all calls need system:dataLog:list.
 * - GET /sys/dataLog/list?dataTable=&dataId=&<list query> → page of {id, dataTable, dataTableText,
 *   dataId, dataVersion, dataContent (JSON object text), createBy, createTime}; default createTime desc.
 * - GET /sys/dataLog/queryDataVerList?dataTable=&dataId= → every version of one record, oldest first.
 * - GET /sys/dataLog/queryCompareList?dataId1=&dataId2= → the two versions (by log id), older first;
 *   the page shows their field-by-field difference.
 * - GET /sys/dataLog/tables → [{value, text}] of the logged tables.
 */
export function registerDataLogRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const guard = requirePermission(P.dataLogList);

  app.get<{ Querystring: Body }>('/sys/dataLog/list', {
    preHandler: guard, schema: { tags, summary: '数据日志分页列表', querystring: anyObject, response: responses(pageSchema(logSchema)) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, DATA_LOG_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' } });
    const q = applySort(applyListFilters(logs(db, user), input, DATA_LOG_FIELDS), input, DATA_LOG_FIELDS, 'l.id');
    return ok(await pageOf(db, q, input, withText));
  });

  app.get<{ Querystring: Body }>('/sys/dataLog/queryDataVerList', {
    preHandler: guard, schema: { tags, summary: '一条数据的全部版本', querystring: anyObject, response: responses({ type: 'array', items: logSchema }) },
  }, async (request) => {
    const user = currentUser(request);
    const table = textOf(request.query.dataTable);
    const dataId = textOf(request.query.dataId);
    if (!table || !dataId) throw bad('请输入表名和数据ID');
    const rows = await logs(db, user).where('l.data_table', '=', table).where('l.data_id', '=', dataId).orderBy('l.data_version').limit(1000).execute();
    return ok(rows.map(withText));
  });

  app.get<{ Querystring: Body }>('/sys/dataLog/queryCompareList', {
    preHandler: guard, schema: { tags, summary: '对比两个版本', querystring: anyObject, response: responses({ type: 'array', items: logSchema }) },
  }, async (request) => {
    const user = currentUser(request);
    const ids = [textOf(request.query.dataId1), textOf(request.query.dataId2)];
    if (!ids[0] || !ids[1]) throw bad('请选择两个版本进行比较');
    const rows = await logs(db, user).where('l.id', 'in', ids as string[]).execute();
    const found = ids.map((id) => rows.find((r) => r.id === id));
    if (found.some((r) => !r)) throw missing();
    return ok((found as typeof rows).sort((a, b) => a.dataVersion - b.dataVersion).map(withText));
  });

  app.get('/sys/dataLog/tables', {
    preHandler: guard, schema: { tags, summary: '记录数据日志的表', response: responses({ type: 'array', items: { type: 'object', properties: { value: str, text: str } } }) },
  }, async (request) => {
    currentUser(request);
    return ok(Object.entries(DATA_LOG_TABLES).map(([value, text]) => ({ value, text })));
  });
}
