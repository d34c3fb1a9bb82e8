import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { assertRoleWithinCaller, heldPermissionIds } from '../../../admin/permissions/grants.js';
import { anyBody, anyQuery, bodyOf, idList, requiredId } from '../../../admin/permissions/input.js';
import { assertMembers } from '../../../admin/permissions/member-checks.js';
import { ADMIN_PERMS } from '../../../admin/permissions/perms.js';
import { findRole } from '../../../admin/permissions/role-repo.js';
import { ADMIN_TEXT } from '../../../admin/permissions/texts.js';
import { ok, responses } from '../../../plugins/reply.js';
import { parseListQuery } from '../../../query/list-query.js';
import type { SessionUser } from '../../../auth/session-user.js';
import type { RouteDeps } from '../../deps.js';
import { USER_FIELDS, USER_LIKE_FIELDS, findUserPage } from '../../sys/user-picker-repo.js';

const tags = ['sys-role'];
type Query = Record<string, unknown>;

/**
 * 角色用户 (JeecgBoot SysUserController role-user calls; docs/admin-contract.md "Users of a role"):
 * - GET /sys/user/userRoleList?roleId=&username=&realname=&pageNo&pageSize&column&order → page of
 *   the role's visible users (PickerUser of the user list) (system:role:list).
 * - POST /sys/user/addSysUserRole {roleId, userIdList} → 添加成功！ (system:role:edit).
 * - DELETE /sys/user/deleteUserRole?roleId=&userId= and deleteUserRoleBatch?roleId=&userIds= →
 *   删除成功! (system:role:edit).
 * Users must be visible to the caller; a non-admin may only manage roles within their rights and
 * not add themselves; nobody removes themselves (member-checks.ts).
 */
export function registerRoleUserRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const edit = requirePermission(ADMIN_PERMS.roleEdit);

  const roleForMembers = async (user: SessionUser, roleId: string) => {
    const role = await findRole(db, user, roleId);
    await assertRoleWithinCaller(db, user, await heldPermissionIds(db, user), role.id);
    return role;
  };
  const remove = async (user: SessionUser, roleId: string, userIds: string[]) => {
    const role = await roleForMembers(user, roleId);
    await assertMembers(db, user, userIds, 'remove', ADMIN_TEXT.ownRoleUsers);
    const res = await db.deleteFrom('sys_user_role').where('role_id', '=', role.id).where('user_id', 'in', userIds).executeTakeFirst();
    return ok({ count: Number(res.numDeletedRows) }, ADMIN_TEXT.deleted);
  };

  app.get<{ Querystring: Query }>('/sys/user/userRoleList', {
    preHandler: requirePermission(ADMIN_PERMS.roleList), schema: { tags, summary: '角色用户-列表', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const role = await findRole(db, user, requiredId(request.query.roleId, '角色id'));
    const input = parseListQuery(request.query, USER_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: USER_LIKE_FIELDS });
    const member = sql<SqlBool>`EXISTS (SELECT 1 FROM sys_user_role m WHERE m.user_id = u.id AND m.role_id = ${role.id})`;
    return ok(await findUserPage(db, user, input, undefined, member));
  });

  app.post<{ Body: unknown }>('/sys/user/addSysUserRole', {
    preHandler: edit, schema: { tags, summary: '角色用户-添加', body: anyBody, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request.body);
    const role = await roleForMembers(user, requiredId(body.roleId, '角色id'));
    const userIds = idList(body.userIdList, '用户', 1000);
    await assertMembers(db, user, userIds, 'add', ADMIN_TEXT.ownRoleUsers);
    await db.insertInto('sys_user_role').values(userIds.map((user_id) => ({ user_id, role_id: role.id })))
      .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing()).execute();
    return ok(null, ADMIN_TEXT.added);
  });

  app.delete<{ Querystring: Query }>('/sys/user/deleteUserRole', {
    preHandler: edit, schema: { tags, summary: '角色用户-移除', querystring: anyQuery, response: responses() },
  }, async (request) => remove(currentUser(request), requiredId(request.query.roleId, '角色id'), [requiredId(request.query.userId, '用户id')]));

  app.delete<{ Querystring: Query }>('/sys/user/deleteUserRoleBatch', {
    preHandler: edit, schema: { tags, summary: '角色用户-批量移除', querystring: anyQuery, response: responses() },
  }, async (request) => remove(currentUser(request), requiredId(request.query.roleId, '角色id'), idList(request.query.userIds, '用户', 1000)));
}
