import { act, render, screen } from '@testing-library/react';
import StatusSummaryBar from '../src/components/status-summary-bar';
import StatusLegend from '../src/components/status-legend';
import { onlineCount } from '../src/domain/status';

describe('StatusSummaryBar (/show-map title bar)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the system name, totals, online with its rate and each status in vehicles', () => {
    render(<StatusSummaryBar title="车辆定位监控系统" subtitle="地图展示" counts={{ moving: 60, parked: 25, offline: 10, alarm: 5 }} total={100} now={() => 0} />);
    expect(screen.getByTestId('show-map-title').textContent).toBe('车辆定位监控系统');
    expect(screen.getByTestId('summary-total').textContent).toBe('车辆总数（辆）100');
    expect(screen.getByTestId('summary-online').textContent).toBe('在线（辆）90');
    expect(screen.getByTestId('summary-moving').textContent).toBe('行驶（辆）60');
    expect(screen.getByTestId('summary-parked').textContent).toBe('停车（辆）25');
    expect(screen.getByTestId('summary-offline').textContent).toBe('离线（辆）10');
    expect(screen.getByTestId('summary-alarm').textContent).toBe('报警（辆）5');
    expect(screen.getByTestId('summary-rate').textContent).toBe('上线率90.0%');
  });

  it('shows no rate for an empty fleet', () => {
    render(<StatusSummaryBar title="车辆定位监控系统" counts={{ moving: 0, parked: 0, offline: 0, alarm: 0 }} total={0} now={() => 0} />);
    expect(screen.getByTestId('summary-online').textContent).toBe('在线（辆）0');
    expect(screen.getByTestId('summary-rate').textContent).toBe('上线率-');
  });

  it('runs a clock in China local format, ticking every second', () => {
    jest.useFakeTimers();
    let t = new Date(2026, 0, 5, 8, 9, 59).getTime(); // a Monday
    render(<StatusSummaryBar title="车辆定位监控系统" counts={{ moving: 0, parked: 0, offline: 0, alarm: 0 }} total={0} now={() => t} />);
    expect(screen.getByTestId('show-map-clock').textContent).toBe('2026-01-05 08:09:59 星期一');
    t += 1000;
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('show-map-clock').textContent).toBe('2026-01-05 08:10:00 星期一');
  });
});

describe('online count', () => {
  it('counts every status but offline', () => {
    expect(onlineCount({ moving: 3, parked: 2, offline: 7, alarm: 1 })).toBe(6);
    render(<StatusLegend counts={{ moving: 3, parked: 2, offline: 7, alarm: 1 }} total={13} />);
    expect(screen.getByTestId('legend-online').textContent).toBe('在线6');
  });
});
