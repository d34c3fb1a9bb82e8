import { sql, type Kysely } from 'kysely';
import '../../db/permission-types.js';
import '../../db/sys-data-types.js';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/users-tenants-types.js';
import type { Database } from '../../db/types.js';
import { userVisible } from '../../routes/sys/scope-sql.js';
import { USER_TEXT as T, bad, missing, refuse } from './texts.js';

/**
 * Who may act on which user (issue 5 "a user cannot raise their own rights"; docs/admin-contract.md
 * "Users, tenants, positions, address book"):
 * - the target must be visible to the caller (tenant: home or member; departments in scope);
 * - a caller without the admin role acts only on users whose roles (in this tenant) they hold
 *   themselves, and adds or removes only roles they hold;
 * - nobody changes their own roles;
 * - a member from another home tenant (a guest) keeps their account there: here only their roles
 *   and departments of this tenant change.
 */

/** A user as the write calls check it. */
export interface TargetUser {
  id: string;
  username: string;
  /** home tenant */
  tenantId: number;
  status: number;
  /** role ids of the caller's tenant */
  roleIds: string[];
  /** department ids of the caller's tenant */
  departIds: string[];
}

/** Role ids the caller holds in their current tenant. */
export async function callerRoleIds(db: Kysely<Database>, caller: SessionUser): Promise<string[]> {
  const rows = await db.selectFrom('sys_user_role as ur').innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('r.id').where('ur.user_id', '=', caller.id).where('r.tenant_id', '=', caller.tenantId).execute();
  return rows.map((r) => r.id);
}

/**
 * Loads the visible users `ids` with their roles and departments of the caller's tenant.
 * @throws 404 用户不存在 when one of them is not visible to the caller.
 */
export async function loadTargets(db: Kysely<Database>, caller: SessionUser, ids: string[]): Promise<TargetUser[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('sys_user as u').select(['u.id', 'u.username', 'u.tenant_id', 'u.status'])
    .where('u.id', 'in', ids).where(userVisible(caller, 'u')).execute();
  if (rows.length !== ids.length) throw missing(T.userNotFound);
  const [roles, departs] = await Promise.all([
    db.selectFrom('sys_user_role as ur').innerJoin('sys_role as r', 'r.id', 'ur.role_id').select(['ur.user_id', 'r.id'])
      .where('ur.user_id', 'in', ids).where('r.tenant_id', '=', caller.tenantId).execute(),
    db.selectFrom('sys_user_depart as ud').innerJoin('sys_depart as d', 'd.id', 'ud.dep_id').select(['ud.user_id', 'd.id'])
      .where('ud.user_id', 'in', ids).where('d.tenant_id', '=', caller.tenantId).execute(),
  ]);
  return rows.map((r) => ({
    id: r.id, username: r.username, tenantId: r.tenant_id, status: r.status,
    roleIds: roles.filter((x) => x.user_id === r.id).map((x) => x.id),
    departIds: departs.filter((x) => x.user_id === r.id).map((x) => x.id),
  }));
}

/** True when the target's home tenant is not the caller's current tenant (a member from elsewhere). */
export function isGuest(caller: SessionUser, target: TargetUser): boolean {
  return target.tenantId !== caller.tenantId;
}

/**
 * Refuses (403) acting on a target holding a role the caller (without the admin role) does not
 * hold: otherwise resetting an administrator's password would raise the caller's rights.
 */
export function assertOutranks(caller: SessionUser, held: string[], target: TargetUser): void {
  if (caller.isAdmin) return;
  if (target.roleIds.some((r) => !held.includes(r))) throw refuse(T.targetOutranks);
}

/**
 * Checks a new role set of `target` (null: a new user): every id a role of the tenant (400), no
 * change of the caller's own roles (403 不能修改自己的角色), and without the admin role only roles
 * the caller holds may be added or removed (403 不能授予自己没有的角色).
 */
export async function checkRoleChange(
  db: Kysely<Database>, caller: SessionUser, held: string[], target: TargetUser | null, roleIds: string[],
): Promise<void> {
  if (roleIds.length) {
    const found = await db.selectFrom('sys_role').select('id').where('tenant_id', '=', caller.tenantId).where('id', 'in', roleIds).execute();
    if (found.length !== roleIds.length) throw bad(T.unknownRole);
  }
  const before = new Set(target?.roleIds ?? []);
  const after = new Set(roleIds);
  const changed = [...after].filter((r) => !before.has(r)).concat([...before].filter((r) => !after.has(r)));
  if (!changed.length) return;
  if (target && target.id === caller.id) throw refuse(T.ownRoles);
  if (!caller.isAdmin && changed.some((r) => !held.includes(r))) throw refuse(T.grantNotHeld);
}

/**
 * The department set after an add / edit: `chosen` must all be departments the caller may see
 * (400 otherwise); departments of the target the caller cannot see are kept. A caller without
 * the admin role must leave the user in at least one of their departments (else nobody of
 * their scope could see the user again).
 */
export function nextDeparts(caller: SessionUser, target: TargetUser | null, chosen: string[]): string[] {
  const visible = new Set(caller.visibleDepartIds);
  if (chosen.some((d) => !visible.has(d))) throw bad(T.unknownDepart);
  if (!caller.isAdmin && !chosen.length) throw bad(T.departRequired);
  const hidden = (target?.departIds ?? []).filter((d) => !visible.has(d));
  return [...new Set([...hidden, ...chosen])];
}

/** Position codes must exist in the tenant (400 职务不存在). */
export async function checkPositions(db: Kysely<Database>, tenantId: number, codes: string[]): Promise<void> {
  if (!codes.length) return;
  const found = await db.selectFrom('sys_position').select('code').where('tenant_id', '=', tenantId).where('code', 'in', codes).execute();
  if (found.length !== codes.length) throw bad(T.unknownPosition);
}

/**
 * Refuses (400) a username taken by any user (deleted ones included: sys_user.username is
 * unique), and a phone, e-mail or work number taken by another live user of the tenant.
 */
export async function checkUnique(
  db: Kysely<Database>, tenantId: number, values: { username?: string; phone: string | null; email: string | null; workNo: string | null }, exceptId?: string,
): Promise<void> {
  if (values.username) {
    const taken = await db.selectFrom('sys_user').select('id').where('username', '=', values.username).executeTakeFirst();
    if (taken) throw bad(T.usernameTaken);
  }
  const checks: [keyof Database['sys_user'] & ('phone' | 'email' | 'work_no'), string | null, string][] = [
    ['phone', values.phone, T.phoneTaken], ['email', values.email, T.emailTaken], ['work_no', values.workNo, T.workNoTaken],
  ];
  for (const [column, value, message] of checks) {
    if (value === null) continue;
    let q = db.selectFrom('sys_user').select('id').where('tenant_id', '=', tenantId).where('del_flag', '=', 0).where(column, '=', value);
    if (exceptId) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst()) throw bad(message);
  }
}

/**
 * The stored account fields of a user as an edit body (wire names), so that an edit keeps what
 * its body leaves out (JeecgBoot updates only the fields it is sent).
 */
export async function storedFields(db: Kysely<Database>, id: string): Promise<Record<string, unknown>> {
  const u = await db.selectFrom('sys_user')
    .select(['realname', 'sex', 'phone', 'email', 'work_no', 'telephone', 'status', 'post', 'user_identity'])
    .select(sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday_text'))
    .where('id', '=', id).executeTakeFirstOrThrow();
  return {
    realname: u.realname, sex: u.sex, birthday: u.birthday_text, phone: u.phone, email: u.email, workNo: u.work_no,
    telephone: u.telephone, status: u.status, post: u.post, userIdentity: u.user_identity,
  };
}
