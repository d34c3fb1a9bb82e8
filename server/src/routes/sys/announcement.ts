import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../auth/guard.js';
import {
  checkAnnouncementInput, listUnreadForUser, markAllRead, markRead, myNoticePage, noticeForUser,
  releaseAnnouncement, revokeAnnouncement, type AnnouncementInput, type MyNoticeFilter,
} from '../../notices/announcements.js';
import { HttpError, ok, responses } from '../../plugins/reply.js';
import { sanitizeRichText } from '../../plugins/html-sanitize.js';
import type { RouteDeps } from '../deps.js';
import { newId } from '../fleet/manage-input.js';

/** Button codes of the announcement administration (checked on the server). */
export const ANNOUNCEMENT_PERMS = {
  list: 'system:announcement:list',
  add: 'system:announcement:add',
  edit: 'system:announcement:edit',
  delete: 'system:announcement:delete',
  release: 'system:announcement:release',
} as const;

const ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' };
const PAGE = {
  pageNo: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 10 },
};

function page(pageNo: number, pageSize: number) {
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/**
 * Notices of console-spec §7: the bell's lists, detail, mark read, the user's own page, and the
 * administration of announcements (list, add, edit, delete, publish doReleaseData, revoke
 * doReovkeData) behind the system:announcement:* buttons. Tenant-scoped throughout.
 */
export function registerAnnouncementRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, bus } = deps;

  app.get('/sys/annountCement/listByUser', { schema: { tags: ['notice'], summary: '当前用户未读通知' } },
    async (request) => ok(await listUnreadForUser(db, currentUser(request))));

  app.get<{ Querystring: { id: string } }>('/sys/annountCement/queryById', {
    schema: { tags: ['notice'], summary: '通知详情', querystring: { type: 'object', required: ['id'], properties: { id: ID } } },
  }, async (request) => {
    const user = currentUser(request);
    if (user.permissions.has(ANNOUNCEMENT_PERMS.list)) {
      const row = await db.selectFrom('sys_announcement').selectAll().where('id', '=', request.query.id)
        .where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0).executeTakeFirst();
      if (row && row.send_status !== '1') return ok(toAdminRow(row));
    }
    return ok(await noticeForUser(db, user, request.query.id));
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: { anntId: string } }>({
      method, url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      schema: { tags: ['notice'], summary: '标记已读', body: { type: 'object', required: ['anntId'], properties: { anntId: ID } }, response: responses() },
      handler: async (request) => ok({ changed: await markRead(db, currentUser(request), request.body.anntId) }),
    });
  }

  app.put('/sys/sysAnnouncementSend/readAll', { schema: { tags: ['notice'], summary: '全部标记已读' } },
    async (request) => ok({ changed: await markAllRead(db, currentUser(request)) }, '全部已读'));

  app.get<{ Querystring: MyNoticeFilter & { pageNo: number; pageSize: number } }>('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
    schema: {
      tags: ['notice'], summary: '我的通知',
      querystring: {
        type: 'object',
        properties: { ...PAGE, titile: { type: 'string', maxLength: 100 }, msgCategory: { enum: ['1', '2'] }, readFlag: { enum: ['0', '1'] } },
      },
    },
  }, async (request) => {
    const { pageNo, pageSize, ...filter } = request.query;
    return ok(await myNoticePage(db, currentUser(request), filter, pageNo, pageSize));
  });

  app.get<{ Querystring: { pageNo: number; pageSize: number; titile?: string; msgCategory?: '1' | '2'; sendStatus?: '0' | '1' | '2' } }>('/sys/annountCement/list', {
    preHandler: requirePermission(ANNOUNCEMENT_PERMS.list),
    schema: {
      tags: ['notice'], summary: '通告列表',
      querystring: {
        type: 'object',
        properties: { ...PAGE, titile: { type: 'string', maxLength: 100 }, msgCategory: { enum: ['1', '2'] }, sendStatus: { enum: ['0', '1', '2'] } },
      },
    },
  }, async (request) => {
    const user = currentUser(request);
    const { pageNo, pageSize, titile, msgCategory, sendStatus } = request.query;
    let q = db.selectFrom('sys_announcement').where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0);
    if (titile) q = q.where('titile', 'ilike', `%${titile.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (msgCategory) q = q.where('msg_category', '=', msgCategory);
    if (sendStatus) q = q.where('send_status', '=', sendStatus);
    const { limit, offset } = page(pageNo, pageSize);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('create_time', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.n);
    return ok({ records: rows.map(toAdminRow), total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
  });

  app.post<{ Body: Partial<AnnouncementInput> }>('/sys/annountCement/add', {
    preHandler: requirePermission(ANNOUNCEMENT_PERMS.add),
    schema: { tags: ['notice'], summary: '新增通告', body: { type: 'object' } },
  }, async (request) => {
    const user = currentUser(request);
    const input = checkAnnouncementInput(request.body);
    const id = newId();
    await db.insertInto('sys_announcement').values({ id, tenant_id: user.tenantId, ...toColumns(input), sender: user.realname, create_by: user.username }).execute();
    return ok({ id }, '添加成功！');
  });

  app.put<{ Body: Partial<AnnouncementInput> & { id: string } }>('/sys/annountCement/edit', {
    preHandler: requirePermission(ANNOUNCEMENT_PERMS.edit),
    schema: { tags: ['notice'], summary: '编辑通告', body: { type: 'object', required: ['id'], properties: { id: ID } } },
  }, async (request) => {
    const user = currentUser(request);
    const input = checkAnnouncementInput(request.body);
    const r = await db.updateTable('sys_announcement').set({ ...toColumns(input), update_time: new Date() })
      .where('id', '=', request.body.id).where('tenant_id', '=', user.tenantId).where('send_status', '!=', '1').where('del_flag', '=', 0)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw new HttpError(400, '已发布的通知不能编辑，请先撤销', 400);
    return ok(null, '编辑成功!');
  });

  app.delete<{ Querystring: { id?: string; ids?: string } }>('/sys/annountCement/delete', {
    preHandler: requirePermission(ANNOUNCEMENT_PERMS.delete),
    schema: { tags: ['notice'], summary: '删除通告', querystring: { type: 'object', required: ['id'], properties: { id: ID } } },
  }, async (request) => {
    await softDelete(request.query.id ? [request.query.id] : [], currentUser(request).tenantId);
    return ok(null, '删除成功!');
  });

  app.delete<{ Querystring: { ids: string } }>('/sys/annountCement/deleteBatch', {
    preHandler: requirePermission(ANNOUNCEMENT_PERMS.delete),
    schema: { tags: ['notice'], summary: '批量删除通告', querystring: { type: 'object', required: ['ids'], properties: { ids: { type: 'string', pattern: '^[A-Za-z0-9_,-]{1,3300}$' } } } },
  }, async (request) => {
    await softDelete(request.query.ids.split(',').filter(Boolean), currentUser(request).tenantId);
    return ok(null, '批量删除成功!');
  });

  app.get<{ Querystring: { id: string } }>('/sys/annountCement/doReleaseData', {
    config: { opLog: true },
    preHandler: requirePermission(ANNOUNCEMENT_PERMS.release),
    schema: { tags: ['notice'], summary: '发布通告', querystring: { type: 'object', required: ['id'], properties: { id: ID } } },
  }, async (request) => {
    const n = await releaseAnnouncement(db, bus, currentUser(request), request.query.id);
    return ok({ count: n }, '该系统通知发布成功');
  });

  app.get<{ Querystring: { id: string } }>('/sys/annountCement/doReovkeData', {
    config: { opLog: true },
    preHandler: requirePermission(ANNOUNCEMENT_PERMS.release),
    schema: { tags: ['notice'], summary: '撤销通告', querystring: { type: 'object', required: ['id'], properties: { id: ID } } },
  }, async (request) => {
    await revokeAnnouncement(db, currentUser(request), request.query.id);
    return ok(null, '该系统通知撤销成功');
  });

  async function softDelete(ids: string[], tenantId: number): Promise<void> {
    if (!ids.length) throw new HttpError(400, '请选择要删除的通知', 400);
    await db.updateTable('sys_announcement').set({ del_flag: 1 }).where('id', 'in', ids).where('tenant_id', '=', tenantId).execute();
  }
}

function toColumns(input: AnnouncementInput) {
  return {
    titile: input.titile, msg_content: input.msgContent, msg_abstract: input.msgAbstract ?? null, priority: input.priority,
    msg_category: input.msgCategory, msg_type: input.msgType, user_ids: input.userIds ?? null,
    start_time: input.startTime ?? null, end_time: input.endTime ?? null, open_type: input.openType ?? null,
    open_page: input.openPage ?? null, bus_id: input.busId ?? null,
  };
}

type AnnouncementRow = { id: string; titile: string; msg_content: string; msg_abstract: string | null; sender: string | null; priority: string;
  msg_category: string; msg_type: string; user_ids: string | null; send_status: string; send_time: Date | null; cancel_time: Date | null;
  open_type: string | null; open_page: string | null; bus_id: string | null; start_time: Date | null; end_time: Date | null; create_by: string | null; create_time: Date };

/** An announcement row on the wire (camelCase, content sanitised again on the way out). */
function toAdminRow(r: AnnouncementRow) {
  return {
    id: r.id, titile: r.titile, msgContent: sanitizeRichText(r.msg_content), msgAbstract: r.msg_abstract, sender: r.sender,
    priority: r.priority, msgCategory: r.msg_category, msgType: r.msg_type, userIds: r.user_ids, sendStatus: r.send_status,
    sendTime: r.send_time, cancelTime: r.cancel_time, openType: r.open_type, openPage: r.open_page, busId: r.bus_id,
    startTime: r.start_time, endTime: r.end_time, createBy: r.create_by, createTime: r.create_time,
  };
}

