import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { badQuery } from '../../query/conditions.js';
import { fail, ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import {
  CATEGORY_CONDITION_COLUMNS, categoryChildren, categoryNames, categoryNode, categorySubtree, findCategory,
} from './category-repo.js';
import { SYS_DATA_TEXT, anyQuery, parseJsonCondition, queryText, splitList } from './sys-data-input.js';

type Query = Record<string, unknown>;

const str = { type: 'string' };
const nodeProps = {
  key: str, value: str, title: str, label: str, leaf: { type: 'integer' }, isLeaf: { type: 'boolean' }, code: str, pid: str,
};
const nodeSchema = {
  type: 'object',
  properties: { ...nodeProps, children: { type: 'array', items: { type: 'object', additionalProperties: true } } },
};
const treeResponse = responses({ type: 'array', items: nodeSchema });

function conditionOf(query: Query): Record<string, string> {
  return parseJsonCondition(queryText(query, 'condition', 2000), CATEGORY_CONDITION_COLUMNS, SYS_DATA_TEXT.treeCondition);
}

function storeOf(query: Query): 'id' | 'code' {
  const store = queryText(query, 'store', 10) ?? 'id';
  if (store !== 'id' && store !== 'code') throw badQuery('store只能是id或code');
  return store;
}

/** '' and '0' mean the root. */
function isRoot(code: string | undefined): boolean {
  return code === undefined || code === '' || code === '0';
}

/**
 * Category select calls (widgets-spec §7 "/sys/category/…", docs/widgets-contract.md):
 * - GET /sys/category/loadTreeRoot?async=true|false&pcode=&condition=&store=id|code → the
 *   children of the node with code `pcode` ('0' or empty: the roots); async=false nests every
 *   level below (children). Unknown pcode → 400 该分类编码不存在，请核实!.
 * - GET /sys/category/loadTreeChildren?pid=&condition=&store= → one level under id `pid`.
 * - GET /sys/category/loadOne?field=code|id&val= → {id, pid, name, code, hasChild} or
 *   success:false 查询无果.
 * - GET /sys/category/loadTreeData?pid=&pcode=&condition=&store= → the nested subtree under id
 *   `pid` or code `pcode` (default: everything).
 * - GET /sys/category/loadDictItem/?ids=a,b&delNotExist=true → names in id order (unknown ids
 *   dropped, or kept as the id with delNotExist=false).
 * Nodes: {key: id, value: id|code, title, label: name, leaf: 0 has children | 1 leaf, isLeaf,
 * code, pid, children?}. condition must be a JSON object over id/pid/name/code/has_child, else
 * 400 组件JTreeSelect-condition传值有误，需要一个json字符串!. Always the caller's tenant.
 */
export function registerCategoryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Query }>('/sys/category/loadTreeRoot', {
    schema: { tags: ['sys-category'], summary: '分类字典根节点', querystring: anyQuery, response: treeResponse },
  }, async (request) => {
    const user = currentUser(request);
    const q = request.query;
    const condition = conditionOf(q);
    const store = storeOf(q);
    const pcode = queryText(q, 'pcode', 100);
    let pid = '0';
    if (!isRoot(pcode)) {
      const root = await findCategory(db, user.tenantId, 'code', pcode as string);
      if (!root) throw badQuery(SYS_DATA_TEXT.categoryCodeMissing);
      pid = root.id;
    }
    if (queryText(q, 'async', 5) === 'false') return ok(await categorySubtree(db, user.tenantId, pid, condition, store));
    return ok((await categoryChildren(db, user.tenantId, pid, condition)).map((r) => categoryNode(r, store)));
  });

  app.get<{ Querystring: Query }>('/sys/category/loadTreeChildren', {
    schema: { tags: ['sys-category'], summary: '分类字典子节点', querystring: anyQuery, response: treeResponse },
  }, async (request) => {
    const user = currentUser(request);
    const q = request.query;
    const pid = queryText(q, 'pid', 32) ?? '0';
    return ok((await categoryChildren(db, user.tenantId, pid, conditionOf(q))).map((r) => categoryNode(r, storeOf(q))));
  });

  app.get<{ Querystring: Query }>('/sys/category/loadOne', {
    schema: {
      tags: ['sys-category'], summary: '按编码或id查询一个分类', querystring: anyQuery,
      response: responses({ type: 'object', properties: { id: str, pid: str, name: str, code: str, hasChild: str } }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const field = queryText(request.query, 'field', 10) ?? 'code';
    if (field !== 'code' && field !== 'id') throw badQuery(SYS_DATA_TEXT.badLoadOneField);
    const val = queryText(request.query, 'val', 100);
    const row = val ? await findCategory(db, user.tenantId, field, val) : null;
    if (!row) return fail(SYS_DATA_TEXT.categoryNotFound, 500);
    return ok({ id: row.id, pid: row.pid, name: row.name, code: row.code, hasChild: row.hasChild ? '1' : '0' });
  });

  app.get<{ Querystring: Query }>('/sys/category/loadTreeData', {
    schema: { tags: ['sys-category'], summary: '分类字典子树', querystring: anyQuery, response: treeResponse },
  }, async (request) => {
    const user = currentUser(request);
    const q = request.query;
    const condition = conditionOf(q);
    const pcode = queryText(q, 'pcode', 100);
    let pid = queryText(q, 'pid', 32) ?? '0';
    if (!isRoot(pcode)) {
      const root = await findCategory(db, user.tenantId, 'code', pcode as string);
      if (!root) throw badQuery(SYS_DATA_TEXT.categoryCodeMissing);
      pid = root.id;
    }
    return ok(await categorySubtree(db, user.tenantId, pid, condition, storeOf(q)));
  });

  app.get<{ Querystring: Query }>('/sys/category/loadDictItem', {
    schema: { tags: ['sys-category'], summary: '按id翻译分类名称', querystring: anyQuery, response: responses({ type: 'array', items: str }) },
  }, async (request) => {
    const user = currentUser(request);
    const ids = splitList(queryText(request.query, 'ids', 40000, 'ids'), 1000, 'ids');
    const keep = queryText(request.query, 'delNotExist', 5) === 'false';
    const names = await categoryNames(db, user.tenantId, ids);
    return ok(ids.flatMap((id) => (names.has(id) ? [names.get(id) as string] : keep ? [id] : [])));
  });
}
