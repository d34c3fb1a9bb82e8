import { Col, Modal, Row, Table, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Ellipsis } from '../ellipsis';
import { errorText } from './answer';
import { fetchBizPage, fetchBizRowsByValue, likeValue } from './biz-api';
import { BizQueryBar } from './biz-query-bar';
import type { BizPickerConfig, BizQueryItem } from './biz-types';
import { PICKER_CONSTANTS, PICKER_TEXTS, totalText } from './picker-texts';
import { useRowSelection } from './use-row-selection';

type Row = Record<string, unknown>;

/** Props of {@link BizComponentModal}. */
export interface BizComponentModalProps extends BizPickerConfig {
  open: boolean;
  /** Radio (false) or checkbox (default true). */
  multiple?: boolean;
  /** valueKey values selected at opening (resolved through the value URL). */
  value?: string[];
  onOk(rows: Row[]): void;
  onCancel(): void;
}

/** The value key of a config: valueKey, else returnKeys[1], else id (spec §3). */
export function bizValueKey(cfg: Pick<BizPickerConfig, 'valueKey' | 'returnKeys'>): string {
  return cfg.valueKey ?? cfg.returnKeys?.[1] ?? 'id';
}

/** The query items of a config: queryConfig, else one text field over displayKey. */
export function bizQueryItems(cfg: Pick<BizPickerConfig, 'queryConfig' | 'displayKey' | 'columns'>): BizQueryItem[] {
  if (cfg.queryConfig?.length) return cfg.queryConfig;
  const label = cfg.columns.find((c) => c.dataIndex === cfg.displayKey)?.title ?? cfg.displayKey;
  return [{ key: cfg.displayKey, label }];
}

/**
 * Business component picker dialog (widgets-spec §2, §3, §7, §9): width 900, title name + 选择,
 * query fields (text values sent as `*x*`), a radio or checkbox table (page size 5 of 5/10/20/30,
 * scroll height 240, ellipsis 12) and a right-hand panel of the selected rows with 删除. Values
 * given at opening are resolved through the value URL (trailing comma, pageNo 1, pageSize = count).
 */
export function BizComponentModal(props: BizComponentModalProps) {
  const { open, name, listUrl, valueUrl, columns, displayKey, rowKey = 'id', multiple = true, value, params, onOk, onCancel } = props;
  const valueKey = bizValueKey(props);
  const items = bizQueryItems(props);
  const [values, setValues] = useState<Record<string, string | undefined>>({});
  const [query, setQuery] = useState({ values: {} as Record<string, string | undefined>, pageNo: 1, pageSize: PICKER_CONSTANTS.BIZ_PAGE_SIZE as number });
  const [page, setPage] = useState<{ records: Row[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const selection = useRowSelection<Row>(rowKey, multiple);
  const { reset } = selection;
  const paramKey = JSON.stringify(params ?? {});
  const valueKeyList = (value ?? []).join(',');

  useEffect(() => {
    if (!open) return;
    reset([]);
    if (valueKeyList) {
      fetchBizRowsByValue(valueUrl || listUrl, valueKey, valueKeyList.split(','), JSON.parse(paramKey) as Row)
        .then((rows) => reset(rows))
        .catch((e: unknown) => void message.warning(errorText(e)));
    }
  }, [open, valueKeyList, valueUrl, listUrl, valueKey, paramKey, reset]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const q: Row = { ...(JSON.parse(paramKey) as Row), pageNo: query.pageNo, pageSize: query.pageSize };
      items.forEach((i) => {
        q[i.key] = i.dictCode ? query.values[i.key] : likeValue(query.values[i.key]);
      });
      setPage(await fetchBizPage(listUrl, q));
    } catch (e) {
      void message.warning(errorText(e));
    } finally {
      setLoading(false);
    }
    // items derive from props that are stable per picker
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listUrl, paramKey, query]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const tableColumns = useMemo<TableColumnsType<Row>>(() => columns.map((c) => ({
    title: c.title,
    dataIndex: c.dataIndex,
    width: c.width,
    render: (v: unknown) => <Ellipsis value={v == null ? '' : String(v)} length={PICKER_CONSTANTS.BIZ_ELLIPSIS} />,
  })), [columns]);

  const chosen = selection.rows();
  return (
    <Modal title={`${name}${PICKER_TEXTS.SELECT_SUFFIX}`} open={open} width={PICKER_CONSTANTS.BIZ_MODAL_WIDTH} destroyOnHidden onOk={() => onOk(chosen)} onCancel={onCancel}>
      <Row gutter={12}>
        <Col span={16}>
          <BizQueryBar
            items={items}
            values={values}
            onChange={setValues}
            onSearch={() => setQuery((q) => ({ ...q, values: { ...values }, pageNo: 1 }))}
            onReset={() => { setValues({}); setQuery((q) => ({ ...q, values: {}, pageNo: 1 })); }}
          />
          <Table<Row>
            data-testid="biz-picker-table"
            size="small"
            rowKey={rowKey}
            columns={tableColumns}
            dataSource={page.records}
            loading={loading}
            scroll={{ y: PICKER_CONSTANTS.BIZ_SCROLL_Y }}
            rowSelection={selection.rowSelection}
            onRow={(row) => ({ onClick: () => selection.toggle(row) })}
            pagination={{
              current: query.pageNo,
              pageSize: query.pageSize,
              total: page.total,
              showSizeChanger: true,
              pageSizeOptions: [...PICKER_CONSTANTS.BIZ_PAGE_SIZES],
              showTotal: totalText,
              onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo: pageSize !== q.pageSize ? 1 : pageNo, pageSize })),
            }}
          />
        </Col>
        <Col span={8}>
          <Table<Row>
            data-testid="biz-picker-selected"
            size="small"
            rowKey={rowKey}
            pagination={false}
            scroll={{ y: PICKER_CONSTANTS.BIZ_SCROLL_Y + 60 }}
            dataSource={chosen}
            columns={[
              { title: PICKER_TEXTS.SELECTED_PANEL, dataIndex: displayKey, render: (v: unknown) => <Ellipsis value={v == null ? '' : String(v)} length={PICKER_CONSTANTS.BIZ_ELLIPSIS} /> },
              { title: '', key: 'action', width: 60, render: (_: unknown, row) => <a onClick={() => selection.remove(String(row[rowKey]))}>{PICKER_TEXTS.DELETE}</a> },
            ]}
          />
        </Col>
      </Row>
    </Modal>
  );
}
