import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../auth/guard.js';
import { USER_TEXT as T, bad } from '../../../admin/users/texts.js';
import { loadTargets } from '../../../admin/users/user-access.js';
import { idsOf } from '../../../admin/users/user-input.js';
import { fail, ok, responses } from '../../../plugins/reply.js';
import type { RouteDeps } from '../../deps.js';

type Query = Record<string, unknown>;
const anyQuery = { type: 'object', additionalProperties: true };

/** The one id of a query key (400 when missing or malformed). */
function oneId(query: Query, key: string): string {
  const [id] = idsOf(query[key], key, 1);
  if (!id) throw bad(T.userNotFound);
  return id;
}

/**
 * Read calls of the user form (用户管理; docs/admin-contract.md "Users, tenants, positions,
 * address book"):
 * - GET /sys/user/checkOnlyUser?username= → success true (result true) when no user (deleted
 *   ones included) has the name, else HTTP 200 {success:false, code:500, message:'用户账号已存在'}
 *   (JeecgBoot); usernames are unique across the platform.
 * - GET /sys/user/queryUserRole?userid= → [roleId] of the caller's tenant.
 * - GET /sys/user/userDepartList?userId= → [{key, value, title}] the user's departments of the
 *   caller's tenant (key = value = department id, title = name).
 * The user of the last two must be visible to the caller (404 用户不存在 otherwise).
 */
export function registerUserReadRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Query }>('/sys/user/checkOnlyUser', {
    schema: { tags: ['sys-user'], summary: '校验用户账号是否唯一', querystring: anyQuery, response: responses({ type: 'boolean' }) },
  }, async (request) => {
    currentUser(request);
    const raw = request.query.username;
    const username = typeof raw === 'string' ? raw.trim() : '';
    if (!username) throw bad(T.usernameRequired);
    if (username.length > 100) throw bad(T.tooLong('用户账号', 100));
    const taken = await db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirst();
    return taken ? fail(T.usernameTaken, 500) : ok(true, T.usernameFree);
  });

  app.get<{ Querystring: Query }>('/sys/user/queryUserRole', {
    schema: { tags: ['sys-user'], summary: '用户的角色id', querystring: anyQuery, response: responses({ type: 'array', items: { type: 'string' } }) },
  }, async (request) => {
    const [target] = await loadTargets(db, currentUser(request), [oneId(request.query, 'userid')]);
    return ok(target.roleIds);
  });

  app.get<{ Querystring: Query }>('/sys/user/userDepartList', {
    schema: {
      tags: ['sys-user'], summary: '用户的部门', querystring: anyQuery,
      response: responses({ type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' }, title: { type: 'string' } } } }),
    },
  }, async (request) => {
    const caller = currentUser(request);
    const [target] = await loadTargets(db, caller, [oneId(request.query, 'userId')]);
    if (!target.departIds.length) return ok([]);
    const rows = await db.selectFrom('sys_depart').select(['id', 'depart_name'])
      .where('id', 'in', target.departIds).orderBy('depart_order').orderBy('org_code').execute();
    return ok(rows.map((d) => ({ key: d.id, value: d.id, title: d.depart_name })));
  });
}
