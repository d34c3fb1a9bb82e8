import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { currentUser } from '../../../auth/guard.js';
import { assertDepartAccess } from '../../../admin/permissions/access.js';
import { addDepartMembers, removeDepartMembers } from '../../../admin/permissions/depart-members.js';
import { anyBody, anyQuery, bodyOf, idList, requiredId } from '../../../admin/permissions/input.js';
import { ADMIN_PERMS } from '../../../admin/permissions/perms.js';
import { ADMIN_TEXT } from '../../../admin/permissions/texts.js';
import { ok, responses } from '../../../plugins/reply.js';
import { parseListQuery } from '../../../query/list-query.js';
import type { RouteDeps } from '../../deps.js';
import { USER_FIELDS, USER_LIKE_FIELDS, findUserPage } from '../../sys/user-picker-repo.js';

const tags = ['sys-depart'];
type Query = Record<string, unknown>;

/**
 * Users of a department, for 部门管理 and 我的部门 (JeecgBoot SysUserController; docs/admin-contract.md
 * "Department users"). Access: assertDepartAccess (system:depart:list / edit on a visible
 * department, or system:myDepart:manage on one the caller administers):
 * - GET /sys/user/departUserList?depId=&username=&realname=&pageNo… → page of the department's
 *   direct members (PickerUser rows of the user list).
 * - POST /sys/user/editSysDepartWithUser {depId, userIdList} → 添加成功！ (users the caller may
 *   see, users without a department, or members of departments they administer).
 * - DELETE /sys/user/deleteUserInDepart?depId=&userId=, deleteUserInDepartBatch?depId=&userIds=
 *   → 删除成功! (their roles of that department go too).
 * Nobody adds or removes themselves (an admin may add themselves).
 */
export function registerDepartMemberRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Query }>('/sys/user/departUserList', {
    schema: { tags, summary: '部门用户-列表', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const departId = requiredId(request.query.depId ?? request.query.departId, '部门id');
    await assertDepartAccess(db, user, departId, ADMIN_PERMS.departList);
    const input = parseListQuery(request.query, USER_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: USER_LIKE_FIELDS });
    const member = sql<SqlBool>`EXISTS (SELECT 1 FROM sys_user_depart m WHERE m.user_id = u.id AND m.dep_id = ${departId})`;
    // the access check above decides; the scope of the page is that department's members
    return ok(await findUserPage(db, { ...user, visibleDepartIds: [departId] }, input, undefined, member));
  });

  app.post<{ Body: unknown }>('/sys/user/editSysDepartWithUser', {
    schema: { tags, summary: '部门用户-添加已有用户', body: anyBody, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request.body);
    const departId = requiredId(body.depId ?? body.departId, '部门id');
    await assertDepartAccess(db, user, departId, ADMIN_PERMS.departEdit);
    const count = await addDepartMembers(db, user, departId, idList(body.userIdList, '用户', 1000));
    return ok({ count }, ADMIN_TEXT.added);
  });

  const remove = async (request: Parameters<typeof currentUser>[0], departIdRaw: unknown, userIds: string[]) => {
    const user = currentUser(request);
    const departId = requiredId(departIdRaw, '部门id');
    await assertDepartAccess(db, user, departId, ADMIN_PERMS.departEdit);
    return ok({ count: await removeDepartMembers(db, user, departId, userIds) }, ADMIN_TEXT.deleted);
  };

  app.delete<{ Querystring: Query }>('/sys/user/deleteUserInDepart', {
    schema: { tags, summary: '部门用户-移除', querystring: anyQuery, response: responses() },
  }, async (request) => remove(request, request.query.depId, [requiredId(request.query.userId, '用户id')]));

  app.delete<{ Querystring: Query }>('/sys/user/deleteUserInDepartBatch', {
    schema: { tags, summary: '部门用户-批量移除', querystring: anyQuery, response: responses() },
  }, async (request) => remove(request, request.query.depId, idList(request.query.userIds, '用户', 1000)));
}
