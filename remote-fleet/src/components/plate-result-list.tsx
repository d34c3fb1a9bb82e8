import { Badge, Empty } from 'antd';
import { STATUS_COLOR, STATUS_LABEL } from '../domain/status';
import type { VehicleStatus } from '../types';

/** A car the plate search can find. */
export interface PlateCandidate {
  carId: string;
  carNum: string;
  status: VehicleStatus;
  departName?: string;
}

interface PlateResultListProps {
  matches: PlateCandidate[];
  limit: number;
  selectedCarId: string | null;
  onPick: (carId: string, carNum: string) => void;
}

export default function PlateResultList({ matches, limit, selectedCarId, onPick }: PlateResultListProps) {
  if (!matches.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有查询到任何数据" />;
  return (
    <div style={{ height: '100%', overflowY: 'auto' }}>
      {matches.map((c) => (
        <div
          key={c.carId}
          role="button"
          tabIndex={0}
          data-testid={`car-row-${c.carNum}`}
          onClick={() => onPick(c.carId, c.carNum)}
          onKeyDown={(e) => e.key === 'Enter' && onPick(c.carId, c.carNum)}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '6px 8px',
            cursor: 'pointer',
            borderRadius: 4,
            background: c.carId === selectedCarId ? '#e6f4ff' : undefined,
          }}
        >
          <Badge color={STATUS_COLOR[c.status]} />
          <span style={{ flex: 1 }}>{c.carNum}</span>
          <span style={{ color: '#8c8c8c', fontSize: 12 }}>{c.departName ?? STATUS_LABEL[c.status]}</span>
        </div>
      ))}
      {matches.length >= limit && <div style={{ color: '#8c8c8c', fontSize: 12, padding: 8 }}>仅显示前 {limit} 条，请输入更完整的车牌号</div>}
    </div>
  );
}
