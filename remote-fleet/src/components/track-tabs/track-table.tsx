import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { exportXlsx, type XlsxColumn } from 'shared-widgets';
import type { TrackQuery } from '../../api/track-calls';

/**
 * Props every track tab takes (operate tabs under the live map): the selected car (null → an
 * Empty asking to pick one), its plate, the range [start, end] in ms epoch, and onLocate with a
 * WGS-84 position (degrees) when a row is clicked.
 */
export interface TrackTabProps {
  carId: string | null;
  carNum: string;
  range: [number, number];
  onLocate(p: { lon: number; lat: number; title?: string }): void;
}

/** One column: header with its unit, the cell value (shown and exported). */
export interface TrackColumn<Row> {
  key: string;
  title: string;
  width?: number;
  value(row: Row): string | number | null;
}

/** A page of rows as a tab loads it. */
export interface TrackRows<Row> {
  records: Row[];
  total: number;
}

/** Props of {@link TrackTable}. */
export interface TrackTableProps<Row> extends TrackTabProps {
  /** tab key: data-testid `track-tab-<tabKey>`, query key */
  tabKey: string;
  /** export file title: `<title>_<plate>_YYYYMMDDHHmmss.xlsx` */
  title: string;
  columns: TrackColumn<Row>[];
  /** server paging: loads one page; client paging (`clientPaging`): loads all rows once */
  load(q: TrackQuery, pageNo: number, pageSize: number): Promise<TrackRows<Row>>;
  clientPaging?: boolean;
  rowKey(row: Row, index: number): string;
  /** where a row is on the map (null: not locatable) */
  locate(row: Row): { lon: number; lat: number; title?: string } | null;
  /** content above the table (e.g. a chart) */
  header?(rows: Row[]): ReactNode;
}

/** Formats ms epoch as YYYY-MM-DD HH:mm:ss (browser time zone: China time in the console). */
export function fmtTime(ms: number | null | undefined): string {
  return ms == null ? '' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
}

/**
 * The table of a track tab (console-spec §2.3): units in the headers, paging with 共 N 条,
 * 导出 writes the rows shown to xlsx (shared-widgets exportXlsx), a row click calls onLocate.
 * Without a car it shows 请先在地图上选择车辆.
 */
export default function TrackTable<Row extends object>(props: TrackTableProps<Row>) {
  const { carId, carNum, range, tabKey, title, columns, load, clientPaging, rowKey, locate, onLocate, header } = props;
  const q: TrackQuery | null = carId ? { carId, startTime: range[0], endTime: range[1] } : null;
  const qKey = JSON.stringify(q);
  // paging restarts at page 1 whenever the car or the range changes
  const [paging, setPaging] = useState({ key: qKey, pageNo: 1, pageSize: 10 });
  const page = paging.key === qKey ? paging : { key: qKey, pageNo: 1, pageSize: paging.pageSize };
  const setPage = (p: { pageNo: number; pageSize: number }) => setPaging({ key: qKey, ...p });
  const [exportError, setExportError] = useState<string | null>(null);
  const serverPage = clientPaging ? null : { pageNo: page.pageNo, pageSize: page.pageSize };
  const data = useQuery({
    queryKey: ['fleet', 'trackTab', tabKey, q, serverPage],
    queryFn: () => load(q!, serverPage?.pageNo ?? 1, serverPage?.pageSize ?? 0),
    enabled: q !== null,
    retry: false,
    staleTime: 30_000,
  });
  const all = data.data?.records ?? [];
  const rows = clientPaging ? all.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize) : all;
  const total = clientPaging ? all.length : data.data?.total ?? 0;

  if (!carId) return <Empty data-testid={`track-tab-${tabKey}`} description="请先在地图上选择车辆" />;

  const exportRows = async () => {
    setExportError(null);
    try {
      const xlsxColumns: XlsxColumn<Row>[] = columns.map((c) => ({ title: c.title, value: (r: Row) => c.value(r) }));
      await exportXlsx(`${title}_${carNum}_${dayjs().format('YYYYMMDDHHmmss')}.xlsx`, xlsxColumns, rows);
    } catch (err) {
      setExportError(`导出失败：${err instanceof Error ? err.message : String(err)}`);
    }
  };

  return (
    <div data-testid={`track-tab-${tabKey}`}>
      <Space style={{ marginBottom: 8 }}>
        <span style={{ color: '#8c8c8c' }}>{carNum} · {fmtTime(range[0])} 至 {fmtTime(range[1])}</span>
        <Button size="small" icon={<DownloadOutlined />} onClick={exportRows} disabled={rows.length === 0} data-testid={`track-export-${tabKey}`}>导出</Button>
      </Space>
      {data.error && <Alert type="error" showIcon message={`查询失败：${data.error.message}`} style={{ marginBottom: 8 }} />}
      {exportError && <Alert type="error" showIcon message={exportError} style={{ marginBottom: 8 }} />}
      {header?.(all)}
      <Table<Row>
        size="small"
        loading={data.isFetching}
        dataSource={rows}
        rowKey={(r) => rowKey(r, all.indexOf(r))}
        columns={columns.map((c) => ({ key: c.key, title: c.title, width: c.width, ellipsis: true, render: (_: unknown, r: Row) => c.value(r) ?? '' }))}
        onRow={(r) => ({
          onClick: () => {
            const p = locate(r);
            if (p) onLocate(p);
          },
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
