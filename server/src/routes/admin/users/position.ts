import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import {
  codeTaken, findPositions, parsePosition, rankTexts, renamePositionCode, usersOfPositions, POSITION_CODE,
} from '../../../admin/users/position-repo.js';
import { USER_ADMIN_PERMS as P } from '../../../admin/users/seed-menu.js';
import { MAX_SHEET_ROWS, cellText, importAnswer, readImportSheets, sendWorkbook, sheetWorkbook, type SheetColumn } from '../../../admin/users/sheet.js';
import { POSITION_TEXT as T, USER_TEXT, bad, missing } from '../../../admin/users/texts.js';
import { idsOf } from '../../../admin/users/user-input.js';
import { ok, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, parseListQuery } from '../../../query/list-query.js';
import { newId } from '../../fleet/manage-input.js';
import { POSITION_FIELDS } from '../../sys/role-position.js';
import { enableMultipart } from '../../sys/upload.js';
import type { RouteDeps } from '../../deps.js';

type Body = Record<string, unknown>;
const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const recordSchema = { type: 'object', properties: { id: str, code: str, name: str, rank: strOrNull, rank_dictText: str, createTime: str } };

interface PositionRow { code: string; name: string; rank: string | null; rank_dictText: string; createTime: string }
const TITLE = '职务信息';
const COLUMNS: readonly SheetColumn<PositionRow>[] = [
  { title: '职务编码', field: 'code', width: 16, cell: (r) => r.code },
  { title: '职务名称', field: 'name', width: 20, cell: (r) => r.name },
  { title: '职级', field: 'rank', width: 10, cell: (r) => r.rank_dictText || r.rank },
  { title: '创建时间', field: 'createTime', width: 20, cell: (r) => r.createTime, exportOnly: true },
];

/**
 * Position writes (职务管理; the list is GET /sys/position/list of the pickers;
 * docs/admin-contract.md "Users, tenants, positions, address book"), tenant-scoped:
 * - POST /sys/position/add {code, name, rank|postRank} (system:position:add) → {id} 添加成功！;
 *   code unique in the tenant (职务编码已存在), rank a value of dictionary position_rank.
 * - PUT|POST /sys/position/edit {id, …} (system:position:edit) → 编辑成功!; a new code is
 *   carried into the users' post lists.
 * - DELETE /sys/position/delete?id=, /deleteBatch?ids= (system:position:delete) → 删除成功! /
 *   批量删除成功!; refused (400) while users hold the position.
 * - GET /sys/position/queryById?id= → {id, code, name, rank, rank_dictText, createTime}.
 * - GET /sys/position/exportXls?<list filters>&selections= (system:position:export) → 职务信息.xlsx.
 * - POST /sys/position/importExcel (system:position:import) multipart: 职务编码, 职务名称, 职级
 *   (text or value); 200 / code 201 with the error workbook / 400 like the user import.
 */
export function registerPositionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.post<{ Body: Body }>('/sys/position/add', {
    preHandler: requirePermission(P.positionAdd),
    schema: { tags: ['sys-position'], summary: '添加职务，需要按钮权限 system:position:add', body: anyObject, response: responses({ type: 'object', properties: { id: str } }) },
  }, async (request) => {
    const user = currentUser(request);
    const input = await parsePosition(db, user.tenantId, request.body ?? {});
    if (await codeTaken(db, user.tenantId, input.code)) throw bad(T.codeTaken);
    const id = newId();
    await db.insertInto('sys_position').values({ id, tenant_id: user.tenantId, code: input.code, name: input.name, post_rank: input.rank }).execute();
    return ok({ id }, USER_TEXT.added);
  });

  const edit = async (request: { body: Body | undefined; user: unknown }, tenantId: number) => {
    const body = request.body ?? {};
    const [id] = idsOf(body.id, 'id', 1);
    const [row] = id ? await findPositions(db, tenantId, [id]) : [];
    if (!row) throw missing(T.notFound);
    const input = await parsePosition(db, tenantId, body);
    if (await codeTaken(db, tenantId, input.code, row.id)) throw bad(T.codeTaken);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_position').set({ code: input.code, name: input.name, post_rank: input.rank }).where('id', '=', row.id).execute();
      if (input.code !== row.code) await renamePositionCode(trx, tenantId, row.code, input.code);
    });
  };
  const editOptions = {
    preHandler: requirePermission(P.positionEdit),
    schema: { tags: ['sys-position'], summary: '编辑职务，需要按钮权限 system:position:edit', body: anyObject, response: responses({ type: 'null' }) },
  };
  app.put<{ Body: Body }>('/sys/position/edit', editOptions, async (request) => {
    await edit(request, currentUser(request).tenantId);
    return ok(null, USER_TEXT.edited);
  });
  app.post<{ Body: Body }>('/sys/position/edit', editOptions, async (request) => {
    await edit(request, currentUser(request).tenantId);
    return ok(null, USER_TEXT.edited);
  });

  const remove = async (tenantId: number, ids: string[]) => {
    if (!ids.length) throw bad(USER_TEXT.idsRequired);
    const rows = await findPositions(db, tenantId, ids);
    if (rows.length !== ids.length) throw missing(T.notFound);
    const holders = await usersOfPositions(db, tenantId, rows.map((r) => r.code));
    if (holders.length) throw bad(T.inUse(holders.join('、')));
    await db.deleteFrom('sys_position').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  };
  const deleteSchema = (summary: string) => ({ tags: ['sys-position'], summary, querystring: anyObject, response: responses({ type: 'null' }) });
  app.delete<{ Querystring: Body }>('/sys/position/delete', {
    preHandler: requirePermission(P.positionDelete), schema: deleteSchema('删除职务，需要按钮权限 system:position:delete'),
  }, async (request) => {
    await remove(currentUser(request).tenantId, idsOf(request.query.id, 'id', 1));
    return ok(null, USER_TEXT.deleted);
  });
  app.delete<{ Querystring: Body }>('/sys/position/deleteBatch', {
    preHandler: requirePermission(P.positionDelete), schema: deleteSchema('批量删除职务，需要按钮权限 system:position:delete'),
  }, async (request) => {
    await remove(currentUser(request).tenantId, idsOf(request.query.ids, 'ids', 1000));
    return ok(null, USER_TEXT.batchDeleted);
  });

  app.get<{ Querystring: Body }>('/sys/position/queryById', {
    schema: { tags: ['sys-position'], summary: '按id查询职务', querystring: anyObject, response: responses(recordSchema) },
  }, async (request) => {
    const user = currentUser(request);
    const [id] = idsOf(request.query.id, 'id', 1);
    const [row] = id ? await findPositions(db, user.tenantId, [id]) : [];
    if (!row) throw missing(T.notFound);
    const ranks = await rankTexts(db, user.tenantId);
    return ok({ id: row.id, code: row.code, name: row.name, rank: row.post_rank, rank_dictText: row.post_rank ? ranks.get(row.post_rank) ?? '' : '', createTime: row.create_text });
  });

  app.get<{ Querystring: Body }>('/sys/position/exportXls', {
    preHandler: requirePermission(P.positionExport),
    schema: { tags: ['sys-position'], summary: '导出职务xlsx，需要按钮权限 system:position:export', querystring: anyObject },
  }, async (request, reply) => {
    const user = currentUser(request);
    const query = { ...request.query };
    const selections = idsOf(query.selections, 'selections', 10_000);
    if (selections.length) query.id = selections.join(',');
    const input = parseListQuery(query, POSITION_FIELDS, { defaultSort: { column: 'code', order: 'asc' }, likeFields: ['name'], maxPageSize: MAX_SHEET_ROWS });
    const q = db.selectFrom('sys_position as p').select(['p.code', 'p.name', 'p.post_rank'])
      .select(sql<string>`to_char(p.create_time AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`.as('create_text'))
      .where('p.tenant_id', '=', user.tenantId);
    const rows = await applySort(applyListFilters(q, input, POSITION_FIELDS), input, POSITION_FIELDS, 'p.id').limit(MAX_SHEET_ROWS).execute();
    const ranks = await rankTexts(db, user.tenantId);
    const records = rows.map((r) => ({ code: r.code, name: r.name, rank: r.post_rank, rank_dictText: r.post_rank ? ranks.get(r.post_rank) ?? '' : '', createTime: r.create_text }));
    return sendWorkbook(reply, TITLE, sheetWorkbook(TITLE, COLUMNS, records));
  });

  app.register(async (scope) => {
    await enableMultipart(scope);
    scope.post('/sys/position/importExcel', {
      preHandler: requirePermission(P.positionImport),
      schema: { tags: ['sys-position'], summary: '导入职务xlsx，需要按钮权限 system:position:import', consumes: ['multipart/form-data'], response: responses() },
    }, async (request) => {
      const user = currentUser(request);
      const sheets = await readImportSheets(request, deps.config.uploadMaxBytes, COLUMNS);
      const ranks = await rankTexts(db, user.tenantId);
      const rankOf = new Map([...ranks].flatMap(([value, text]) => [[value, value], [text, value]] as const));
      const taken = new Set((await db.selectFrom('sys_position').select('code').where('tenant_id', '=', user.tenantId).execute()).map((r) => r.code));
      const good: { id: string; tenant_id: number; code: string; name: string; post_rank: string | null }[] = [];
      for (const row of sheets.flatMap((s) => s.rows)) {
        const code = cellText(row.byField.get('code'));
        const name = cellText(row.byField.get('name'));
        const rankText = cellText(row.byField.get('rank'));
        if (!code) row.errors.push(T.codeRequired);
        else if (!POSITION_CODE.test(code)) row.errors.push(T.badCode);
        else if (taken.has(code)) row.errors.push(T.codeTaken);
        if (!name) row.errors.push(T.nameRequired);
        else if (name.length > 100 || [...name].some((c) => c < ' ' || c === '<' || c === '>')) row.errors.push(USER_TEXT.badText('职务名称'));
        if (rankText && !rankOf.has(rankText)) row.errors.push(T.badRank);
        if (row.errors.length) continue;
        taken.add(code);
        good.push({ id: newId(), tenant_id: user.tenantId, code, name, post_rank: rankText ? rankOf.get(rankText) ?? null : null });
      }
      if (good.length) {
        await db.transaction().execute(async (trx) => {
          for (let i = 0; i < good.length; i += 500) await trx.insertInto('sys_position').values(good.slice(i, i + 500)).execute();
        });
      }
      return importAnswer(db, deps.config.uploadDir, user, sheets, good.length);
    });
  });
}
