import { message } from 'antd';
import { useEffect } from 'react';
import { LazyTreeSelect } from './lazy-tree-select';
import { loadCategoryChildren, loadCategoryNames, loadCategoryRoot, treeConditionError } from './tree-api';

/** Props of {@link CategorySelect} (JCategorySelect). */
export interface CategorySelectProps {
  /** Code of the category whose children are the first level (default '0' = every root). */
  pcode?: string;
  /** JSON object string of extra conditions. */
  condition?: string;
  multiple?: boolean;
  value?: string;
  onChange?(value: string): void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * Category select, JCategorySelect (widgets-spec §2, §5, §7 GET /sys/category/loadTreeRoot
 * (async, pcode, condition), loadTreeChildren (pid), loadDictItem/?ids= for labels): the value is
 * the chosen node's value; a condition that is not a JSON string shows
 * 组件JTreeSelect-condition传值有误，需要一个json字符串! and nothing loads.
 */
export function CategorySelect({ pcode = '0', condition, ...rest }: CategorySelectProps) {
  const error = treeConditionError(condition);
  useEffect(() => {
    if (error) void message.error(error);
  }, [error]);
  return (
    <LazyTreeSelect
      {...rest}
      data-testid="category-select"
      error={error}
      loadRoot={() => loadCategoryRoot(pcode, condition || undefined)}
      loadChildren={(node) => loadCategoryChildren(node.key)}
      resolveLabels={loadCategoryNames}
    />
  );
}
