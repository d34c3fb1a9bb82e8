import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { assertDepartAccess } from '../../../admin/permissions/access.js';
import { visibleDepart } from '../../../admin/permissions/depart-repo.js';
import { departRoleForChange, findDepartRole } from '../../../admin/permissions/depart-role-repo.js';
import { applyDepartGrants, applyDepartRoleGrants, assertChangeHeld, requestedChange } from '../../../admin/permissions/grant-writes.js';
import { departRolePermissionIds } from '../../../admin/permissions/grants.js';
import { anyBody, anyQuery, bodyOf, requiredId } from '../../../admin/permissions/input.js';
import { authorizationTree, loadPermissionRows } from '../../../admin/permissions/permission-tree.js';
import { ADMIN_PERMS } from '../../../admin/permissions/perms.js';
import { checkedRuleChoice, ruleChoice } from '../../../admin/permissions/rule-choice.js';
import { ADMIN_TEXT, badInput } from '../../../admin/permissions/texts.js';
import { ok, responses } from '../../../plugins/reply.js';
import type { Database } from '../../../db/types.js';
import type { Kysely } from 'kysely';
import type { RouteDeps } from '../../deps.js';

const tags = ['sys-depart-permission'];
type Query = Record<string, unknown>;

async function departPermissionIds(db: Kysely<Database>, departId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_depart_permission').select('permission_id').where('depart_id', '=', departId).execute();
  return rows.map((r) => r.permission_id);
}

/**
 * Department permissions and department-role authorisation (JeecgBoot; docs/admin-contract.md
 * "Department permissions"):
 * - GET /sys/permission/queryDepartPermission?departId= → the department's permission ids.
 * - POST /sys/permission/saveDepartPermission {departId, permissionIds, lastpermissionIds} →
 *   保存成功！ (system:depart:edit on a visible department; not through 我的部门: a department
 *   administrator does not set their own department's bound). What the department loses its roles lose.
 * - GET /sys/sysDepartPermission/queryTreeListForDeptRole?departId= → {treeList, ids} of the
 *   department's permissions (what its roles may get).
 * - GET /sys/sysDepartPermission/queryDeptRolePermission?roleId= → the department role's ids.
 * - POST /sys/sysDepartPermission/saveDeptRolePermission {roleId, permissionIds, lastpermissionIds}
 *   → 保存成功！; additions must lie within the department's permissions (权限超出部门的授权范围).
 * - GET /sys/sysDepartRole/datarule/{permissionId}/{departId}/{roleId} → {datarule, drChecked};
 *   POST /sys/sysDepartRole/datarule {permissionId, roleId, dataRuleIds} → 保存成功！.
 * Non-admins change only permissions they hold, never a department role they hold.
 */
export function registerDepartPermissionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Query }>('/sys/permission/queryDepartPermission', {
    schema: { tags, summary: '部门权限-已授权菜单', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const departId = requiredId(request.query.departId, '部门id');
    await assertDepartAccess(db, currentUser(request), departId, ADMIN_PERMS.departList);
    return ok(await departPermissionIds(db, departId));
  });

  app.post<{ Body: unknown }>('/sys/permission/saveDepartPermission', {
    preHandler: requirePermission(ADMIN_PERMS.departEdit), schema: { tags, summary: '部门权限-保存', body: anyBody, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request.body);
    const depart = await visibleDepart(db, user, requiredId(body.departId, '部门id'));
    const change = await requestedChange(db, body, await departPermissionIds(db, depart.id));
    await assertChangeHeld(db, user, change);
    await applyDepartGrants(db, depart.id, change);
    return ok({ added: change.add.length, removed: change.remove.length }, ADMIN_TEXT.saved);
  });

  app.get<{ Querystring: Query }>('/sys/sysDepartPermission/queryTreeListForDeptRole', {
    schema: { tags, summary: '部门角色授权-可选菜单树', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const departId = requiredId(request.query.departId, '部门id');
    await assertDepartAccess(db, currentUser(request), departId, ADMIN_PERMS.departList);
    const allowed = new Set(await departPermissionIds(db, departId));
    return ok(authorizationTree((await loadPermissionRows(db)).filter((r) => allowed.has(r.id))), ADMIN_TEXT.queried);
  });

  app.get<{ Querystring: Query }>('/sys/sysDepartPermission/queryDeptRolePermission', {
    schema: { tags, summary: '部门角色授权-已授权菜单', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const role = await findDepartRole(db, user, requiredId(request.query.roleId, '部门角色id'));
    await assertDepartAccess(db, user, role.depart_id, ADMIN_PERMS.departList);
    return ok(await departRolePermissionIds(db, role.id));
  });

  app.post<{ Body: unknown }>('/sys/sysDepartPermission/saveDeptRolePermission', {
    schema: { tags, summary: '部门角色授权-保存', body: anyBody, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request.body);
    const role = await departRoleForChange(db, user, requiredId(body.roleId, '部门角色id'));
    const change = await requestedChange(db, body, await departRolePermissionIds(db, role.id));
    const allowed = new Set(await departPermissionIds(db, role.depart_id));
    if (change.add.some((id) => !allowed.has(id))) throw badInput(ADMIN_TEXT.outsideDepartGrant);
    await assertChangeHeld(db, user, change);
    await applyDepartRoleGrants(db, role.id, change);
    return ok({ added: change.add.length, removed: change.remove.length }, ADMIN_TEXT.saved);
  });

  app.get<{ Params: { permissionId: string; departId: string; roleId: string } }>('/sys/sysDepartRole/datarule/:permissionId/:departId/:roleId', {
    schema: { tags, summary: '部门角色数据规则-查询', response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const role = await findDepartRole(db, user, requiredId(request.params.roleId, '部门角色id'));
    await assertDepartAccess(db, user, role.depart_id, ADMIN_PERMS.departList);
    const permissionId = requiredId(request.params.permissionId, '菜单id');
    const grant = await db.selectFrom('sys_depart_role_permission').select('data_rule_ids')
      .where('role_id', '=', role.id).where('permission_id', '=', permissionId).executeTakeFirst();
    return ok(await ruleChoice(db, permissionId, grant?.data_rule_ids));
  });

  app.post<{ Body: unknown }>('/sys/sysDepartRole/datarule', {
    schema: { tags, summary: '部门角色数据规则-保存', body: anyBody, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request.body);
    const role = await departRoleForChange(db, user, requiredId(body.roleId, '部门角色id'));
    const permissionId = requiredId(body.permissionId, '菜单id');
    const ids = await checkedRuleChoice(db, user, permissionId, body.dataRuleIds);
    const res = await db.updateTable('sys_depart_role_permission').set({ data_rule_ids: ids || null })
      .where('role_id', '=', role.id).where('permission_id', '=', permissionId).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw badInput('请先保存角色菜单权限!');
    return ok(null, ADMIN_TEXT.saved);
  });
}
