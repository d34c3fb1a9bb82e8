import { Button, Empty, Space, Tag, Tree } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { allKeys, cascadeCheckedKeys, parentKeys } from './tree-keys';
import type { TreeModel } from './permission-types';

/** Props of {@link AuthorizeTree}. */
export interface AuthorizeTreeProps {
  treeData: TreeModel[];
  /** the granted permission ids */
  value: string[];
  onChange(ids: string[]): void;
  /** clicking the 数据规则 tag of a granted menu with rules */
  onRuleClick?(node: TreeModel): void;
  disabled?: boolean;
}

type Node = { key: string; title: ReactNode; children?: Node[] };

/**
 * The menu / button authorisation tree of 角色授权 and 部门权限 (JeecgBoot): checkboxes, 全部勾选 /
 * 取消全选, 展开所有 / 合并所有, and 父子关联 (off by default: each node is granted on its own; on:
 * checking a node checks its subtree and a partly checked parent stays granted). Menus with data
 * rules carry a 数据规则 tag that opens the rule choice once the menu is granted.
 */
export function AuthorizeTree({ treeData, value, onChange, onRuleClick, disabled }: AuthorizeTreeProps) {
  const [linked, setLinked] = useState(false);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const keys = useMemo(() => allKeys(treeData), [treeData]);
  const granted = useMemo(() => new Set(value), [value]);

  const nodes = useMemo(() => {
    const build = (list: TreeModel[]): Node[] => list.map((n) => ({
      key: n.key,
      title: (
        <Space size={4}>
          <span>{n.title}</span>
          {n.menuType === 2 && <Tag color="orange" style={{ marginInlineEnd: 0 }}>按钮</Tag>}
          {n.ruleFlag === 1 && onRuleClick && granted.has(n.key) && (
            <Tag color="blue" style={{ cursor: 'pointer', marginInlineEnd: 0 }} onClick={(e) => { e.stopPropagation(); onRuleClick(n); }}>数据规则</Tag>
          )}
        </Space>
      ),
      ...(n.children?.length ? { children: build(n.children) } : {}),
    }));
    return build(treeData);
  }, [treeData, granted, onRuleClick]);

  if (!treeData.length) return <Empty description="暂无可授权的菜单" />;
  const checkedKeys = linked ? cascadeCheckedKeys(treeData, granted) : { checked: value, halfChecked: [] };
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button size="small" disabled={disabled} onClick={() => onChange(keys)}>全部勾选</Button>
        <Button size="small" disabled={disabled} onClick={() => onChange([])}>取消全选</Button>
        <Button size="small" onClick={() => setExpanded(parentKeys(treeData))}>展开所有</Button>
        <Button size="small" onClick={() => setExpanded([])}>合并所有</Button>
        <Button size="small" type={linked ? 'primary' : 'default'} onClick={() => setLinked(!linked)}>{linked ? '取消关联' : '父子关联'}</Button>
      </Space>
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        checkStrictly={!linked}
        treeData={nodes}
        checkedKeys={checkedKeys}
        expandedKeys={expanded ?? keys}
        onExpand={(k) => setExpanded(k)}
        onCheck={(checked, info) => {
          if (Array.isArray(checked)) onChange([...checked, ...(info.halfCheckedKeys ?? [])].map(String));
          else onChange(checked.checked.map(String));
        }}
      />
    </>
  );
}
