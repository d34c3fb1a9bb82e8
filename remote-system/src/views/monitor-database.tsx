import { Card, Descriptions, Table } from 'antd';
import { formatBytes, formatDuration } from '../features/monitor/monitor-format';
import { MonitorToolbar } from '../features/monitor/monitor-toolbar';
import type { DatabaseInfo } from '../features/monitor/monitor-types';
import { useMonitor } from '../features/monitor/use-monitor';

/** Refresh period of 数据库信息 (table sizes change slowly): 30 s. */
const DATABASE_REFRESH_MS = 30000;

/**
 * 数据库信息 (issue 5 "系统监控"): GET /sys/monitor/database — kind (PGlite / PostgreSQL), versions,
 * database name and size, connections, uptime and the 50 largest tables (estimated rows, size).
 */
export default function MonitorDatabase() {
  const state = useMonitor<DatabaseInfo>('/sys/monitor/database', DATABASE_REFRESH_MS);
  const d = state.data;
  return (
    <Card variant="borderless">
      <MonitorToolbar loading={state.loading} updatedAt={state.updatedAt} error={state.error} onReload={() => void state.reload()} />
      {d && (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'kind', label: '数据库类型', children: d.kind === 'pglite' ? 'PGlite（内嵌）' : 'PostgreSQL' },
              { key: 'version', label: '版本', children: d.serverVersion || d.version },
              { key: 'name', label: '数据库名', children: d.database },
              { key: 'size', label: '数据库大小', children: formatBytes(d.size) },
              { key: 'conn', label: '连接数(活动/最大)', children: `${d.connections.active} / ${d.connections.max}` },
              { key: 'uptime', label: '运行时间', children: formatDuration(d.uptime) },
              { key: 'full', label: '版本详情', children: d.version, span: 2 },
            ]}
          />
          <Table
            style={{ marginTop: 16 }}
            rowKey="name"
            size="small"
            dataSource={d.tables}
            pagination={{ pageSize: 20, showTotal: (total) => `共 ${total} 条`, showSizeChanger: false }}
            columns={[
              { title: '表名', dataIndex: 'name' },
              { title: '行数(估算)', dataIndex: 'rows', width: 140, sorter: (a, b) => a.rows - b.rows },
              { title: '大小', dataIndex: 'size', width: 140, sorter: (a, b) => a.size - b.size, render: (v: number) => formatBytes(v) },
            ]}
          />
        </>
      )}
    </Card>
  );
}
