import { Spin, Tree, message } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from './answer';
import { fetchDepartChildren, fetchDepartTree, withChildren } from './depart-api';
import type { DepartTreeNode } from './picker-types';

/** Props of {@link DepartFilterTree}. */
export interface DepartFilterTreeProps {
  /** The selected department ids. */
  selected: string[];
  /** Emits the selected department ids (several may be selected). */
  onSelect(ids: string[]): void;
}

/**
 * Left-hand department tree of the user-by-department picker (widgets-spec §2): the visible tree
 * from GET /sys/sysDepart/queryTreeList with its root nodes opened (spec §9 "root opened by
 * default"); nodes that arrive without children load them lazily (queryDepartTreeSync?pid=).
 * Clicking selects departments (several with Ctrl/⌘); a load failure shows the server message.
 */
export function DepartFilterTree({ selected, onSelect }: DepartFilterTreeProps) {
  const [tree, setTree] = useState<DepartTreeNode[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    fetchDepartTree()
      .then((t) => {
        if (!live) return;
        setTree(t);
        setExpanded(t.map((n) => n.key));
      })
      .catch((e: unknown) => {
        if (live) void message.warning(errorText(e));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, []);
  const loadData = async (node: { key: React.Key; children?: unknown[] }) => {
    if (node.children && node.children.length) return;
    const key = String(node.key);
    const children = await fetchDepartChildren(key).catch(() => []);
    setTree((t) => withChildren(t, key, children));
  };
  return (
    <Spin spinning={loading}>
      <Tree<DepartTreeNode>
        data-testid="user-picker-depart-tree"
        multiple
        blockNode
        treeData={tree}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectedKeys={selected}
        onSelect={(keys) => onSelect(keys.map(String))}
        loadData={loadData}
        titleRender={(n) => <span data-testid={`user-picker-depart-${n.key}`}>{n.departName}</span>}
      />
    </Spin>
  );
}
