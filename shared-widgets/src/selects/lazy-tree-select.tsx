import { TreeSelect, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { splitValues } from '../dict/dict-checkbox';
import { SELECT_CONSTANTS } from './select-texts';
import { findTreeOption, withTreeChildren, type TreeOption } from './tree-api';

/** Props of {@link LazyTreeSelect}. */
export interface LazyTreeSelectProps {
  /** Loads the first level. */
  loadRoot(): Promise<TreeOption[]>;
  /** Loads the children of a node. */
  loadChildren(node: TreeOption): Promise<TreeOption[]>;
  /** Labels of values that are not loaded yet, in order ('' = unknown). */
  resolveLabels(values: string[]): Promise<string[]>;
  /** A configuration error: shown instead of loading, the select is disabled. */
  error?: string | null;
  multiple?: boolean;
  /** One value, or comma-joined values when multiple. */
  value?: string;
  onChange?(value: string): void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
}

/**
 * Tree select loading level by level (widgets-spec §2 "Tree select and category select", §9 tree
 * dropdown max height 400px): the value is the node value (comma-joined when multiple); labels of
 * values not loaded yet are resolved once; a configuration error disables it and shows the text.
 */
export function LazyTreeSelect({ loadRoot, loadChildren, resolveLabels, error, multiple, value, onChange, placeholder, disabled, id, ...rest }: LazyTreeSelectProps) {
  const [tree, setTree] = useState<TreeOption[]>([]);
  const labels = useRef(new Map<string, string>());
  const [, setVersion] = useState(0);
  const values = splitValues(value);

  useEffect(() => {
    if (error) return undefined;
    let live = true;
    loadRoot().then((t) => live && setTree(t)).catch(() => live && setTree([]));
    return () => {
      live = false;
    };
    // a new configuration gives new loaders; the error flag decides whether to load at all
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const missing = values.filter((v) => !labels.current.has(v) && !findTreeOption(tree, v)).join(',');
  useEffect(() => {
    if (!missing || error) return undefined;
    let live = true;
    const list = missing.split(',');
    void resolveLabels(list).then((texts) => {
      list.forEach((v, i) => labels.current.set(v, texts[i] || v));
      if (live) setVersion((x) => x + 1);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, error]);

  const labelled = values.map((v) => ({ value: v, label: findTreeOption(tree, v)?.title ?? labels.current.get(v) ?? v }));
  return (
    <>
      <TreeSelect
        id={id}
        data-testid={rest['data-testid']}
        style={{ width: '100%' }}
        labelInValue
        treeCheckable={false}
        multiple={multiple}
        allowClear
        disabled={disabled || Boolean(error)}
        status={error ? 'error' : undefined}
        placeholder={placeholder}
        listHeight={SELECT_CONSTANTS.TREE_MAX_HEIGHT}
        styles={{ popup: { root: { maxHeight: SELECT_CONSTANTS.TREE_MAX_HEIGHT, overflow: 'auto' } } }}
        treeData={tree}
        value={multiple ? labelled : labelled[0]}
        loadData={async (node) => {
          const opt = node as unknown as TreeOption;
          if (opt.children?.length || opt.isLeaf) return;
          const children = await loadChildren(opt).catch(() => []);
          setTree((t) => withTreeChildren(t, opt.key, children));
        }}
        onChange={(v: { value: string; label?: React.ReactNode } | { value: string; label?: React.ReactNode }[] | undefined) => {
          const list = v == null ? [] : Array.isArray(v) ? v : [v];
          list.forEach((x) => typeof x.label === 'string' && labels.current.set(x.value, x.label));
          onChange?.(list.map((x) => x.value).join(','));
        }}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </>
  );
}
