import { STATUS_COLOR, STATUS_LABEL, STATUS_ORDER, onlineCount, type StatusCounts } from '../domain/status';
import StatusArrow from './status-arrow';

interface StatusLegendProps {
  counts: StatusCounts;
  total: number;
  connected?: boolean;
}

/**
 * Map legend: total, online (every status but offline) and each status with its arrow in the map
 * colour (the same STATUS_COLOR the vehicle layer draws with) and its count (vehicles); optionally
 * whether the positions socket is connected.
 */
export default function StatusLegend({ counts, total, connected }: StatusLegendProps) {
  return (
    <div
      data-testid="status-legend"
      style={{
        position: 'absolute',
        left: 12,
        bottom: 36,
        zIndex: 5,
        padding: '8px 12px',
        background: 'rgba(255,255,255,0.94)',
        borderRadius: 6,
        boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
        fontSize: 12,
        lineHeight: '22px',
        minWidth: 118,
      }}
    >
      <div style={{ fontWeight: 600, display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <span>车辆总数</span>
        <span data-testid="legend-total">{total}</span>
      </div>
      <div data-testid="legend-online" style={{ display: 'flex', justifyContent: 'space-between', gap: 12, color: '#595959' }}>
        <span>在线</span>
        <span>{onlineCount(counts)}</span>
      </div>
      {STATUS_ORDER.map((status) => (
        <div key={status} data-testid={`legend-${status}`} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <StatusArrow color={STATUS_COLOR[status]} />
          <span style={{ flex: 1 }}>{STATUS_LABEL[status]}</span>
          <span>{counts[status]}</span>
        </div>
      ))}
      {connected !== undefined && (
        <div style={{ color: connected ? '#52c41a' : '#faad14', borderTop: '1px solid #f0f0f0', marginTop: 4, paddingTop: 2 }}>
          {connected ? '● 实时更新中' : '● 正在连接…'}
        </div>
      )}
    </div>
  );
}
