import type { TableProps } from 'antd';
import type { ListPage } from './use-list-page';

/** What {@link listTableProps} answers: the antd Table props a list page drives. */
export type ListTableProps<T> = Required<Pick<TableProps<T>, 'rowKey' | 'loading' | 'dataSource' | 'pagination' | 'onChange'>>
  & Pick<TableProps<T>, 'rowSelection'>;

/**
 * The antd Table wiring of a list page (widgets-spec §7 / §9): row key, loading, rows, pagination
 * (共 N 条, 10/20/30), sort and paging through `list.onTableChange`, and the row selection
 * (checkboxes) unless `selectable` is false (e.g. without the delete permission). Spread it first,
 * then the page's own props (columns, size, scroll, overrides).
 *
 * @example <Table<Role> {...listTableProps(list, has('system:role:delete'))} size="middle" columns={columns} />
 */
export function listTableProps<T extends object>(list: ListPage<T>, selectable = true): ListTableProps<T> {
  return {
    rowKey: list.rowKey,
    loading: list.loading,
    dataSource: list.dataSource,
    pagination: list.pagination,
    onChange: list.onTableChange,
    rowSelection: selectable ? list.rowSelection : undefined,
  };
}
