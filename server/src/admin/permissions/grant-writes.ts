import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { assertHolds, heldPermissionIds } from './grants.js';
import { idList } from './input.js';
import { badInput } from './texts.js';

/** What a save of a grant tree changes. */
export interface GrantChange {
  add: string[];
  remove: string[];
}

/**
 * The change of a JeecgBoot authorisation save {permissionIds, lastpermissionIds}: ids checked
 * now minus the ids the editor started from are added, the reverse removed (so two editors do
 * not undo each other's unrelated changes). Without `last` the editor started from `current`.
 * Adds already granted and removes not granted are dropped.
 */
export function grantChange(current: readonly string[], next: readonly string[], last: readonly string[] | null): GrantChange {
  const base = new Set(last ?? current);
  const now = new Set(next);
  const have = new Set(current);
  return {
    add: [...now].filter((id) => !base.has(id) && !have.has(id)),
    remove: [...base].filter((id) => !now.has(id) && have.has(id)),
  };
}

/** The requested ids of a save body, each an existing live permission row (400 otherwise). */
export async function requestedChange(db: Kysely<Database>, body: Record<string, unknown>, current: readonly string[]): Promise<GrantChange> {
  const next = idList(body.permissionIds, '菜单权限');
  const last = body.lastpermissionIds === undefined || body.lastpermissionIds === null ? null : idList(body.lastpermissionIds, '菜单权限');
  if (next.length) {
    const live = await db.selectFrom('sys_permission').select('id').where('id', 'in', next).where('del_flag', '=', 0).execute();
    if (live.length !== next.length) throw badInput('所选菜单不存在或已删除');
  }
  return grantChange(current, next, last);
}

/** Refuses (403) a non-admin whose change touches a permission they do not hold. */
export async function assertChangeHeld(db: Kysely<Database>, user: SessionUser, change: GrantChange): Promise<void> {
  if (user.isAdmin || (!change.add.length && !change.remove.length)) return;
  assertHolds(user, await heldPermissionIds(db, user), [...change.add, ...change.remove]);
}

/** Applies a change to a role's grants (sys_role_permission); kept rows keep their data rules. */
export async function applyRoleGrants(db: Kysely<Database>, roleId: string, change: GrantChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (change.remove.length) await trx.deleteFrom('sys_role_permission').where('role_id', '=', roleId).where('permission_id', 'in', change.remove).execute();
    if (change.add.length) {
      await trx.insertInto('sys_role_permission').values(change.add.map((permission_id) => ({ role_id: roleId, permission_id })))
        .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing()).execute();
    }
  });
}

/** Applies a change to a department role's grants (sys_depart_role_permission). */
export async function applyDepartRoleGrants(db: Kysely<Database>, roleId: string, change: GrantChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (change.remove.length) await trx.deleteFrom('sys_depart_role_permission').where('role_id', '=', roleId).where('permission_id', 'in', change.remove).execute();
    if (change.add.length) {
      await trx.insertInto('sys_depart_role_permission').values(change.add.map((permission_id) => ({ role_id: roleId, permission_id })))
        .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing()).execute();
    }
  });
}

/**
 * Applies a change to a department's permissions (sys_depart_permission); what the department
 * loses, its department roles lose too (a department role never exceeds its department).
 */
export async function applyDepartGrants(db: Kysely<Database>, departId: string, change: GrantChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (change.remove.length) {
      await trx.deleteFrom('sys_depart_permission').where('depart_id', '=', departId).where('permission_id', 'in', change.remove).execute();
      await trx.deleteFrom('sys_depart_role_permission').where('permission_id', 'in', change.remove)
        .where('role_id', 'in', trx.selectFrom('sys_depart_role').select('id').where('depart_id', '=', departId)).execute();
    }
    if (change.add.length) {
      await trx.insertInto('sys_depart_permission').values(change.add.map((permission_id) => ({ depart_id: departId, permission_id })))
        .onConflict((oc) => oc.columns(['depart_id', 'permission_id']).doNothing()).execute();
    }
  });
}
