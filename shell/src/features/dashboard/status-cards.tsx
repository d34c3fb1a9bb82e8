import { AlertOutlined, CarOutlined, DisconnectOutlined, PauseCircleOutlined, RocketOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import type { StatusCounts } from './move-status';

interface Item {
  key: keyof StatusCounts;
  title: string;
  color: string;
  icon: ReactNode;
}

const items: Item[] = [
  { key: 'total', title: '车辆总数', color: '#1890FF', icon: <CarOutlined /> },
  { key: 'moving', title: '行驶', color: '#52C41A', icon: <RocketOutlined /> },
  { key: 'parked', title: '停车', color: '#2F54EB', icon: <PauseCircleOutlined /> },
  { key: 'offline', title: '离线', color: '#8C8C8C', icon: <DisconnectOutlined /> },
  { key: 'alarm', title: '报警', color: '#F5222D', icon: <AlertOutlined /> },
];

export function StatusCards({ counts, loading }: { counts?: StatusCounts; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.key} xs={12} sm={12} md={8} lg={8} xl={{ flex: '20%' }}>
          <Card loading={loading} variant="borderless" className="status-card">
            <div className="status-card-icon" style={{ background: `${item.color}1a`, color: item.color }}>
              {item.icon}
            </div>
            <Statistic title={item.title} value={counts?.[item.key] ?? 0} suffix="辆" styles={{ content: { color: item.color, fontWeight: 600 } }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
