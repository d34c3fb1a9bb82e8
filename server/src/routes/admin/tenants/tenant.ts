import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import type { SessionUser } from '../../../auth/session-user.js';
import { USER_ADMIN_PERMS as P } from '../../../admin/users/seed-menu.js';
import { chinaText, parseTenant, tenantIdOf } from '../../../admin/users/tenant-input.js';
import {
  PLATFORM_TENANT_ID, activeTenantsOf, assertPlatform, createTenant, deleteTenants, nextTenantId,
} from '../../../admin/users/tenant-repo.js';
import { TENANT_TEXT as T, USER_TEXT, bad, missing } from '../../../admin/users/texts.js';
import '../../../db/users-tenants-types.js';
import { ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../../query/list-query.js';
import type { RouteDeps } from '../../deps.js';

type Body = Record<string, unknown>;
const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const int = { type: 'integer' };
const tenantSchema = {
  type: 'object',
  properties: {
    id: int, name: str, status: int, status_dictText: str, beginDate: strOrNull, endDate: strOrNull,
    createBy: strOrNull, createTime: str, updateBy: strOrNull, updateTime: strOrNull, userCount: int,
  },
};

/** Filter / sort allow-list of GET /sys/tenant/list. */
export const TENANT_FIELDS: FieldMap = {
  id: { column: 't.id', type: 'number' },
  name: { column: 't.name', type: 'string' },
  status: { column: 't.status', type: 'number' },
  beginDate: { column: 't.begin_date', type: 'datetime' },
  endDate: { column: 't.end_date', type: 'datetime' },
  createTime: { column: 't.create_time', type: 'datetime' },
};

const STATUS_TEXT: Record<number, string> = { 1: '正常', 0: '冻结' };

function tenantQuery(deps: RouteDeps) {
  return deps.db.selectFrom('sys_tenant as t')
    .select(['t.id', 't.name', 't.status', 't.begin_date', 't.end_date', 't.create_by', 't.create_time', 't.update_by', 't.update_time'])
    .select(sql<number>`(SELECT count(*) FROM sys_user u WHERE u.del_flag = 0 AND (u.tenant_id = t.id
      OR EXISTS (SELECT 1 FROM sys_user_tenant m WHERE m.user_id = u.id AND m.tenant_id = t.id)))`.as('user_count'));
}
type TenantRow = Awaited<ReturnType<ReturnType<typeof tenantQuery>['execute']>>[number];
const toWire = (r: TenantRow) => ({
  id: r.id, name: r.name, status: r.status, status_dictText: STATUS_TEXT[r.status] ?? '', beginDate: chinaText(r.begin_date), endDate: chinaText(r.end_date),
  createBy: r.create_by, createTime: chinaText(r.create_time) ?? '', updateBy: r.update_by, updateTime: chinaText(r.update_time), userCount: Number(r.user_count),
});

/**
 * Tenant management (租户管理; docs/admin-contract.md "Users, tenants, positions, address book").
 * Only administrators working in the platform tenant (id 1) holding the button manage tenants
 * (others: 403 code 510):
 * - GET /sys/tenant/list?id&name&status&…list query (system:tenant:list) → page of {id, name,
 *   status (1 正常 | 0 冻结), status_dictText, beginDate, endDate, createBy, createTime, updateBy,
 *   updateTime, userCount}; GET /sys/tenant/queryById?id= → one.
 * - POST /sys/tenant/add {id?, name, status?, beginDate?, endDate?} (system:tenant:add) → {id}
 *   添加成功！ (id: the given 租户编号 or the next free one; the tenant starts with a root
 *   department, an admin role and the default categories, positions and jobs).
 * - PUT|POST /sys/tenant/edit {id, …} (system:tenant:edit) → 编辑成功!; freezing a tenant or
 *   closing its window stops its users' sessions and sign-ins there.
 * - DELETE /sys/tenant/delete?id=, /deleteBatch?ids= (system:tenant:delete): only tenants without
 *   users, members and vehicles (400 otherwise). The platform tenant cannot be frozen, dated or deleted.
 * Every signed-in user: GET /sys/tenant/getCurrentUserTenant → {list: [{id, name}] active tenants
 * of the caller (home + memberships), loginTenantId (home), currentTenantId (this request's)}.
 */
export function registerTenantRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const guard = (code: string) => [requirePermission(code), async (request: Parameters<typeof currentUser>[0]) => assertPlatform(currentUser(request))];
  const findOne = async (id: number) => {
    const row = await tenantQuery(deps).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw missing(T.notFound);
    return row;
  };

  app.get<{ Querystring: Body }>('/sys/tenant/list', {
    preHandler: guard(P.tenantList),
    schema: { tags: ['sys-tenant'], summary: '租户列表（平台租户管理员）', querystring: anyObject, response: responses(pageSchema(tenantSchema)) },
  }, async (request) => {
    const input = parseListQuery(request.query, TENANT_FIELDS, { defaultSort: { column: 'id', order: 'asc' }, likeFields: ['name'] });
    return ok(await pageOf(db, applySort(applyListFilters(tenantQuery(deps), input, TENANT_FIELDS), input, TENANT_FIELDS, 't.id'), input, toWire));
  });

  app.get<{ Querystring: Body }>('/sys/tenant/queryById', {
    preHandler: guard(P.tenantList),
    schema: { tags: ['sys-tenant'], summary: '按id查询租户', querystring: anyObject, response: responses(tenantSchema) },
  }, async (request) => ok(toWire(await findOne(tenantIdOf(request.query.id) ?? 0))));

  app.post<{ Body: Body }>('/sys/tenant/add', {
    preHandler: guard(P.tenantAdd),
    schema: { tags: ['sys-tenant'], summary: '添加租户', body: anyObject, response: responses({ type: 'object', properties: { id: int } }) },
  }, async (request) => {
    const body = request.body ?? {};
    const input = parseTenant(body);
    const id = tenantIdOf(body.id) ?? await nextTenantId(db);
    if (await db.selectFrom('sys_tenant').select('id').where('id', '=', id).executeTakeFirst()) throw bad(T.idTaken);
    if (await db.selectFrom('sys_tenant').select('id').where('name', '=', input.name).executeTakeFirst()) throw bad(T.nameTaken);
    await createTenant(db, currentUser(request), id, input);
    return ok({ id }, USER_TEXT.added);
  });

  const edit = async (user: SessionUser, body: Body) => {
    const row = await findOne(tenantIdOf(body.id) ?? 0);
    const input = parseTenant(body);
    if (row.id === PLATFORM_TENANT_ID && (input.status !== 1 || input.beginDate || input.endDate)) throw bad(T.platformLocked);
    if (await db.selectFrom('sys_tenant').select('id').where('name', '=', input.name).where('id', '<>', row.id).executeTakeFirst()) throw bad(T.nameTaken);
    await db.updateTable('sys_tenant').set({
      name: input.name, status: input.status, begin_date: input.beginDate, end_date: input.endDate, update_by: user.username, update_time: new Date(),
    }).where('id', '=', row.id).execute();
  };
  const editOptions = { preHandler: guard(P.tenantEdit), schema: { tags: ['sys-tenant'], summary: '编辑租户', body: anyObject, response: responses({ type: 'null' }) } };
  app.put<{ Body: Body }>('/sys/tenant/edit', editOptions, async (request) => {
    await edit(currentUser(request), request.body ?? {});
    return ok(null, USER_TEXT.edited);
  });
  app.post<{ Body: Body }>('/sys/tenant/edit', editOptions, async (request) => {
    await edit(currentUser(request), request.body ?? {});
    return ok(null, USER_TEXT.edited);
  });

  const remove = async (raw: unknown) => {
    const ids = [...new Set(String(raw ?? '').split(',').map((s) => s.trim()).filter(Boolean))].map((s) => tenantIdOf(s) as number);
    if (!ids.length || ids.length > 100) throw bad(USER_TEXT.idsRequired);
    if (ids.includes(PLATFORM_TENANT_ID)) throw bad(T.platformLocked);
    const found = await db.selectFrom('sys_tenant').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw missing(T.notFound);
    await deleteTenants(db, ids);
  };
  const deleteOptions = (summary: string) => ({ preHandler: guard(P.tenantDelete), schema: { tags: ['sys-tenant'], summary, querystring: anyObject, response: responses({ type: 'null' }) } });
  app.delete<{ Querystring: Body }>('/sys/tenant/delete', deleteOptions('删除租户'), async (request) => {
    await remove(request.query.id);
    return ok(null, USER_TEXT.deleted);
  });
  app.delete<{ Querystring: Body }>('/sys/tenant/deleteBatch', deleteOptions('批量删除租户'), async (request) => {
    await remove(request.query.ids);
    return ok(null, USER_TEXT.batchDeleted);
  });

  app.get('/sys/tenant/getCurrentUserTenant', {
    schema: {
      tags: ['sys-tenant'], summary: '当前用户所属的租户',
      response: responses({ type: 'object', properties: { list: { type: 'array', items: { type: 'object', properties: { id: int, name: str } } }, loginTenantId: int, currentTenantId: int } }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const home = await db.selectFrom('sys_user').select('tenant_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    return ok({ list: await activeTenantsOf(db, user.id), loginTenantId: home.tenant_id, currentTenantId: user.tenantId });
  });
}
