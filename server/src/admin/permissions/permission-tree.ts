import { sql, type Kysely } from 'kysely';
import '../../db/permission-types.js';
import type { Database, SysPermission } from '../../db/types.js';

/** A live sys_permission row with the count of its data rules. */
export type PermissionRow = SysPermission & { description: string | null; rule_count: number };

/**
 * A menu / button on the wire (JeecgBoot SysPermissionTree) as GET /sys/permission/list answers
 * it: flags are booleans, menuType 0 top menu / 1 sub menu / 2 button, status '1' on / '0' off,
 * ruleFlag 1 when the menu has data rules.
 */
export interface PermissionNode {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  menuType: number;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  sortNo: number;
  route: boolean;
  keepAlive: boolean;
  hidden: boolean;
  hideTab: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  perms: string | null;
  permsType: string;
  status: string;
  description: string | null;
  ruleFlag: 0 | 1;
  isLeaf: boolean;
  children?: PermissionNode[];
}

/** A node of the authorisation tree (JeecgBoot TreeModel) of queryTreeList. */
export interface TreeModel {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  label: string;
  parentId: string | null;
  icon: string | null;
  menuType: number;
  ruleFlag: 0 | 1;
  isLeaf: boolean;
  children?: TreeModel[];
}

/** Every live permission row ordered by sort_no then id, with its data-rule count. */
export async function loadPermissionRows(db: Kysely<Database>): Promise<PermissionRow[]> {
  const rows = await db.selectFrom('sys_permission as p')
    .selectAll('p')
    .select(sql<number>`(SELECT count(*) FROM sys_permission_data_rule d WHERE d.permission_id = p.id)`.as('rule_count'))
    .where('p.del_flag', '=', 0)
    .orderBy('p.sort_no').orderBy('p.id')
    .execute();
  return rows.map((r) => ({ ...r, rule_count: Number(r.rule_count) }));
}

/** The wire node of one row (without children). */
export function toPermissionNode(r: PermissionRow, isLeaf: boolean): PermissionNode {
  return {
    id: r.id, key: r.id, title: r.name, parentId: r.parent_id, name: r.name, menuType: r.menu_type, url: r.url,
    component: r.component, componentName: r.component_name, redirect: r.redirect, icon: r.icon, sortNo: r.sort_no,
    route: r.is_route, keepAlive: r.keep_alive, hidden: r.hidden, hideTab: r.hide_tab, alwaysShow: r.always_show,
    internalOrExternal: r.internal_or_external, perms: r.perms, permsType: r.perms_type, status: r.status,
    description: r.description, ruleFlag: r.rule_count > 0 ? 1 : 0, isLeaf,
  };
}

/** Children lists by parent id; a row whose parent is missing counts as a root (so it stays editable). */
export function childrenByParent<T extends { id: string; parent_id: string | null }>(rows: T[]): { roots: T[]; children: Map<string, T[]> } {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const r of rows) {
    if (r.parent_id && ids.has(r.parent_id)) {
      const list = children.get(r.parent_id);
      if (list) list.push(r);
      else children.set(r.parent_id, [r]);
    } else roots.push(r);
  }
  return { roots, children };
}

/** The nested PermissionNode tree of `rows` (`children` only when non-empty). */
export function permissionTree(rows: PermissionRow[]): PermissionNode[] {
  const { roots, children } = childrenByParent(rows);
  const build = (list: PermissionRow[]): PermissionNode[] => list.map((r) => {
    const kids = children.get(r.id) ?? [];
    const node = toPermissionNode(r, kids.length === 0);
    if (kids.length) node.children = build(kids);
    return node;
  });
  return build(roots);
}

/** The authorisation tree (TreeModel) of `rows`, and every id in it (JeecgBoot {treeList, ids}). */
export function authorizationTree(rows: PermissionRow[]): { treeList: TreeModel[]; ids: string[] } {
  const { roots, children } = childrenByParent(rows);
  const build = (list: PermissionRow[]): TreeModel[] => list.map((r) => {
    const kids = children.get(r.id) ?? [];
    const node: TreeModel = {
      key: r.id, value: r.id, title: r.name, slotTitle: r.name, label: r.name, parentId: r.parent_id, icon: r.icon,
      menuType: r.menu_type, ruleFlag: r.rule_count > 0 ? 1 : 0, isLeaf: kids.length === 0,
    };
    if (kids.length) node.children = build(kids);
    return node;
  });
  return { treeList: build(roots), ids: rows.map((r) => r.id) };
}

/** `ids` and all their descendants among `rows`. */
export function withDescendantIds(rows: { id: string; parent_id: string | null }[], ids: Iterable<string>): Set<string> {
  const { children } = childrenByParent(rows);
  const out = new Set<string>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop() as string;
    if (out.has(id)) continue;
    out.add(id);
    for (const c of children.get(id) ?? []) stack.push(c.id);
  }
  return out;
}

/**
 * A pruned tree for a name search: rows whose name contains `keyword` (case-insensitive) with
 * their ancestors; answers the full tree for an empty keyword.
 */
export function searchPermissionTree(rows: PermissionRow[], keyword: string | undefined): PermissionNode[] {
  const k = keyword?.trim().toLowerCase();
  if (!k) return permissionTree(rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    if (!r.name.toLowerCase().includes(k)) continue;
    for (let cur: PermissionRow | undefined = r; cur && !keep.has(cur.id); cur = cur.parent_id ? byId.get(cur.parent_id) : undefined) keep.add(cur.id);
  }
  return permissionTree(rows.filter((r) => keep.has(r.id)));
}
