import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import type { SessionUser } from '../../../auth/session-user.js';
import { DICT_ADMIN_PERMS as P } from '../../../admin/dicts/seed-menu.js';
import { CHINA_TIME_FORMAT, idList, requiredText, textOf, type Body } from '../../../admin/dicts/input.js';
import { DICT_ADMIN_TEXT as T, bad, missing } from '../../../admin/dicts/texts.js';
import '../../../db/sys-data-types.js';
import type { Database } from '../../../db/types.js';
import { ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../../query/list-query.js';
import { levelCode, levelCodeIndex } from '../../fleet/org-manage.js';
import { isUniqueViolation, newId } from '../../fleet/manage-input.js';
import type { RouteDeps } from '../../deps.js';

const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const categorySchema = { type: 'object', properties: { id: str, pid: str, name: str, code: str, hasChild: str, createTime: str } };
const tags = ['sys-category-admin'];
/** Codes per level (A01…Z99). */
const CODES_PER_LEVEL = 26 * 99;

/** Allow-list of the root list. */
export const CATEGORY_FIELDS: FieldMap = {
  name: { column: 'c.name', type: 'string' },
  code: { column: 'c.code', type: 'string' },
  createTime: { column: 'c.create_time', type: 'datetime' },
};

function categories(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('sys_category as c')
    .select(['c.id', 'c.pid', 'c.name', 'c.code', 'c.has_child as hasChild'])
    .select(sql<string>`to_char(c.create_time AT TIME ZONE 'Asia/Shanghai', ${CHINA_TIME_FORMAT})`.as('createTime'))
    .where('c.tenant_id', '=', tenantId);
}

async function findOne(db: Kysely<Database>, user: SessionUser, id: string | null) {
  const row = id ? await categories(db, user.tenantId).where('c.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw missing();
  return row;
}

/**
 * The next free code under `parentCode` ('' for a root): the parent code + the level code after
 * the highest one in use (JeecgBoot YouBianCode: A01, A02 … A99, B01 …; a child of B01 is B01A01).
 * @throws HttpError 400 下级分类数量已达上限 when the level is full.
 */
export async function nextCategoryCode(db: Kysely<Database>, tenantId: number, parentCode: string): Promise<string> {
  const rows = await db.selectFrom('sys_category').select('code').where('tenant_id', '=', tenantId)
    .where('code', 'like', `${parentCode.replace(/[\\%_]/g, (c) => `\\${c}`)}___`).execute();
  let max = -1;
  for (const r of rows) max = Math.max(max, levelCodeIndex(r.code.slice(parentCode.length)));
  if (max + 1 >= CODES_PER_LEVEL) throw bad(T.categoryLevelFull);
  return parentCode + levelCode(max + 1);
}

/**
 * Category administration (分类字典, JeecgBoot SysCategoryController; docs/admin-contract.md
 * "Categories"), always in the caller's tenant:
 * - GET /sys/category/rootList?name=&code=&<list query> → page of roots {id, pid '0', name, code,
 *   hasChild '0'|'1', createTime}; default code asc.
 * - GET /sys/category/childList?pid= → every child of pid, by code (the tree table loads a level on expand).
 * - GET /sys/category/queryById?id= → one category.
 * - POST /sys/category/add {pid? ('0' / empty = root), name} (system:category:add) → {id, code}
 *   添加成功！; the code is generated per level (B01 → B01A01) and the parent's hasChild becomes '1'.
 * - PUT|POST /sys/category/edit {id, name} (system:category:edit) → 编辑成功! (code and parent stay).
 * - DELETE /sys/category/delete?id=, /deleteBatch?ids= (system:category:delete) → 删除成功! /
 *   批量删除成功!; a category with children is refused (400 该分类下有子分类，请先删除子分类); the
 *   parent's hasChild becomes '0' when its last child goes.
 */
export function registerCategoryAdminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Body }>('/sys/category/rootList', {
    schema: { tags, summary: '分类字典根节点分页', querystring: anyObject, response: responses(pageSchema(categorySchema)) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, CATEGORY_FIELDS, { defaultSort: { column: 'code', order: 'asc' }, likeFields: ['name', 'code'] });
    const q = categories(db, user.tenantId).where('c.pid', '=', '0');
    return ok(await pageOf(db, applySort(applyListFilters(q, input, CATEGORY_FIELDS), input, CATEGORY_FIELDS, 'c.id'), input));
  });

  app.get<{ Querystring: Body }>('/sys/category/childList', {
    schema: { tags, summary: '分类字典子节点', querystring: anyObject, response: responses({ type: 'array', items: categorySchema }) },
  }, async (request) => {
    const user = currentUser(request);
    const pid = textOf(request.query.pid);
    if (!pid) throw bad(T.required('pid'));
    return ok(await categories(db, user.tenantId).where('c.pid', '=', pid).orderBy('c.code').limit(5000).execute());
  });

  app.get<{ Querystring: Body }>('/sys/category/queryById', {
    schema: { tags, summary: '按id查询分类', querystring: anyObject, response: responses(categorySchema) },
  }, async (request) => ok(await findOne(db, currentUser(request), textOf(request.query.id))));

  app.post<{ Body: Body }>('/sys/category/add', {
    preHandler: requirePermission(P.categoryAdd),
    schema: { tags, summary: '添加分类，需要按钮权限 system:category:add', body: anyObject, response: responses({ type: 'object', properties: { id: str, code: str } }) },
  }, async (request) => {
    const user = currentUser(request);
    const body = request.body ?? {};
    const name = requiredText(body.name, '分类名称', 100);
    const pidText = textOf(body.pid);
    const parent = pidText && pidText !== '0' ? await categories(db, user.tenantId).where('c.id', '=', pidText).executeTakeFirst() : null;
    if (pidText && pidText !== '0' && !parent) throw bad(T.categoryParentMissing);
    const id = newId();
    for (let attempt = 0; ; attempt++) {
      const code = await nextCategoryCode(db, user.tenantId, parent?.code ?? '');
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('sys_category').values({ id, tenant_id: user.tenantId, pid: parent?.id ?? '0', name, code, has_child: '0' }).execute();
          if (parent) await trx.updateTable('sys_category').set({ has_child: '1' }).where('id', '=', parent.id).execute();
        });
        return ok({ id, code }, T.added);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (attempt >= 4) throw bad(T.categoryCodeConflict);
      }
    }
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: Body }>({
      method, url: '/sys/category/edit', preHandler: requirePermission(P.categoryEdit),
      schema: { tags, summary: '编辑分类，需要按钮权限 system:category:edit', body: anyObject, response: responses({ type: 'null' }) },
      handler: async (request) => {
        const user = currentUser(request);
        const body = request.body ?? {};
        const row = await findOne(db, user, textOf(body.id));
        const name = requiredText(body.name, '分类名称', 100);
        await db.updateTable('sys_category').set({ name }).where('id', '=', row.id).where('tenant_id', '=', user.tenantId).execute();
        return ok(null, T.edited);
      },
    });
  }

  const remove = async (user: SessionUser, ids: string[]) => {
    if (!ids.length) throw bad(T.idsRequired);
    const rows = await categories(db, user.tenantId).where('c.id', 'in', ids).execute();
    if (rows.length !== ids.length) throw missing();
    const kids = await db.selectFrom('sys_category').select('pid').where('tenant_id', '=', user.tenantId).where('pid', 'in', ids)
      .where('id', 'not in', ids).executeTakeFirst();
    if (kids) throw bad(T.categoryHasChildren);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_category').where('tenant_id', '=', user.tenantId).where('id', 'in', ids).execute();
      const parents = [...new Set(rows.map((r) => r.pid).filter((p) => p !== '0' && !ids.includes(p)))];
      if (parents.length) {
        await trx.updateTable('sys_category').set({ has_child: '0' }).where('tenant_id', '=', user.tenantId).where('id', 'in', parents)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sys_category as k').select('k.id').whereRef('k.pid', '=', 'sys_category.id')))).execute();
      }
    });
  };
  app.delete<{ Querystring: Body }>('/sys/category/delete', {
    preHandler: requirePermission(P.categoryDelete), schema: { tags, summary: '删除分类', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.id, 1));
    return ok(null, T.deleted);
  });
  app.delete<{ Querystring: Body }>('/sys/category/deleteBatch', {
    preHandler: requirePermission(P.categoryDelete), schema: { tags, summary: '批量删除分类', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.ids));
    return ok(null, T.batchDeleted);
  });
}
