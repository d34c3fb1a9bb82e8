import { Input, Modal, Space, Spin, Tree, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText } from './answer';
import { fetchDepartChildren, fetchDepartTree, flattenDeparts, searchDeparts, withChildren } from './depart-api';
import { DepartTreeMenu, type DepartTreeAction } from './depart-tree-menu';
import { PICKER_CONSTANTS, PICKER_TEXTS } from './picker-texts';
import type { DepartPick, DepartTreeNode } from './picker-types';
import { allKeys, nextCheckedKeys } from './tree-check';

/** Props of {@link DepartSelectModal} (common brief contract). */
export interface DepartSelectModalProps {
  open: boolean;
  /** Several departments (default true); single mode keeps only the newest checked node. */
  multi?: boolean;
  /** Department ids checked when the dialog opens. */
  value?: string[];
  onOk(nodes: DepartPick[]): void;
  onCancel(): void;
  /** Modal width (default 500, spec §9). */
  width?: number;
}

/**
 * Department select dialog (widgets-spec §2 "Department select cell", §4 "Tree checking", §9):
 * a search box (GET /sys/sysDepart/searchBy?keyWord=, empty = whole tree again), a checkable tree
 * (GET /sys/sysDepart/queryTreeList, roots opened, childless non-leaf nodes load lazily via
 * queryDepartTreeSync?pid=) and the 树操作 menu. Strict checking (no parent-child link) is the
 * default; multi mode may switch to linked. OK emits `{id, departName, orgCode}` of each checked node.
 */
export function DepartSelectModal({ open, multi = true, value, onOk, onCancel, width = PICKER_CONSTANTS.DEPART_MODAL_WIDTH }: DepartSelectModalProps) {
  const [tree, setTree] = useState<DepartTreeNode[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [strict, setStrict] = useState(true);
  const [loading, setLoading] = useState(false);
  const known = useRef(new Map<string, DepartTreeNode>());

  const show = (nodes: DepartTreeNode[], expandAll: boolean) => {
    flattenDeparts(nodes).forEach((n) => known.current.set(n.key, n));
    setTree(nodes);
    setExpanded(expandAll ? allKeys(nodes) : nodes.map((n) => n.key));
  };

  const loadTree = async (keyWord: string) => {
    setLoading(true);
    try {
      show(keyWord ? await searchDeparts(keyWord) : await fetchDepartTree(), Boolean(keyWord));
    } catch (e) {
      void message.warning(errorText(e));
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    setChecked(multi ? [...(value ?? [])] : (value ?? []).slice(-1));
    setStrict(true);
    void loadTree('');
    // the dialog resets on every opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const loadData = async (node: { key: React.Key; children?: unknown[] }) => {
    if (node.children && node.children.length) return;
    const key = String(node.key);
    const children = await fetchDepartChildren(key).catch(() => []);
    children.forEach((n) => known.current.set(n.key, n));
    setTree((t) => withChildren(t, key, children));
  };

  const onAction = (action: DepartTreeAction) => {
    if (action === 'link') setStrict(false);
    if (action === 'unlink') setStrict(true);
    if (action === 'checkAll') setChecked(allKeys(tree));
    if (action === 'uncheckAll') setChecked([]);
    if (action === 'expandAll') setExpanded(allKeys(tree));
    if (action === 'collapseAll') setExpanded([]);
  };

  const toggle = (key: string) => {
    const on = !checked.includes(key);
    setChecked(nextCheckedKeys(on ? [...checked, key] : checked.filter((k) => k !== key), key, on, multi));
  };

  const confirm = () => {
    onOk(checked.map((id) => {
      const n = known.current.get(id);
      return n ? { id: n.id, departName: n.departName, orgCode: n.orgCode } : { id, departName: id, orgCode: '' };
    }));
  };

  return (
    <Modal title={PICKER_TEXTS.DEPART_TITLE} open={open} width={width} destroyOnHidden onOk={confirm} onCancel={onCancel}>
      <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
        <Input.Search placeholder={PICKER_TEXTS.DEPART_SEARCH} allowClear onSearch={(v) => void loadTree(v.trim())} />
        <DepartTreeMenu multi={multi} strict={strict} onAction={onAction} />
      </Space.Compact>
      <Spin spinning={loading}>
        <div style={{ maxHeight: 420, overflow: 'auto' }}>
          <Tree<DepartTreeNode>
            data-testid="depart-select-tree"
            checkable
            blockNode
            checkStrictly={strict}
            treeData={tree}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            checkedKeys={checked}
            onCheck={(arg, info) => setChecked(nextCheckedKeys(arg, info.node.key, info.checked, multi))}
            selectedKeys={[]}
            onSelect={(_keys, info) => toggle(String(info.node.key))}
            loadData={loadData}
            titleRender={(n) => <span data-testid={`depart-node-${n.key}`}>{n.departName}</span>}
          />
        </div>
      </Spin>
    </Modal>
  );
}
