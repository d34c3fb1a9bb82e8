import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import type { EventBus } from '../../bus/types.js';
import '../../db/dicts-messages-types.js';
import type { Database } from '../../db/types.js';
import { sendSystemMessage } from '../../notices/announcements.js';
import { HttpError } from '../../plugins/reply.js';
import { MOBILE_PATTERN, EMAIL_PATTERN } from '../../routes/demo/demo-rules.js';
import { newId } from '../../routes/fleet/manage-input.js';
import { bad } from '../dicts/texts.js';
import { MESSAGE_TEXT as T, type TemplateType } from './message-texts.js';

/** Most receivers of one message. */
export const MAX_RECEIVERS = 50;

/**
 * Splits and checks receivers (comma / semicolon / space separated, distinct): usernames of the
 * caller's tenant for system messages (type 3), mobile numbers for 短信 (1), e-mail addresses for
 * 邮件 (2). @throws HttpError 400 with the first bad receiver.
 */
export async function checkReceivers(db: Kysely<Database>, user: SessionUser, type: TemplateType, raw: unknown): Promise<string[]> {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) ? raw.join(',') : '';
  const list = [...new Set(text.split(/[,;，；\s]+/).map((s) => s.trim()).filter(Boolean))];
  if (!list.length) throw bad(T.receiverRequired);
  if (list.length > MAX_RECEIVERS) throw bad(T.tooManyReceivers);
  for (const r of list) {
    if (r.length > 100) throw bad(T.receiverRequired);
    if (type === '1' && !MOBILE_PATTERN.test(r)) throw bad(T.badPhone(r));
    if (type === '2' && !EMAIL_PATTERN.test(r)) throw bad(T.badEmail(r));
  }
  if (type === '3') {
    const found = await db.selectFrom('sys_user').select('username').where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0)
      .where('username', 'in', list).execute();
    const known = new Set(found.map((u) => u.username));
    const unknown = list.find((u) => !known.has(u));
    if (unknown) throw bad(T.unknownUser(unknown));
  }
  return list;
}

/** The outcome of one delivery attempt. */
export interface Delivery {
  status: '1' | '2';
  /** the error of a failed attempt, or the announcement id of a delivered system message */
  result: string;
}

/**
 * Attempts to deliver stored message `id` once (attempts +1, send time now): a system message
 * goes out through the notices (sendSystemMessage: stored announcement, bells pushed); 短信 and
 * 邮件 fail honestly with 未配置短信网关 / 未配置邮件网关 — this product has no gateway.
 */
export async function deliverMessage(db: Kysely<Database>, bus: EventBus, user: SessionUser, id: string): Promise<Delivery> {
  const msg = await db.selectFrom('sys_message').selectAll().where('id', '=', id).where('tenant_id', '=', user.tenantId).executeTakeFirstOrThrow();
  let outcome: Delivery;
  if (msg.es_type === '3') {
    const users = await db.selectFrom('sys_user').select('id').where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0)
      .where('username', 'in', msg.es_receiver.split(',')).execute();
    try {
      outcome = { status: '1', result: await sendSystemMessage(db, bus, user, { titile: msg.es_title, html: msg.es_content, userIds: users.map((u) => u.id) }) };
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      outcome = { status: '2', result: err.message };
    }
  } else {
    outcome = { status: '2', result: msg.es_type === '1' ? T.noSmsGateway : T.noMailGateway };
  }
  await db.updateTable('sys_message').set((eb) => ({
    es_send_status: outcome.status, es_result: outcome.result, es_send_time: new Date(), es_send_num: eb('es_send_num', '+', 1),
  })).where('id', '=', id).execute();
  return outcome;
}

/** Stores a message (status 待发送) for the given receivers and content; answers its id. */
export async function storeMessage(
  db: Kysely<Database>, user: SessionUser,
  m: { type: TemplateType; templateCode: string | null; title: string; receivers: string[]; param: Record<string, string>; content: string },
): Promise<string> {
  const id = newId();
  await db.insertInto('sys_message').values({
    id, tenant_id: user.tenantId, template_code: m.templateCode, es_type: m.type, es_title: m.title.slice(0, 200),
    es_receiver: m.receivers.join(','), es_param: JSON.stringify(m.param), es_content: m.content, create_by: user.username,
  }).execute();
  return id;
}
