import type { TreeModel } from './permission-types';

/** Every key of a tree, depth first. */
export function allKeys(nodes: TreeModel[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** Keys of the nodes that have children (the expandable ones). */
export function parentKeys(nodes: TreeModel[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));
}

/**
 * The keys to show as checked in a cascading (parent-child linked) antd Tree for a granted set:
 * a node counts as checked when it is granted and so is its whole subtree (antd would otherwise
 * check every child of a granted parent); partly granted parents show half checked by themselves.
 */
export function cascadeCheckedKeys(nodes: TreeModel[], granted: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (node: TreeModel): boolean => {
    const kids = node.children ?? [];
    let all = granted.has(node.key);
    for (const kid of kids) if (!walk(kid)) all = false;
    if (all) out.push(node.key);
    return all;
  };
  nodes.forEach(walk);
  return out;
}

/** Nodes of the tree whose key is in `keys`, in tree order (e.g. the granted menus with data rules). */
export function nodesOf(nodes: TreeModel[], keys: ReadonlySet<string>): TreeModel[] {
  return nodes.flatMap((n) => [...(keys.has(n.key) ? [n] : []), ...nodesOf(n.children ?? [], keys)]);
}
