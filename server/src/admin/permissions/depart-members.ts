import { sql, type Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { managedDepartIds } from './access.js';
import { assertMembers } from './member-checks.js';
import { ADMIN_TEXT, badInput } from './texts.js';

/** Ids of the direct members of a department. */
export async function departMemberIds(db: Kysely<Database>, departId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('sys_user_depart').select('user_id').where('dep_id', '=', departId).execute();
  return new Set(rows.map((r) => r.user_id));
}

/**
 * Users a department manager may add beyond the ones they see: the tenant's users without any
 * department (new accounts) and the members of the departments they administer (我的部门).
 */
async function addableExtra(db: Kysely<Database>, user: SessionUser, userIds: string[]): Promise<Set<string>> {
  const managed = await managedDepartIds(db, user);
  const rows = await db.selectFrom('sys_user as u').select('u.id')
    .where('u.tenant_id', '=', user.tenantId).where('u.del_flag', '=', 0).where('u.id', 'in', userIds)
    .where((eb) => eb.or([
      eb.not(eb.exists(eb.selectFrom('sys_user_depart as x').select('x.user_id').whereRef('x.user_id', '=', 'u.id'))),
      ...(managed.length ? [eb.exists(eb.selectFrom('sys_user_depart as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id').where('m.dep_id', 'in', managed))] : []),
    ]))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Adds users to a department (JeecgBoot editSysDepartWithUser); a user without a current
 * department gets this one. Answers how many were added. The caller's access to the department
 * is checked by the route; here: users the caller may see or add, never the caller unless admin.
 */
export async function addDepartMembers(db: Kysely<Database>, user: SessionUser, departId: string, userIds: string[]): Promise<number> {
  await assertMembers(db, user, userIds, 'add', ADMIN_TEXT.ownDepart, await addableExtra(db, user, userIds));
  const depart = await db.selectFrom('sys_depart').select('org_code').where('id', '=', departId).executeTakeFirstOrThrow();
  const have = await departMemberIds(db, departId);
  const fresh = userIds.filter((id) => !have.has(id));
  if (!fresh.length) return 0;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sys_user_depart').values(fresh.map((user_id) => ({ user_id, dep_id: departId })))
      .onConflict((oc) => oc.columns(['user_id', 'dep_id']).doNothing()).execute();
    await trx.updateTable('sys_user').set({ org_code: depart.org_code }).where('id', 'in', fresh).where('org_code', 'is', null).execute();
  });
  return fresh.length;
}

/**
 * Removes users from a department (JeecgBoot deleteUserInDepart): their roles of that department
 * go too, and a user whose current department it was switches to another of theirs (or none).
 * Everyone named must be a member; nobody removes themselves.
 */
export async function removeDepartMembers(db: Kysely<Database>, user: SessionUser, departId: string, userIds: string[]): Promise<number> {
  const members = await departMemberIds(db, departId);
  if (userIds.some((id) => !members.has(id))) throw badInput(ADMIN_TEXT.notDepartMember);
  await assertMembers(db, user, userIds, 'remove', ADMIN_TEXT.ownDepart, members);
  const depart = await db.selectFrom('sys_depart').select('org_code').where('id', '=', departId).executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_depart_role_user').where('user_id', 'in', userIds)
      .where('drole_id', 'in', trx.selectFrom('sys_depart_role').select('id').where('depart_id', '=', departId)).execute();
    const res = await trx.deleteFrom('sys_user_depart').where('dep_id', '=', departId).where('user_id', 'in', userIds).executeTakeFirst();
    await trx.updateTable('sys_user').set({
      org_code: sql<string | null>`(SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
        WHERE ud.user_id = sys_user.id AND d.del_flag = 0 ORDER BY d.org_code LIMIT 1)`,
    }).where('id', 'in', userIds).where('org_code', '=', depart.org_code).execute();
    return Number(res.numDeletedRows);
  });
}
