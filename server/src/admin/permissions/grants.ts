import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { ADMIN_TEXT, refused } from './texts.js';

/**
 * Who holds what (issue 5 "a user cannot raise their own rights"): a permission row (menu or
 * button) is held through a role of the user's tenant (sys_user_role → sys_role_permission) or a
 * department role (sys_depart_role_user → sys_depart_role_permission, JeecgBoot 部门角色); a button
 * whose rule is off (status '0') is held by everyone.
 */

/**
 * SQL condition: user `userId` of `tenantId` is granted the permission whose id is the column
 * `permissionRef` (e.g. 'p.id'), through a role or a department role. Used by the session
 * (buttons) and getUserPermissionByToken (menus) so both read the same grants.
 */
export function grantedTo(permissionRef: string, userId: string, tenantId: number): RawBuilder<SqlBool> {
  // one uncorrelated sub-query (a hashed sub-plan evaluated once), not one probe per permission row
  return sql<SqlBool>`(${sql.ref(permissionRef)} IN (SELECT g_rp.permission_id FROM sys_role_permission g_rp
      JOIN sys_user_role g_ur ON g_ur.role_id = g_rp.role_id
      JOIN sys_role g_r ON g_r.id = g_rp.role_id
      WHERE g_ur.user_id = ${userId} AND g_r.tenant_id = ${tenantId}
    UNION ALL SELECT g_drp.permission_id FROM sys_depart_role_permission g_drp
      JOIN sys_depart_role_user g_dru ON g_dru.drole_id = g_drp.role_id
      JOIN sys_depart_role g_dr ON g_dr.id = g_drp.role_id
      WHERE g_dru.user_id = ${userId} AND g_dr.tenant_id = ${tenantId}))`;
}

/** Ids of every live permission row the user holds (granted, or a button whose rule is off). */
export async function heldPermissionIds(db: Kysely<Database>, user: SessionUser): Promise<Set<string>> {
  const rows = await db.selectFrom('sys_permission as p').select('p.id')
    .where('p.del_flag', '=', 0)
    .where((eb) => eb.or([
      eb.and([eb('p.menu_type', '=', 2), eb('p.status', '=', '0')]),
      grantedTo('p.id', user.id, user.tenantId),
    ]))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Refuses (403, code 510) a non-admin caller acting on permission ids they do not hold
 * ("nobody grants what they do not hold"); an admin passes.
 */
export function assertHolds(user: SessionUser, held: Set<string>, ids: Iterable<string>, message: string = ADMIN_TEXT.cannotGrant): void {
  if (user.isAdmin) return;
  for (const id of ids) if (!held.has(id)) throw refused(message);
}

/** The permission ids granted to a role. */
export async function rolePermissionIds(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_role_permission').select('permission_id').where('role_id', '=', roleId).execute();
  return rows.map((r) => r.permission_id);
}

/** The permission ids granted to a department role. */
export async function departRolePermissionIds(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_depart_role_permission').select('permission_id').where('role_id', '=', roleId).execute();
  return rows.map((r) => r.permission_id);
}

/** True when the user holds the role (sys_user_role). */
export async function holdsRole(db: Kysely<Database>, userId: string, roleId: string): Promise<boolean> {
  return (await db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).where('role_id', '=', roleId).executeTakeFirst()) !== undefined;
}

/** True when the user holds the department role. */
export async function holdsDepartRole(db: Kysely<Database>, userId: string, roleId: string): Promise<boolean> {
  return (await db.selectFrom('sys_depart_role_user').select('drole_id').where('user_id', '=', userId).where('drole_id', '=', roleId).executeTakeFirst()) !== undefined;
}

/**
 * Refuses (403) a non-admin managing a role that carries a permission the caller does not hold
 * (e.g. an operator deleting or emptying the admin role); an admin passes.
 */
export async function assertRoleWithinCaller(db: Kysely<Database>, user: SessionUser, held: Set<string>, roleId: string): Promise<void> {
  if (user.isAdmin) return;
  assertHolds(user, held, await rolePermissionIds(db, roleId), ADMIN_TEXT.roleExceeds);
}
