import { http } from 'shared-session';
import { unwrap } from './answer';
import type { DepartTreeNode } from './picker-types';

type RawNode = Partial<DepartTreeNode> & { children?: RawNode[] | null };

/** Normalises a department node: key = id, title = departName, children normalised (spec §3). */
export function toDepartNode(raw: RawNode): DepartTreeNode {
  const id = String(raw.id ?? raw.key ?? '');
  const departName = String(raw.departName ?? raw.title ?? '');
  const node: DepartTreeNode = {
    id,
    key: id,
    value: id,
    title: departName,
    departName,
    orgCode: String(raw.orgCode ?? ''),
    parentId: raw.parentId ?? null,
    isLeaf: raw.isLeaf ?? !(raw.children && raw.children.length),
  };
  if (raw.children && raw.children.length) node.children = raw.children.map(toDepartNode);
  return node;
}

function nodes(result: RawNode[] | null | undefined): DepartTreeNode[] {
  return (Array.isArray(result) ? result : []).map(toDepartNode);
}

/** The whole visible department tree (spec §7 department tree, GET /sys/sysDepart/queryTreeList). */
export async function fetchDepartTree(): Promise<DepartTreeNode[]> {
  return nodes(unwrap(await http.get<RawNode[]>('/sys/sysDepart/queryTreeList')));
}

/** One level under `pid` (spec §7 department tree "with pid", GET /sys/sysDepart/queryDepartTreeSync). */
export async function fetchDepartChildren(pid: string): Promise<DepartTreeNode[]> {
  return nodes(unwrap(await http.get<RawNode[]>('/sys/sysDepart/queryDepartTreeSync', { params: { pid } })));
}

/** Departments whose name matches `keyWord` (GET /sys/sysDepart/searchBy?keyWord=). */
export async function searchDeparts(keyWord: string): Promise<DepartTreeNode[]> {
  return nodes(unwrap(await http.get<RawNode[]>('/sys/sysDepart/searchBy', { params: { keyWord } })));
}

/** Every node of a tree, depth first. */
export function flattenDeparts(tree: DepartTreeNode[]): DepartTreeNode[] {
  const out: DepartTreeNode[] = [];
  const walk = (list: DepartTreeNode[]) => list.forEach((n) => {
    out.push(n);
    if (n.children) walk(n.children);
  });
  walk(tree);
  return out;
}

/** `tree` with `children` set under the node `key` (lazy loading). */
export function withChildren(tree: DepartTreeNode[], key: string, children: DepartTreeNode[]): DepartTreeNode[] {
  return tree.map((n) => {
    if (n.key === key) return { ...n, children, isLeaf: children.length === 0 };
    return n.children ? { ...n, children: withChildren(n.children, key, children) } : n;
  });
}
