import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { currentUser, requirePermission } from '../../auth/guard.js';
import { hashToken } from '../../auth/tokens.js';
import { ok } from '../../plugins/reply.js';
import { applyListFilters, applySort, escapeLike, pageOf, parseListQuery, type FieldMap } from '../../query/list-query.js';
import type { RouteDeps } from '../deps.js';
import { OPS_PERMS } from './perms.js';
import { badRequest, chinaTimeText, notFound } from './wire.js';

/** Allow-list of the online-user list (filter and sort). */
export const ONLINE_FIELDS: FieldMap = {
  realname: { column: 'u.realname', type: 'string' },
  ip: { column: 't.ip', type: 'string' },
  loginTime: { column: 't.created_at', type: 'datetime' },
  lastSeen: { column: 't.last_seen', type: 'datetime' },
  expireTime: { column: 't.expires_at', type: 'datetime' },
};

/** Texts of the online-user calls. */
export const ONLINE_TEXT = {
  kicked: '强制退出成功！',
  notOnline: '该用户已不在线',
  notYourself: '不能强制退出自己',
} as const;

/**
 * The public id of a session: the first 16 hex digits of sha256('online:' + token_hash). It names
 * a session without revealing the token or its stored hash.
 */
const tokenId = sql<string>`substr(encode(sha256(convert_to('online:' || t.token_hash, 'UTF8')), 'hex'), 1, 16)`;

/**
 * Online users (docs/admin-contract.md "Online users"), the caller's tenant only:
 * - GET /sys/online/list?username=&realname=&ip=&pageNo=&pageSize=&column=&order= (system:online:list):
 *   one row per live token (not revoked, not expired, user active): {id = tokenId, tokenId, userId,
 *   username, realname, avatar, loginTime, lastSeen, expireTime, ip, userAgent, current}.
 *   `username` matches as a substring (JeecgBoot); the other filters follow the list-query rules.
 * - POST /sys/online/forceLogout {tokenId} (system:online:forceLogout): revokes that token, so the
 *   user's next call answers 401; 400 for one of the caller's own sessions, 404 when not online.
 */
export function registerOnlineUserRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const tags = ['online'];
  const live = (tenantId: number) => db.selectFrom('sys_token as t').innerJoin('sys_user as u', 'u.id', 't.user_id')
    .where('t.tenant_id', '=', tenantId).where('t.revoked_at', 'is', null).where('t.expires_at', '>', new Date())
    .where('u.del_flag', '=', 0).where('u.status', '=', 1);

  app.get<{ Querystring: Record<string, unknown> }>('/sys/online/list', {
    preHandler: requirePermission(OPS_PERMS.onlineList),
    schema: { tags, summary: '在线用户列表', querystring: { type: 'object' } },
  }, async (request) => {
    const user = currentUser(request);
    const { username, ...rest } = request.query;
    const input = parseListQuery(rest, ONLINE_FIELDS, { defaultSort: { column: 'loginTime', order: 'desc' } });
    const own = request.accessToken ? hashToken(request.accessToken) : '';
    let q = live(user.tenantId).select([
      tokenId.as('token_id'), 't.token_hash', 't.user_id', 'u.username', 'u.realname', 'u.avatar', 't.created_at', 't.last_seen', 't.expires_at', 't.ip', 't.user_agent',
    ]);
    const name = typeof username === 'string' ? username.trim().slice(0, 100) : '';
    if (name) q = q.where('u.username', 'ilike', `%${escapeLike(name)}%`);
    q = applySort(applyListFilters(q, input, ONLINE_FIELDS), input, ONLINE_FIELDS, 't.token_hash');
    return ok(await pageOf(db, q, input, (r) => ({
      id: r.token_id, tokenId: r.token_id, userId: r.user_id, username: r.username, realname: r.realname, avatar: r.avatar,
      loginTime: chinaTimeText(r.created_at), lastSeen: chinaTimeText(r.last_seen), expireTime: chinaTimeText(r.expires_at),
      ip: r.ip, userAgent: r.user_agent, current: r.token_hash === own,
    })));
  });

  app.post<{ Body: { tokenId: string } }>('/sys/online/forceLogout', {
    preHandler: requirePermission(OPS_PERMS.onlineForceLogout),
    schema: {
      tags, summary: '强制退出',
      body: { type: 'object', required: ['tokenId'], properties: { tokenId: { type: 'string', pattern: '^[0-9a-f]{16}$' } } },
    },
  }, async (request) => {
    const user = currentUser(request);
    const target = await live(user.tenantId).select(['t.token_hash', 't.user_id', 'u.username'])
      .where(tokenId, '=', request.body.tokenId).executeTakeFirst();
    if (!target) throw notFound(ONLINE_TEXT.notOnline);
    if (target.user_id === user.id) throw badRequest(ONLINE_TEXT.notYourself);
    await db.updateTable('sys_token').set({ revoked_at: new Date() })
      .where('token_hash', '=', target.token_hash).where('revoked_at', 'is', null).execute();
    request.log.info({ by: user.id, userId: target.user_id }, 'force logout');
    return ok({ username: target.username }, ONLINE_TEXT.kicked);
  });
}
