import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { anyBody, anyQuery, bodyOf, idList, optionalText, requiredId, requiredText } from '../../../admin/permissions/input.js';
import { ADMIN_PERMS } from '../../../admin/permissions/perms.js';
import {
  ROLE_CODE, allRoles, createRole, deleteRoles, editRole, findRole, roleCodeTaken, toRoleWire,
} from '../../../admin/permissions/role-repo.js';
import { ADMIN_TEXT } from '../../../admin/permissions/texts.js';
import { fail, ok, responses } from '../../../plugins/reply.js';
import type { RouteDeps } from '../../deps.js';

const tags = ['sys-role'];
type Query = Record<string, unknown>;

/**
 * 角色管理 (JeecgBoot SysRoleController; docs/admin-contract.md "Roles"); the list itself is
 * GET /sys/role/list (server/src/routes/sys/role-position.ts). Tenant-scoped:
 * - GET /sys/role/queryall → [RoleWire] of the tenant (any signed-in user, like the role list).
 * - GET /sys/role/queryById?id= → RoleWire (system:role:list).
 * - GET /sys/role/checkRoleCode?roleCode=&id= → 该值可用！ or success false 角色编码已存在.
 * - POST /sys/role/add {roleName, roleCode, description} → {id} 添加成功！ (system:role:add).
 * - PUT|POST /sys/role/edit {id, roleName, description} → 编辑成功! (system:role:edit; code fixed).
 * - DELETE /sys/role/delete?id=, deleteBatch?ids= → 删除成功! / 批量删除成功! (system:role:delete).
 * A non-admin cannot change or delete a role they hold or one carrying rights they lack, nor use
 * the code admin; nobody deletes a role they hold (role-repo.ts).
 */
export function registerRoleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get('/sys/role/queryall', {
    schema: { tags, summary: '角色-全部', response: responses() },
  }, async (request) => ok(await allRoles(db, currentUser(request).tenantId)));

  app.get<{ Querystring: Query }>('/sys/role/queryById', {
    preHandler: requirePermission(ADMIN_PERMS.roleList), schema: { tags, summary: '角色-详情', querystring: anyQuery, response: responses() },
  }, async (request) => ok(toRoleWire(await findRole(db, currentUser(request), requiredId(request.query.id, '角色id')))));

  app.get<{ Querystring: Query }>('/sys/role/checkRoleCode', {
    schema: { tags, summary: '角色-编码重复校验', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const code = requiredText(request.query.roleCode, 100, '角色编码', ROLE_CODE);
    const id = optionalText(request.query.id, 32, '角色id');
    return (await roleCodeTaken(db, currentUser(request).tenantId, code, id)) ? fail(ADMIN_TEXT.roleCodeTaken) : ok(null, ADMIN_TEXT.codeFree);
  });

  app.post<{ Body: unknown }>('/sys/role/add', {
    preHandler: requirePermission(ADMIN_PERMS.roleAdd), schema: { tags, summary: '角色-添加', body: anyBody, response: responses() },
  }, async (request) => ok({ id: await createRole(db, currentUser(request), bodyOf(request.body)) }, ADMIN_TEXT.added));

  app.route<{ Body: unknown }>({
    method: ['PUT', 'POST'], url: '/sys/role/edit',
    preHandler: requirePermission(ADMIN_PERMS.roleEdit), schema: { tags, summary: '角色-编辑', body: anyBody, response: responses() },
    handler: async (request) => {
      const body = bodyOf(request.body);
      await editRole(db, currentUser(request), requiredId(body.id, '角色id'), body);
      return ok(null, ADMIN_TEXT.edited);
    },
  });

  app.delete<{ Querystring: Query }>('/sys/role/delete', {
    preHandler: requirePermission(ADMIN_PERMS.roleDelete), schema: { tags, summary: '角色-删除', querystring: anyQuery, response: responses() },
  }, async (request) => ok({ count: await deleteRoles(db, currentUser(request), [requiredId(request.query.id, '角色id')]) }, ADMIN_TEXT.deleted));

  app.delete<{ Querystring: Query }>('/sys/role/deleteBatch', {
    preHandler: requirePermission(ADMIN_PERMS.roleDelete), schema: { tags, summary: '角色-批量删除', querystring: anyQuery, response: responses() },
  }, async (request) => ok({ count: await deleteRoles(db, currentUser(request), idList(request.query.ids, '角色id', 200)) }, ADMIN_TEXT.batchDeleted));
}
