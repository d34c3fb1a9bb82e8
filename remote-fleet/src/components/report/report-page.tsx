import { Alert, Button, Card, Col, Empty, Row, Statistic, Table, Typography, message as antMessage } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { exportXlsx } from 'shared-widgets';
import { fetchAllReportRows, useReportData, useReportMeta, type ReportDataQuery, type ReportMeta, type ReportRow } from '../../api/report-api';
import ReportChart from './report-chart';
import { cellValue, columnTitle, xlsxColumns } from './report-columns';
import ReportQueryForm, { initialFormValues, toQueryBody } from './report-query-form';

/** Message of a failed call: the server's Chinese message when the answer has one. */
export function errorText(err: unknown): string {
  const data = (err as { response?: { data?: { message?: string } } })?.response?.data;
  return data?.message || (err instanceof Error ? err.message : '请求失败');
}

/** Export row limit (pages of 1,000 fetched until all rows of the query or this many). */
export const EXPORT_LIMIT = 10_000;

function tableColumns(meta: ReportMeta, query: ReportDataQuery | null): ColumnsType<ReportRow> {
  return meta.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: columnTitle(c),
    align: c.type === 'number' ? 'right' : undefined,
    width: c.width ?? (c.type === 'time' ? 170 : undefined),
    sorter: c.sortable ? true : undefined,
    sortOrder: c.sortable && query?.column === c.key ? (query.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_v: unknown, row: ReportRow) => cellValue(c, row),
  }));
}

function ReportBody({ meta }: { meta: ReportMeta }) {
  const [message, messageHolder] = antMessage.useMessage();
  const first = useMemo<ReportDataQuery | null>(
    () => (meta.query.some((f) => f.required && f.default === undefined) ? null : { ...toQueryBody(meta, initialFormValues(meta)), pageNo: 1, pageSize: 10 }),
    [meta],
  );
  const [query, setQuery] = useState<ReportDataQuery | null>(first);
  const [exporting, setExporting] = useState(false);
  const data = useReportData(meta.code, query);
  const rows = data.data?.records ?? [];
  const columns = useMemo(() => tableColumns(meta, query), [meta, query]);

  const runExport = async () => {
    if (!query) {
      message.warning('请先查询');
      return;
    }
    setExporting(true);
    try {
      const { pageNo: _p, pageSize: _s, ...rest } = query;
      const all = await fetchAllReportRows(meta.code, { ...rest, pageNo: 1, pageSize: 1000 }, EXPORT_LIMIT);
      const n = await exportXlsx(`${meta.title}_${dayjs().format('YYYYMMDDHHmmss')}`, xlsxColumns(meta.columns), all.rows, meta.title);
      if (all.truncated) message.warning(`共 ${all.total} 条，已导出前 ${n} 条`);
      else message.success(`已导出 ${n} 条`);
    } catch (err) {
      message.error(`导出失败：${errorText(err)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {messageHolder}
      <ReportQueryForm
        meta={meta}
        onSearch={(body) => setQuery((q) => ({ ...body, pageNo: 1, pageSize: q?.pageSize ?? 10, column: q?.column, order: q?.order }))}
        onReset={() => setQuery(first)}
        extra={
          <Button data-testid="report-export" onClick={() => void runExport()} loading={exporting} disabled={!query}>
            导出
          </Button>
        }
      />
      {data.error && <Alert type="error" showIcon title={errorText(data.error)} style={{ marginBottom: 16 }} />}
      {!query && <Alert type="info" showIcon title="请输入查询条件后点击查询" style={{ marginBottom: 16 }} />}
      {data.data?.summary && (
        <Row gutter={16} style={{ marginBottom: 16 }} data-testid="report-summary">
          {data.data.summary.map((s) => (
            <Col key={s.label}>
              <Statistic title={s.label} value={s.value ?? '-'} suffix={s.unit} />
            </Col>
          ))}
        </Row>
      )}
      {meta.chart && data.data && <ReportChart meta={meta.chart} data={data.data.chart} rows={rows} />}
      <Table<ReportRow>
        data-testid="report-table"
        rowKey={(row) => String(row[meta.rowKey] ?? JSON.stringify(row))}
        size="middle"
        bordered
        loading={data.isFetching}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="暂无数据" /> }}
        pagination={{
          current: query?.pageNo ?? 1,
          pageSize: query?.pageSize ?? 10,
          total: data.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `共 ${total} 条`,
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const column = s?.order ? String(s.columnKey) : undefined;
          setQuery((q) => q && ({
            ...q,
            pageNo: pagination.pageSize !== q.pageSize ? 1 : pagination.current ?? 1,
            pageSize: pagination.pageSize ?? q.pageSize,
            column,
            order: column ? (s.order === 'ascend' ? 'asc' : 'desc') : undefined,
          }));
        }}
      />
    </>
  );
}

/**
 * The generic report page (issue 3 "Reports"): loads the report's meta (GET /api/report/meta/{code})
 * and renders its query form, headline figures, chart, a paged table (共 N 条) whose headers carry
 * units, and 导出 (xlsx of every row of the current query, up to {@link EXPORT_LIMIT}).
 */
export default function ReportPage({ code }: { code: string }) {
  const meta = useReportMeta(code);
  return (
    <Card data-testid="report-page" data-report={code} variant="borderless" title={meta.data?.title}>
      {meta.data?.description && <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>{meta.data.description}</Typography.Paragraph>}
      {meta.error && <Alert type="error" showIcon title={errorText(meta.error)} />}
      {meta.isLoading && <div style={{ color: '#8c8c8c' }}>加载中…</div>}
      {meta.data && <ReportBody key={code} meta={meta.data} />}
    </Card>
  );
}
