import { type Kysely, sql } from 'kysely';
import type { SessionUser } from '../auth/session-user.js';
import type { EventBus } from '../bus/types.js';
import type { Database } from '../db/types.js';
import { sanitizeRichText } from '../plugins/html-sanitize.js';
import { HttpError } from '../plugins/reply.js';
import { newId } from '../routes/fleet/manage-input.js';

/**
 * Announcements and system messages (console-spec §1, §2.3 notice bell, §3 Announcement, §7
 * Notices; JeecgBoot sys_announcement). Everything is scoped to the caller's tenant; a user reads
 * only the announcements addressed to them (a sys_announcement_send row), published and not revoked.
 */

/** A notice as the bell and the detail dialog read it (console-spec §3; `titile` spelt so). */
export interface NoticeItem {
  id: string;
  titile: string;
  msgAbstract: string | null;
  sender: string | null;
  /** 'L' 一般消息, 'M' 重要消息, 'H' 紧急消息 */
  priority: 'L' | 'M' | 'H';
  /** '1' 通知公告, '2' 系统消息 */
  msgCategory: '1' | '2';
  /** 'yyyy-MM-dd HH:mm:ss' China time */
  sendTime: string | null;
  createTime: string;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
  readFlag: '0' | '1';
}

/** The bell's lists: unread items per category, newest first, at most BELL_LIST_SIZE each. */
export interface NoticeLists {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
}

/** Items per bell list (the totals count every unread one). */
export const BELL_LIST_SIZE = 10;

/** Input of add / edit (content is sanitised before it is stored). */
export interface AnnouncementInput {
  titile: string;
  msgContent: string;
  msgAbstract?: string | null;
  priority: 'L' | 'M' | 'H';
  msgCategory: '1' | '2';
  msgType: 'ALL' | 'USER';
  /** comma-joined user ids when msgType is USER */
  userIds?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  openType?: 'url' | 'component' | null;
  openPage?: string | null;
  busId?: string | null;
}

const chinaTime = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

function itemColumns() {
  return [
    'a.id', 'a.titile', 'a.msg_abstract as msgAbstract', 'a.sender', 'a.priority', 'a.msg_category as msgCategory',
    chinaTime('a.send_time').as('sendTime'), chinaTime('a.create_time').as('createTime'),
    'a.open_type as openType', 'a.open_page as openPage', 'a.bus_id as busId', 's.read_flag as readFlag',
  ] as const;
}

/** Announcements addressed to `user`, published, not deleted and inside their start/end window. */
function addressed(db: Kysely<Database>, user: SessionUser) {
  return db.selectFrom('sys_announcement_send as s')
    .innerJoin('sys_announcement as a', 'a.id', 's.annt_id')
    .where('s.user_id', '=', user.id)
    .where('a.tenant_id', '=', user.tenantId)
    .where('a.send_status', '=', '1')
    .where('a.del_flag', '=', 0)
    .where((eb) => eb.or([eb('a.start_time', 'is', null), eb('a.start_time', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('a.end_time', 'is', null), eb('a.end_time', '>=', sql<Date>`now()`)]));
}

/** GET /sys/annountCement/listByUser: the caller's unread notices per category (spec §7). */
export async function listUnreadForUser(db: Kysely<Database>, user: SessionUser): Promise<NoticeLists> {
  const unread = addressed(db, user).where('s.read_flag', '=', '0');
  const [rows, counts] = await Promise.all([
    unread.select([...itemColumns(), sql<number>`row_number() OVER (PARTITION BY a.msg_category ORDER BY a.send_time DESC, a.id)`.as('rn')])
      .orderBy('a.send_time', 'desc').execute(),
    unread.select(['a.msg_category', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('a.msg_category').execute(),
  ]);
  const total = (c: string) => Number(counts.find((r) => r.msg_category === c)?.n ?? 0);
  const list = (c: string) => rows.filter((r) => r.msgCategory === c && Number(r.rn) <= BELL_LIST_SIZE).map(({ rn: _rn, ...item }) => item as NoticeItem);
  return { anntMsgList: list('1'), anntMsgTotal: total('1'), sysMsgList: list('2'), sysMsgTotal: total('2') };
}

/** One notice with its sanitised HTML, if addressed to `user` (else 404-style HttpError). */
export async function noticeForUser(db: Kysely<Database>, user: SessionUser, id: string): Promise<NoticeItem & { msgContent: string }> {
  const row = await addressed(db, user).where('a.id', '=', id).select([...itemColumns(), 'a.msg_content as msgContent']).executeTakeFirst();
  if (!row) throw new HttpError(404, '该通知不存在或已撤销', 404);
  return { ...(row as NoticeItem), msgContent: sanitizeRichText(row.msgContent) };
}

/** Marks one notice read for `user`; answers whether a row changed. */
export async function markRead(db: Kysely<Database>, user: SessionUser, anntId: string): Promise<boolean> {
  const r = await db.updateTable('sys_announcement_send').set({ read_flag: '1', read_time: new Date() })
    .where('annt_id', '=', anntId).where('user_id', '=', user.id).where('read_flag', '=', '0')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Marks every notice of `user` read; answers how many changed. */
export async function markAllRead(db: Kysely<Database>, user: SessionUser): Promise<number> {
  const r = await db.updateTable('sys_announcement_send').set({ read_flag: '1', read_time: new Date() })
    .where('user_id', '=', user.id).where('read_flag', '=', '0')
    .where('annt_id', 'in', (eb) => eb.selectFrom('sys_announcement').select('id').where('tenant_id', '=', user.tenantId))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Filters of the user's own notice page (/isps/userAnnouncement). */
export interface MyNoticeFilter {
  titile?: string;
  msgCategory?: '1' | '2';
  readFlag?: '0' | '1';
}

/** A page of the user's notices, read and unread, newest first. */
export async function myNoticePage(db: Kysely<Database>, user: SessionUser, filter: MyNoticeFilter, pageNo: number, pageSize: number) {
  let q = addressed(db, user);
  if (filter.titile) q = q.where('a.titile', 'ilike', `%${filter.titile.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filter.msgCategory) q = q.where('a.msg_category', '=', filter.msgCategory);
  if (filter.readFlag) q = q.where('s.read_flag', '=', filter.readFlag);
  const [records, count] = await Promise.all([
    q.select([...itemColumns(), 's.id as sendId', 'a.id as anntId']).orderBy('a.send_time', 'desc').orderBy('a.id')
      .limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/** Addressees of an announcement: every active user of the tenant, or the listed ids of the tenant. */
async function addressees(db: Kysely<Database>, tenantId: number, msgType: 'ALL' | 'USER', userIds: string | null): Promise<string[]> {
  let q = db.selectFrom('sys_user').select('id').where('tenant_id', '=', tenantId).where('del_flag', '=', 0);
  if (msgType === 'USER') {
    const ids = (userIds ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (!ids.length) return [];
    q = q.where('id', 'in', ids);
  }
  return (await q.execute()).map((r) => r.id);
}

/**
 * Publishes a draft (doReleaseData): status '1', send time now, one unread send row per
 * addressee, and a push on bus 'notices' (cmd 'topic' for all users of the tenant, 'user' per
 * addressee). Throws 400 when it is not a draft or a USER notice has no addressee in the tenant.
 */
export async function releaseAnnouncement(db: Kysely<Database>, bus: EventBus, user: SessionUser, id: string): Promise<number> {
  const annt = await db.selectFrom('sys_announcement').selectAll().where('id', '=', id).where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0).executeTakeFirst();
  if (!annt) throw new HttpError(404, '该通知不存在', 404);
  if (annt.send_status === '1') throw new HttpError(400, '该通知已发布', 400);
  const users = await addressees(db, user.tenantId, annt.msg_type, annt.user_ids);
  if (!users.length) throw new HttpError(400, '没有可发送的用户', 400);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sys_announcement').set({ send_status: '1', send_time: new Date(), cancel_time: null, sender: annt.sender ?? user.realname })
      .where('id', '=', id).execute();
    await trx.insertInto('sys_announcement_send').values(users.map((u) => ({ id: newId(), annt_id: id, user_id: u })))
      .onConflict((oc) => oc.columns(['annt_id', 'user_id']).doNothing()).execute();
  });
  if (annt.msg_type === 'ALL') {
    bus.publish('notices', { tenantId: user.tenantId, cmd: 'topic', msgId: id, msgTxt: annt.titile });
  } else {
    for (const u of users) bus.publish('notices', { tenantId: user.tenantId, userId: u, cmd: 'user', msgId: id, msgTxt: annt.titile });
  }
  return users.length;
}

/** Revokes a published announcement (doReovkeData): status '2'; addressees no longer see it. */
export async function revokeAnnouncement(db: Kysely<Database>, user: SessionUser, id: string): Promise<void> {
  const r = await db.updateTable('sys_announcement').set({ send_status: '2', cancel_time: new Date() })
    .where('id', '=', id).where('tenant_id', '=', user.tenantId).where('send_status', '=', '1').executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw new HttpError(400, '只能撤销已发布的通知', 400);
}

/** Checks and normalises add / edit input; throws 400 with a Chinese message. */
export function checkAnnouncementInput(body: Partial<AnnouncementInput>): AnnouncementInput {
  const titile = (body.titile ?? '').trim();
  if (!titile) throw new HttpError(400, '请输入标题', 400);
  if (titile.length > 100) throw new HttpError(400, '标题不能超过100个字符', 400);
  const priority = body.priority ?? 'L';
  if (!['L', 'M', 'H'].includes(priority)) throw new HttpError(400, '优先级只能是 L、M、H', 400);
  const msgCategory = body.msgCategory ?? '1';
  if (!['1', '2'].includes(msgCategory)) throw new HttpError(400, '消息类型只能是 1 或 2', 400);
  const msgType = body.msgType ?? 'ALL';
  if (!['ALL', 'USER'].includes(msgType)) throw new HttpError(400, '通告对象类型只能是 ALL 或 USER', 400);
  if (msgType === 'USER' && !(body.userIds ?? '').trim()) throw new HttpError(400, '请选择指定用户', 400);
  const openType = body.openType ?? null;
  if (openType !== null && !['url', 'component'].includes(openType)) throw new HttpError(400, '打开方式只能是 url 或 component', 400);
  const openPage = body.openPage ?? null;
  // url: an in-app path; component: a view component name such as system/WidgetDemo
  if (openPage !== null && !(openType === 'component' ? /^[\w-]+(\/[\w-]+)*$/ : /^\/[\w\-/]*$/).test(openPage)) {
    throw new HttpError(400, openType === 'component' ? '打开组件必须是组件名称' : '打开页面必须是站内路径', 400);
  }
  return {
    titile, msgContent: sanitizeRichText(body.msgContent ?? ''), msgAbstract: body.msgAbstract?.slice(0, 500) ?? null,
    priority, msgCategory, msgType, userIds: msgType === 'USER' ? body.userIds ?? null : null,
    startTime: body.startTime ?? null, endTime: body.endTime ?? null, openType, openPage, busId: body.busId ?? null,
  };
}

/**
 * Sends a system message (msg_category '2', msg_type USER) to users of the caller's tenant at
 * once: stores it (title ≤ 100 characters, HTML sanitised), publishes it like doReleaseData
 * (bells pushed) and answers its id. Used by the message templates' 发送测试 (issue 5, helper C4).
 * @throws HttpError 400 没有可发送的用户 when none of `userIds` is a live user of the tenant (nothing is stored).
 */
export async function sendSystemMessage(
  db: Kysely<Database>, bus: EventBus, user: SessionUser, msg: { titile: string; html: string; userIds: string[] },
): Promise<string> {
  const userIds = await addressees(db, user.tenantId, 'USER', msg.userIds.join(','));
  if (!userIds.length) throw new HttpError(400, '没有可发送的用户', 400);
  const id = newId();
  await db.insertInto('sys_announcement').values({
    id, tenant_id: user.tenantId, titile: msg.titile.slice(0, 100), msg_content: sanitizeRichText(msg.html), msg_abstract: null,
    priority: 'L', msg_category: '2', msg_type: 'USER', user_ids: userIds.join(','), sender: user.realname, create_by: user.username,
  }).execute();
  await releaseAnnouncement(db, bus, user, id);
  return id;
}
