import { Card, Col, Descriptions, Row, Table } from 'antd';
import { useState } from 'react';
import { formatBytes, formatDuration, pushHistory } from '../features/monitor/monitor-format';
import { MonitorToolbar } from '../features/monitor/monitor-toolbar';
import { MONITOR_HISTORY, type RuntimeInfo } from '../features/monitor/monitor-types';
import { TrendChart, type TrendSeries } from '../features/monitor/trend-chart';
import { useMonitor } from '../features/monitor/use-monitor';

interface RuntimePoint { at: number; heapUsed: number; heapTotal: number; rss: number; p50: number; p99: number }

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

function runtimeSeries(history: RuntimePoint[]): { memory: TrendSeries[]; delay: TrendSeries[] } {
  const line = (name: string, pick: (p: RuntimePoint) => number, color: string): TrendSeries => ({ name, color, data: history.map((p) => [p.at, pick(p)]) });
  return {
    memory: [line('heapUsed', (p) => p.heapUsed, '#1677ff'), line('heapTotal', (p) => p.heapTotal, '#69b1ff'), line('rss', (p) => p.rss, '#52c41a')],
    delay: [line('p50', (p) => p.p50, '#1677ff'), line('p99', (p) => p.p99, '#f5222d')],
  };
}

/**
 * Node运行时 (issue 5 "系统监控"): GET /sys/monitor/runtime every 5 s — heap / rss memory and the
 * event-loop delay p50 / p99 as lines over the last five minutes, the process facts (Node, V8, pid,
 * uptime, CPU time) and the active handles by type.
 */
export default function MonitorRuntime() {
  const [history, setHistory] = useState<RuntimePoint[]>([]);
  const state = useMonitor<RuntimeInfo>('/sys/monitor/runtime', undefined, (d, at) => setHistory((h) => pushHistory(h, {
    at, heapUsed: mb(d.memory.heapUsed), heapTotal: mb(d.memory.heapTotal), rss: mb(d.memory.rss),
    p50: d.eventLoopDelay.p50, p99: d.eventLoopDelay.p99,
  }, MONITOR_HISTORY)));
  const d = state.data;
  const series = runtimeSeries(history);
  const handles = d ? Object.entries(d.activeHandles.byType).map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count) : [];
  return (
    <Card variant="borderless">
      <MonitorToolbar loading={state.loading} updatedAt={state.updatedAt} error={state.error} onReload={() => void state.reload()} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}><Card size="small"><TrendChart title="内存" unit="MB" series={series.memory} min={0} /></Card></Col>
        <Col xs={24} xl={12}><Card size="small"><TrendChart title="事件循环延迟" unit="ms" series={series.delay} min={0} /></Card></Col>
      </Row>
      {d && (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} xl={16}>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'node', label: 'Node版本', children: d.node },
                { key: 'v8', label: 'V8版本', children: d.v8 },
                { key: 'pid', label: '进程ID', children: d.pid },
                { key: 'platform', label: '平台', children: d.platform },
                { key: 'uptime', label: '运行时间', children: formatDuration(d.uptime) },
                { key: 'cpu', label: 'CPU时间(用户/系统)', children: `${Math.round(d.cpu.user)} ms / ${Math.round(d.cpu.system)} ms` },
                { key: 'heap', label: '堆内存(已用/总计)', children: `${formatBytes(d.memory.heapUsed)} / ${formatBytes(d.memory.heapTotal)}` },
                { key: 'rss', label: '常驻内存(rss)', children: formatBytes(d.memory.rss) },
                { key: 'external', label: '外部内存', children: formatBytes(d.memory.external) },
                { key: 'ab', label: 'ArrayBuffer', children: formatBytes(d.memory.arrayBuffers) },
                { key: 'delay', label: `事件循环延迟(${d.eventLoopDelay.windowS}秒内)`, children: `min ${d.eventLoopDelay.min.toFixed(2)} / mean ${d.eventLoopDelay.mean.toFixed(2)} / p50 ${d.eventLoopDelay.p50.toFixed(2)} / p99 ${d.eventLoopDelay.p99.toFixed(2)} / max ${d.eventLoopDelay.max.toFixed(2)} ms` },
                { key: 'handles', label: '活动句柄', children: d.activeHandles.total },
              ]}
            />
          </Col>
          <Col xs={24} xl={8}>
            <Table rowKey="type" size="small" pagination={false} dataSource={handles}
              columns={[{ title: '句柄类型', dataIndex: 'type' }, { title: '数量', dataIndex: 'count', width: 80 }]} />
          </Col>
        </Row>
      )}
    </Card>
  );
}
