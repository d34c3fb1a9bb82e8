import type { FastifyInstance } from 'fastify';
import { recordDataLog } from '../../admin/data-log/record.js';
import type { Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../auth/guard.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { Database } from '../../db/types.js';
import '../../db/widget-demo-types.js';
import { HttpError, ok, responses } from '../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type ListQueryInput } from '../../query/list-query.js';
import type { RouteDeps } from '../deps.js';
import { idList, isUniqueViolation, newId } from '../fleet/manage-input.js';
import { DEMO_FIELDS, demoColumns, toDemoRecord, type DemoRecord } from './demo-fields.js';
import { checkDemoInput } from './demo-input.js';
import { DEMO_TEXT, toBadInput } from './demo-rules.js';

/** The list sort when the request names none (widgets-spec §9: createTime descending). */
export const DEMO_DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;

/** The tenant's demo rows matching a parsed list query (plus `ids` when given), sorted, not paged. */
export function demoQuery(db: Kysely<Database>, user: SessionUser, input: ListQueryInput, ids?: string[]) {
  let q = db.selectFrom('demo as m').select(demoColumns()).where('m.tenant_id', '=', user.tenantId);
  if (ids) q = q.where('m.id', 'in', ids);
  return applySort(applyListFilters(q, input, DEMO_FIELDS), input, DEMO_FIELDS, 'm.id');
}

/** One demo record of the user's tenant, or 404 '未找到对应数据'. */
export async function findDemo(db: Kysely<Database>, user: SessionUser, id: unknown): Promise<DemoRecord> {
  if (typeof id !== 'string' || !id || id.length > 32) throw new HttpError(404, DEMO_TEXT.notFound, 404);
  const row = await db.selectFrom('demo as m').select(demoColumns()).where('m.tenant_id', '=', user.tenantId).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, DEMO_TEXT.notFound, 404);
  return toDemoRecord(row as Record<string, unknown>);
}

const anyBody = { type: ['object', 'null'], additionalProperties: true };

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(400, DEMO_TEXT.orderNumCodeTaken, 400);
    throw toBadInput(err);
  }
}

/**
 * CRUD of the demo entity (docs/widgets-contract.md "Demo entity"), always within the caller's
 * tenant:
 * - GET /test/jeecgDemo/list → page of DemoRecord (generic list query over DEMO_FIELDS,
 *   superQueryParams honoured, default sort createTime desc; hostile params → 400);
 * - GET /test/jeecgDemo/queryById?id= → DemoRecord (404 '未找到对应数据' when not in the tenant);
 * - POST /test/jeecgDemo/add (button test:jeecgDemo:add) → the new DemoRecord, message '添加成功！';
 * - PUT|POST /test/jeecgDemo/edit {id, …} (test:jeecgDemo:edit) → the saved DemoRecord, '编辑成功!';
 * - DELETE /test/jeecgDemo/delete?id= and /deleteBatch?ids=a,b (test:jeecgDemo:delete), items too.
 * Bad fields → 400 with the rule's Chinese message (demo-rules.ts).
 */
export function registerDemoCrudRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const tags = ['demo'];

  app.get<{ Querystring: Record<string, unknown> }>('/test/jeecgDemo/list', {
    schema: { tags, summary: '示例列表（分页，支持高级查询）', response: responses() },
  }, async (request) => {
    const input = parseListQuery(request.query, DEMO_FIELDS, { defaultSort: DEMO_DEFAULT_SORT });
    return ok(await pageOf(db, demoQuery(db, currentUser(request), input), input, (r) => toDemoRecord(r as Record<string, unknown>)));
  });

  app.get<{ Querystring: { id?: string } }>('/test/jeecgDemo/queryById', {
    schema: { tags, summary: '按id查询示例', response: responses() },
  }, async (request) => ok(await findDemo(db, currentUser(request), request.query.id)));

  app.post<{ Body: Record<string, unknown> | null }>('/test/jeecgDemo/add', {
    preHandler: requirePermission('test:jeecgDemo:add'),
    schema: { tags, summary: '新增示例，需要按钮权限 test:jeecgDemo:add', body: anyBody, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const id = newId();
    await guarded(async () => {
      const values = await checkDemoInput(db, user, request.body ?? {}, null);
      await db.insertInto('demo').values({ ...values, id, tenant_id: user.tenantId, create_by: user.username }).execute();
    });
    const saved = await findDemo(db, user, id);
    await recordDataLog(db, { table: 'demo', dataId: id, content: { ...saved }, user });
    return ok(saved, '添加成功！');
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: Record<string, unknown> | null }>({
      method, url: '/test/jeecgDemo/edit', preHandler: requirePermission('test:jeecgDemo:edit'),
      schema: { tags, summary: '编辑示例，需要按钮权限 test:jeecgDemo:edit', body: anyBody, response: responses() },
      handler: async (request) => {
        const user = currentUser(request);
        const body = request.body ?? {};
        const existing = await findDemo(db, user, body.id);
        await guarded(async () => {
          const values = await checkDemoInput(db, user, { ...existing, ...body }, existing.id);
          await db.updateTable('demo').set({ ...values, update_time: new Date() })
            .where('id', '=', existing.id).where('tenant_id', '=', user.tenantId).execute();
        });
        const saved = await findDemo(db, user, existing.id);
        await recordDataLog(db, { table: 'demo', dataId: existing.id, content: { ...saved }, user });
        return ok(saved, '编辑成功!');
      },
    });
  }

  const remove = async (user: SessionUser, ids: string[]) => {
    const res = await db.deleteFrom('demo').where('tenant_id', '=', user.tenantId).where('id', 'in', ids).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw new HttpError(404, DEMO_TEXT.notFound, 404);
  };
  app.delete<{ Querystring: { id?: string } }>('/test/jeecgDemo/delete', {
    preHandler: requirePermission('test:jeecgDemo:delete'),
    schema: { tags, summary: '删除示例，需要按钮权限 test:jeecgDemo:delete', response: responses() },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.id, 'id'));
    return ok(null, '删除成功!');
  });
  app.delete<{ Querystring: { ids?: string } }>('/test/jeecgDemo/deleteBatch', {
    preHandler: requirePermission('test:jeecgDemo:delete'),
    schema: { tags, summary: '批量删除示例，需要按钮权限 test:jeecgDemo:delete', response: responses() },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.ids, 'ids'));
    return ok(null, '批量删除成功!');
  });
}
