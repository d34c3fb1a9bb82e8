import { fireEvent, render, screen } from '@testing-library/react';
import CarInfoCard from '../src/components/car-info-card';
import { vehicle } from './fixtures';

describe('CarInfoCard', () => {
  it('shows every line with units, WGS-84 position and department', () => {
    render(<CarInfoCard vehicle={vehicle({ status: 'alarm', direction: 135 })} departName="一分公司" />);
    const card = screen.getByTestId('car-info');
    for (const label of ['车牌号', '定位时间', '速度', '方向', '状态', '经纬度', '里程', '所属部门']) expect(card.textContent).toContain(label);
    expect(screen.getByTestId('car-info-coord').textContent).toContain('116.397128, 39.916527');
    expect(screen.getByTestId('car-info-speed').textContent).toContain('36.5 km/h');
    expect(screen.getByTestId('car-info-direction').textContent).toContain('135° 东南');
    expect(screen.getByTestId('car-info-status').textContent).toContain('报警');
    expect(screen.getByTestId('car-info-mileage').textContent).toContain('12345.7 km');
    expect(screen.getByTestId('car-info-gpsTime').textContent).toContain('2024-05-06 08:09:10');
    expect(screen.getByTestId('car-info-depart').textContent).toContain('一分公司');
  });

  it('follows updates of the same car', () => {
    const { rerender } = render(<CarInfoCard vehicle={vehicle()} />);
    rerender(<CarInfoCard vehicle={vehicle({ lon: 117.1, lat: 40.2, mileage: null })} />);
    expect(screen.getByTestId('car-info-coord').textContent).toContain('117.100000, 40.200000');
    expect(screen.getByTestId('car-info-mileage').textContent).toContain('—');
  });

  it('says when a car has no position yet, and closes', () => {
    const onClose = jest.fn();
    render(<CarInfoCard vehicle={null} carNum="京A00009" onClose={onClose} />);
    expect(screen.getByTestId('car-info').textContent).toContain('京A00009');
    expect(screen.getByTestId('car-info').textContent).toContain('暂无定位数据');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });
});
