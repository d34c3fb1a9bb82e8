/** A node of the lazily loaded tree table (widgets-spec §3 "Tree-table node": id, hasChildren, children). */
export interface TreeTableNode {
  id?: string | number;
  hasChildren?: unknown;
  children?: TreeTableNode[];
  /** True on the placeholder child shown until the real children are loaded. */
  __loadingChild?: boolean;
  [field: string]: unknown;
}

/** Suffix of the placeholder child's id. */
export const LOADING_CHILD_SUFFIX = '__loading';

/**
 * Reads a tree-table answer (widgets-spec §7 "tree-table URL: array, or an object with
 * records"): the array, or `records` of an object; null for any other shape (the caller then
 * shows 返回数据类型不识别).
 */
export function readTreeRows(result: unknown): TreeTableNode[] | null {
  if (Array.isArray(result)) return result as TreeTableNode[];
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records)) return (result as { records: TreeTableNode[] }).records;
  return null;
}

/** Default parent test: `hasChildren` true, 'true', 1 or '1'. */
export function defaultHasChildren(row: TreeTableNode): boolean {
  const v = row.hasChildren;
  return v === true || v === 1 || v === '1' || v === 'true';
}

/**
 * Prepares loaded rows (widgets-spec §4 "Tree table"): a row with children to load gets one
 * loading placeholder child (so it can be expanded); other rows get no `children`.
 */
export function withPlaceholders(rows: TreeTableNode[], rowKey: string, isParent: (row: TreeTableNode) => boolean = defaultHasChildren): TreeTableNode[] {
  return rows.map((row) => {
    const { children: _drop, ...rest } = row;
    if (!isParent(row)) return rest;
    return { ...rest, children: [{ [rowKey]: `${String(row[rowKey])}${LOADING_CHILD_SUFFIX}`, __loadingChild: true }] };
  });
}

/** True when a row still holds only the loading placeholder (its children were never loaded). */
export function needsLoading(row: TreeTableNode): boolean {
  return Array.isArray(row.children) && row.children.length === 1 && row.children[0].__loadingChild === true;
}

/**
 * The tree with the children of the row `key` replaced (widgets-spec §4: loaded children, or, if
 * none came back, the children cleared so the row is a leaf).
 */
export function replaceChildren(tree: TreeTableNode[], rowKey: string, key: unknown, children: TreeTableNode[]): TreeTableNode[] {
  return tree.map((row) => {
    if (row[rowKey] === key) {
      const { children: _old, ...rest } = row;
      return children.length ? { ...rest, children } : rest;
    }
    if (row.children?.length) return { ...row, children: replaceChildren(row.children, rowKey, key, children) };
    return row;
  });
}
