import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { hashPassword } from '../../../auth/password.js';
import { hashToken } from '../../../auth/tokens.js';
import { USER_ADMIN_PERMS as P } from '../../../admin/users/seed-menu.js';
import { USER_TEXT as T, bad, missing, refuse } from '../../../admin/users/texts.js';
import { assertOutranks, callerRoleIds, isGuest, loadTargets, type TargetUser } from '../../../admin/users/user-access.js';
import { checkNewPassword, idsOf } from '../../../admin/users/user-input.js';
import { deleteUsers, setPassword, setUserStatus } from '../../../admin/users/user-repo.js';
import type { SessionUser } from '../../../auth/session-user.js';
import { ok, responses } from '../../../plugins/reply.js';
import { userVisible } from '../../sys/scope-sql.js';
import type { RouteDeps } from '../../deps.js';

type Query = Record<string, unknown>;
const anyObject = { type: 'object', additionalProperties: true };
const nullAnswer = responses({ type: 'null' });

/**
 * User delete, freeze and password reset (用户管理; docs/admin-contract.md "Users, tenants,
 * positions, address book"):
 * - DELETE /sys/user/delete?id= and DELETE /sys/user/deleteBatch?ids=a,b (system:user:delete):
 *   soft delete (del_flag 1, live tokens revoked) → 删除成功! / 批量删除成功!; a member from
 *   another tenant only leaves this tenant. Nobody deletes themselves.
 * - PUT|POST /sys/user/frozenBatch {ids, status: 2 freeze | 1 unfreeze} (system:user:freeze) →
 *   操作成功!; freezing revokes the users' live tokens (their next call answers 401 and the shell
 *   returns to the login page) and sign-in answers 该用户已冻结. Nobody freezes themselves.
 * - PUT|POST /sys/user/changePassword {username, password, confirmpassword?}
 *   (system:user:resetPassword): an administrator sets another user's password (PASSWORD_PATTERN)
 *   → 密码修改成功!; the user's other sessions are revoked.
 * Without the admin role the caller acts only on users whose roles they hold (403 code 510);
 * members from another tenant cannot be frozen or get a new password here (403).
 */
export function registerUserStateRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  const targets = async (caller: SessionUser, ids: string[], self: string): Promise<TargetUser[]> => {
    if (!ids.length) throw bad(T.idsRequired);
    if (ids.includes(caller.id)) throw refuse(self);
    const list = await loadTargets(db, caller, ids);
    const held = await callerRoleIds(db, caller);
    for (const t of list) assertOutranks(caller, held, t);
    return list;
  };

  app.delete<{ Querystring: Query }>('/sys/user/delete', {
    preHandler: requirePermission(P.userDelete),
    schema: { tags: ['sys-user'], summary: '删除用户（逻辑删除），需要按钮权限 system:user:delete', querystring: anyObject, response: nullAnswer },
  }, async (request) => {
    const caller = currentUser(request);
    await deleteUsers(db, caller, await targets(caller, idsOf(request.query.id, 'id', 1), T.selfDelete));
    return ok(null, T.deleted);
  });

  app.delete<{ Querystring: Query }>('/sys/user/deleteBatch', {
    preHandler: requirePermission(P.userDelete),
    schema: { tags: ['sys-user'], summary: '批量删除用户，需要按钮权限 system:user:delete', querystring: anyObject, response: nullAnswer },
  }, async (request) => {
    const caller = currentUser(request);
    await deleteUsers(db, caller, await targets(caller, idsOf(request.query.ids, 'ids', 1000), T.selfDelete));
    return ok(null, T.batchDeleted);
  });

  const frozen = async (caller: SessionUser, body: Query) => {
    const status = body.status === 1 || body.status === '1' ? 1 : body.status === 2 || body.status === '2' ? 2 : null;
    if (status === null) throw bad(T.badFrozenStatus);
    const list = await targets(caller, idsOf(body.ids, 'ids', 1000), T.selfFreeze);
    if (list.some((t) => isGuest(caller, t))) throw refuse(T.guestAccount);
    await setUserStatus(db, caller, list.map((t) => t.id), status);
  };
  const frozenOptions = {
    preHandler: requirePermission(P.userFreeze),
    schema: { tags: ['sys-user'], summary: '冻结/解冻用户，需要按钮权限 system:user:freeze', body: anyObject, response: nullAnswer },
  };
  app.put<{ Body: Query }>('/sys/user/frozenBatch', frozenOptions, async (request) => {
    await frozen(currentUser(request), request.body ?? {});
    return ok(null, T.ok);
  });
  app.post<{ Body: Query }>('/sys/user/frozenBatch', frozenOptions, async (request) => {
    await frozen(currentUser(request), request.body ?? {});
    return ok(null, T.ok);
  });

  const reset = async (caller: SessionUser, body: Query, token: string | null) => {
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    if (!username || username.length > 100) throw bad(T.usernameRequired);
    const password = checkNewPassword(body.password, body.confirmpassword ?? body.confirmPassword);
    const row = await db.selectFrom('sys_user as u').select('u.id').where('u.username', '=', username).where(userVisible(caller, 'u')).executeTakeFirst();
    if (!row) throw missing(T.userNotFound);
    const [target] = await loadTargets(db, caller, [row.id]);
    assertOutranks(caller, await callerRoleIds(db, caller), target);
    if (isGuest(caller, target)) throw refuse(T.guestAccount);
    await setPassword(db, caller, target.id, await hashPassword(password), token ? hashToken(token) : undefined);
  };
  const resetOptions = {
    preHandler: requirePermission(P.userResetPassword),
    schema: { tags: ['sys-user'], summary: '管理员重置用户密码，需要按钮权限 system:user:resetPassword', body: anyObject, response: nullAnswer },
  };
  app.put<{ Body: Query }>('/sys/user/changePassword', resetOptions, async (request) => {
    await reset(currentUser(request), request.body ?? {}, request.accessToken);
    return ok(null, T.passwordReset);
  });
  app.post<{ Body: Query }>('/sys/user/changePassword', resetOptions, async (request) => {
    await reset(currentUser(request), request.body ?? {}, request.accessToken);
    return ok(null, T.passwordReset);
  });
}
