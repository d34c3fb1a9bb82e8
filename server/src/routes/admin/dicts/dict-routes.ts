import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import {
  DICT_FIELDS, dictCodeTaken, dictQuery, ownerTenant, parseDict, toDictRecord, writableDict,
} from '../../../admin/dicts/dict-repo.js';
import { DICT_ADMIN_PERMS as P } from '../../../admin/dicts/seed-menu.js';
import { idList, textOf, type Body } from '../../../admin/dicts/input.js';
import { DICT_ADMIN_TEXT as T, bad } from '../../../admin/dicts/texts.js';
import { ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery } from '../../../query/list-query.js';
import { newId } from '../../fleet/manage-input.js';
import type { RouteDeps } from '../../deps.js';

const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
/** Wire record of a dictionary (JSON schema). */
export const dictSchema = {
  type: 'object',
  properties: {
    id: str, dictName: str, dictCode: str, description: { type: ['string', 'null'] }, type: { type: 'integer' },
    tenantId: { type: ['integer', 'null'] }, editable: { type: 'boolean' }, createTime: str,
  },
};
const tags = ['sys-dict-admin'];

/**
 * Dictionary administration (JeecgBoot SysDictController; docs/admin-contract.md "Dictionaries"):
 * - GET /sys/dict/list?dictName=&dictCode=&<list query> → page of {id, dictName, dictCode,
 *   description, type, tenantId (null = system-wide), editable, createTime}; default createTime desc.
 * - POST /sys/dict/add {dictName, dictCode, description?, type?} (system:dict:add) → {id} 添加成功！;
 *   code unique across all dictionaries (deleted ones included): 400 该值不可用，系统中已存在！.
 * - PUT|POST /sys/dict/edit {id, …} (system:dict:edit) → 编辑成功!.
 * - DELETE /sys/dict/delete?id=, /sys/dict/deleteBatch?ids= (system:dict:delete) → 删除成功! /
 *   批量删除成功! (logical: the recycle bin keeps them).
 * - GET /sys/dict/deleteList → the caller's deleted dictionaries (recycle bin);
 *   PUT /sys/dict/back/{id} (system:dict:delete) restores one; DELETE /sys/dict/deletePhysic/{id}
 *   (system:dict:delete) removes it with its items.
 * System-wide dictionaries answer 403 code 510 系统字典只能由平台管理员维护 to non-platform tenants.
 */
export function registerDictAdminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Body }>('/sys/dict/list', {
    schema: { tags, summary: '字典分页列表', querystring: anyObject, response: responses(pageSchema(dictSchema)) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, DICT_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: ['dictName', 'dictCode'] });
    const q = applySort(applyListFilters(dictQuery(db, user), input, DICT_FIELDS), input, DICT_FIELDS, 'd.id');
    return ok(await pageOf(db, q, input, (r) => toDictRecord(user, r)));
  });

  app.post<{ Body: Body }>('/sys/dict/add', {
    preHandler: requirePermission(P.dictAdd),
    schema: { tags, summary: '添加字典，需要按钮权限 system:dict:add', body: anyObject, response: responses({ type: 'object', properties: { id: str } }) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseDict(request.body ?? {});
    if (await dictCodeTaken(db, input.dict_code)) throw bad(T.dictCodeTaken);
    const id = newId();
    await db.insertInto('sys_dict').values({ id, tenant_id: ownerTenant(user), ...input }).execute();
    return ok({ id }, T.added);
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: Body }>({
      method, url: '/sys/dict/edit', preHandler: requirePermission(P.dictEdit),
      schema: { tags, summary: '编辑字典，需要按钮权限 system:dict:edit', body: anyObject, response: responses({ type: 'null' }) },
      handler: async (request) => {
        const user = currentUser(request);
        const body = request.body ?? {};
        const row = await writableDict(db, user, textOf(body.id));
        const input = parseDict(body);
        if (await dictCodeTaken(db, input.dict_code, row.id)) throw bad(T.dictCodeTaken);
        await db.updateTable('sys_dict').set(input).where('id', '=', row.id).execute();
        return ok(null, T.edited);
      },
    });
  }

  const softDelete = async (user: ReturnType<typeof currentUser>, ids: string[]) => {
    if (!ids.length) throw bad(T.idsRequired);
    for (const id of ids) await writableDict(db, user, id);
    await db.updateTable('sys_dict').set({ del_flag: 1 }).where('id', 'in', ids).execute();
  };
  app.delete<{ Querystring: Body }>('/sys/dict/delete', {
    preHandler: requirePermission(P.dictDelete), schema: { tags, summary: '删除字典（进回收站）', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await softDelete(currentUser(request), idList(request.query.id, 1));
    return ok(null, T.deleted);
  });
  app.delete<{ Querystring: Body }>('/sys/dict/deleteBatch', {
    preHandler: requirePermission(P.dictDelete), schema: { tags, summary: '批量删除字典（进回收站）', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await softDelete(currentUser(request), idList(request.query.ids));
    return ok(null, T.batchDeleted);
  });

  app.get('/sys/dict/deleteList', {
    schema: { tags, summary: '字典回收站', response: responses({ type: 'array', items: dictSchema }) },
  }, async (request) => {
    const user = currentUser(request);
    const rows = await dictQuery(db, user, true).orderBy('d.create_time', 'desc').orderBy('d.id').limit(1000).execute();
    return ok(rows.map((r) => toDictRecord(user, r)).filter((r) => r.editable));
  });

  app.put<{ Params: { id: string } }>('/sys/dict/back/:id', {
    preHandler: requirePermission(P.dictDelete), schema: { tags, summary: '从回收站还原字典', response: responses({ type: 'null' }) },
  }, async (request) => {
    const row = await writableDict(db, currentUser(request), request.params.id, true);
    await db.updateTable('sys_dict').set({ del_flag: 0 }).where('id', '=', row.id).execute();
    return ok(null, T.restored);
  });

  app.delete<{ Params: { id: string } }>('/sys/dict/deletePhysic/:id', {
    preHandler: requirePermission(P.dictDelete), schema: { tags, summary: '彻底删除字典', response: responses({ type: 'null' }) },
  }, async (request) => {
    const row = await writableDict(db, currentUser(request), request.params.id, true);
    await db.deleteFrom('sys_dict').where('id', '=', row.id).execute();
    return ok(null, T.deleted);
  });
}
