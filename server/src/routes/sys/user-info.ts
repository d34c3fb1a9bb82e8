import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** userInfo of the login and selectDepart answers (docs/contracts.md). */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  orgCode: string | null;
  orgCodeTxt: string | null;
  tenantId: number;
  phone: string | null;
  email: string | null;
  sex: number | null;
  status: number;
}

/** A department of the user: `{id, orgCode, departName, parentId}`. */
export interface UserDepart {
  id: string;
  orgCode: string;
  departName: string;
  parentId: string | null;
}

/** Loads userInfo of a live user (orgCodeTxt = name of the current department); null if absent. */
export async function loadUserInfo(db: Kysely<Database>, userId: string): Promise<UserInfo | null> {
  const u = await db.selectFrom('sys_user as u')
    .leftJoin('sys_depart as d', (j) => j.onRef('d.org_code', '=', 'u.org_code').onRef('d.tenant_id', '=', 'u.tenant_id'))
    .select(['u.id', 'u.username', 'u.realname', 'u.avatar', 'u.org_code', 'd.depart_name', 'u.tenant_id', 'u.phone', 'u.email', 'u.sex', 'u.status'])
    .where('u.id', '=', userId).where('u.del_flag', '=', 0)
    .executeTakeFirst();
  if (!u) return null;
  return {
    id: u.id, username: u.username, realname: u.realname, avatar: u.avatar, orgCode: u.org_code,
    orgCodeTxt: u.depart_name ?? null, tenantId: u.tenant_id, phone: u.phone, email: u.email, sex: u.sex, status: u.status,
  };
}

/** The departments a user belongs to (sys_user_depart), ordered by org code. */
export async function loadUserDeparts(db: Kysely<Database>, userId: string): Promise<UserDepart[]> {
  const rows = await db.selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select(['d.id', 'd.org_code', 'd.depart_name', 'd.parent_id'])
    .where('ud.user_id', '=', userId).where('d.del_flag', '=', 0)
    .orderBy('d.org_code')
    .execute();
  return rows.map((r) => ({ id: r.id, orgCode: r.org_code, departName: r.depart_name, parentId: r.parent_id }));
}
