import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { fetchDepartTree } from './depart-api';
import type { DepartNode } from './depart-types';

/** What {@link useDepartTree} answers. */
export interface DepartTreeState {
  tree: DepartNode[];
  loading: boolean;
  selected: DepartNode | null;
  select(node: DepartNode | null): void;
  /** reloads the tree, keeping the selection when the department still exists */
  reload(): Promise<void>;
}

function find(nodes: DepartNode[], id: string): DepartNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children ?? [], id);
    if (hit) return hit;
  }
  return null;
}

/**
 * The department tree of a page and its selection: the visible departments (部门管理) or, with
 * `mine`, the ones the user administers (我的部门, queryMyDeptTreeList).
 */
export function useDepartTree(mine = false): DepartTreeState {
  const { message } = App.useApp();
  const [tree, setTree] = useState<DepartNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<DepartNode | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await fetchDepartTree(mine);
      if (!answer.success) {
        message.warning(answer.message);
        return;
      }
      setTree(answer.result);
      setSelected((cur) => (cur ? find(answer.result, cur.id) : null));
    } catch {
      // reported by the HTTP layer
    } finally {
      setLoading(false);
    }
  }, [mine, message]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { tree, loading, selected, select: setSelected, reload };
}
