import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { exportXlsx } from 'shared-widgets';
import { useElementHeight } from '../../hooks/use-element-height';
import { exportFileName, toXlsxColumns, type OperateColumn } from './columns';

/** Height (px) of the table header row and of the pager under the table (small size). */
const TABLE_HEAD_PX = 40;
const PAGER_PX = 44;

/** Props of an operate-tab table: rows of one page, its paging and the export title. */
export interface OperateTableProps<Row> {
  /** Tab key: the table's data-testid is `operate-tab-<tabKey>`. */
  tabKey: string;
  /** Export title: the file is `{exportTitle}_YYYYMMDDHHmmss.xlsx`. */
  exportTitle: string;
  columns: OperateColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  total: number;
  pageNo: number;
  pageSize: number;
  loading?: boolean;
  error?: string | null;
  /** Height in px the tab may take (query bar + table + pager); the table body scrolls inside. */
  paneHeight: number;
  onPage: (pageNo: number, pageSize: number) => void;
  onRowClick?: (row: Row) => void;
  /** data-testid of a row, e.g. alarm-row-<id>. */
  rowTestId?: (row: Row) => string;
  /** The query bar, left of the 导出 button. */
  query?: ReactNode;
  /** Extra columns after the data columns (actions); not exported. */
  actionColumns?: TableColumnsType<Row>;
  rowClassName?: (row: Row) => string;
}

/**
 * Table of an operate tab (console-spec §2.3): query bar, 导出 (xlsx of the rows shown via
 * shared-widgets `exportXlsx`), paging with 共 N 条, row click (locate on the map).
 */
export default function OperateTable<Row extends object>(props: OperateTableProps<Row>) {
  const { columns, rows, tabKey, exportTitle, onRowClick, rowTestId, actionColumns } = props;
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const tableBox = useRef<HTMLDivElement>(null);
  const tableHeight = useElementHeight(tableBox, 200);
  const tableColumns = useMemo<TableColumnsType<Row>>(
    () => [
      ...columns.map((c) => ({
        key: c.key,
        title: c.title,
        width: c.width,
        align: c.align,
        ellipsis: true,
        render: (_: unknown, row: Row) => c.value(row) ?? '',
      })),
      ...(actionColumns ?? []),
    ],
    [columns, actionColumns],
  );

  const doExport = async () => {
    setExporting(true);
    try {
      const n = await exportXlsx(exportFileName(exportTitle), toXlsxColumns(columns), rows, exportTitle);
      message.success(`已导出 ${n} 条`);
    } catch (e) {
      message.error(`导出失败：${(e as Error).message}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid={`operate-tab-${tabKey}`} style={{ display: 'flex', flexDirection: 'column', gap: 6, height: props.paneHeight }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <div style={{ flex: 1, minWidth: 0 }}>{props.query}</div>
        <Space>
          <Button data-testid="operate-export" icon={<DownloadOutlined />} loading={exporting} disabled={!rows.length} onClick={doExport}>
            导出
          </Button>
        </Space>
      </div>
      {props.error && <Alert type="warning" showIcon message={props.error} />}
      <div ref={tableBox} style={{ flex: 1, minHeight: 0 }}>
        <Table<Row>
          size="small"
          bordered
          rowKey={props.rowKey}
          loading={props.loading}
          columns={tableColumns}
          dataSource={rows}
          rowClassName={props.rowClassName}
          scroll={{ x: 'max-content', y: Math.max(40, tableHeight - TABLE_HEAD_PX - PAGER_PX) }}
          onRow={(row) => ({
            onClick: onRowClick ? () => onRowClick(row) : undefined,
            style: onRowClick ? { cursor: 'pointer' } : undefined,
            ...(rowTestId ? { 'data-testid': rowTestId(row) } : {}),
          })}
          pagination={{
            size: 'small',
            current: props.pageNo,
            pageSize: props.pageSize,
            total: props.total,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => `共 ${total} 条`,
            onChange: (page, size) => props.onPage(size !== props.pageSize ? 1 : page, size),
          }}
        />
      </div>
    </div>
  );
}
