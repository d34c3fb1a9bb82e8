import type { preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { currentUser } from '../../auth/guard.js';
import { loadTenantDeparts, withDescendants } from '../../auth/departments.js';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { forbidden } from '../../plugins/reply.js';
import { ADMIN_PERMS, MENU_OWNER_TENANT_ID } from './perms.js';
import { ADMIN_TEXT, notFound, refused } from './texts.js';

/** preHandler: passes when the caller holds at least one of `codes`; else 403 code 510 无权限访问. */
export function requireAnyPermission(codes: readonly string[]): preHandlerHookHandler {
  return async function anyPermissionGuard(request) {
    const user = currentUser(request);
    if (!codes.some((c) => user.permissions.has(c))) throw forbidden();
  };
}

/** Refuses (403) menu and data-rule definition writes from another tenant than the menu owner. */
export function assertMenuWriter(user: SessionUser): void {
  if (user.tenantId !== MENU_OWNER_TENANT_ID) throw refused(ADMIN_TEXT.menuOwner);
}

/**
 * The departments the caller administers on 我的部门: for identity 2 (上级) the departments of
 * sys_user.depart_ids and their descendants; for an admin every department of the tenant.
 */
export async function managedDepartIds(db: Kysely<Database>, user: SessionUser): Promise<string[]> {
  const all = await loadTenantDeparts(db, user.tenantId);
  if (user.isAdmin) return all.map((d) => d.id);
  const row = await db.selectFrom('sys_user').select(['user_identity', 'depart_ids']).where('id', '=', user.id).executeTakeFirst();
  if (!row || Number(row.user_identity) !== 2 || !row.depart_ids) return [];
  return withDescendants(all, row.depart_ids.split(',').map((s) => s.trim()).filter(Boolean));
}

/**
 * Refuses unless the caller may act on department `departId` of their tenant:
 * - through 部门管理: holds `pageCode` (system:depart:list to read, system:depart:edit to change)
 *   and the department is among their visible departments;
 * - through 我的部门: holds system:myDepart:manage and administers the department (managedDepartIds).
 * 404 when the department does not exist in the tenant; 403 (code 510) otherwise.
 */
export async function assertDepartAccess(db: Kysely<Database>, user: SessionUser, departId: string, pageCode: string): Promise<void> {
  const depart = await db.selectFrom('sys_depart').select('id')
    .where('id', '=', departId).where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0).executeTakeFirst();
  if (!depart) throw notFound(ADMIN_TEXT.departNotFound);
  if (user.permissions.has(pageCode) && user.visibleDepartIds.includes(departId)) return;
  if (user.permissions.has(ADMIN_PERMS.myDepartManage) && (await managedDepartIds(db, user)).includes(departId)) return;
  throw user.permissions.has(ADMIN_PERMS.myDepartManage) ? refused(ADMIN_TEXT.notDepartAdmin) : forbidden();
}
