import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/widget-demo-types.js';
import { forbidden, HttpError, ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { newId } from '../fleet/manage-input.js';
import { findDemo } from './demo-crud.js';
import { checkItem, itemColumns, toDemoItem, type DemoItem } from './demo-item-rules.js';
import { toBadInput } from './demo-rules.js';

/** Most rows one save may carry (the editable table's 10,000-row benchmark fits). */
export const MAX_ITEM_ROWS = 20_000;
const CHUNK = 500;

/** Button codes of the item calls (widgets-spec §6: prefix + add / batch_delete). */
export const ITEM_PERMS = { edit: 'test:jeecgDemo:edit', add: 'test:jeecgDemo:item:add', remove: 'test:jeecgDemo:item:batch_delete' } as const;

/** Body of POST /test/jeecgDemo/saveItems. */
export interface SaveItemsBody {
  demoId?: unknown;
  rows?: unknown;
  deleteIds?: unknown;
}

function requireButton(user: SessionUser, code: string): void {
  if (!user.permissions.has(code)) throw forbidden();
}

const bad = (message: string) => new HttpError(400, message, 400);

/**
 * The editable-table calls of the demo entity (docs/widgets-contract.md "Demo entity"):
 * - GET /test/jeecgDemo/items?demoId= → DemoItem[] ordered by orderNum.
 * - POST /test/jeecgDemo/saveItems {demoId, rows: DemoItem-like[], deleteIds: string[]} → {rows:
 *   DemoItem[] (all rows after the save), idMap: {clientId: serverId}}. A row whose id is an item
 *   of this demo is updated; any other row is new (client ids are temporary, the server assigns
 *   ids). deleteIds of this demo are deleted. orderNum is kept (else the row's position).
 *   Buttons: test:jeecgDemo:edit always, :item:add when there are new rows, :item:batch_delete
 *   when deleteIds is not empty (403 code 510 otherwise). Bad rows → 400 第N行：… .
 */
export function registerDemoItemRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const tags = ['demo'];

  const listItems = async (user: SessionUser, demoId: string): Promise<DemoItem[]> => {
    const rows = await db.selectFrom('demo_item as i').select(itemColumns())
      .where('i.tenant_id', '=', user.tenantId).where('i.demo_id', '=', demoId)
      .orderBy('i.order_num').orderBy('i.id').execute();
    return rows.map((r) => toDemoItem(r as Record<string, unknown>));
  };

  app.get<{ Querystring: { demoId?: string } }>('/test/jeecgDemo/items', {
    schema: { tags, summary: '示例明细（可编辑表格的行）', response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const demo = await findDemo(db, user, request.query.demoId);
    return ok(await listItems(user, demo.id));
  });

  app.post<{ Body: SaveItemsBody | null }>('/test/jeecgDemo/saveItems', {
    bodyLimit: 16 * 1024 * 1024,
    preHandler: async (request) => requireButton(currentUser(request), ITEM_PERMS.edit),
    schema: { tags, summary: '保存示例明细（新增、修改、删除）', body: { type: ['object', 'null'], additionalProperties: true }, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const body = request.body ?? {};
    const demo = await findDemo(db, user, body.demoId);
    if (body.rows !== undefined && !Array.isArray(body.rows)) throw bad('rows应为数组');
    if (body.deleteIds !== undefined && !Array.isArray(body.deleteIds)) throw bad('deleteIds应为数组');
    const rows = (body.rows ?? []) as unknown[];
    const deleteIds = [...new Set(((body.deleteIds ?? []) as unknown[]).filter((x): x is string => typeof x === 'string' && x.length > 0 && x.length <= 64))];
    if (rows.length > MAX_ITEM_ROWS) throw bad(`一次最多保存${MAX_ITEM_ROWS}行`);
    if (rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw bad('行数据格式不正确');

    const existing = new Set((await db.selectFrom('demo_item').select('id').where('demo_id', '=', demo.id).where('tenant_id', '=', user.tenantId).execute()).map((r) => r.id));
    const idMap: Record<string, string> = {};
    const values = rows.map((raw, index) => {
      const row = raw as Record<string, unknown>;
      let checked;
      try {
        checked = checkItem(row, index);
      } catch (err) {
        throw toBadInput(err);
      }
      const clientId = typeof row.id === 'string' ? row.id : '';
      const update = existing.has(clientId) && !deleteIds.includes(clientId);
      const id = update ? clientId : newId();
      if (!update && clientId) idMap[clientId] = id;
      return { ...checked, id, demo_id: demo.id, tenant_id: user.tenantId, isNew: !update };
    });
    if (values.some((v) => v.isNew)) requireButton(user, ITEM_PERMS.add);
    const removing = deleteIds.filter((id) => existing.has(id));
    if (deleteIds.length) requireButton(user, ITEM_PERMS.remove);
    if (new Set(values.map((v) => v.id)).size !== values.length) throw bad('行id重复');

    await db.transaction().execute(async (trx) => {
      // updated rows are rewritten (delete + insert with the same id): one statement per chunk
      const rewrite = [...removing, ...values.filter((v) => !v.isNew).map((v) => v.id)];
      for (let i = 0; i < rewrite.length; i += CHUNK) {
        await trx.deleteFrom('demo_item').where('demo_id', '=', demo.id).where('id', 'in', rewrite.slice(i, i + CHUNK)).execute();
      }
      for (let i = 0; i < values.length; i += CHUNK) {
        await trx.insertInto('demo_item').values(values.slice(i, i + CHUNK).map(({ isNew: _isNew, ...v }) => v)).execute();
      }
      await trx.updateTable('demo').set({ update_time: new Date() }).where('id', '=', demo.id).execute();
    });
    return ok({ rows: await listItems(user, demo.id), idMap }, '保存成功');
  });
}
