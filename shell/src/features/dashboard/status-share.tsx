import { Card, Col, Flex, Progress, Row, Typography } from 'antd';
import type { StatusCounts } from './move-status';

const rows: { key: keyof StatusCounts; title: string; color: string }[] = [
  { key: 'moving', title: '行驶', color: '#52C41A' },
  { key: 'parked', title: '停车', color: '#2F54EB' },
  { key: 'alarm', title: '报警', color: '#F5222D' },
  { key: 'offline', title: '离线', color: '#8C8C8C' },
];

const percent = (part: number, total: number) => (total ? Math.round((part / total) * 1000) / 10 : 0);

export function StatusShare({ counts, loading }: { counts?: StatusCounts; loading: boolean }) {
  const total = counts?.total ?? 0;
  const online = total - (counts?.offline ?? 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title="车辆在线率" variant="borderless" loading={loading} style={{ height: '100%' }}>
          <Flex vertical align="center" gap={8}>
            <Progress type="dashboard" percent={percent(online, total)} strokeColor="#1890FF" />
            <Typography.Text type="secondary">
              在线 {online} 辆 / 共 {total} 辆
            </Typography.Text>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title="车辆状态分布" variant="borderless" loading={loading} style={{ height: '100%' }}>
          {rows.map((row) => (
            <Flex key={row.key} align="center" gap={12} style={{ marginBottom: 12 }}>
              <span style={{ width: 40 }}>{row.title}</span>
              <Progress percent={percent(counts?.[row.key] ?? 0, total)} strokeColor={row.color} style={{ flex: 1, margin: 0 }} />
              <span style={{ width: 56, textAlign: 'right' }}>{counts?.[row.key] ?? 0} 辆</span>
            </Flex>
          ))}
        </Card>
      </Col>
    </Row>
  );
}
