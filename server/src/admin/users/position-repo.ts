import { sql, type Kysely } from 'kysely';
import '../../db/sys-data-types.js';
import '../../db/users-tenants-types.js';
import type { Database } from '../../db/types.js';
import { optionalText } from '../../routes/fleet/manage-input.js';
import { dictTextMaps } from '../../routes/sys/dict-repo.js';
import { POSITION_TEXT as T, bad } from './texts.js';

/** Position code: letters, digits, underscore, dash; at most 100. */
export const POSITION_CODE = /^[A-Za-z0-9_-]{1,100}$/;

/** A position as add / edit send it. */
export interface PositionInput {
  code: string;
  name: string;
  /** a value of dictionary position_rank, or null */
  rank: string | null;
}

/** A position as the single read answers it. */
export interface PositionRecord extends PositionInput {
  id: string;
  rank_dictText: string;
  createTime: string;
}

/**
 * Checks a position body {code, name, rank | postRank}: code POSITION_CODE, name ≤ 100, rank a
 * value of dictionary position_rank (400 with POSITION_TEXT otherwise).
 */
export async function parsePosition(db: Kysely<Database>, tenantId: number, body: Record<string, unknown>): Promise<PositionInput> {
  const code = optionalText(body.code, 100, '职务编码');
  if (!code) throw bad(T.codeRequired);
  if (!POSITION_CODE.test(code)) throw bad(T.badCode);
  const name = optionalText(body.name, 100, '职务名称');
  if (!name) throw bad(T.nameRequired);
  const rank = optionalText(body.rank ?? body.postRank, 10, '职级');
  if (rank !== null && !(await rankTexts(db, tenantId)).has(rank)) throw bad(T.badRank);
  return { code, name, rank };
}

/** value → text of dictionary position_rank. */
export async function rankTexts(db: Kysely<Database>, tenantId: number): Promise<Map<string, string>> {
  return (await dictTextMaps(db, tenantId, ['position_rank'])).position_rank;
}

/** True when another position of the tenant has `code`. */
export async function codeTaken(db: Kysely<Database>, tenantId: number, code: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('sys_position').select('id').where('tenant_id', '=', tenantId).where('code', '=', code);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Positions of the tenant by id (answers the rows found). */
export async function findPositions(db: Kysely<Database>, tenantId: number, ids: string[]) {
  if (!ids.length) return [];
  return db.selectFrom('sys_position').selectAll()
    .select(sql<string>`to_char(create_time AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`.as('create_text'))
    .where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** Live users of the tenant holding one of `codes` in sys_user.post: their realnames (at most 10). */
export async function usersOfPositions(db: Kysely<Database>, tenantId: number, codes: string[]): Promise<string[]> {
  if (!codes.length) return [];
  const rows = await db.selectFrom('sys_user').select('realname')
    .where('tenant_id', '=', tenantId).where('del_flag', '=', 0)
    .where(sql<boolean>`string_to_array(post, ',') && ARRAY[${sql.join(codes.map((c) => sql`${c}`))}]::text[]`)
    .orderBy('realname').limit(10).execute();
  return rows.map((r) => r.realname);
}

/** Renames a position code inside the tenant's users' post lists. */
export async function renamePositionCode(db: Kysely<Database>, tenantId: number, from: string, to: string): Promise<void> {
  await db.updateTable('sys_user')
    .set({ post: sql<string>`array_to_string(array_replace(string_to_array(post, ','), ${from}::text, ${to}::text), ',')` })
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`${from}::text = ANY (string_to_array(post, ','))`)
    .execute();
}
