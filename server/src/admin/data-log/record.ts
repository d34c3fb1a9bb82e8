import { sql, type Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/dicts-messages-types.js';
import '../../db/sys-data-types.js';
import '../../db/users-tenants-types.js';
import type { Database } from '../../db/types.js';
import { isUniqueViolation, newId } from '../../routes/fleet/manage-input.js';

/** Tables whose records keep versions in sys_data_log, with their display names. */
export const DATA_LOG_TABLES: Readonly<Record<string, string>> = { demo: '组件示例', sys_user: '用户' };

/** Largest stored content (characters of JSON); bigger field values are cut. */
export const MAX_DATA_LOG_CONTENT = 200_000;
const MAX_FIELD = 20_000;

/** A record as a JSON object text of plain values (long texts cut to 20,000 characters, nested values as JSON). */
function contentText(content: Record<string, unknown>): string {
  const flat: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(content)) {
    if (v === undefined) continue;
    if (v === null || typeof v === 'number' || typeof v === 'boolean') flat[k] = v;
    else if (v instanceof Date) flat[k] = v.toISOString();
    else flat[k] = (typeof v === 'string' ? v : JSON.stringify(v)).slice(0, MAX_FIELD);
  }
  return JSON.stringify(flat).slice(0, MAX_DATA_LOG_CONTENT);
}

/**
 * Stores the next version (1, 2, …) of record `dataId` of `table` for the user's tenant
 * (JeecgBoot sys_data_log; issue 5 数据日志). The version is taken as max + 1 in one INSERT …
 * SELECT and retried when a concurrent writer took it first. Answers the version.
 * @throws Error when `table` is not in DATA_LOG_TABLES (a programming error).
 */
export async function recordDataLog(
  db: Kysely<Database>, entry: { table: string; dataId: string; content: Record<string, unknown>; user: SessionUser },
): Promise<number> {
  if (!Object.prototype.hasOwnProperty.call(DATA_LOG_TABLES, entry.table)) throw new Error(`recordDataLog: table ${entry.table} is not logged`);
  const text = contentText(entry.content);
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await sql<{ data_version: number }>`
        INSERT INTO sys_data_log (id, tenant_id, data_table, data_id, data_version, data_content, create_by)
        SELECT ${newId()}, ${entry.user.tenantId}, ${entry.table}, ${entry.dataId}, COALESCE(MAX(data_version), 0) + 1, ${text}, ${entry.user.username}
        FROM sys_data_log WHERE tenant_id = ${entry.user.tenantId} AND data_table = ${entry.table} AND data_id = ${entry.dataId}
        RETURNING data_version
      `.execute(db);
      return Number(row.rows[0].data_version);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/**
 * Records a version of user `userId` (profile fields, roles and departments — never the password
 * hash) after /sys/user/add or /sys/user/edit.
 */
export async function recordUserDataLog(db: Kysely<Database>, caller: SessionUser, userId: string): Promise<void> {
  const u = await db.selectFrom('sys_user').select(['id', 'username', 'realname', 'sex', 'phone', 'email', 'status', 'org_code', 'work_no', 'telephone', 'post'])
    .select(sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday'))
    .where('id', '=', userId).executeTakeFirst();
  if (!u) return;
  const [roles, departs] = await Promise.all([
    db.selectFrom('sys_user_role as ur').innerJoin('sys_role as r', 'r.id', 'ur.role_id').select('r.role_code')
      .where('ur.user_id', '=', userId).where('r.tenant_id', '=', caller.tenantId).orderBy('r.role_code').execute(),
    db.selectFrom('sys_user_depart as ud').innerJoin('sys_depart as d', 'd.id', 'ud.dep_id').select('d.depart_name')
      .where('ud.user_id', '=', userId).where('d.tenant_id', '=', caller.tenantId).orderBy('d.depart_name').execute(),
  ]);
  await recordDataLog(db, {
    table: 'sys_user', dataId: userId, user: caller,
    content: {
      username: u.username, realname: u.realname, sex: u.sex, birthday: u.birthday, phone: u.phone, email: u.email, workNo: u.work_no,
      telephone: u.telephone, post: u.post, status: u.status, orgCode: u.org_code,
      roles: roles.map((r) => r.role_code).join(','), departs: departs.map((d) => d.depart_name).join(','),
    },
  });
}
