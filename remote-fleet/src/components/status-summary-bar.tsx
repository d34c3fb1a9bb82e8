import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';
import { STATUS_COLOR, STATUS_LABEL, STATUS_ORDER, onlineCount, type StatusCounts } from '../domain/status';

interface StatusSummaryBarProps {
  /** System name shown as the title (车辆定位监控系统). */
  title: string;
  /** Sub-title next to it (地图展示). */
  subtitle?: string;
  counts: StatusCounts;
  total: number;
  /** Clock source (ms epoch); tests pass a fixed one. */
  now?: () => number;
}

const itemStyle = { display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 84 } as const;
const labelStyle = { fontSize: 12, opacity: 0.8 } as const;
const ONLINE_COLOR = '#13c2c2';

/** Wall clock 'YYYY-MM-DD HH:mm:ss 星期X' (China locale), ticking every second. */
export function Clock({ now = Date.now }: { now?: () => number }) {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return (
    <time data-testid="show-map-clock" dateTime={new Date(time).toISOString()} style={{ fontSize: 16, fontVariantNumeric: 'tabular-nums', minWidth: 220, textAlign: 'right' }}>
      {dayjs(time).locale('zh-cn').format('YYYY-MM-DD HH:mm:ss dddd')}
    </time>
  );
}

/**
 * Title bar of the big-screen map (/show-map, spec §2.1): system name, counts of vehicles in total,
 * online (reported within OFFLINE_TIMEOUT_MS: every status but offline) with the online rate, and
 * per status (行驶/停车/离线/报警, docs/contracts.md VehicleState.status), and a clock.
 */
export default function StatusSummaryBar({ title, subtitle, counts, total, now }: StatusSummaryBarProps) {
  const online = onlineCount(counts);
  const rate = total ? `${((online / total) * 100).toFixed(1)}%` : '-';
  return (
    <header
      data-testid="show-map-summary"
      style={{
        flex: 'none',
        zIndex: 5,
        display: 'flex',
        alignItems: 'center',
        gap: 20,
        padding: '8px 24px',
        color: '#fff',
        background: 'linear-gradient(180deg, rgba(0,33,64,0.96), rgba(0,33,64,0.8))',
        boxShadow: '0 2px 10px rgba(0,0,0,0.25)',
      }}
    >
      <div style={{ flex: 1, display: 'flex', alignItems: 'baseline', gap: 12, minWidth: 0 }}>
        <h1 data-testid="show-map-title" style={{ margin: 0, fontSize: 22, fontWeight: 600, color: '#fff', letterSpacing: 2, whiteSpace: 'nowrap' }}>
          {title}
        </h1>
        {subtitle && <span style={{ fontSize: 14, opacity: 0.75 }}>{subtitle}</span>}
      </div>
      <div style={itemStyle} data-testid="summary-total">
        <span style={labelStyle}>车辆总数（辆）</span>
        <strong style={{ fontSize: 24 }}>{total}</strong>
      </div>
      <div style={itemStyle} data-testid="summary-online" title={`上线率 ${rate}`}>
        <span style={labelStyle}>在线（辆）</span>
        <strong style={{ fontSize: 24, color: ONLINE_COLOR }}>{online}</strong>
      </div>
      {STATUS_ORDER.map((status) => (
        <div key={status} style={itemStyle} data-testid={`summary-${status}`}>
          <span style={labelStyle}>{STATUS_LABEL[status]}（辆）</span>
          <strong style={{ fontSize: 24, color: STATUS_COLOR[status] }}>{counts[status]}</strong>
        </div>
      ))}
      <div style={itemStyle} data-testid="summary-rate">
        <span style={labelStyle}>上线率</span>
        <strong style={{ fontSize: 24, color: ONLINE_COLOR }}>{rate}</strong>
      </div>
      <Clock now={now} />
    </header>
  );
}
