import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { applyRoleGrants, assertChangeHeld, requestedChange } from '../../../admin/permissions/grant-writes.js';
import { rolePermissionIds } from '../../../admin/permissions/grants.js';
import { anyBody, anyQuery, bodyOf, requiredId } from '../../../admin/permissions/input.js';
import { ADMIN_PERMS } from '../../../admin/permissions/perms.js';
import { findRole, roleForChange } from '../../../admin/permissions/role-repo.js';
import { checkedRuleChoice, ruleChoice } from '../../../admin/permissions/rule-choice.js';
import { ADMIN_TEXT, badInput } from '../../../admin/permissions/texts.js';
import { ok, responses } from '../../../plugins/reply.js';
import type { RouteDeps } from '../../deps.js';

const tags = ['sys-role'];
type Query = Record<string, unknown>;
type Params = { permissionId: string; roleId: string };

/**
 * 角色授权 (JeecgBoot; docs/admin-contract.md "Authorising a role"), all behind system:role:authorize:
 * - GET /sys/permission/queryRolePermission?roleId= → the role's permission ids.
 * - POST /sys/permission/saveRolePermission {roleId, permissionIds, lastpermissionIds} → 保存成功！
 *   (grantChange semantics; a non-admin may not authorise a role they hold or one beyond their
 *   rights, and may add or remove only permissions they hold).
 * - GET /sys/role/datarule/{permissionId}/{roleId} (also /sys/permission/queryDataRule/…) →
 *   {datarule, drChecked}: the menu's rules and the role's choice.
 * - POST /sys/role/datarule (also /sys/permission/saveDataRule) {permissionId, roleId,
 *   dataRuleIds} → 保存成功！; the role must hold the menu first (请先保存角色菜单权限!).
 */
export function registerRoleGrantRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const authorize = requirePermission(ADMIN_PERMS.roleAuthorize);

  app.get<{ Querystring: Query }>('/sys/permission/queryRolePermission', {
    preHandler: authorize, schema: { tags, summary: '角色授权-已授权菜单', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const role = await findRole(db, currentUser(request), requiredId(request.query.roleId, '角色id'));
    return ok(await rolePermissionIds(db, role.id));
  });

  app.post<{ Body: unknown }>('/sys/permission/saveRolePermission', {
    preHandler: authorize, schema: { tags, summary: '角色授权-保存', body: anyBody, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request.body);
    const role = await roleForChange(db, user, requiredId(body.roleId, '角色id'));
    const change = await requestedChange(db, body, await rolePermissionIds(db, role.id));
    await assertChangeHeld(db, user, change);
    await applyRoleGrants(db, role.id, change);
    return ok({ added: change.add.length, removed: change.remove.length }, ADMIN_TEXT.saved);
  });

  for (const url of ['/sys/role/datarule/:permissionId/:roleId', '/sys/permission/queryDataRule/:permissionId/:roleId']) {
    app.get<{ Params: Params }>(url, {
      preHandler: authorize, schema: { tags, summary: '角色数据规则-查询', response: responses() },
    }, async (request) => {
      const role = await findRole(db, currentUser(request), requiredId(request.params.roleId, '角色id'));
      const permissionId = requiredId(request.params.permissionId, '菜单id');
      const grant = await db.selectFrom('sys_role_permission').select('data_rule_ids')
        .where('role_id', '=', role.id).where('permission_id', '=', permissionId).executeTakeFirst();
      return ok(await ruleChoice(db, permissionId, grant?.data_rule_ids));
    });
  }

  for (const url of ['/sys/role/datarule', '/sys/permission/saveDataRule']) {
    app.post<{ Body: unknown }>(url, {
      preHandler: authorize, schema: { tags, summary: '角色数据规则-保存', body: anyBody, response: responses() },
    }, async (request) => {
      const user = currentUser(request);
      const body = bodyOf(request.body);
      const role = await roleForChange(db, user, requiredId(body.roleId, '角色id'));
      const permissionId = requiredId(body.permissionId, '菜单id');
      const ids = await checkedRuleChoice(db, user, permissionId, body.dataRuleIds);
      const res = await db.updateTable('sys_role_permission').set({ data_rule_ids: ids || null })
        .where('role_id', '=', role.id).where('permission_id', '=', permissionId).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw badInput('请先保存角色菜单权限!');
      return ok(null, ADMIN_TEXT.saved);
    });
  }
}
