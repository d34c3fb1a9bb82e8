import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { PICKER_TEXTS } from './picker-texts';

/** One operation of the department tree menu. */
export type DepartTreeAction = 'link' | 'unlink' | 'checkAll' | 'uncheckAll' | 'expandAll' | 'collapseAll';

/** Props of {@link DepartTreeMenu}. */
export interface DepartTreeMenuProps {
  /** Multi mode offers linking and checking all; single mode only expanding. */
  multi: boolean;
  /** Current mode: true = strict (no parent-child link). */
  strict: boolean;
  onAction(action: DepartTreeAction): void;
}

/**
 * 树操作 menu of the department select (widgets-spec §2, §4 "Tree checking"): 父子关联 / 取消关联
 * switch the parent-child link (multi mode only, the current mode is disabled), 全部勾选 /
 * 取消全选 (multi mode), 展开所有 / 合并所有.
 */
export function DepartTreeMenu({ multi, strict, onAction }: DepartTreeMenuProps) {
  const items = [
    ...(multi
      ? [
          { key: 'link', label: PICKER_TEXTS.TREE_LINK, disabled: !strict },
          { key: 'unlink', label: PICKER_TEXTS.TREE_UNLINK, disabled: strict },
          { key: 'checkAll', label: PICKER_TEXTS.TREE_CHECK_ALL },
          { key: 'uncheckAll', label: PICKER_TEXTS.TREE_UNCHECK_ALL },
        ]
      : []),
    { key: 'expandAll', label: PICKER_TEXTS.TREE_EXPAND_ALL },
    { key: 'collapseAll', label: PICKER_TEXTS.TREE_COLLAPSE_ALL },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as DepartTreeAction) }}>
      <Button data-testid="depart-tree-menu">
        {PICKER_TEXTS.TREE_ACTIONS} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
