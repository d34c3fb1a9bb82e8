import { Typography } from 'antd';
import { useMemo } from 'react';
import { EditableTable } from 'shared-widgets';
import { PERF_COLUMNS, PERF_ROWS, perfColumns, perfRows } from './perf-data';

/**
 * The performance mode of the table demo: 10,000 rows × 20 columns generated in the page, in the
 * editable table with row numbers, selection and the statistics footer (e2e/bench-table.mjs
 * measures the first render and the scroll to the bottom).
 */
export function PerfTable() {
  const columns = useMemo(() => perfColumns(), []);
  const rows = useMemo(() => perfRows(PERF_ROWS, columns), [columns]);
  return (
    <div data-testid="perf-table">
      <Typography.Text type="secondary">
        {PERF_ROWS.toLocaleString()} 行 × {PERF_COLUMNS} 列（页面生成，不保存）
      </Typography.Text>
      <EditableTable columns={columns} dataSource={rows} rowNumber toolbarButtons={['add', 'remove', 'clearSelection', 'collapse']} tableId="perf" />
    </div>
  );
}
