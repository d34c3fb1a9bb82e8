import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import type { SessionUser } from '../../../auth/session-user.js';
import { DATASOURCE_GATEWAY_PERMS as P } from '../../../admin/datasource/seed-menu.js';
import { DS_TEXT as T } from '../../../admin/datasource/texts.js';
import { CHINA_TIME_FORMAT, idList, textOf, type Body } from '../../../admin/dicts/input.js';
import { bad, missing } from '../../../admin/dicts/texts.js';
import { parseGatewayRoute, parseRouteStatus } from '../../../admin/gateway/route-input.js';
import type { GatewayRouteTable } from '../../../admin/gateway/route-table.js';
import '../../../db/datasource-gateway-types.js';
import type { Database } from '../../../db/types.js';
import { ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../../query/list-query.js';
import { newId } from '../../fleet/manage-input.js';
import type { RouteDeps } from '../../deps.js';

const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const int = { type: 'integer' };
const nullableStr = { type: ['string', 'null'] };
const routeSchema = {
  type: 'object',
  properties: { id: str, name: str, path: str, uri: str, stripPrefix: int, status: str, sortOrder: int, createBy: nullableStr, createTime: str },
};
const tags = ['sys-gateway'];

/** Allow-list of the gateway-route list (filters and sort). */
export const GATEWAY_ROUTE_FIELDS: FieldMap = {
  name: { column: 'g.name', type: 'string' },
  path: { column: 'g.path', type: 'string' },
  uri: { column: 'g.uri', type: 'string' },
  status: { column: 'g.status', type: 'string' },
  sortOrder: { column: 'g.sort_order', type: 'number' },
  createTime: { column: 'g.create_time', type: 'datetime' },
};

function gatewayRoutes(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('sys_gateway_route as g')
    .select(['g.id', 'g.name', 'g.path', 'g.uri', 'g.strip_prefix as stripPrefix', 'g.status', 'g.sort_order as sortOrder', 'g.create_by as createBy'])
    .select(sql<string>`to_char(g.create_time AT TIME ZONE 'Asia/Shanghai', ${CHINA_TIME_FORMAT})`.as('createTime'))
    .where('g.tenant_id', '=', tenantId);
}

async function pathTaken(db: Kysely<Database>, tenantId: number, path: string, selfId?: string): Promise<boolean> {
  let q = db.selectFrom('sys_gateway_route').select('id').where('tenant_id', '=', tenantId).where('path', '=', path);
  if (selfId) q = q.where('id', '!=', selfId);
  return Boolean(await q.executeTakeFirst());
}

/**
 * Gateway routes (网关路由, JeecgBoot SysGatewayRouteController; docs/admin-contract.md "Data sources
 * and gateway routes"), per tenant; every write reloads the proxy's table on every instance (bus
 * topic 'gateway-routes').
 * - GET /sys/gatewayRoute/list?name=&path=&status=&<list query> (system:gatewayRoute:list) → page of
 *   {id, name, path, uri, stripPrefix, status '1'|'0', sortOrder, createBy, createTime}; GET …/queryById?id=.
 * - POST …/add (system:gatewayRoute:add) → {id} 添加成功！; PUT|POST …/edit {id, …} (system:gatewayRoute:edit)
 *   → 编辑成功!; DELETE …/delete?id=, …/deleteBatch?ids= (system:gatewayRoute:delete);
 *   PUT|POST …/updateStatus {id, status} (system:gatewayRoute:status) → 操作成功!. Path unique in the
 *   tenant (该路由路径已存在).
 */
export function registerGatewayRouteRoutes(app: FastifyInstance, deps: RouteDeps, table: GatewayRouteTable, allowedHosts: string[]): void {
  const { db } = deps;
  const base = '/sys/gatewayRoute';
  const find = async (user: SessionUser, id: string | null) => {
    const row = id ? await gatewayRoutes(db, user.tenantId).where('g.id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw missing();
    return row;
  };

  app.get<{ Querystring: Body }>(`${base}/list`, {
    preHandler: requirePermission(P.gatewayList),
    schema: { tags, summary: '网关路由分页列表，需要按钮权限 system:gatewayRoute:list', querystring: anyObject, response: responses(pageSchema(routeSchema)) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, GATEWAY_ROUTE_FIELDS, { defaultSort: { column: 'sortOrder', order: 'asc' }, likeFields: ['name', 'path', 'uri'] });
    const q = applySort(applyListFilters(gatewayRoutes(db, user.tenantId), input, GATEWAY_ROUTE_FIELDS), input, GATEWAY_ROUTE_FIELDS, 'g.id');
    return ok(await pageOf(db, q, input));
  });

  app.get<{ Querystring: Body }>(`${base}/queryById`, {
    preHandler: requirePermission(P.gatewayList),
    schema: { tags, summary: '按id查询网关路由', querystring: anyObject, response: responses(routeSchema) },
  }, async (request) => ok(await find(currentUser(request), textOf(request.query.id))));

  app.post<{ Body: Body }>(`${base}/add`, {
    preHandler: requirePermission(P.gatewayAdd),
    schema: { tags, summary: '添加网关路由，需要按钮权限 system:gatewayRoute:add', body: anyObject, response: responses({ type: 'object', properties: { id: str } }) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseGatewayRoute(request.body ?? {}, allowedHosts);
    if (await pathTaken(db, user.tenantId, input.path)) throw bad(T.routePathTaken);
    const id = newId();
    await db.insertInto('sys_gateway_route').values({ id, tenant_id: user.tenantId, ...input, create_by: user.username, update_by: null, update_time: null }).execute();
    table.changed(user.tenantId);
    return ok({ id }, T.added);
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: Body }>({
      method, url: `${base}/edit`, preHandler: requirePermission(P.gatewayEdit),
      schema: { tags, summary: '编辑网关路由，需要按钮权限 system:gatewayRoute:edit', body: anyObject, response: responses({ type: 'null' }) },
      handler: async (request) => {
        const user = currentUser(request);
        const body = request.body ?? {};
        const row = await find(user, textOf(body.id));
        const input = parseGatewayRoute(body, allowedHosts);
        if (await pathTaken(db, user.tenantId, input.path, row.id)) throw bad(T.routePathTaken);
        await db.updateTable('sys_gateway_route').set({ ...input, update_by: user.username, update_time: new Date() })
          .where('id', '=', row.id).where('tenant_id', '=', user.tenantId).execute();
        table.changed(user.tenantId);
        return ok(null, T.edited);
      },
    });
    app.route<{ Body: Body; Querystring: Body }>({
      method, url: `${base}/updateStatus`, preHandler: requirePermission(P.gatewayStatus),
      schema: { tags, summary: '启用/停用网关路由 {id, status}，需要按钮权限 system:gatewayRoute:status', body: { type: ['object', 'null'], additionalProperties: true }, querystring: anyObject, response: responses({ type: 'null' }) },
      handler: async (request) => {
        const user = currentUser(request);
        const body = { ...request.query, ...(request.body ?? {}) };
        const row = await find(user, textOf(body.id));
        const status = parseRouteStatus(body.status ?? '');
        await db.updateTable('sys_gateway_route').set({ status, update_by: user.username, update_time: new Date() })
          .where('id', '=', row.id).where('tenant_id', '=', user.tenantId).execute();
        table.changed(user.tenantId);
        return ok(null, T.statusChanged);
      },
    });
  }

  const remove = async (user: SessionUser, ids: string[]) => {
    if (!ids.length) throw bad('请选择一条记录！');
    const r = await db.deleteFrom('sys_gateway_route').where('tenant_id', '=', user.tenantId).where('id', 'in', ids).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw missing();
    table.changed(user.tenantId);
  };
  app.delete<{ Querystring: Body }>(`${base}/delete`, {
    preHandler: requirePermission(P.gatewayDelete), schema: { tags, summary: '删除网关路由', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.id, 1));
    return ok(null, T.deleted);
  });
  app.delete<{ Querystring: Body }>(`${base}/deleteBatch`, {
    preHandler: requirePermission(P.gatewayDelete), schema: { tags, summary: '批量删除网关路由', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.ids));
    return ok(null, T.batchDeleted);
  });
}
