import type { DepartNode } from '../../auth/departments.js';

/** A node of the department trees of this slice (JeecgBoot SysDepartTreeModel / DepartIdModel). */
export interface DepartForestNode {
  id: string;
  key: string;
  value: string;
  title: string;
  departName: string;
  orgCode: string;
  parentId: string | null;
  isLeaf: boolean;
  children?: DepartForestNode[];
}

/**
 * The departments of `ids` (a subset of `all`, in `all` order) as a forest: a department whose
 * parent is not in the subset is a root. `children` only when non-empty.
 */
export function departForest(all: DepartNode[], ids: Iterable<string>): DepartForestNode[] {
  const keep = new Set(ids);
  const list = all.filter((d) => keep.has(d.id));
  const children = new Map<string, DepartNode[]>();
  const roots: DepartNode[] = [];
  for (const d of list) {
    if (d.parentId && keep.has(d.parentId)) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d]);
    else roots.push(d);
  }
  const build = (nodes: DepartNode[]): DepartForestNode[] => nodes.map((d) => {
    const kids = children.get(d.id) ?? [];
    const node: DepartForestNode = {
      id: d.id, key: d.id, value: d.id, title: d.departName, departName: d.departName, orgCode: d.orgCode, parentId: d.parentId, isLeaf: !kids.length,
    };
    if (kids.length) node.children = build(kids);
    return node;
  });
  return build(roots);
}
