import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import {
  DICT_ITEM_FIELDS, dictQuery, itemValueTaken, parseDictItem, writableDict, writableItem,
} from '../../../admin/dicts/dict-repo.js';
import { DICT_ADMIN_PERMS as P } from '../../../admin/dicts/seed-menu.js';
import { idList, textOf, type Body } from '../../../admin/dicts/input.js';
import { DICT_ADMIN_TEXT as T, bad, missing } from '../../../admin/dicts/texts.js';
import { fail, ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery } from '../../../query/list-query.js';
import { newId } from '../../fleet/manage-input.js';
import { SYS_DATA_TEXT } from '../../sys/sys-data-input.js';
import type { RouteDeps } from '../../deps.js';

const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const itemSchema = {
  type: 'object',
  properties: {
    id: str, dictId: str, itemText: str, itemValue: str, sortOrder: { type: 'integer' }, status: { type: 'integer' },
    description: { type: ['string', 'null'] },
  },
};
const tags = ['sys-dict-admin'];

/**
 * Dictionary item administration (JeecgBoot SysDictItemController; docs/admin-contract.md
 * "Dictionaries"). Changes show at once in /sys/dict/getDictItems and queryAllDictItems (no
 * server cache).
 * - GET /sys/dictItem/list?dictId=&itemText=&status=&<list query> → page of {id, dictId, itemText,
 *   itemValue, sortOrder, status (1 启用, 0 不启用), description}; default sortOrder asc.
 * - POST /sys/dictItem/add {dictId, itemText, itemValue, sortOrder?, status?, description?}
 *   (system:dict:add) → {id} 添加成功！; value unique in the dictionary.
 * - PUT|POST /sys/dictItem/edit {id, …} (system:dict:edit) → 编辑成功!.
 * - DELETE /sys/dictItem/delete?id=, /deleteBatch?ids= (system:dict:delete) → 删除成功! / 批量删除成功!.
 * - GET /sys/dictItem/dictItemCheck?dictId=&itemValue=&id= → success 该值可用！ or success false
 *   该值不可用，系统中已存在！.
 */
export function registerDictItemRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Body }>('/sys/dictItem/list', {
    schema: { tags, summary: '字典项分页列表', querystring: anyObject, response: responses(pageSchema(itemSchema)) },
  }, async (request) => {
    const user = currentUser(request);
    const dictId = textOf(request.query.dictId);
    const dict = dictId ? await dictQuery(db, user).where('d.id', '=', dictId).executeTakeFirst() : undefined;
    if (!dict) throw missing();
    const input = parseListQuery(request.query, DICT_ITEM_FIELDS, { defaultSort: { column: 'sortOrder', order: 'asc' }, likeFields: ['itemText'] });
    const q = db.selectFrom('sys_dict_item as i')
      .select(['i.id', 'i.dict_id as dictId', 'i.item_text as itemText', 'i.item_value as itemValue', 'i.sort_order as sortOrder', 'i.status', 'i.description'])
      .where('i.dict_id', '=', dict.id);
    return ok(await pageOf(db, applySort(applyListFilters(q, input, DICT_ITEM_FIELDS), input, DICT_ITEM_FIELDS, 'i.item_value'), input));
  });

  app.post<{ Body: Body }>('/sys/dictItem/add', {
    preHandler: requirePermission(P.dictAdd),
    schema: { tags, summary: '添加字典项，需要按钮权限 system:dict:add', body: anyObject, response: responses({ type: 'object', properties: { id: str } }) },
  }, async (request) => {
    const user = currentUser(request);
    const body = request.body ?? {};
    const dict = await writableDict(db, user, textOf(body.dictId));
    const input = parseDictItem(body);
    if (await itemValueTaken(db, dict.id, input.item_value)) throw bad(T.itemValueTaken);
    const id = newId();
    await db.insertInto('sys_dict_item').values({ id, dict_id: dict.id, ...input }).execute();
    return ok({ id }, T.added);
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: Body }>({
      method, url: '/sys/dictItem/edit', preHandler: requirePermission(P.dictEdit),
      schema: { tags, summary: '编辑字典项，需要按钮权限 system:dict:edit', body: anyObject, response: responses({ type: 'null' }) },
      handler: async (request) => {
        const user = currentUser(request);
        const body = request.body ?? {};
        const item = await writableItem(db, user, textOf(body.id));
        const input = parseDictItem(body);
        if (await itemValueTaken(db, item.dict_id, input.item_value, item.id)) throw bad(T.itemValueTaken);
        await db.updateTable('sys_dict_item').set(input).where('id', '=', item.id).execute();
        return ok(null, T.edited);
      },
    });
  }

  const remove = async (user: ReturnType<typeof currentUser>, ids: string[]) => {
    if (!ids.length) throw bad(T.idsRequired);
    for (const id of ids) await writableItem(db, user, id);
    await db.deleteFrom('sys_dict_item').where('id', 'in', ids).execute();
  };
  app.delete<{ Querystring: Body }>('/sys/dictItem/delete', {
    preHandler: requirePermission(P.dictDelete), schema: { tags, summary: '删除字典项', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.id, 1));
    return ok(null, T.deleted);
  });
  app.delete<{ Querystring: Body }>('/sys/dictItem/deleteBatch', {
    preHandler: requirePermission(P.dictDelete), schema: { tags, summary: '批量删除字典项', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.ids));
    return ok(null, T.batchDeleted);
  });

  app.get<{ Querystring: Body }>('/sys/dictItem/dictItemCheck', {
    schema: { tags, summary: '字典项数据值重复校验', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    const user = currentUser(request);
    const dictId = textOf(request.query.dictId);
    const value = textOf(request.query.itemValue);
    const dict = dictId ? await dictQuery(db, user).where('d.id', '=', dictId).executeTakeFirst() : undefined;
    if (!dict) throw missing();
    if (!value) throw bad(T.required('数据值'));
    const taken = await itemValueTaken(db, dict.id, value, textOf(request.query.id));
    return taken ? fail(SYS_DATA_TEXT.duplicateTaken, 500) : ok(null, SYS_DATA_TEXT.duplicateFree);
  });
}
