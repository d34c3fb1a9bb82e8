import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import type { SessionUser } from '../../../auth/session-user.js';
import { CHINA_TIME_FORMAT, idList, textOf, type Body } from '../../../admin/dicts/input.js';
import { DICT_ADMIN_PERMS as P } from '../../../admin/dicts/seed-menu.js';
import { DICT_ADMIN_TEXT, bad, missing } from '../../../admin/dicts/texts.js';
import { MESSAGE_TEXT as T } from '../../../admin/messages/message-texts.js';
import { deliverMessage } from '../../../admin/messages/send.js';
import '../../../db/dicts-messages-types.js';
import type { Database } from '../../../db/types.js';
import { type Answer, ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../../query/list-query.js';
import type { RouteDeps } from '../../deps.js';

const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const messageSchema = {
  type: 'object',
  properties: {
    id: str, templateCode: nullableStr, esType: str, esTitle: str, esReceiver: str, esParam: nullableStr, esContent: str,
    esSendStatus: str, esSendTime: nullableStr, esSendNum: { type: 'integer' }, esResult: nullableStr, createBy: nullableStr, createTime: str,
  },
};
const tags = ['sys-message'];

/** Allow-list of the sent-message list. */
export const MESSAGE_FIELDS: FieldMap = {
  esTitle: { column: 'm.es_title', type: 'string' },
  esType: { column: 'm.es_type', type: 'string' },
  esReceiver: { column: 'm.es_receiver', type: 'string' },
  esSendStatus: { column: 'm.es_send_status', type: 'string' },
  esSendTime: { column: 'm.es_send_time', type: 'datetime' },
  templateCode: { column: 'm.template_code', type: 'string' },
  createTime: { column: 'm.create_time', type: 'datetime' },
};

const china = (column: string) => sql<string | null>`to_char(${sql.ref(column)} AT TIME ZONE 'Asia/Shanghai', ${CHINA_TIME_FORMAT})`;

function messages(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('sys_message as m')
    .select(['m.id', 'm.template_code as templateCode', 'm.es_type as esType', 'm.es_title as esTitle', 'm.es_receiver as esReceiver',
      'm.es_param as esParam', 'm.es_content as esContent', 'm.es_send_status as esSendStatus', 'm.es_send_num as esSendNum',
      'm.es_result as esResult', 'm.create_by as createBy'])
    .select([china('m.es_send_time').as('esSendTime'), sql<string>`${china('m.create_time')}`.as('createTime')])
    .where('m.tenant_id', '=', tenantId);
}

/**
 * Sent messages (消息记录, JeecgBoot SysMessageController; docs/admin-contract.md "Messages"), per tenant:
 * - GET /sys/message/sysMessage/list?esTitle=&esReceiver=&esType=&esSendStatus=&<list query>
 *   (system:message:list) → page of {id, templateCode, esType, esTitle, esReceiver, esParam, esContent,
 *   esSendStatus '0' 待发送 | '1' 成功 | '2' 失败, esSendTime, esSendNum (attempts), esResult, createBy, createTime}.
 * - GET …/queryById?id= (system:message:list).
 * - POST /sys/message/sysMessage/resend {id} (system:message:resend) → attempts delivery again:
 *   success 消息发送成功 or success false 消息发送失败：<why> (code 500) with {id, status}; a message
 *   already sent → 400 该消息已发送成功，无需重发.
 * - DELETE …/delete?id=, …/deleteBatch?ids= (system:message:delete) → 删除成功! / 批量删除成功!.
 */
export function registerMessageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, bus } = deps;
  const base = '/sys/message/sysMessage';
  const find = async (user: SessionUser, id: string | null) => {
    const row = id ? await messages(db, user.tenantId).where('m.id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw missing();
    return row;
  };

  app.get<{ Querystring: Body }>(`${base}/list`, {
    preHandler: requirePermission(P.messageList),
    schema: { tags, summary: '消息记录分页列表，需要按钮权限 system:message:list', querystring: anyObject, response: responses(pageSchema(messageSchema)) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, MESSAGE_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: ['esTitle', 'esReceiver'] });
    const q = applySort(applyListFilters(messages(db, user.tenantId), input, MESSAGE_FIELDS), input, MESSAGE_FIELDS, 'm.id');
    return ok(await pageOf(db, q, input));
  });

  app.get<{ Querystring: Body }>(`${base}/queryById`, {
    preHandler: requirePermission(P.messageList),
    schema: { tags, summary: '按id查询消息记录', querystring: anyObject, response: responses(messageSchema) },
  }, async (request) => ok(await find(currentUser(request), textOf(request.query.id))));

  app.post<{ Body: Body }>(`${base}/resend`, {
    preHandler: requirePermission(P.messageResend),
    schema: { tags, summary: '重新发送，需要按钮权限 system:message:resend', body: anyObject },
  }, async (request): Promise<Answer<{ id: string; status: string } | null>> => {
    const user = currentUser(request);
    const row = await find(user, textOf((request.body ?? {}).id));
    if (row.esSendStatus === '1') throw bad(T.alreadySent);
    const outcome = await deliverMessage(db, bus, user, row.id);
    const result = { id: row.id, status: outcome.status };
    return outcome.status === '1'
      ? ok(result, T.sent)
      : { success: false, message: T.failed(outcome.result), code: 500, result, timestamp: Date.now() };
  });

  const remove = async (user: SessionUser, ids: string[]) => {
    if (!ids.length) throw bad(DICT_ADMIN_TEXT.idsRequired);
    const r = await db.deleteFrom('sys_message').where('tenant_id', '=', user.tenantId).where('id', 'in', ids).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw missing();
  };
  app.delete<{ Querystring: Body }>(`${base}/delete`, {
    preHandler: requirePermission(P.messageDelete), schema: { tags, summary: '删除消息记录', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.id, 1));
    return ok(null, DICT_ADMIN_TEXT.deleted);
  });
  app.delete<{ Querystring: Body }>(`${base}/deleteBatch`, {
    preHandler: requirePermission(P.messageDelete), schema: { tags, summary: '批量删除消息记录', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.ids));
    return ok(null, DICT_ADMIN_TEXT.batchDeleted);
  });
}
