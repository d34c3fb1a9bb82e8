import { Button, Card, Tag } from 'antd';
import { carInfoRows } from '../domain/car-info';
import { STATUS_COLOR, STATUS_LABEL } from '../domain/status';
import type { VehicleState } from '../types';

interface CarInfoCardProps {
  vehicle: VehicleState | null;
  carNum?: string;
  departName?: string | null;
  onClose?: () => void;
}

export default function CarInfoCard({ vehicle, carNum, departName, onClose }: CarInfoCardProps) {
  const rows = vehicle ? carInfoRows(vehicle, departName) : [];
  return (
    <Card
      data-testid="car-info"
      size="small"
      title={
        <span>
          {vehicle?.carNum ?? carNum}
          {vehicle && (
            <Tag color={STATUS_COLOR[vehicle.status]} style={{ marginLeft: 8 }}>
              {STATUS_LABEL[vehicle.status]}
            </Tag>
          )}
        </span>
      }
      extra={
        onClose && (
          <Button type="text" size="small" aria-label="关闭" onClick={onClose}>
            ✕
          </Button>
        )
      }
      style={{ position: 'absolute', top: 12, right: 12, zIndex: 6, width: 300, boxShadow: '0 4px 12px rgba(0,0,0,0.18)' }}
    >
      {!vehicle && <div style={{ color: '#8c8c8c' }}>暂无定位数据</div>}
      <dl style={{ display: 'grid', gridTemplateColumns: '72px 1fr', rowGap: 4, margin: 0, fontSize: 13 }}>
        {rows.map((row) => (
          <div key={row.key} style={{ display: 'contents' }}>
            <dt style={{ color: '#8c8c8c' }}>{row.label}</dt>
            <dd style={{ margin: 0 }} data-testid={`car-info-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
