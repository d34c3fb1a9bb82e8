import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/sys-data-types.js';
import type { Database } from '../../db/types.js';
import { escapeLike } from '../../query/conditions.js';
import { conditionSql, textOf, type DictTableDef, type TableDict } from './dict-tables.js';

/** A dictionary option as JeecgBoot answers it (widgets-spec §3 "Dictionary option"). */
export interface DictOption {
  value: string;
  text: string;
  title: string;
  label: string;
}

/** A tree node of /sys/dict/loadTreeData (widgets-spec §3 "Category/dictionary tree node"). */
export interface DictTreeNode {
  key: string;
  value: string;
  title: string;
  label: string;
  /** 0 = has children, 1 = leaf */
  leaf: 0 | 1;
  isLeaf: boolean;
}

function option(value: string, text: string): DictOption {
  return { value, text, title: text, label: text };
}

/** Enabled items of the live dictionaries a tenant sees (its own and the system-wide ones). */
function itemsQuery(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('sys_dict as d').innerJoin('sys_dict_item as i', 'i.dict_id', 'd.id')
    .select(['d.dict_code', 'i.item_value', 'i.item_text'])
    .where('d.del_flag', '=', 0).where('i.status', '=', 1)
    .where((eb) => eb.or([eb('d.tenant_id', 'is', null), eb('d.tenant_id', '=', tenantId)]))
    .orderBy('d.dict_code').orderBy('i.sort_order').orderBy('i.item_value');
}

/** The options of dictionary `code` in sort order; [] for an unknown code. */
export async function loadDictItems(db: Kysely<Database>, tenantId: number, code: string): Promise<DictOption[]> {
  const rows = await itemsQuery(db, tenantId).where('d.dict_code', '=', code).execute();
  return rows.map((r) => option(r.item_value, r.item_text));
}

/** Every dictionary of the tenant: {dictCode: options} (login sysAllDictItems, queryAllDictItems). */
export async function loadAllDictItems(db: Kysely<Database>, tenantId: number): Promise<Record<string, DictOption[]>> {
  const rows = await itemsQuery(db, tenantId).execute();
  const out: Record<string, DictOption[]> = {};
  for (const r of rows) (out[r.dict_code] ??= []).push(option(r.item_value, r.item_text));
  return out;
}

/** value → text maps of the given dictionaries (for `<field>_dictText`). */
export async function dictTextMaps(db: Kysely<Database>, tenantId: number, codes: string[]): Promise<Record<string, Map<string, string>>> {
  const out: Record<string, Map<string, string>> = Object.fromEntries(codes.map((c) => [c, new Map<string, string>()]));
  if (!codes.length) return out;
  const rows = await itemsQuery(db, tenantId).where('d.dict_code', 'in', codes).execute();
  for (const r of rows) out[r.dict_code].set(r.item_value, r.item_text);
  return out;
}

/** Options of a table dictionary: filtered by a text keyword (contains, escaped) or by code keys. */
export async function tableDictOptions(
  db: Kysely<Database>, user: SessionUser, td: TableDict, opts: { keyword?: string; keys?: string[]; limit?: number } = {},
): Promise<{ value: string; text: string }[]> {
  const where: RawBuilder<SqlBool>[] = [td.def.scope(user, 't'), ...conditionSql('t', td.condition)];
  if (opts.keyword) where.push(sql<SqlBool>`${textOf('t', td.text)} ILIKE ${`%${escapeLike(opts.keyword)}%`}`);
  if (opts.keys) {
    if (!opts.keys.length) return [];
    where.push(sql<SqlBool>`${textOf('t', td.code)} IN (${sql.join(opts.keys.map((k) => sql`${k}`))})`);
  }
  const rows = await (db as Kysely<any>).selectFrom(`${td.def.table} as t`)
    .select([textOf('t', td.code).as('value'), textOf('t', td.text).as('text')])
    .where(sql<SqlBool>`${sql.join(where, sql` AND `)}`)
    .orderBy(textOf('t', td.text)).orderBy(textOf('t', td.code))
    .$if(opts.limit !== undefined, (q) => q.limit(opts.limit as number))
    .execute();
  return rows.map((r) => ({ value: String(r.value ?? ''), text: String(r.text ?? '') }));
}

/** Query of /sys/dict/loadTreeData after validation. */
export interface DictTreeQuery {
  def: DictTableDef & { tree: NonNullable<DictTableDef['tree']> };
  text: string;
  code: string;
  /** parent key; '' or '0' = the caller's roots */
  pid: string;
  /** use this has-child column ('1' = has children) instead of looking for children */
  hasChildColumn?: string;
  condition: Record<string, string>;
}

/**
 * One level of a tree table: children of `pid` (rows whose parent column equals it), or the
 * caller's roots for '' / '0' (rows whose parent is not a visible row — so a branch operator's
 * own department is a root). isLeaf from the has-child column when given, else from whether a
 * visible child exists. Sorted by code, at most 1000 nodes.
 */
export async function dictTreeNodes(db: Kysely<Database>, user: SessionUser, q: DictTreeQuery): Promise<DictTreeNode[]> {
  const { def, text, code } = q;
  const { pidColumn, idColumn } = def.tree;
  const table = sql.table(def.table);
  const parent = q.pid === '' || q.pid === '0'
    ? sql<SqlBool>`NOT EXISTS (SELECT 1 FROM ${table} p WHERE ${sql.ref(`p.${idColumn}`)} = ${sql.ref(`t.${pidColumn}`)} AND ${def.scope(user, 'p')})`
    : sql<SqlBool>`CAST(${sql.ref(`t.${pidColumn}`)} AS text) = ${q.pid}`;
  const leaf = q.hasChildColumn
    ? sql<boolean>`COALESCE(CAST(${sql.ref(`t.${q.hasChildColumn}`)} AS text), '0') <> '1'`
    : sql<boolean>`NOT EXISTS (SELECT 1 FROM ${table} c WHERE CAST(${sql.ref(`c.${pidColumn}`)} AS text) = ${textOf('t', code)} AND ${def.scope(user, 'c')})`;
  const where = [def.scope(user, 't'), parent, ...conditionSql('t', q.condition)];
  const rows = await (db as Kysely<any>).selectFrom(`${def.table} as t`)
    .select([textOf('t', code).as('code'), textOf('t', text).as('text'), leaf.as('is_leaf')])
    .where(sql<SqlBool>`${sql.join(where, sql` AND `)}`)
    .orderBy(textOf('t', code)).limit(1000)
    .execute();
  return rows.map((r) => {
    const isLeaf = Boolean(r.is_leaf);
    const title = String(r.text ?? '');
    return { key: String(r.code), value: String(r.code), title, label: title, leaf: isLeaf ? 1 : 0, isLeaf };
  });
}
