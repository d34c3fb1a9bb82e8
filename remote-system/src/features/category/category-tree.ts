/** A category as /sys/category/rootList and childList answer it. */
export interface CategoryRecord {
  id: string;
  pid: string;
  name: string;
  code: string;
  /** '1' has children */
  hasChild: '0' | '1';
  createTime: string;
}

/** A table row: a category with its loaded children, or a loading placeholder. */
export interface CategoryRow extends CategoryRecord {
  children?: CategoryRow[];
  placeholder?: boolean;
}

/** Button codes of the category page. */
export const CATEGORY_BUTTONS = { add: 'system:category:add', edit: 'system:category:edit', delete: 'system:category:delete' } as const;

/**
 * The rows of the lazily loaded tree table: each category with hasChild '1' gets its loaded
 * children (`kids[id]`) or, before they are loaded, one placeholder row so the expand icon shows.
 */
export function treeRows(rows: CategoryRecord[], kids: Record<string, CategoryRecord[]>): CategoryRow[] {
  return rows.map((r) => {
    if (r.hasChild !== '1') return { ...r };
    const loaded = kids[r.id];
    return {
      ...r,
      children: loaded
        ? treeRows(loaded, kids)
        : [{ id: `${r.id}__loading`, pid: r.id, name: '加载中…', code: '', hasChild: '0', createTime: '', placeholder: true }],
    };
  });
}
