import { App, type TablePaginationConfig } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { http, type PageResult } from 'shared-session';
import { exportListXls } from '../import/export-list';
import { buildListParams, sortFromTable, type ListSort, type SuperQueryState } from './list-params';
import { LIST_CONSTANTS, LIST_TEXTS } from './list-texts';

/** The calls of a list page (JeecgBoot list mixin `url`). Paths are relative to the API base. */
export interface ListUrls {
  list?: string;
  delete?: string;
  deleteBatch?: string;
  exportXlsUrl?: string;
}

/** Options of {@link useListPage}. */
export interface ListPageOptions {
  url: ListUrls;
  /** fixed params merged into every list call (e.g. a parent id) */
  baseParams?: Record<string, unknown>;
  /** default createTime desc (§9); null for none */
  defaultSort?: ListSort | null;
  /** page size, default 10 (§9) */
  pageSize?: number;
  /** row key field, default id (§9) */
  rowKey?: string;
  /** false: load only when `searchQuery` / `reload` is called */
  loadOnMount?: boolean;
  /** visible column keys sent as `field` */
  fields?: string[];
}

/** What {@link useListPage} answers: state, antd table props and the list actions. */
export interface ListPage<T> {
  /** the row key field (antd Table rowKey) */
  rowKey: string;
  dataSource: T[];
  loading: boolean;
  total: number;
  queryParam: Record<string, unknown>;
  selectedRowKeys: Key[];
  selectedRows: T[];
  superQuery: SuperQueryState | null;
  pagination: TablePaginationConfig;
  rowSelection: { selectedRowKeys: Key[]; onChange(keys: Key[], rows: T[]): void };
  onTableChange(pagination: TablePaginationConfig, filters: unknown, sorter: unknown): void;
  /** runs the query form's values from page 1 (clears the selection) */
  searchQuery(values?: Record<string, unknown>): Promise<void>;
  /** clears the query and reloads from page 1 */
  searchReset(): Promise<void>;
  /** reloads the current page */
  reload(): Promise<void>;
  /** DELETE url.delete?id= (no confirmation: the row's Popconfirm asks) */
  handleDelete(id: string): Promise<void>;
  /** DELETE url.deleteBatch?ids= after 确认删除 / 是否删除选中数据?; 请选择一条记录！ with none selected */
  batchDel(): void;
  /** exports the current query (and selection) through url.exportXlsUrl */
  handleExportXls(fileName?: string): Promise<void>;
  /** sets or clears (null) the advanced query and reloads from page 1 */
  handleSuperQuery(state: SuperQueryState | null): Promise<void>;
  clearSelection(): void;
}

/**
 * The generic list page of widgets-spec §7 / §8 / §9 (JeecgBoot's list mixin): GET url.list with the
 * query, pageNo / pageSize (10 of 10/20/30), column / order (default createTime desc), field and the
 * advanced query; antd pagination with 共 N 条 and the quick jumper; single and batch delete by
 * id(s); export with the query and `selections`. A missing url shows 请设置url.list属性! (and the
 * delete variants); a failed load warns with the server message.
 *
 * @example const list = useListPage<Demo>({ url: { list: '/test/jeecgDemo/list', deleteBatch: '/test/jeecgDemo/deleteBatch' } });
 */
export function useListPage<T extends object>(opts: ListPageOptions): ListPage<T> {
  const { message, modal } = App.useApp();
  const rowKey = opts.rowKey ?? 'id';
  const [dataSource, setDataSource] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(opts.pageSize ?? LIST_CONSTANTS.PAGE_SIZE);
  const [sort, setSort] = useState<ListSort | null>(opts.defaultSort === undefined ? LIST_CONSTANTS.DEFAULT_SORT : opts.defaultSort);
  const [queryParam, setQueryParam] = useState<Record<string, unknown>>({});
  const [superQuery, setSuperQuery] = useState<SuperQueryState | null>(null);
  const [selectedRowKeys, setSelectedRowKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<T[]>([]);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const load = useCallback(async (page: number, size: number, query: Record<string, unknown>, s: ListSort | null, sq: SuperQueryState | null) => {
    const { url, baseParams, fields } = optsRef.current;
    if (!url.list) {
      message.error(LIST_TEXTS.NO_LIST_URL);
      return;
    }
    setLoading(true);
    try {
      const answer = await http.get<PageResult<T> | T[]>(url.list, {
        params: buildListParams({ query: { ...baseParams, ...query }, pageNo: page, pageSize: size, sort: s, superQuery: sq, fields }),
      });
      if (!answer.success) {
        message.warning(answer.message);
        return;
      }
      const result = answer.result;
      if (Array.isArray(result)) {
        setDataSource(result);
        setTotal(result.length);
      } else {
        setDataSource(result?.records ?? []);
        setTotal(Number(result?.total ?? 0));
      }
    } catch {
      // the HTTP layer reported it
    } finally {
      setLoading(false);
    }
  }, [message]);

  const clearSelection = useCallback(() => {
    setSelectedRowKeys([]);
    setSelectedRows([]);
  }, []);

  useEffect(() => {
    if (opts.loadOnMount !== false) void load(1, pageSize, {}, sort, null);
    // first load only; later loads come from the actions
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reload = useCallback(() => load(pageNo, pageSize, queryParam, sort, superQuery), [load, pageNo, pageSize, queryParam, sort, superQuery]);

  const searchQuery = useCallback(async (values?: Record<string, unknown>) => {
    const query = values ?? queryParam;
    setQueryParam(query);
    setPageNo(1);
    clearSelection();
    await load(1, pageSize, query, sort, superQuery);
  }, [clearSelection, load, pageSize, queryParam, sort, superQuery]);

  const searchReset = useCallback(async () => {
    setQueryParam({});
    setPageNo(1);
    clearSelection();
    await load(1, pageSize, {}, sort, superQuery);
  }, [clearSelection, load, pageSize, sort, superQuery]);

  const afterDelete = useCallback(async (removed: number) => {
    const left = total - removed;
    const lastPage = Math.max(1, Math.ceil(left / pageSize));
    const page = Math.min(pageNo, lastPage);
    setPageNo(page);
    clearSelection();
    await load(page, pageSize, queryParam, sort, superQuery);
  }, [clearSelection, load, pageNo, pageSize, queryParam, sort, superQuery, total]);

  const handleDelete = useCallback(async (id: string) => {
    const url = optsRef.current.url.delete;
    if (!url) {
      message.error(LIST_TEXTS.NO_DELETE_URL);
      return;
    }
    const answer = await http.delete(url, { params: { id } }).catch(() => null);
    if (!answer) return;
    if (answer.success) {
      message.success(answer.message);
      await afterDelete(1);
    } else {
      message.warning(answer.message);
    }
  }, [afterDelete, message]);

  const batchDel = useCallback(() => {
    const url = optsRef.current.url.deleteBatch;
    if (!url) {
      message.error(LIST_TEXTS.NO_DELETE_BATCH_URL);
      return;
    }
    if (!selectedRowKeys.length) {
      message.warning(LIST_TEXTS.SELECT_ONE);
      return;
    }
    modal.confirm({
      title: LIST_TEXTS.CONFIRM_DELETE_TITLE,
      content: LIST_TEXTS.CONFIRM_DELETE_CONTENT,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const answer = await http.delete(url, { params: { ids: selectedRowKeys.join(',') } }).catch(() => null);
        if (!answer) return;
        if (answer.success) {
          message.success(answer.message);
          await afterDelete(selectedRowKeys.length);
        } else {
          message.warning(answer.message);
        }
      },
    });
  }, [afterDelete, message, modal, selectedRowKeys]);

  const handleExportXls = useCallback(async (fileName?: string) => {
    const { url, baseParams, fields } = optsRef.current;
    if (!url.exportXlsUrl) return;
    const params: Record<string, unknown> = buildListParams({ query: { ...baseParams, ...queryParam }, pageNo: 1, pageSize, sort, superQuery, fields });
    delete params.pageNo;
    delete params.pageSize;
    if (selectedRowKeys.length) params.selections = selectedRowKeys.join(',');
    await exportListXls(url.exportXlsUrl, params, fileName, (text) => void message.warning(text));
  }, [message, pageSize, queryParam, selectedRowKeys, sort, superQuery]);

  const handleSuperQuery = useCallback(async (state: SuperQueryState | null) => {
    setSuperQuery(state);
    setPageNo(1);
    clearSelection();
    await load(1, pageSize, queryParam, sort, state);
  }, [clearSelection, load, pageSize, queryParam, sort]);

  const onTableChange = useCallback((pagination: TablePaginationConfig, _filters: unknown, sorter: unknown) => {
    const nextSort = sortFromTable(Array.isArray(sorter) ? sorter[0] : (sorter as Parameters<typeof sortFromTable>[0]))
      ?? (optsRef.current.defaultSort === undefined ? LIST_CONSTANTS.DEFAULT_SORT : optsRef.current.defaultSort);
    const page = pagination.current ?? 1;
    const size = pagination.pageSize ?? pageSize;
    setSort(nextSort);
    setPageNo(page);
    setPageSize(size);
    void load(page, size, queryParam, nextSort, superQuery);
  }, [load, pageSize, queryParam, superQuery]);

  const pagination = useMemo<TablePaginationConfig>(() => ({
    current: pageNo,
    pageSize,
    total,
    showQuickJumper: true,
    showSizeChanger: true,
    pageSizeOptions: LIST_CONSTANTS.PAGE_SIZE_OPTIONS.map(String),
    showTotal: (n: number) => LIST_TEXTS.total(n),
  }), [pageNo, pageSize, total]);

  const rowSelection = useMemo(() => ({
    selectedRowKeys,
    onChange(keys: Key[], rows: T[]) {
      setSelectedRowKeys(keys);
      setSelectedRows(rows);
    },
  }), [selectedRowKeys]);

  return {
    rowKey, dataSource, loading, total, queryParam, selectedRowKeys, selectedRows, superQuery, pagination, rowSelection,
    onTableChange, searchQuery, searchReset, reload, handleDelete, batchDel, handleExportXls, handleSuperQuery, clearSelection,
  };
}
