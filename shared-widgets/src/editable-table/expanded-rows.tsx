import { Alert, Card, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { TABLE_TEXTS } from './editable-table-texts';
import { withRetries } from './rows/retry';
import type { TableController } from './rows/table-controller';
import type { TableRow } from './types';

/** How an expanded row gets its content: synchronously, or loaded (a sub-table) with retries. */
export interface ExpandContent {
  expandedRowRender?(row: TableRow): ReactNode;
  /** Loads the content; tried 3 more times 100 ms apart, then 打开子表失败 (spec §8). */
  loadExpandedRow?(row: TableRow): Promise<ReactNode>;
}

function LoadedContent({ row, load }: { row: TableRow; load(row: TableRow): Promise<ReactNode> }) {
  const [state, setState] = useState<{ node?: ReactNode; failed?: boolean; loading: boolean }>({ loading: true });
  useEffect(() => {
    let live = true;
    withRetries(() => load(row))
      .then((node) => live && setState({ node, loading: false }))
      .catch(() => live && setState({ failed: true, loading: false }));
    return () => {
      live = false;
    };
  }, [row, load]);
  if (state.loading) return <Spin size="small" />;
  if (state.failed) return <Alert type="error" showIcon title={TABLE_TEXTS.openSubTableFailed} />;
  return <>{state.node}</>;
}

/**
 * The content of the expanded rows (structural column row-expand, widgets-spec §3), shown under
 * the grid in display order, each titled 第 N 行.
 */
export function ExpandedRows({ controller, content }: { controller: TableController; content: ExpandContent }) {
  const rows = controller.rows.filter((r) => controller.expanded.has(r.id));
  if (rows.length === 0) return null;
  return (
    <div data-testid="et-expanded" style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}>
      {rows.map((row) => (
        <Card key={row.id} size="small" title={TABLE_TEXTS.expandedRow(controller.indexOf(row.id) + 1)}>
          {content.loadExpandedRow ? <LoadedContent row={row} load={content.loadExpandedRow} /> : content.expandedRowRender?.(row)}
        </Card>
      ))}
    </div>
  );
}
