import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';

/**
 * Data-scope conditions (DESIGN §3: a user sees only the departments they may see — their own
 * and descendants, admin the whole tenant) as SQL over server-chosen column references.
 */

/** `ref IN (values)`, or `false` for an empty list (values are bound parameters). */
export function inList(ref: string, values: readonly string[]): RawBuilder<SqlBool> {
  if (!values.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(ref)} IN (${sql.join(values.map((v) => sql`${v}`))})`;
}

/**
 * The user row `<alias>` is visible: of the caller's tenant (home tenant or a sys_user_tenant
 * membership), not deleted, and (admin, or member of a department the caller may see). Users without a department are visible to admins only.
 */
export function userVisible(user: SessionUser, alias: string): RawBuilder<SqlBool> {
  // users of the tenant: home tenant or a membership (sys_user_tenant, migration 010)
  const base = sql<SqlBool>`(${sql.ref(`${alias}.tenant_id`)} = ${user.tenantId} OR EXISTS (SELECT 1 FROM sys_user_tenant scope_ut
    WHERE scope_ut.user_id = ${sql.ref(`${alias}.id`)} AND scope_ut.tenant_id = ${user.tenantId})) AND ${sql.ref(`${alias}.del_flag`)} = 0`;
  if (user.isAdmin) return sql<SqlBool>`(${base})`;
  return sql<SqlBool>`(${base} AND EXISTS (SELECT 1 FROM sys_user_depart scope_ud WHERE scope_ud.user_id = ${sql.ref(`${alias}.id`)}
    AND ${inList('scope_ud.dep_id', user.visibleDepartIds)}))`;
}

/** The department row `<alias>` is visible: same tenant, not deleted, among the caller's departments. */
export function departVisible(user: SessionUser, alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.tenant_id`)} = ${user.tenantId} AND ${sql.ref(`${alias}.del_flag`)} = 0
    AND ${inList(`${alias}.id`, user.visibleDepartIds)})`;
}

/** The row `<alias>` belongs to the caller's tenant. */
export function sameTenant(user: SessionUser, alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.tenant_id`)} = ${user.tenantId}`;
}

/** The vehicle row `<alias>` is of the tenant and of a department the caller may see. */
export function vehicleVisible(user: SessionUser, alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.tenant_id`)} = ${user.tenantId} AND ${inList(`${alias}.depart_id`, user.visibleDepartIds)})`;
}
