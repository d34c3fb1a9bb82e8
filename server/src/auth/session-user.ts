import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { loadTenantDeparts, withDescendants } from './departments.js';

/** The signed-in user as every route sees it (request.user). */
export interface SessionUser {
  id: string;
  username: string;
  realname: string;
  tenantId: number;
  /** current department's org code (sys_user.org_code), may be null */
  orgCode: string | null;
  roleCodes: string[];
  /** holds role `admin`: sees the whole tenant */
  isAdmin: boolean;
  /** department ids the user may see: their departments and all descendants (admin: all) */
  visibleDepartIds: string[];
  /** button codes the user may use: granted enabled buttons plus every button whose rule is off ('0') */
  permissions: Set<string>;
}

/** Role code that sees the whole tenant. */
export const ADMIN_ROLE = 'admin';

/**
 * Loads the SessionUser of `userId` in `tenantId`: roles, visible departments (DESIGN §3 data
 * permission: own departments + descendants; admin = whole tenant) and button permissions.
 * Answers null when the user does not exist, is deleted or belongs to another tenant.
 */
export async function loadSessionUser(db: Kysely<Database>, userId: string, tenantId: number): Promise<SessionUser | null> {
  const user = await db.selectFrom('sys_user')
    .select(['id', 'username', 'realname', 'tenant_id', 'org_code'])
    .where('id', '=', userId).where('tenant_id', '=', tenantId).where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!user) return null;
  const [roles, ownDeparts, all, perms] = await Promise.all([
    db.selectFrom('sys_user_role as ur').innerJoin('sys_role as r', 'r.id', 'ur.role_id')
      .select('r.role_code').where('ur.user_id', '=', userId).where('r.tenant_id', '=', tenantId).execute(),
    db.selectFrom('sys_user_depart').select('dep_id').where('user_id', '=', userId).execute(),
    loadTenantDeparts(db, tenantId),
    db.selectFrom('sys_permission as p')
      .select(['p.perms', 'p.status'])
      .where('p.menu_type', '=', 2).where('p.del_flag', '=', 0).where('p.perms', 'is not', null)
      .where((eb) => eb.or([
        eb('p.status', '=', '0'),
        eb.and([
          eb('p.status', '=', '1'),
          eb('p.id', 'in', eb.selectFrom('sys_role_permission as rp').innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
            .select('rp.permission_id').where('ur.user_id', '=', userId)),
        ]),
      ]))
      .execute(),
  ]);
  const roleCodes = roles.map((r) => r.role_code);
  const isAdmin = roleCodes.includes(ADMIN_ROLE);
  const visibleDepartIds = isAdmin ? all.map((d) => d.id) : withDescendants(all, ownDeparts.map((d) => d.dep_id));
  const permissions = new Set(perms.flatMap((p) => (p.perms ?? '').split(',').map((s) => s.trim()).filter(Boolean)));
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    tenantId: user.tenant_id,
    orgCode: user.org_code,
    roleCodes,
    isAdmin,
    visibleDepartIds,
    permissions,
  };
}
