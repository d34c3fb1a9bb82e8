import { Empty, Input, Spin, Tree } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { DepartNode } from './depart-types';

/** Props of {@link DepartTreePanel}. */
export interface DepartTreePanelProps {
  tree: DepartNode[];
  loading: boolean;
  selectedId: string | null;
  onSelect(node: DepartNode | null): void;
  /** buttons above the tree */
  toolbar?: ReactNode;
}

/** The tree pruned to nodes whose name or code contains `keyword`, with their ancestors. */
export function filterDepartTree(nodes: DepartNode[], keyword: string): DepartNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return nodes;
  return nodes.flatMap((n) => {
    const kids = filterDepartTree(n.children ?? [], k);
    const hit = n.departName.toLowerCase().includes(k) || n.orgCode.toLowerCase().includes(k);
    return hit || kids.length ? [{ ...n, children: hit && !kids.length ? n.children : kids }] : [];
  });
}

type TreeItem = { key: string; title: string; children?: TreeItem[] };
const toItems = (nodes: DepartNode[]): TreeItem[] => nodes.map((n) => ({
  key: n.id, title: n.departName, ...(n.children?.length ? { children: toItems(n.children) } : {}),
}));
const findNode = (nodes: DepartNode[], id: string): DepartNode | null => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findNode(n.children ?? [], id);
    if (hit) return hit;
  }
  return null;
};

/** The department tree of 部门管理 / 我的部门: a 搜索 box (name or code), every level open, single select. */
export function DepartTreePanel({ tree, loading, selectedId, onSelect, toolbar }: DepartTreePanelProps) {
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterDepartTree(tree, keyword), [tree, keyword]);
  const items = useMemo(() => toItems(shown), [shown]);
  return (
    <Spin spinning={loading}>
      {toolbar && <div style={{ marginBottom: 8 }}>{toolbar}</div>}
      <Input.Search allowClear placeholder="请输入部门名称或编码" onSearch={setKeyword} onChange={(e) => !e.target.value && setKeyword('')} style={{ marginBottom: 8 }} />
      {items.length ? (
        <Tree
          blockNode
          defaultExpandAll
          key={`${keyword}|${items.length}`}
          treeData={items}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => onSelect(keys.length ? findNode(tree, String(keys[0])) : null)}
        />
      ) : <Empty description="暂无部门" />}
    </Spin>
  );
}
