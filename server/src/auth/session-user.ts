import { sql, type Kysely, type SqlBool } from 'kysely';
import '../db/users-tenants-types.js';
import '../db/permission-types.js';
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
 * Answers null when the user does not exist, is deleted, does not belong to the tenant (home
 * tenant or a sys_user_tenant membership) or the tenant is frozen or outside its validity window.
 * Roles and grants count only those of `tenantId`.
 */
export async function loadSessionUser(db: Kysely<Database>, userId: string, tenantId: number): Promise<SessionUser | null> {
  // home tenant or a membership (sys_user_tenant, migration 010); the tenant must be active
  const user = await db.selectFrom('sys_user as u')
    .select(['u.id', 'u.username', 'u.realname', 'u.tenant_id', 'u.org_code'])
    .where('u.id', '=', userId).where('u.del_flag', '=', 0)
    .where((eb) => eb.or([eb('u.tenant_id', '=', tenantId),
      eb.exists(eb.selectFrom('sys_user_tenant as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id').where('m.tenant_id', '=', tenantId))]))
    .where(sql<SqlBool>`EXISTS (SELECT 1 FROM sys_tenant t WHERE t.id = ${tenantId} AND t.status = 1
      AND (t.begin_date IS NULL OR t.begin_date <= now()) AND (t.end_date IS NULL OR t.end_date >= now()))`)
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
          eb.or([
            eb('p.id', 'in', eb.selectFrom('sys_role_permission as rp').innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
              .innerJoin('sys_role as gr', 'gr.id', 'ur.role_id')
              .select('rp.permission_id').where('ur.user_id', '=', userId).where('gr.tenant_id', '=', tenantId)),
            // department roles (JeecgBoot 部门角色, migration 011)
            eb('p.id', 'in', eb.selectFrom('sys_depart_role_permission as drp').innerJoin('sys_depart_role_user as dru', 'dru.drole_id', 'drp.role_id')
              .innerJoin('sys_depart_role as gdr', 'gdr.id', 'dru.drole_id')
              .select('drp.permission_id').where('dru.user_id', '=', userId).where('gdr.tenant_id', '=', tenantId)),
          ]),
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
    tenantId,
    // the current department belongs to the home tenant (migration 010 memberships have none)
    orgCode: user.tenant_id === tenantId ? user.org_code : null,
    roleCodes,
    isAdmin,
    visibleDepartIds,
    permissions,
  };
}
