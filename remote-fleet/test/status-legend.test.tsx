import { render, screen } from '@testing-library/react';
import StatusLegend from '../src/components/status-legend';

describe('StatusLegend', () => {
  it('lists each status with its count and the total', () => {
    render(<StatusLegend counts={{ moving: 12, parked: 5, offline: 3, alarm: 1 }} total={21} connected />);
    expect(screen.getByTestId('legend-total').textContent).toContain('21');
    expect(screen.getByTestId('legend-moving').textContent).toContain('行驶12');
    expect(screen.getByTestId('legend-parked').textContent).toContain('停车5');
    expect(screen.getByTestId('legend-offline').textContent).toContain('离线3');
    expect(screen.getByTestId('legend-alarm').textContent).toContain('报警1');
    expect(screen.getByTestId('status-legend').textContent).toContain('实时更新中');
  });

  it('draws each arrow in the status colour', () => {
    render(<StatusLegend counts={{ moving: 0, parked: 0, offline: 0, alarm: 0 }} total={0} />);
    const fill = (status: string) => screen.getByTestId(`legend-${status}`).querySelector('path')!.getAttribute('fill');
    expect(fill('moving')).toBe('#52c41a');
    expect(fill('parked')).toBe('#1890ff');
    expect(fill('offline')).toBe('#8c8c8c');
    expect(fill('alarm')).toBe('#f5222d');
    expect(screen.getByTestId('status-legend').textContent).not.toContain('实时');
  });
});
