import { sql, type Kysely, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/sys-data-types.js';
import '../../db/users-tenants-types.js';
import type { Database } from '../../db/types.js';
import { applyListFilters, applySort, pageOf, type FieldMap, type ListQueryInput, type Page } from '../../query/list-query.js';
import { inList, userVisible } from '../../routes/sys/scope-sql.js';

/** One person of the address book (通讯录), read-only. */
export interface AddressBookEntry {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  workNo: string | null;
  /** position codes, comma-joined */
  post: string | null;
  /** position names of the tenant, comma-joined in `post` order */
  postText: string;
  telephone: string | null;
  phone: string | null;
  email: string | null;
  /** names of the user's departments of the tenant, comma-joined */
  departName: string;
}

/** Filter / sort allow-list of the address book. */
export const ADDRESS_FIELDS: FieldMap = {
  realname: { column: 'u.realname', type: 'string' },
  username: { column: 'u.username', type: 'string' },
  workNo: { column: 'u.work_no', type: 'string' },
  phone: { column: 'u.phone', type: 'string' },
  email: { column: 'u.email', type: 'string' },
  telephone: { column: 'u.telephone', type: 'string' },
  createTime: { column: 'u.create_time', type: 'datetime' },
};

/**
 * A page of the caller's visible users (userVisible: tenant and department scope), limited to
 * members of `departIds` when given (the chosen department with its descendants, already
 * scoped), filtered and sorted by ADDRESS_FIELDS.
 */
export async function findAddressPage(db: Kysely<Database>, user: SessionUser, input: ListQueryInput, departIds?: string[]): Promise<Page<AddressBookEntry>> {
  let q = db.selectFrom('sys_user as u')
    .select(['u.id', 'u.username', 'u.realname', 'u.avatar', 'u.work_no', 'u.post', 'u.telephone', 'u.phone', 'u.email'])
    .select(sql<string | null>`(SELECT string_agg(d.depart_name, ',' ORDER BY d.depart_order, d.org_code)
      FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id = u.id AND d.del_flag = 0 AND d.tenant_id = ${user.tenantId})`.as('depart_names'))
    .select(sql<string | null>`(SELECT string_agg(p.name, ',' ORDER BY array_position(string_to_array(u.post, ','), p.code::text))
      FROM sys_position p WHERE p.tenant_id = ${user.tenantId} AND p.code = ANY (string_to_array(u.post, ',')))`.as('post_names'))
    .where(userVisible(user, 'u'));
  if (departIds) {
    q = q.where(sql<SqlBool>`EXISTS (SELECT 1 FROM sys_user_depart f WHERE f.user_id = u.id AND ${inList('f.dep_id', departIds)})`);
  }
  const sorted = applySort(applyListFilters(q, input, ADDRESS_FIELDS), input, ADDRESS_FIELDS, 'u.id');
  return pageOf(db, sorted, input, (r) => ({
    id: r.id, username: r.username, realname: r.realname, avatar: r.avatar, workNo: r.work_no, post: r.post,
    postText: r.post_names ?? '', telephone: r.telephone, phone: r.phone, email: r.email, departName: r.depart_names ?? '',
  }));
}
