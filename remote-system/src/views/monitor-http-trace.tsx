import { Card, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { MonitorToolbar } from '../features/monitor/monitor-toolbar';
import { MONITOR_TEXTS, type HttpTrace } from '../features/monitor/monitor-types';
import { filterTraces, statusColor, STATUS_CLASSES } from '../features/monitor/trace-filter';
import { useMonitor } from '../features/monitor/use-monitor';

/** A trace with its position in the answer (the row key: several requests may share a millisecond). */
type TraceRow = HttpTrace & { seq: number };

const columns: ColumnsType<TraceRow> = [
  { title: '请求时间', dataIndex: 'timestamp', width: 170 },
  { title: '请求方法', dataIndex: 'method', width: 90 },
  { title: '请求路径', dataIndex: 'uri', ellipsis: true },
  { title: '响应状态', dataIndex: 'status', width: 90, render: (v: number) => <Tag color={statusColor(v)}>{v}</Tag> },
  { title: '请求耗时', dataIndex: 'timeTaken', width: 100, sorter: (a, b) => a.timeTaken - b.timeTaken, render: (v: number) => `${v} ms` },
];

/**
 * 请求追踪 (issue 5 "系统监控"): the tenant's last 100 requests (GET /sys/monitor/httptrace, newest
 * first, refreshed every 5 s) filtered by status class and HTTP method in the browser.
 */
export default function MonitorHttpTrace() {
  const state = useMonitor<{ traces: HttpTrace[] }>('/sys/monitor/httptrace');
  const [status, setStatus] = useState<string | undefined>();
  const [method, setMethod] = useState<string | undefined>();
  const traces = useMemo(() => (state.data?.traces ?? []).map((t, seq) => ({ ...t, seq })), [state.data]);
  const methods = useMemo(() => [...new Set(traces.map((t) => t.method))].sort(), [traces]);
  const shown = useMemo(() => filterTraces(traces, status, method), [traces, status, method]);
  return (
    <Card variant="borderless">
      <MonitorToolbar loading={state.loading} updatedAt={state.updatedAt} error={state.error} onReload={() => void state.reload()} />
      <Space style={{ marginBottom: 12 }}>
        <Select allowClear placeholder={MONITOR_TEXTS.allStatus} style={{ width: 140 }} value={status} onChange={setStatus}
          options={STATUS_CLASSES.map((c) => ({ value: c, label: c }))} data-testid="trace-status" />
        <Select allowClear placeholder={MONITOR_TEXTS.allMethods} style={{ width: 140 }} value={method} onChange={setMethod}
          options={methods.map((m) => ({ value: m, label: m }))} data-testid="trace-method" />
      </Space>
      <Table<TraceRow>
        data-testid="trace-table"
        rowKey="seq"
        size="small"
        dataSource={shown}
        columns={columns}
        pagination={{ pageSize: 20, showTotal: (total) => `共 ${total} 条`, showSizeChanger: false }}
      />
    </Card>
  );
}
