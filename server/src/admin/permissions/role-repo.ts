import { sql, type Kysely } from 'kysely';
import { ADMIN_ROLE, type SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { isUniqueViolation, newId } from '../../routes/fleet/manage-input.js';
import { chinaTimeText } from '../../routes/ops/wire.js';
import { assertRoleWithinCaller, heldPermissionIds, holdsRole } from './grants.js';
import { optionalText, requiredText } from './input.js';
import { ADMIN_TEXT, badInput, notFound, refused } from './texts.js';

/** A role on the wire (JeecgBoot SysRole). */
export interface RoleWire {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string | null;
  updateTime: string | null;
}

/** Role codes: letters, digits, underscore and hyphen, starting with a letter (JeecgBoot 角色编码). */
export const ROLE_CODE = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** A checked role body {roleName ≤ 100, roleCode ≤ 100 (ROLE_CODE), description ≤ 255}. */
export function parseRoleInput(raw: Record<string, unknown>): { roleName: string; roleCode: string; description: string | null } {
  return {
    roleName: requiredText(raw.roleName, 100, '角色名称'),
    roleCode: requiredText(raw.roleCode, 100, '角色编码', ROLE_CODE),
    description: optionalText(raw.description, 255, '描述'),
  };
}

/** A role of the caller's tenant (404 otherwise). */
export async function findRole(db: Kysely<Database>, user: SessionUser, id: string) {
  const row = await db.selectFrom('sys_role').selectAll().where('id', '=', id).where('tenant_id', '=', user.tenantId).executeTakeFirst();
  if (!row) throw notFound(ADMIN_TEXT.roleNotFound);
  return row;
}

/** The wire form of a role row. */
export function toRoleWire(r: Awaited<ReturnType<typeof findRole>>): RoleWire {
  return {
    id: r.id, roleName: r.role_name, roleCode: r.role_code, description: r.description,
    createTime: chinaTimeText(r.create_time), updateTime: chinaTimeText(r.update_time),
  };
}

/** True when another role of the tenant has `code` (case-sensitive, as the unique key). */
export async function roleCodeTaken(db: Kysely<Database>, tenantId: number, code: string, selfId: string | null): Promise<boolean> {
  let q = db.selectFrom('sys_role').select('id').where('tenant_id', '=', tenantId).where('role_code', '=', code);
  if (selfId) q = q.where('id', '<>', selfId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Creates a role; only an admin may use the code `admin` (it makes its holders administrators). */
export async function createRole(db: Kysely<Database>, user: SessionUser, raw: Record<string, unknown>): Promise<string> {
  const input = parseRoleInput(raw);
  if (input.roleCode === ADMIN_ROLE && !user.isAdmin) throw refused(ADMIN_TEXT.adminCodeReserved);
  if (await roleCodeTaken(db, user.tenantId, input.roleCode, null)) throw badInput(ADMIN_TEXT.roleCodeTaken);
  const id = newId();
  try {
    await db.insertInto('sys_role').values({ id, tenant_id: user.tenantId, role_name: input.roleName, role_code: input.roleCode, description: input.description }).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw badInput(ADMIN_TEXT.roleCodeTaken);
    throw err;
  }
  return id;
}

/**
 * The checks before changing role `id` (edit, authorise, data rules, users): the role is of the
 * tenant; a non-admin may not change a role they hold, nor a role carrying rights they lack.
 */
export async function roleForChange(db: Kysely<Database>, user: SessionUser, id: string, ownMessage: string = ADMIN_TEXT.ownRoleEdit) {
  const role = await findRole(db, user, id);
  if (!user.isAdmin) {
    if (await holdsRole(db, user.id, id)) throw refused(ownMessage);
    await assertRoleWithinCaller(db, user, await heldPermissionIds(db, user), id);
  }
  return role;
}

/** Edits name and description (the code cannot change: 角色编码不能修改). */
export async function editRole(db: Kysely<Database>, user: SessionUser, id: string, raw: Record<string, unknown>): Promise<void> {
  const role = await roleForChange(db, user, id);
  const input = parseRoleInput({ ...raw, roleCode: raw.roleCode ?? role.role_code });
  if (input.roleCode !== role.role_code) throw badInput(ADMIN_TEXT.roleCodeChange);
  await db.updateTable('sys_role').set({ role_name: input.roleName, description: input.description, update_time: new Date() })
    .where('id', '=', id).where('tenant_id', '=', user.tenantId).execute();
}

/**
 * Deletes roles with their grants and user links. Nobody deletes a role they hold (they would
 * lose their own rights mid-session); a non-admin only roles within their own rights.
 */
export async function deleteRoles(db: Kysely<Database>, user: SessionUser, ids: string[]): Promise<number> {
  if (!ids.length) throw badInput('请选择要删除的角色');
  for (const id of ids) {
    await findRole(db, user, id);
    if (await holdsRole(db, user.id, id)) throw refused(ADMIN_TEXT.ownRoleDelete);
    await roleForChange(db, user, id, ADMIN_TEXT.ownRoleDelete);
  }
  const res = await db.deleteFrom('sys_role').where('id', 'in', ids).where('tenant_id', '=', user.tenantId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Every role of the tenant (queryall), by name. */
export async function allRoles(db: Kysely<Database>, tenantId: number): Promise<RoleWire[]> {
  const rows = await db.selectFrom('sys_role').selectAll().where('tenant_id', '=', tenantId).orderBy(sql`role_name`).orderBy('id').execute();
  return rows.map(toRoleWire);
}
