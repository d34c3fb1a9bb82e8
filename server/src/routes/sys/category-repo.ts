import { sql, type Kysely, type SqlBool } from 'kysely';
import '../../db/sys-data-types.js';
import type { Database } from '../../db/types.js';
import { conditionSql } from './dict-tables.js';

/**
 * sys_category reads of the category select (widgets-spec §2 "Tree select and category select",
 * §3 "Category/dictionary tree node"). Always scoped to one tenant.
 */

/** Columns a category condition may use. */
export const CATEGORY_CONDITION_COLUMNS = ['id', 'pid', 'name', 'code', 'has_child'] as const;

/** A category row with whether it has children. */
export interface CategoryRow {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: boolean;
}

/** A category tree node on the wire. */
export interface CategoryNode {
  /** id */
  key: string;
  /** id, or code when the caller asks store=code */
  value: string;
  title: string;
  label: string;
  /** 0 = has children, 1 = leaf (widgets-spec §3) */
  leaf: 0 | 1;
  isLeaf: boolean;
  code: string;
  pid: string;
  children?: CategoryNode[];
}

/** Wire node of a row. */
export function categoryNode(r: CategoryRow, store: 'id' | 'code'): CategoryNode {
  return {
    key: r.id, value: store === 'code' ? r.code : r.id, title: r.name, label: r.name,
    leaf: r.hasChild ? 0 : 1, isLeaf: !r.hasChild, code: r.code, pid: r.pid,
  };
}

function select(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('sys_category as c')
    .select(['c.id', 'c.pid', 'c.name', 'c.code'])
    .select(sql<boolean>`EXISTS (SELECT 1 FROM sys_category k WHERE k.pid = c.id AND k.tenant_id = c.tenant_id)`.as('has_child_row'))
    .where('c.tenant_id', '=', tenantId);
}

function toRow(r: { id: string; pid: string; name: string; code: string; has_child_row: boolean }): CategoryRow {
  return { id: r.id, pid: r.pid, name: r.name, code: r.code, hasChild: Boolean(r.has_child_row) };
}

/** Children of `pid` ('0' = roots) matching `condition`, by code. */
export async function categoryChildren(db: Kysely<Database>, tenantId: number, pid: string, condition: Record<string, string> = {}): Promise<CategoryRow[]> {
  let q = select(db, tenantId).where('c.pid', '=', pid);
  for (const c of conditionSql('c', condition)) q = q.where(c);
  return (await q.orderBy('c.code').limit(5000).execute()).map(toRow);
}

/** One category by code or id, or null. */
export async function findCategory(db: Kysely<Database>, tenantId: number, field: 'code' | 'id', value: string): Promise<CategoryRow | null> {
  const row = await select(db, tenantId).where(field === 'code' ? 'c.code' : 'c.id', '=', value).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Names of the ids that exist, keyed by id. */
export async function categoryNames(db: Kysely<Database>, tenantId: number, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('sys_category').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The whole subtree under `pid` ('0' = every category) as nested nodes sorted by code; rows
 * failing `condition` are left out together with their descendants.
 */
export async function categorySubtree(
  db: Kysely<Database>, tenantId: number, pid: string, condition: Record<string, string>, store: 'id' | 'code',
): Promise<CategoryNode[]> {
  const conds = conditionSql('s', condition);
  const rows = await sql<{ id: string; pid: string; name: string; code: string; has_child_row: boolean }>`
    WITH RECURSIVE sub AS (
      SELECT id, pid, name, code FROM sys_category WHERE tenant_id = ${tenantId} AND pid = ${pid}
      UNION
      SELECT c.id, c.pid, c.name, c.code FROM sys_category c JOIN sub ON c.pid = sub.id WHERE c.tenant_id = ${tenantId}
    )
    SELECT s.id, s.pid, s.name, s.code,
      EXISTS (SELECT 1 FROM sys_category k WHERE k.pid = s.id AND k.tenant_id = ${tenantId}) AS has_child_row
    FROM sub s
    WHERE ${conds.length ? sql.join(conds, sql` AND `) : sql<SqlBool>`true`}
    ORDER BY s.code
    LIMIT 5000
  `.execute(db);
  const nodes = new Map<string, CategoryNode>();
  for (const r of rows.rows) nodes.set(r.id, categoryNode(toRow(r), store));
  const roots: CategoryNode[] = [];
  for (const n of nodes.values()) {
    if (n.pid === pid) roots.push(n);
    else {
      const parent = nodes.get(n.pid);
      if (parent) (parent.children ??= []).push(n);
    }
  }
  return roots;
}
