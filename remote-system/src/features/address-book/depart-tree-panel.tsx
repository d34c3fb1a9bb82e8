import { Empty, Input, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { http } from 'shared-session';
import { ADDRESS_TEXTS as T, ADDRESS_URLS, type DepartNode } from './address-book-types';

/** Props of {@link DepartTreePanel}. */
export interface DepartTreePanelProps {
  /** the chosen department's org code; undefined = all */
  value?: string;
  onSelect(orgCode: string | undefined): void;
}

/** The nodes whose title contains `keyword`, kept with their ancestors. */
export function filterTree(nodes: DepartNode[], keyword: string): DepartNode[] {
  if (!keyword) return nodes;
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], keyword);
    return n.title.includes(keyword) || children.length ? [{ ...n, children }] : [];
  });
}

/**
 * The department tree of 通讯录 (the departments the user may see, GET /sys/sysDepart/queryTreeList)
 * with a name filter; selecting a node answers its org code, selecting it again clears the choice.
 */
export function DepartTreePanel({ value, onSelect }: DepartTreePanelProps) {
  const [tree, setTree] = useState<DepartNode[] | null>(null);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    let live = true;
    void http.get<DepartNode[]>(ADDRESS_URLS.tree).then((a) => live && setTree(a.success ? a.result ?? [] : [])).catch(() => live && setTree([]));
    return () => {
      live = false;
    };
  }, []);
  const shown = useMemo(() => filterTree(tree ?? [], keyword.trim()), [tree, keyword]);
  const byKey = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (ns: DepartNode[]) => ns.forEach((n) => { map.set(n.key, n.orgCode); walk(n.children ?? []); });
    walk(tree ?? []);
    return map;
  }, [tree]);
  const selectedKey = [...byKey].find(([, code]) => code === value)?.[0];

  if (tree === null) return <Spin />;
  return (
    <>
      <Input.Search allowClear placeholder={T.searchDepart} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
      {shown.length ? (
        <Tree<DepartNode>
          treeData={shown}
          defaultExpandAll
          selectedKeys={selectedKey ? [selectedKey] : []}
          onSelect={(keys) => onSelect(keys.length ? byKey.get(String(keys[0])) : undefined)}
        />
      ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
    </>
  );
}
