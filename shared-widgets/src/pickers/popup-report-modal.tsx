import { Alert, Modal, Table, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Ellipsis } from '../ellipsis';
import { errorText } from './answer';
import { EMPTY_REPORT, fetchReportColumns, fetchReportData, fetchReportQueryInfo, parseSorter } from './popup-api';
import { PopupQueryForm } from './popup-query-form';
import { PICKER_CONSTANTS, PICKER_TEXTS, totalText } from './picker-texts';
import type { ReportConfig, ReportQueryItem } from './picker-types';
import { useRowSelection } from './use-row-selection';

type ReportRow = Record<string, unknown>;

/** Props of {@link PopupReportModal} (common brief contract). */
export interface PopupReportModalProps {
  open: boolean;
  /** Online report code. */
  code: string;
  /** Checkbox selection (default false: radio, exactly one row). */
  multi?: boolean;
  /** Pickers of one group share the loaded column config. */
  groupId?: string;
  /** Dynamic parameters sent as `self_<name>`. */
  param?: Record<string, string>;
  /** Sort `column=asc|desc` (default createTime=desc). */
  sorter?: string;
  /** Dialog width (default 1200, spec §9). */
  width?: number;
  onOk(rows: ReportRow[]): void;
  onCancel(): void;
}

/** Row identity of a report row: its id, else the whole row. */
export function reportRowKey(row: ReportRow): string {
  return row.id != null ? String(row.id) : JSON.stringify(row);
}

/**
 * Report-style selection dialog of the popup picker (widgets-spec §2, §4 "Popup report", §7, §9):
 * columns from getRpColumns (loaded 500 ms after opening; failure = no columns), query form from
 * getQueryInfo, rows from getData (page size 10 of 10/20/30, ellipsis 4, default sort createTime
 * desc), selected count with 清空 / 刷新. OK needs at least one row, exactly one when not multi
 * (请选择一条记录！); closing clears the selection; search goes to page 1 and clears the selection;
 * reset clears the query and reloads.
 */
export function PopupReportModal({ open, code, multi = false, groupId, param, sorter, width = PICKER_CONSTANTS.POPUP_WIDTH, onOk, onCancel }: PopupReportModalProps) {
  const [config, setConfig] = useState<ReportConfig>(EMPTY_REPORT);
  const [items, setItems] = useState<ReportQueryItem[]>([]);
  const [values, setValues] = useState<Record<string, string | undefined>>({});
  const [query, setQuery] = useState({ values: {} as Record<string, string | undefined>, pageNo: 1, pageSize: PICKER_CONSTANTS.PAGE_SIZE as number, ...parseSorter(sorter), tick: 0 });
  const [page, setPage] = useState<{ records: ReportRow[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const selection = useRowSelection<ReportRow>(reportRowKey, multi);
  const paramKey = JSON.stringify(param ?? {});

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setConfig(EMPTY_REPORT);
    setPage({ records: [], total: 0 });
    const timer = setTimeout(() => {
      void fetchReportColumns(code, groupId).then(async (cfg) => {
        if (!live) return;
        setConfig(cfg);
        if (cfg.cgRpConfigId) {
          const list = await fetchReportQueryInfo(cfg.cgRpConfigId);
          if (live) setItems(list);
        }
      });
    }, PICKER_CONSTANTS.POPUP_COLUMN_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, code, groupId]);

  const load = useCallback(async () => {
    if (!config.cgRpConfigId) return;
    setLoading(true);
    try {
      setPage(await fetchReportData(config.cgRpConfigId, { ...query, param: JSON.parse(paramKey) as Record<string, string> }));
    } catch (e) {
      void message.warning(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [config.cgRpConfigId, query, paramKey]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const columns = useMemo<TableColumnsType<ReportRow>>(() => config.columns.map((c) => ({
    title: c.title,
    dataIndex: c.dataIndex,
    align: c.align,
    sorter: Boolean(c.sorter),
    sortOrder: query.column === c.dataIndex ? (query.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (v: unknown) => {
      const dict = c.customRender ? config.dictOptions[c.customRender] : undefined;
      const raw = v == null ? '' : String(v);
      const text = dict ? raw.split(',').map((x) => dict.find((o) => o.value === x)?.text ?? x).join(',') : raw;
      return <Ellipsis value={text} length={PICKER_CONSTANTS.POPUP_ELLIPSIS} />;
    },
  })), [config, query.column, query.order]);

  const search = () => {
    selection.reset([]);
    setQuery((q) => ({ ...q, values: { ...values }, pageNo: 1, tick: q.tick + 1 }));
  };
  const reset = () => {
    setValues({});
    selection.reset([]);
    setQuery((q) => ({ ...q, values: {}, pageNo: 1, tick: q.tick + 1 }));
  };
  const close = () => {
    selection.reset([]);
    onCancel();
  };
  const confirm = () => {
    const rows = selection.rows();
    if (rows.length === 0 || (!multi && rows.length > 1)) {
      void message.warning(PICKER_TEXTS.SELECT_ONE);
      return;
    }
    selection.reset([]);
    onOk(rows);
  };

  return (
    <Modal title={config.cgRpConfigName || code} open={open} width={width} destroyOnHidden onOk={confirm} onCancel={close}>
      <PopupQueryForm items={items} dictOptions={config.dictOptions} values={values} onChange={setValues} onSearch={search} onReset={reset} />
      <Alert
        type="info"
        style={{ marginBottom: 8 }}
        title={
          <span data-testid="popup-selected-bar">
            {PICKER_TEXTS.SELECTED} <a>{selection.keys.length}</a> {PICKER_TEXTS.ITEMS}
            <a style={{ marginLeft: 24 }} onClick={() => selection.reset([])}>{PICKER_TEXTS.CLEAR}</a>
            <a style={{ marginLeft: 12 }} onClick={() => setQuery((q) => ({ ...q, tick: q.tick + 1 }))}>{PICKER_TEXTS.REFRESH}</a>
          </span>
        }
      />
      <Table<ReportRow>
        data-testid="popup-report-table"
        size="small"
        rowKey={reportRowKey}
        columns={columns}
        dataSource={page.records}
        loading={loading}
        rowSelection={selection.rowSelection}
        onRow={(row) => ({ onClick: () => selection.toggle(row) })}
        onChange={(_p, _f, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          const next = one?.order && one.field ? { column: String(one.field), order: one.order === 'ascend' ? 'asc' as const : 'desc' as const } : parseSorter(sorter);
          if (next.column !== query.column || next.order !== query.order) setQuery((q) => ({ ...q, ...next, pageNo: 1 }));
        }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: page.total,
          showSizeChanger: true,
          pageSizeOptions: [...PICKER_CONSTANTS.PAGE_SIZES],
          showTotal: totalText,
          onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo: pageSize !== q.pageSize ? 1 : pageNo, pageSize })),
        }}
      />
    </Modal>
  );
}
