import { App, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState, type Key, type ReactNode } from 'react';
import { http } from 'shared-session';
import { MISC_TEXTS } from './misc-texts';
import { defaultHasChildren, needsLoading, readTreeRows, replaceChildren, withPlaceholders, type TreeTableNode } from './tree-table-data';

export interface TreeTableProps {
  /** GET URL of one tree level (widgets-spec §7 "tree-table URL (configurable)"). */
  url: string;
  columns: TableColumnsType<TreeTableNode>;
  /** Query parameter carrying the parent key (default 'parentId'). */
  parentKey?: string;
  /** Parent value of the root level; omitted from the root call when undefined. */
  rootValue?: string;
  /** Optional condition, sent as `condition` (objects as JSON). */
  condition?: string | Record<string, unknown>;
  /** Extra parameters of every call. */
  params?: Record<string, unknown>;
  /** Row key field (default 'id'). */
  rowKey?: string;
  /** Whether a row has children to load (default: `hasChildren` true / '1'). */
  hasChildren?(row: TreeTableNode): boolean;
}

/**
 * The lazily loaded tree table (widgets-spec §2 "Tree-table", §4 "Tree table", §7): loads the root
 * level, gives each `hasChildren` row a loading placeholder child, and loads a row's children on
 * its first expand (GET url with `{[parentKey]: id, condition, ...params}`); if none come back the
 * row's children are cleared. Answers may be an array or `{records}`; any other shape warns
 * 返回数据类型不识别, a failed answer warns with the server message. Needs antd's `<App>`.
 */
export function TreeTable({ url, columns, parentKey = 'parentId', rootValue, condition, params, rowKey = 'id', hasChildren = defaultHasChildren }: TreeTableProps) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<TreeTableNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const conditionText = condition === undefined ? undefined : typeof condition === 'string' ? condition : JSON.stringify(condition);
  const paramsKey = JSON.stringify(params ?? {});

  const load = useCallback(
    async (parent: string | undefined): Promise<TreeTableNode[] | null> => {
      const query: Record<string, unknown> = { ...(JSON.parse(paramsKey) as Record<string, unknown>) };
      if (parent !== undefined) query[parentKey] = parent;
      if (conditionText !== undefined) query.condition = conditionText;
      try {
        const answer = await http.get(url, { params: query });
        if (!answer.success) {
          message.warning(answer.message);
          return null;
        }
        const list = readTreeRows(answer.result);
        if (!list) {
          message.warning(MISC_TEXTS.treeUnknownType);
          return null;
        }
        return withPlaceholders(list, rowKey, hasChildren);
      } catch {
        return null;
      }
    },
    [url, parentKey, conditionText, paramsKey, rowKey, hasChildren, message],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    setExpanded([]);
    void load(rootValue).then((list) => {
      if (!live) return;
      setRows(list ?? []);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [load, rootValue]);

  const expand = async (open: boolean, row: TreeTableNode) => {
    const key = row[rowKey] as Key;
    setExpanded((keys) => (open ? [...keys, key] : keys.filter((k) => k !== key)));
    if (!open || !needsLoading(row)) return;
    const children = await load(String(key));
    setRows((tree) => replaceChildren(tree, rowKey, key, children ?? []));
  };

  return (
    <Table<TreeTableNode>
      rowKey={rowKey}
      size="middle"
      loading={loading}
      columns={columns.map((c, i) => (i === 0 ? { ...c, render: (v: unknown, r: TreeTableNode, idx: number) => (r.__loadingChild ? MISC_TEXTS.treeLoading : c.render ? c.render(v, r, idx) : (v as ReactNode)) } : c))}
      dataSource={rows}
      pagination={false}
      expandable={{ expandedRowKeys: expanded, onExpand: (open, row) => void expand(open, row) }}
    />
  );
}
