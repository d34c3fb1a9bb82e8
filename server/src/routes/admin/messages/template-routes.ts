import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import type { SessionUser } from '../../../auth/session-user.js';
import { CHINA_TIME_FORMAT, idList, textOf, type Body } from '../../../admin/dicts/input.js';
import { DICT_ADMIN_PERMS as P } from '../../../admin/dicts/seed-menu.js';
import { DICT_ADMIN_TEXT, bad, missing } from '../../../admin/dicts/texts.js';
import { MESSAGE_TEXT as T, type TemplateType } from '../../../admin/messages/message-texts.js';
import { checkReceivers, deliverMessage, storeMessage } from '../../../admin/messages/send.js';
import { parseTemplate, parseTestData, renderTemplate } from '../../../admin/messages/template-input.js';
import '../../../db/dicts-messages-types.js';
import type { Database } from '../../../db/types.js';
import { type Answer, ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../../query/list-query.js';
import { newId } from '../../fleet/manage-input.js';
import { registerDuplicateCheckField } from '../../sys/duplicate-check.js';
import type { RouteDeps } from '../../deps.js';

registerDuplicateCheckField('sys_sms_template', 'template_code', 'template_code');

const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const templateSchema = {
  type: 'object',
  properties: { id: str, templateCode: str, templateName: str, templateType: str, templateContent: str, templateTestJson: nullableStr, createBy: nullableStr, createTime: str },
};
const tags = ['sys-message'];

/** Allow-list of the template list. */
export const TEMPLATE_FIELDS: FieldMap = {
  templateCode: { column: 't.template_code', type: 'string' },
  templateName: { column: 't.template_name', type: 'string' },
  templateType: { column: 't.template_type', type: 'string' },
  createTime: { column: 't.create_time', type: 'datetime' },
};

function templates(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('sys_sms_template as t')
    .select(['t.id', 't.template_code as templateCode', 't.template_name as templateName', 't.template_type as templateType',
      't.template_content as templateContent', 't.template_test_json as templateTestJson', 't.create_by as createBy'])
    .select(sql<string>`to_char(t.create_time AT TIME ZONE 'Asia/Shanghai', ${CHINA_TIME_FORMAT})`.as('createTime'))
    .where('t.tenant_id', '=', tenantId);
}

async function codeTaken(db: Kysely<Database>, tenantId: number, code: string, selfId?: string): Promise<boolean> {
  let q = db.selectFrom('sys_sms_template').select('id').where('tenant_id', '=', tenantId).where('template_code', '=', code);
  if (selfId) q = q.where('id', '!=', selfId);
  return Boolean(await q.executeTakeFirst());
}

/**
 * Message templates (消息模板, JeecgBoot SysMessageTemplateController; docs/admin-contract.md
 * "Messages"), per tenant:
 * - GET /sys/message/sysMessageTemplate/list?templateCode=&templateName=&templateType=&<list query>
 *   (system:message:list) → page of {id, templateCode, templateName, templateType '1' 短信 | '2' 邮件 |
 *   '3' 系统消息, templateContent, templateTestJson, createBy, createTime}.
 * - GET …/queryById?id= (system:message:list); POST …/add (system:message:add) → {id} 添加成功！;
 *   PUT|POST …/edit {id, …} (system:message:edit) → 编辑成功!; DELETE …/delete?id=, …/deleteBatch?ids=
 *   (system:message:delete). Code unique in the tenant (模板编码已存在); HTML content (types 2, 3) sanitised.
 * - POST /sys/message/sysMessageTemplate/sendMsg {templateCode, testData?, receiver} (system:message:send):
 *   fills ${name} with testData (default: the template's test data), records a sys_message and sends it.
 *   System message → success 消息发送成功 {id, status '1'}; 短信 / 邮件 → success false code 500
 *   消息发送失败：未配置短信网关 | 未配置邮件网关 with the record kept as status '2' 失败.
 */
export function registerTemplateRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, bus } = deps;
  const base = '/sys/message/sysMessageTemplate';
  const find = async (user: SessionUser, id: string | null) => {
    const row = id ? await templates(db, user.tenantId).where('t.id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw missing();
    return row;
  };

  app.get<{ Querystring: Body }>(`${base}/list`, {
    preHandler: requirePermission(P.messageList),
    schema: { tags, summary: '消息模板分页列表，需要按钮权限 system:message:list', querystring: anyObject, response: responses(pageSchema(templateSchema)) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, TEMPLATE_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: ['templateCode', 'templateName'] });
    const q = applySort(applyListFilters(templates(db, user.tenantId), input, TEMPLATE_FIELDS), input, TEMPLATE_FIELDS, 't.id');
    return ok(await pageOf(db, q, input));
  });

  app.get<{ Querystring: Body }>(`${base}/queryById`, {
    preHandler: requirePermission(P.messageList),
    schema: { tags, summary: '按id查询消息模板', querystring: anyObject, response: responses(templateSchema) },
  }, async (request) => ok(await find(currentUser(request), textOf(request.query.id))));

  app.post<{ Body: Body }>(`${base}/add`, {
    preHandler: requirePermission(P.messageAdd),
    schema: { tags, summary: '添加消息模板，需要按钮权限 system:message:add', body: anyObject, response: responses({ type: 'object', properties: { id: str } }) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseTemplate(request.body ?? {});
    if (await codeTaken(db, user.tenantId, input.template_code)) throw bad(T.codeTaken);
    const id = newId();
    await db.insertInto('sys_sms_template').values({ id, tenant_id: user.tenantId, ...input, create_by: user.username }).execute();
    return ok({ id }, DICT_ADMIN_TEXT.added);
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: Body }>({
      method, url: `${base}/edit`, preHandler: requirePermission(P.messageEdit),
      schema: { tags, summary: '编辑消息模板，需要按钮权限 system:message:edit', body: anyObject, response: responses({ type: 'null' }) },
      handler: async (request) => {
        const user = currentUser(request);
        const body = request.body ?? {};
        const row = await find(user, textOf(body.id));
        const input = parseTemplate(body);
        if (await codeTaken(db, user.tenantId, input.template_code, row.id)) throw bad(T.codeTaken);
        await db.updateTable('sys_sms_template').set({ ...input, update_by: user.username, update_time: new Date() })
          .where('id', '=', row.id).where('tenant_id', '=', user.tenantId).execute();
        return ok(null, DICT_ADMIN_TEXT.edited);
      },
    });
  }

  const remove = async (user: SessionUser, ids: string[]) => {
    if (!ids.length) throw bad(DICT_ADMIN_TEXT.idsRequired);
    const r = await db.deleteFrom('sys_sms_template').where('tenant_id', '=', user.tenantId).where('id', 'in', ids).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw missing();
  };
  app.delete<{ Querystring: Body }>(`${base}/delete`, {
    preHandler: requirePermission(P.messageDelete), schema: { tags, summary: '删除消息模板', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.id, 1));
    return ok(null, DICT_ADMIN_TEXT.deleted);
  });
  app.delete<{ Querystring: Body }>(`${base}/deleteBatch`, {
    preHandler: requirePermission(P.messageDelete), schema: { tags, summary: '批量删除消息模板', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.ids));
    return ok(null, DICT_ADMIN_TEXT.batchDeleted);
  });

  app.post<{ Body: Body }>(`${base}/sendMsg`, {
    preHandler: requirePermission(P.messageSend),
    schema: { tags, summary: '发送测试，需要按钮权限 system:message:send', body: anyObject },
  }, async (request): Promise<Answer<{ id: string; status: string } | null>> => {
    const user = currentUser(request);
    const body = request.body ?? {};
    const code = textOf(body.templateCode);
    const tpl = code ? await templates(db, user.tenantId).where('t.template_code', '=', code).executeTakeFirst() : undefined;
    if (!tpl) throw bad(T.templateMissing);
    const type = tpl.templateType as TemplateType;
    const data = parseTestData(body.testData ?? tpl.templateTestJson);
    const receivers = await checkReceivers(db, user, type, body.receiver);
    const id = await storeMessage(db, user, {
      type, templateCode: tpl.templateCode, title: tpl.templateName, receivers, param: data, content: renderTemplate(tpl.templateContent, data, type),
    });
    const outcome = await deliverMessage(db, bus, user, id);
    const result = { id, status: outcome.status };
    return outcome.status === '1'
      ? ok(result, T.sent)
      : { success: false, message: T.failed(outcome.result), code: 500, result, timestamp: Date.now() };
  });
}
