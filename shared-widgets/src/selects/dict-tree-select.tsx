import { message } from 'antd';
import { useEffect } from 'react';
import { loadDictItemTexts } from './search-api';
import { LazyTreeSelect } from './lazy-tree-select';
import { loadDictTree, treeConditionError } from './tree-api';

/** Props of {@link DictTreeSelect} (JTreeSelect). */
export interface DictTreeSelectProps {
  /** Table dictionary `table,text,code` of the tree. */
  dict: string;
  /** Parent column (default pid). */
  pidField?: string;
  /** Parent value of the first level (default '' = root). */
  pidValue?: string;
  /** Column telling whether a row has children. */
  hasChildField?: string;
  /** JSON object string of extra equality conditions. */
  condition?: string;
  multiple?: boolean;
  value?: string;
  onChange?(value: string): void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * Table-driven tree select, JTreeSelect (widgets-spec §2, §5 "Category and tree select", §7 GET
 * /sys/dict/loadTreeData with pid, tableName, text, code, pidField, hasChildField, condition):
 * levels load lazily (children by pid = node key), labels of preset values come from
 * /sys/dict/loadDictItem. A condition that is not a JSON string shows
 * 组件JTreeSelect-condition传值有误，需要一个json字符串! and nothing loads.
 */
export function DictTreeSelect({ dict, pidField = 'pid', pidValue = '', hasChildField, condition, ...rest }: DictTreeSelectProps) {
  const [tableName = '', text = '', code = ''] = dict.split(',').map((s) => s.trim());
  const error = treeConditionError(condition);
  useEffect(() => {
    if (error) void message.error(error);
  }, [error]);
  const base = { tableName, text, code, pidField, hasChildField, condition: condition || undefined };
  return (
    <LazyTreeSelect
      {...rest}
      data-testid="dict-tree-select"
      error={error}
      loadRoot={() => loadDictTree({ ...base, pid: pidValue })}
      loadChildren={(node) => loadDictTree({ ...base, pid: node.key })}
      resolveLabels={(values) => loadDictItemTexts(`${tableName},${text},${code}`, values)}
    />
  );
}
