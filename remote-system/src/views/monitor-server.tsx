import { Card, Col, Descriptions, Row } from 'antd';
import { useState } from 'react';
import { GaugeChart } from '../features/monitor/gauge-chart';
import { formatBytes, formatDuration, pushHistory, round1 } from '../features/monitor/monitor-format';
import { MonitorToolbar } from '../features/monitor/monitor-toolbar';
import { MONITOR_HISTORY, type ServerInfo } from '../features/monitor/monitor-types';
import { TrendChart, type TrendSeries } from '../features/monitor/trend-chart';
import { useMonitor } from '../features/monitor/use-monitor';

interface ServerPoint { at: number; load: number[]; cpu: number; memory: number }

function serverSeries(history: ServerPoint[]): { load: TrendSeries[]; usage: TrendSeries[] } {
  return {
    load: ['1分钟', '5分钟', '15分钟'].map((name, i) => ({ name, data: history.map((p) => [p.at, p.load[i] ?? 0] as [number, number]) })),
    usage: [
      { name: 'CPU', data: history.map((p) => [p.at, p.cpu] as [number, number]), color: '#1677ff' },
      { name: '内存', data: history.map((p) => [p.at, p.memory] as [number, number]), color: '#52c41a' },
    ],
  };
}

/**
 * 服务器信息 (issue 5 "系统监控"): GET /sys/monitor/server every 5 s — CPU and memory usage gauges,
 * one gauge per disk (数据目录 / 上传目录 / 工作目录), load average and usage lines over the last five
 * minutes, and the machine facts (OS, host, CPU model and cores, uptimes).
 */
export default function MonitorServer() {
  const [history, setHistory] = useState<ServerPoint[]>([]);
  const state = useMonitor<ServerInfo>('/sys/monitor/server', undefined, (d, at) =>
    setHistory((h) => pushHistory(h, { at, load: d.cpu.loadAvg, cpu: round1(d.cpu.usage), memory: round1(d.memory.usage) }, MONITOR_HISTORY)));
  const d = state.data;
  const series = serverSeries(history);
  return (
    <Card variant="borderless">
      <MonitorToolbar loading={state.loading} updatedAt={state.updatedAt} error={state.error} onReload={() => void state.reload()} />
      {d && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12} xl={6}>
              <Card size="small"><GaugeChart title="CPU使用率" value={round1(d.cpu.usage)} subtitle={`用户 ${round1(d.cpu.user)}% / 系统 ${round1(d.cpu.sys)}%`} /></Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card size="small"><GaugeChart title="内存使用率" value={round1(d.memory.usage)} subtitle={`${formatBytes(d.memory.used)} / ${formatBytes(d.memory.total)}`} /></Card>
            </Col>
            {d.disks.map((disk) => (
              <Col key={disk.name} xs={24} md={12} xl={6}>
                <Card size="small"><GaugeChart title={disk.name} value={round1(disk.usage)} subtitle={`${formatBytes(disk.used)} / ${formatBytes(disk.total)}`} /></Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={12}><Card size="small"><TrendChart title="系统负载" unit="" series={series.load} min={0} /></Card></Col>
            <Col xs={24} xl={12}><Card size="small"><TrendChart title="CPU / 内存使用率" unit="%" series={series.usage} min={0} /></Card></Col>
          </Row>
          <Descriptions
            style={{ marginTop: 16 }}
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'host', label: '主机名', children: d.hostname },
              { key: 'os', label: '操作系统', children: `${d.os.type} ${d.os.release} (${d.os.platform} ${d.os.arch})` },
              { key: 'cpu', label: 'CPU型号', children: d.cpu.model },
              { key: 'cores', label: 'CPU核数', children: d.cpu.cores },
              { key: 'load', label: '系统负载(1/5/15分钟)', children: d.cpu.loadAvg.map((v) => v.toFixed(2)).join(' / ') },
              { key: 'mem', label: '内存(已用/空闲/总计)', children: `${formatBytes(d.memory.used)} / ${formatBytes(d.memory.free)} / ${formatBytes(d.memory.total)}` },
              { key: 'sysUp', label: '系统运行时间', children: formatDuration(d.uptime.system) },
              { key: 'procUp', label: '服务运行时间', children: formatDuration(d.uptime.process) },
              ...d.disks.map((disk) => ({ key: `disk-${disk.name}`, label: disk.name, children: `${disk.path}（可用 ${formatBytes(disk.free)}）` })),
            ]}
          />
        </>
      )}
    </Card>
  );
}
