import { STATUS_COLOR, STATUS_LABEL, STATUS_ORDER, type StatusCounts } from '../domain/status';

interface StatusSummaryBarProps {
  title: string;
  counts: StatusCounts;
  total: number;
}

const itemStyle = { display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 96 } as const;

export default function StatusSummaryBar({ title, counts, total }: StatusSummaryBarProps) {
  return (
    <header
      data-testid="show-map-summary"
      style={{
        flex: 'none',
        zIndex: 5,
        display: 'flex',
        alignItems: 'center',
        gap: 24,
        padding: '10px 24px',
        color: '#fff',
        background: 'linear-gradient(180deg, rgba(0,33,64,0.92), rgba(0,33,64,0.72))',
        boxShadow: '0 2px 10px rgba(0,0,0,0.25)',
      }}
    >
      <h1 style={{ margin: 0, fontSize: 20, fontWeight: 600, color: '#fff', flex: 1, letterSpacing: 2 }}>{title}</h1>
      <div style={itemStyle} data-testid="summary-total">
        <span style={{ fontSize: 12, opacity: 0.8 }}>车辆总数</span>
        <strong style={{ fontSize: 24 }}>{total}</strong>
      </div>
      {STATUS_ORDER.map((status) => (
        <div key={status} style={itemStyle} data-testid={`summary-${status}`}>
          <span style={{ fontSize: 12, opacity: 0.8 }}>{STATUS_LABEL[status]}</span>
          <strong style={{ fontSize: 24, color: STATUS_COLOR[status] }}>{counts[status]}</strong>
        </div>
      ))}
    </header>
  );
}
