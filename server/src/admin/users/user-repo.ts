import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import '../../db/sys-data-types.js';
import '../../db/users-tenants-types.js';
import type { Database } from '../../db/types.js';
import { newId } from '../../routes/fleet/manage-input.js';
import type { TargetUser } from './user-access.js';
import type { UserFields } from './user-input.js';

/**
 * Writes of the user calls (docs/admin-contract.md "Users, tenants, positions, address book").
 * Relations are always replaced within the caller's tenant only: roles and departments of other
 * tenants (a member's home tenant) are never touched.
 */

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Column values of the account fields. depart_ids (负责部门) is cleared for identity 1, set from
 * `manageDepartIds` for identity 2, and left as stored when `manageDepartIds` is undefined.
 */
function columns(f: UserFields, manageDepartIds: string[] | undefined) {
  const departIds = f.userIdentity === 1 ? null : manageDepartIds === undefined ? undefined : manageDepartIds.join(',') || null;
  return {
    realname: f.realname, sex: f.sex, birthday: f.birthday, phone: f.phone, email: f.email, work_no: f.workNo,
    telephone: f.telephone, status: f.status, post: f.post.length ? f.post.join(',') : null,
    user_identity: f.userIdentity, ...(departIds === undefined ? {} : { depart_ids: departIds }),
  };
}

/** Replaces the user's roles of `tenantId` by `roleIds`. */
async function replaceRoles(trx: Db, userId: string, tenantId: number, roleIds: string[]): Promise<void> {
  await trx.deleteFrom('sys_user_role').where('user_id', '=', userId)
    .where('role_id', 'in', (eb) => eb.selectFrom('sys_role').select('id').where('tenant_id', '=', tenantId)).execute();
  if (roleIds.length) await trx.insertInto('sys_user_role').values(roleIds.map((role_id) => ({ user_id: userId, role_id }))).execute();
}

/** Replaces the user's departments of `tenantId` by `departIds`. */
async function replaceDeparts(trx: Db, userId: string, tenantId: number, departIds: string[]): Promise<void> {
  await trx.deleteFrom('sys_user_depart').where('user_id', '=', userId)
    .where('dep_id', 'in', (eb) => eb.selectFrom('sys_depart').select('id').where('tenant_id', '=', tenantId)).execute();
  if (departIds.length) await trx.insertInto('sys_user_depart').values(departIds.map((dep_id) => ({ user_id: userId, dep_id }))).execute();
}

/** org_code of the first department of `departIds` (the user's current department), or null. */
async function firstOrgCode(trx: Db, departIds: string[]): Promise<string | null> {
  if (!departIds.length) return null;
  const row = await trx.selectFrom('sys_depart').select('org_code').where('id', 'in', departIds).orderBy('org_code').executeTakeFirst();
  return row?.org_code ?? null;
}

/** Input of createUser. */
export interface NewUser {
  username: string;
  passwordHash: string;
  fields: UserFields;
  roleIds: string[];
  departIds: string[];
  manageDepartIds: string[];
}

/** Inserts a user of the caller's tenant with roles and departments; answers the new id. */
export async function createUser(db: Kysely<Database>, caller: SessionUser, u: NewUser): Promise<string> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sys_user').values({
      id, tenant_id: caller.tenantId, username: u.username, password_hash: u.passwordHash, avatar: null,
      ...columns(u.fields, u.manageDepartIds), org_code: await firstOrgCode(trx, u.departIds), create_by: caller.username,
    }).execute();
    await replaceRoles(trx, id, caller.tenantId, u.roleIds);
    await replaceDeparts(trx, id, caller.tenantId, u.departIds);
  });
  return id;
}

/** Input of updateUser: null fields = a member from another tenant (relations only). */
export interface UserUpdate {
  fields: UserFields | null;
  roleIds?: string[];
  departIds?: string[];
  /** 负责部门; undefined keeps the stored ones */
  manageDepartIds?: string[];
}

/**
 * Updates a user: account fields (home users only), then the given relations of the caller's
 * tenant. A frozen status revokes the user's live tokens. The current department (org_code)
 * moves to one of the new departments when it left them.
 */
export async function updateUser(db: Kysely<Database>, caller: SessionUser, target: TargetUser, u: UserUpdate): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (u.fields) {
      await trx.updateTable('sys_user').set({ ...columns(u.fields, u.manageDepartIds), update_by: caller.username, update_time: new Date() })
        .where('id', '=', target.id).execute();
      if (u.fields.status === 2) await revokeTokens(trx, [target.id]);
    }
    if (u.roleIds) await replaceRoles(trx, target.id, caller.tenantId, u.roleIds);
    if (u.departIds) {
      await replaceDeparts(trx, target.id, caller.tenantId, u.departIds);
      if (!u.fields) return;
      const current = await trx.selectFrom('sys_user as u').innerJoin('sys_user_depart as ud', 'ud.user_id', 'u.id')
        .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id').select('d.id')
        .where('u.id', '=', target.id).whereRef('d.org_code', '=', 'u.org_code').where('d.tenant_id', '=', caller.tenantId).executeTakeFirst();
      if (!current) await trx.updateTable('sys_user').set({ org_code: await firstOrgCode(trx, u.departIds) }).where('id', '=', target.id).execute();
    }
  });
}

/** Revokes every live token of the users (they land on the login page at their next call). */
export async function revokeTokens(db: Db, userIds: string[], keepTokenHash?: string): Promise<number> {
  if (!userIds.length) return 0;
  let q = db.updateTable('sys_token').set({ revoked_at: new Date() }).where('user_id', 'in', userIds).where('revoked_at', 'is', null);
  if (keepTokenHash) q = q.where('token_hash', '<>', keepTokenHash);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Deletes users as the caller's tenant sees them: a home user is soft-deleted (del_flag 1, the
 * JeecgBoot recycle bin; tokens revoked; the username stays taken); a member from another
 * tenant leaves this tenant (membership, roles and departments of this tenant removed).
 */
export async function deleteUsers(db: Kysely<Database>, caller: SessionUser, targets: TargetUser[]): Promise<void> {
  const home = targets.filter((t) => t.tenantId === caller.tenantId).map((t) => t.id);
  const guests = targets.filter((t) => t.tenantId !== caller.tenantId).map((t) => t.id);
  await db.transaction().execute(async (trx) => {
    if (home.length) {
      await trx.updateTable('sys_user').set({ del_flag: 1, update_by: caller.username, update_time: new Date() }).where('id', 'in', home).execute();
      await revokeTokens(trx, home);
    }
    for (const id of guests) await leaveTenant(trx, id, caller.tenantId);
  });
}

/** Removes a user's membership of `tenantId` with their roles and departments there. */
export async function leaveTenant(trx: Db, userId: string, tenantId: number): Promise<void> {
  await trx.deleteFrom('sys_user_tenant').where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
  await replaceRoles(trx, userId, tenantId, []);
  await replaceDeparts(trx, userId, tenantId, []);
  await trx.deleteFrom('sys_depart_role_user').where('user_id', '=', userId)
    .where('drole_id', 'in', (eb) => eb.selectFrom('sys_depart_role').select('id').where('tenant_id', '=', tenantId)).execute();
}

/** Sets the status of home users (1 正常, 2 冻结); freezing revokes their live tokens. */
export async function setUserStatus(db: Kysely<Database>, caller: SessionUser, ids: string[], status: 1 | 2): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sys_user').set({ status, update_by: caller.username, update_time: new Date() }).where('id', 'in', ids).execute();
    if (status === 2) await revokeTokens(trx, ids);
  });
}

/** Stores a new password hash and revokes the user's live tokens (but `keepTokenHash`). */
export async function setPassword(db: Kysely<Database>, caller: SessionUser, userId: string, hash: string, keepTokenHash?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sys_user').set({ password_hash: hash, update_by: caller.username, update_time: new Date() }).where('id', '=', userId).execute();
    await revokeTokens(trx, [userId], keepTokenHash);
  });
}

/**
 * Inserts many users of the caller's tenant in one transaction (the xlsx import), 500 rows per
 * statement; the current department is the first of each user's departments by org code.
 */
export async function insertUsers(db: Kysely<Database>, caller: SessionUser, users: NewUser[]): Promise<void> {
  if (!users.length) return;
  const departIds = [...new Set(users.flatMap((u) => u.departIds))];
  const orgCodes = new Map(departIds.length
    ? (await db.selectFrom('sys_depart').select(['id', 'org_code']).where('id', 'in', departIds).execute()).map((d) => [d.id, d.org_code])
    : []);
  const rows = users.map((u) => ({ id: newId(), u }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      await trx.insertInto('sys_user').values(chunk.map(({ id, u }) => ({
        id, tenant_id: caller.tenantId, username: u.username, password_hash: u.passwordHash, avatar: null,
        ...columns(u.fields, []), org_code: u.departIds.map((d) => orgCodes.get(d) ?? '').filter(Boolean).sort()[0] ?? null,
        create_by: caller.username,
      }))).execute();
      const roles = chunk.flatMap(({ id, u }) => u.roleIds.map((role_id) => ({ user_id: id, role_id })));
      if (roles.length) await trx.insertInto('sys_user_role').values(roles).execute();
      const departs = chunk.flatMap(({ id, u }) => u.departIds.map((dep_id) => ({ user_id: id, dep_id })));
      if (departs.length) await trx.insertInto('sys_user_depart').values(departs).execute();
    }
  });
}
