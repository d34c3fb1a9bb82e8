import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { loadTenantDeparts, withDescendants } from '../../auth/departments.js';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/sys-data-types.js';
import '../../db/users-tenants-types.js';
import type { Database } from '../../db/types.js';
import { applyListFilters, applySort, pageOf, type FieldMap, type ListQueryInput, type Page } from '../../query/list-query.js';
import { dictTextMaps } from './dict-repo.js';
import { inList, userVisible } from './scope-sql.js';

/** A user as the pickers read it (widgets-spec §3 "User row (picker)"); never a password hash. */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  sex_dictText: string;
  phone: string | null;
  email: string | null;
  /** 'YYYY-MM-DD' */
  birthday: string | null;
  orgCode: string | null;
  /** names of the user's departments, comma-joined */
  orgCodeTxt: string;
  status: number;
  status_dictText: string;
  /** position codes, comma-joined */
  post: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' China time */
  createTime: string;
  /** 工号 (migration 010) */
  workNo: string | null;
  /** 座机 (migration 010) */
  telephone: string | null;
  /** the user's home tenant (another than the caller's: a member through sys_user_tenant) */
  tenantId: number;
}

/** Filter / sort / advanced-query allow-list of the user lists. */
export const USER_FIELDS: FieldMap = {
  id: { column: 'u.id', type: 'string' },
  username: { column: 'u.username', type: 'string' },
  realname: { column: 'u.realname', type: 'string' },
  sex: { column: 'u.sex', type: 'number', dictCode: 'sex' },
  phone: { column: 'u.phone', type: 'string' },
  email: { column: 'u.email', type: 'string' },
  birthday: { column: 'u.birthday', type: 'date' },
  status: { column: 'u.status', type: 'number', dictCode: 'user_status' },
  orgCode: { column: 'u.org_code', type: 'string' },
  post: { column: 'u.post', type: 'string' },
  createTime: { column: 'u.create_time', type: 'datetime' },
  workNo: { column: 'u.work_no', type: 'string' },
  telephone: { column: 'u.telephone', type: 'string' },
};

/** Fields whose plain value without rule markers matches as "contains". */
export const USER_LIKE_FIELDS = ['username', 'realname'];

/**
 * The visible users (userVisible) with the wire columns; `departIds` (already expanded and
 * scoped) limits to members of those departments.
 */
function usersQuery(db: Kysely<Database>, user: SessionUser, departIds?: string[]) {
  let q = db.selectFrom('sys_user as u')
    .select(['u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone', 'u.email', 'u.org_code', 'u.status', 'u.post', 'u.work_no', 'u.telephone', 'u.tenant_id'])
    .select(sql<string | null>`to_char(u.birthday, 'YYYY-MM-DD')`.as('birthday_text'))
    .select(sql<string>`to_char(u.create_time AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`.as('create_text'))
    .select(sql<string | null>`(SELECT string_agg(d.depart_name, ',' ORDER BY d.depart_order, d.org_code)
      FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id WHERE ud.user_id = u.id AND d.del_flag = 0)`.as('depart_names'))
    .where(userVisible(user, 'u'));
  if (departIds) {
    q = q.where(sql<SqlBool>`EXISTS (SELECT 1 FROM sys_user_depart f WHERE f.user_id = u.id AND ${inList('f.dep_id', departIds)})`);
  }
  return q;
}

type UserRow = Awaited<ReturnType<ReturnType<typeof usersQuery>['execute']>>[number];

async function wireMapper(db: Kysely<Database>, tenantId: number): Promise<(r: UserRow) => PickerUser> {
  const dict = await dictTextMaps(db, tenantId, ['sex', 'user_status']);
  return (r) => ({
    id: r.id, username: r.username, realname: r.realname, sex: r.sex,
    sex_dictText: r.sex === null ? '' : dict.sex.get(String(r.sex)) ?? '',
    phone: r.phone, email: r.email, birthday: r.birthday_text, orgCode: r.org_code, orgCodeTxt: r.depart_names ?? '',
    status: r.status, status_dictText: dict.user_status.get(String(r.status)) ?? '', post: r.post, createTime: r.create_text,
    workNo: r.work_no, telephone: r.telephone, tenantId: r.tenant_id,
  });
}

/**
 * Department ids of a departId filter: each given department and its descendants, kept only
 * where the caller may see them (an out-of-scope department simply matches nobody).
 */
export async function expandDeparts(db: Kysely<Database>, user: SessionUser, ids: string[]): Promise<string[]> {
  const all = await loadTenantDeparts(db, user.tenantId);
  const visible = new Set(user.visibleDepartIds);
  return withDescendants(all, ids).filter((id) => visible.has(id));
}

/**
 * A page of visible users filtered by `input` (USER_FIELDS), optional departments and an optional
 * server-built condition over alias `u` (e.g. the data rules of 用户管理).
 */
export async function findUserPage(
  db: Kysely<Database>, user: SessionUser, input: ListQueryInput, departIds?: string[], extra?: RawBuilder<SqlBool> | null,
): Promise<Page<PickerUser>> {
  const base = extra ? usersQuery(db, user, departIds).where(extra) : usersQuery(db, user, departIds);
  const q = applySort(applyListFilters(base, input, USER_FIELDS), input, USER_FIELDS, 'u.id');
  return pageOf(db, q, input, await wireMapper(db, user.tenantId));
}

/** Visible users whose `field` (username or id) is one of `values`, in the order of `values`. */
export async function findUsersBy(db: Kysely<Database>, user: SessionUser, field: 'username' | 'id', values: string[]): Promise<PickerUser[]> {
  if (!values.length) return [];
  const rows = await usersQuery(db, user).where(field === 'id' ? 'u.id' : 'u.username', 'in', values).execute();
  const map = await wireMapper(db, user.tenantId);
  const order = new Map(values.map((v, i) => [v, i]));
  return rows.map(map).sort((a, b) => (order.get(a[field]) ?? 0) - (order.get(b[field]) ?? 0));
}

/** Visible direct members of one department, by username. */
export async function findDepartMembers(db: Kysely<Database>, user: SessionUser, departId: string): Promise<PickerUser[]> {
  const rows = await usersQuery(db, user, [departId]).orderBy('u.username').limit(5000).execute();
  return rows.map(await wireMapper(db, user.tenantId));
}
