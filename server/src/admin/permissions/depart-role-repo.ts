import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { isUniqueViolation, newId } from '../../routes/fleet/manage-input.js';
import { chinaTimeText } from '../../routes/ops/wire.js';
import type { FieldMap } from '../../query/list-query.js';
import { assertDepartAccess } from './access.js';
import { assertHolds, departRolePermissionIds, heldPermissionIds, holdsDepartRole } from './grants.js';
import { ADMIN_PERMS } from './perms.js';
import { parseRoleInput } from './role-repo.js';
import { ADMIN_TEXT, badInput, notFound, refused } from './texts.js';

/** A department role on the wire (JeecgBoot SysDepartRole). */
export interface DepartRoleWire {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string | null;
  updateTime: string | null;
}

/** Filter / sort allow-list of GET /sys/sysDepartRole/list (alias dr). */
export const DEPART_ROLE_FIELDS: FieldMap = {
  roleName: { column: 'dr.role_name', type: 'string' },
  roleCode: { column: 'dr.role_code', type: 'string' },
  description: { column: 'dr.description', type: 'string' },
  createTime: { column: 'dr.create_time', type: 'datetime' },
};

type DepartRoleRow = Awaited<ReturnType<typeof findDepartRole>>;

/** A department role of the caller's tenant (404 otherwise). */
export async function findDepartRole(db: Kysely<Database>, user: SessionUser, id: string) {
  const row = await db.selectFrom('sys_depart_role').selectAll().where('id', '=', id).where('tenant_id', '=', user.tenantId).executeTakeFirst();
  if (!row) throw notFound(ADMIN_TEXT.departRoleNotFound);
  return row;
}

/** The wire form of a department role row. */
export function toDepartRoleWire(r: DepartRoleRow): DepartRoleWire {
  return {
    id: r.id, departId: r.depart_id, roleName: r.role_name, roleCode: r.role_code, description: r.description,
    createTime: chinaTimeText(r.create_time), updateTime: chinaTimeText(r.update_time),
  };
}

/**
 * A department role the caller may change: they may manage its department (部门管理 edit button
 * on a visible department, or 我的部门 on a department they administer); a non-admin neither
 * holds it nor lacks any of its rights.
 */
export async function departRoleForChange(db: Kysely<Database>, user: SessionUser, id: string): Promise<DepartRoleRow> {
  const role = await findDepartRole(db, user, id);
  await assertDepartAccess(db, user, role.depart_id, ADMIN_PERMS.departEdit);
  if (!user.isAdmin) {
    if (await holdsDepartRole(db, user.id, id)) throw refused(ADMIN_TEXT.ownDepart);
    assertHolds(user, await heldPermissionIds(db, user), await departRolePermissionIds(db, id), ADMIN_TEXT.roleExceeds);
  }
  return role;
}

/** Adds a role to a department (code unique within the department); answers its id. */
export async function addDepartRole(db: Kysely<Database>, user: SessionUser, raw: Record<string, unknown>): Promise<string> {
  const departId = typeof raw.departId === 'string' ? raw.departId.trim() : '';
  if (!departId) throw badInput('部门不能为空');
  await assertDepartAccess(db, user, departId, ADMIN_PERMS.departEdit);
  const input = parseRoleInput(raw);
  const id = newId();
  try {
    await db.insertInto('sys_depart_role').values({
      id, tenant_id: user.tenantId, depart_id: departId, role_name: input.roleName, role_code: input.roleCode,
      description: input.description, create_by: user.username,
    }).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw badInput(ADMIN_TEXT.departRoleCodeTaken);
    throw err;
  }
  return id;
}

/** Edits a department role's name, code and description. */
export async function editDepartRole(db: Kysely<Database>, user: SessionUser, id: string, raw: Record<string, unknown>): Promise<void> {
  await departRoleForChange(db, user, id);
  const input = parseRoleInput(raw);
  try {
    await db.updateTable('sys_depart_role').set({
      role_name: input.roleName, role_code: input.roleCode, description: input.description, update_by: user.username, update_time: new Date(),
    }).where('id', '=', id).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw badInput(ADMIN_TEXT.departRoleCodeTaken);
    throw err;
  }
}

/** Deletes department roles (their users and grants go with them). */
export async function deleteDepartRoles(db: Kysely<Database>, user: SessionUser, ids: string[]): Promise<number> {
  if (!ids.length) throw badInput('请选择要删除的部门角色');
  for (const id of ids) await departRoleForChange(db, user, id);
  const res = await db.deleteFrom('sys_depart_role').where('id', 'in', ids).where('tenant_id', '=', user.tenantId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Sets which roles of one department a user holds (JeecgBoot deptRoleUserAdd {userId, newRoleId,
 * oldRoleId}: the ids now chosen and the ids the editor started from). Every role must be of the
 * same department, the user a member of it; a non-admin cannot change their own roles nor hand out
 * a role carrying rights they lack. Answers the number of roles added and removed.
 */
export async function setUserDepartRoles(
  db: Kysely<Database>, user: SessionUser, userId: string, next: string[], last: string[],
): Promise<{ added: number; removed: number }> {
  const ids = [...new Set([...next, ...last])];
  if (!ids.length) return { added: 0, removed: 0 };
  const roles = await db.selectFrom('sys_depart_role').select(['id', 'depart_id']).where('id', 'in', ids).where('tenant_id', '=', user.tenantId).execute();
  if (roles.length !== ids.length) throw notFound(ADMIN_TEXT.departRoleNotFound);
  const departs = new Set(roles.map((r) => r.depart_id));
  if (departs.size !== 1) throw badInput('部门角色必须属于同一个部门');
  const departId = roles[0].depart_id;
  await assertDepartAccess(db, user, departId, ADMIN_PERMS.departEdit);
  if (userId === user.id && !user.isAdmin) throw refused(ADMIN_TEXT.ownDepart);
  const member = await db.selectFrom('sys_user_depart').select('user_id').where('user_id', '=', userId).where('dep_id', '=', departId).executeTakeFirst();
  if (!member) throw badInput(ADMIN_TEXT.notDepartMember);
  const current = new Set((await db.selectFrom('sys_depart_role_user').select('drole_id').where('user_id', '=', userId).where('drole_id', 'in', ids).execute()).map((r) => r.drole_id));
  const add = next.filter((id) => !last.includes(id) && !current.has(id));
  const remove = last.filter((id) => !next.includes(id) && current.has(id));
  if (!user.isAdmin) {
    const held = await heldPermissionIds(db, user);
    for (const id of [...add, ...remove]) assertHolds(user, held, await departRolePermissionIds(db, id), ADMIN_TEXT.cannotGrant);
  }
  await db.transaction().execute(async (trx) => {
    if (remove.length) await trx.deleteFrom('sys_depart_role_user').where('user_id', '=', userId).where('drole_id', 'in', remove).execute();
    if (add.length) {
      await trx.insertInto('sys_depart_role_user').values(add.map((drole_id) => ({ user_id: userId, drole_id })))
        .onConflict((oc) => oc.columns(['user_id', 'drole_id']).doNothing()).execute();
    }
  });
  return { added: add.length, removed: remove.length };
}
