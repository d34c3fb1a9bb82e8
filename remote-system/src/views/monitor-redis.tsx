import { Alert, Card, Col, Empty, Row, Statistic, Table } from 'antd';
import { formatBytes } from '../features/monitor/monitor-format';
import { MonitorToolbar } from '../features/monitor/monitor-toolbar';
import { MONITOR_TEXTS, type RedisInfo } from '../features/monitor/monitor-types';
import { useMonitor } from '../features/monitor/use-monitor';

/**
 * Redis监控 (issue 5 "系统监控"): GET /sys/monitor/redis every 5 s — "未配置 Redis" without
 * REDIS_URL, the connection error when Redis cannot be reached, else key count, used memory and the
 * INFO table (key, value, description).
 */
export default function MonitorRedis() {
  const state = useMonitor<RedisInfo>('/sys/monitor/redis');
  const d = state.data;
  return (
    <Card variant="borderless">
      <MonitorToolbar loading={state.loading} updatedAt={state.updatedAt} error={state.error} onReload={() => void state.reload()} />
      {d && !d.configured && <Empty description={MONITOR_TEXTS.noRedis}><span style={{ color: '#8c8c8c' }}>{MONITOR_TEXTS.noRedisHint}</span></Empty>}
      {d && d.configured && !d.connected && <Alert type="error" showIcon title={d.error} />}
      {d && d.configured && d.connected && (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={12}><Card size="small"><Statistic title="Key数量" value={d.dbSize} /></Card></Col>
            <Col span={12}><Card size="small"><Statistic title="内存占用" value={formatBytes(d.usedMemory)} /></Card></Col>
          </Row>
          <Table rowKey="key" size="small" dataSource={d.info} pagination={false}
            columns={[{ title: 'Key', dataIndex: 'key', width: 240 }, { title: '描述', dataIndex: 'description' }, { title: 'Value', dataIndex: 'value', width: 300 }]} />
        </>
      )}
    </Card>
  );
}
