import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import type { SessionUser } from '../../../auth/session-user.js';
import { testConnection } from '../../../admin/datasource/connection-test.js';
import { parseConnection, parseDataSource, parsePassword } from '../../../admin/datasource/datasource-input.js';
import type { SecretBox } from '../../../admin/datasource/secret-box.js';
import { DATASOURCE_GATEWAY_PERMS as P } from '../../../admin/datasource/seed-menu.js';
import { DS_TEXT as T } from '../../../admin/datasource/texts.js';
import { CHINA_TIME_FORMAT, idList, textOf, type Body } from '../../../admin/dicts/input.js';
import { bad, missing } from '../../../admin/dicts/texts.js';
import '../../../db/datasource-gateway-types.js';
import type { Database } from '../../../db/types.js';
import { type Answer, ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../../query/list-query.js';
import { newId } from '../../fleet/manage-input.js';
import type { RouteDeps } from '../../deps.js';

const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const dataSourceSchema = {
  type: 'object',
  properties: {
    id: str, code: str, name: str, dbType: str, dbHost: str, dbPort: { type: 'integer' }, dbName: str, dbUsername: str,
    hasPassword: { type: 'boolean' }, remark: nullableStr, createBy: nullableStr, createTime: str,
  },
};
const tags = ['sys-datasource'];

/** Allow-list of the data-source list (filters and sort). */
export const DATASOURCE_FIELDS: FieldMap = {
  code: { column: 'd.code', type: 'string' },
  name: { column: 'd.name', type: 'string' },
  dbType: { column: 'd.db_type', type: 'string' },
  dbHost: { column: 'd.db_host', type: 'string' },
  dbName: { column: 'd.db_name', type: 'string' },
  createTime: { column: 'd.create_time', type: 'datetime' },
};

function dataSources(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('sys_data_source as d')
    .select(['d.id', 'd.code', 'd.name', 'd.db_type as dbType', 'd.db_host as dbHost', 'd.db_port as dbPort', 'd.db_name as dbName',
      'd.db_username as dbUsername', 'd.remark', 'd.create_by as createBy'])
    .select(sql<boolean>`d.db_password_enc IS NOT NULL`.as('hasPassword'))
    .select(sql<string>`to_char(d.create_time AT TIME ZONE 'Asia/Shanghai', ${CHINA_TIME_FORMAT})`.as('createTime'))
    .where('d.tenant_id', '=', tenantId);
}

async function codeTaken(db: Kysely<Database>, tenantId: number, code: string, selfId?: string): Promise<boolean> {
  let q = db.selectFrom('sys_data_source').select('id').where('tenant_id', '=', tenantId).where('code', '=', code);
  if (selfId) q = q.where('id', '!=', selfId);
  return Boolean(await q.executeTakeFirst());
}

/**
 * Data sources (多数据源管理, JeecgBoot SysDataSourceController; docs/admin-contract.md "Data sources
 * and gateway routes"), per tenant. The password is stored AES-256-GCM encrypted and NEVER answered
 * (rows carry `hasPassword`); an empty password on edit keeps the stored one.
 * - GET /sys/dataSource/list?code=&name=&dbType=&<list query> (system:dataSource:list) → page of
 *   {id, code, name, dbType, dbHost, dbPort, dbName, dbUsername, hasPassword, remark, createBy, createTime}.
 * - GET /sys/dataSource/queryById?id= (system:dataSource:list).
 * - POST /sys/dataSource/add (system:dataSource:add) → {id} 添加成功！; PUT|POST /sys/dataSource/edit
 *   (system:dataSource:edit) → 编辑成功!; DELETE /sys/dataSource/delete?id=, deleteBatch?ids=
 *   (system:dataSource:delete) → 删除成功! / 批量删除成功!. Code unique in the tenant (数据源编码已存在).
 * - POST /sys/dataSource/testConnection {id?, dbType, dbHost, dbPort, dbName, dbUsername, dbPassword?}
 *   (system:dataSource:test): an empty password with an id uses the stored one; → 数据库连接成功, or
 *   success false code 500 数据库连接失败：<driver message without secrets>; a bad field → 400.
 */
export function registerDataSourceRoutes(app: FastifyInstance, deps: RouteDeps, box: SecretBox): void {
  const { db } = deps;
  const base = '/sys/dataSource';
  const find = async (user: SessionUser, id: string | null) => {
    const row = id ? await dataSources(db, user.tenantId).where('d.id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw missing();
    return row;
  };
  const storedPassword = async (user: SessionUser, id: string): Promise<string | undefined> => {
    const row = await db.selectFrom('sys_data_source').select('db_password_enc').where('tenant_id', '=', user.tenantId).where('id', '=', id).executeTakeFirst();
    if (!row) throw missing();
    return row.db_password_enc ? box.open(row.db_password_enc) : undefined;
  };

  app.get<{ Querystring: Body }>(`${base}/list`, {
    preHandler: requirePermission(P.dataSourceList),
    schema: { tags, summary: '数据源分页列表，需要按钮权限 system:dataSource:list', querystring: anyObject, response: responses(pageSchema(dataSourceSchema)) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, DATASOURCE_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: ['code', 'name'] });
    const q = applySort(applyListFilters(dataSources(db, user.tenantId), input, DATASOURCE_FIELDS), input, DATASOURCE_FIELDS, 'd.id');
    return ok(await pageOf(db, q, input));
  });

  app.get<{ Querystring: Body }>(`${base}/queryById`, {
    preHandler: requirePermission(P.dataSourceList),
    schema: { tags, summary: '按id查询数据源（不含密码）', querystring: anyObject, response: responses(dataSourceSchema) },
  }, async (request) => ok(await find(currentUser(request), textOf(request.query.id))));

  app.post<{ Body: Body }>(`${base}/add`, {
    preHandler: requirePermission(P.dataSourceAdd),
    schema: { tags, summary: '添加数据源，需要按钮权限 system:dataSource:add', body: anyObject, response: responses({ type: 'object', properties: { id: str } }) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseDataSource(request.body ?? {});
    if (await codeTaken(db, user.tenantId, input.code)) throw bad(T.codeTaken);
    const id = newId();
    await db.insertInto('sys_data_source').values({
      id, tenant_id: user.tenantId, code: input.code, name: input.name, db_type: input.dbType, db_host: input.host, db_port: input.port,
      db_name: input.database, db_username: input.username, db_password_enc: input.password === undefined ? null : box.seal(input.password),
      remark: input.remark, create_by: user.username, update_by: null, update_time: null,
    }).execute();
    return ok({ id }, T.added);
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: Body }>({
      method, url: `${base}/edit`, preHandler: requirePermission(P.dataSourceEdit),
      schema: { tags, summary: '编辑数据源（密码为空则保留原密码），需要按钮权限 system:dataSource:edit', body: anyObject, response: responses({ type: 'null' }) },
      handler: async (request) => {
        const user = currentUser(request);
        const body = request.body ?? {};
        const row = await find(user, textOf(body.id));
        const input = parseDataSource(body);
        if (await codeTaken(db, user.tenantId, input.code, row.id)) throw bad(T.codeTaken);
        await db.updateTable('sys_data_source').set({
          code: input.code, name: input.name, db_type: input.dbType, db_host: input.host, db_port: input.port, db_name: input.database,
          db_username: input.username, remark: input.remark, update_by: user.username, update_time: new Date(),
          ...(input.password === undefined ? {} : { db_password_enc: box.seal(input.password) }),
        }).where('id', '=', row.id).where('tenant_id', '=', user.tenantId).execute();
        return ok(null, T.edited);
      },
    });
  }

  const remove = async (user: SessionUser, ids: string[]) => {
    if (!ids.length) throw bad('请选择一条记录！');
    const r = await db.deleteFrom('sys_data_source').where('tenant_id', '=', user.tenantId).where('id', 'in', ids).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw missing();
  };
  app.delete<{ Querystring: Body }>(`${base}/delete`, {
    preHandler: requirePermission(P.dataSourceDelete), schema: { tags, summary: '删除数据源', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.id, 1));
    return ok(null, T.deleted);
  });
  app.delete<{ Querystring: Body }>(`${base}/deleteBatch`, {
    preHandler: requirePermission(P.dataSourceDelete), schema: { tags, summary: '批量删除数据源', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.ids));
    return ok(null, T.batchDeleted);
  });

  app.post<{ Body: Body }>(`${base}/testConnection`, {
    preHandler: requirePermission(P.dataSourceTest),
    schema: { tags, summary: '数据源连接测试（只执行 SELECT 1，5秒超时），需要按钮权限 system:dataSource:test', body: anyObject },
  }, async (request): Promise<Answer<null>> => {
    const user = currentUser(request);
    const body = request.body ?? {};
    const fields = parseConnection(body);
    let password = parsePassword(body.dbPassword);
    const id = textOf(body.id);
    if (password === undefined && id) password = await storedPassword(user, id);
    const outcome = await testConnection(fields, password);
    return outcome.ok
      ? ok(null, T.testOk)
      : { success: false, message: T.testFailed(outcome.reason), code: 500, result: null, timestamp: Date.now() };
  });
}
