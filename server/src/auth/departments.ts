import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** A department as the scope rules need it. */
export interface DepartNode {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  order: number;
}

/** Every live department of a tenant, ordered by depart_order then org_code. */
export async function loadTenantDeparts(db: Kysely<Database>, tenantId: number): Promise<DepartNode[]> {
  const rows = await db.selectFrom('sys_depart')
    .select(['id', 'parent_id', 'depart_name', 'org_code', 'depart_order'])
    .where('tenant_id', '=', tenantId)
    .where('del_flag', '=', 0)
    .orderBy('depart_order').orderBy('org_code')
    .execute();
  return rows.map((r) => ({ id: r.id, parentId: r.parent_id, departName: r.depart_name, orgCode: r.org_code, order: r.depart_order }));
}

/** The given departments and all their descendants (ids), in `all` order. Unknown roots are ignored. */
export function withDescendants(all: DepartNode[], rootIds: Iterable<string>): string[] {
  const children = new Map<string, string[]>();
  for (const d of all) {
    if (d.parentId) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
  }
  const known = new Set(all.map((d) => d.id));
  const seen = new Set<string>();
  const stack = [...rootIds].filter((id) => known.has(id));
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return all.filter((d) => seen.has(d.id)).map((d) => d.id);
}
