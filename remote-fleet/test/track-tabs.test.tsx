import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { InvalidDataTab, StopListTab, TrackListTab, TripListTab } from '../src/components/track-tabs';

const post = jest.fn();
jest.mock('shared-session', () => ({ http: { get: jest.fn(), post: (...a: unknown[]) => post(...a) } }));
const exportXlsx = jest.fn(async () => undefined);
jest.mock('shared-widgets', () => ({ ...jest.requireActual('shared-widgets'), exportXlsx: (...a: unknown[]) => (exportXlsx as jest.Mock)(...a) }));

const T0 = Date.UTC(2026, 10, 1, 0, 0, 0);
const range: [number, number] = [T0, T0 + 3_600_000];

const headers = () => [...document.querySelectorAll('th.ant-table-cell')].map((th) => th.textContent);

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const trips = Array.from({ length: 12 }, (_, i) => ({
  startTime: T0 + i * 600_000, endTime: T0 + i * 600_000 + 300_000, durationS: 300, distanceKm: 4.5 + i, maxSpeed: 70, avgSpeed: 54,
  startLon: 120 + i / 100, startLat: 30, endLon: 120.1, endLat: 30.1,
}));

const position = (i: number, reason: string | null) => ({
  carId: 'veh_1', carNum: '浙A12345', gpsTime: T0 + i * 1000, recvTime: T0 + i * 1000 + 300, lon: reason === 'zero' ? 0 : 120.1, lat: reason === 'zero' ? 0 : 30.2,
  altitude: 12, speed: 42.5, direction: 90, mileage: 1000.4, fuel: 50, alarmFlags: 0, statusFlags: reason === 'no_fix' ? 1 : 3, acc: true,
  located: reason !== 'no_fix', alarmNames: [], extras: null, invalidReason: reason,
});

beforeEach(() => {
  post.mockReset();
  exportXlsx.mockClear();
});

describe('track tabs', () => {
  it('asks for a car when none is selected', () => {
    wrap(<TrackListTab carId={null} carNum="" range={range} onLocate={jest.fn()} />);
    expect(screen.getByText('请先在地图上选择车辆')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('lists trips with units, pages them (共 N 条), locates a row and exports the rows shown', async () => {
    post.mockResolvedValue({ success: true, result: trips });
    const onLocate = jest.fn();
    wrap(<TripListTab carId="veh_1" carNum="浙A12345" range={range} onLocate={onLocate} />);
    await waitFor(() => expect(screen.getByText('共 12 条')).toBeTruthy());
    expect(post).toHaveBeenCalledWith('/api/map/queryTrips', { carId: 'veh_1', startTime: range[0], endTime: range[1] });
    expect(headers()).toEqual(expect.arrayContaining(['行驶里程(km)', '最高速度(km/h)', '平均速度(km/h)', '行驶时长(s)']));
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    expect(rows).toHaveLength(10);
    fireEvent.click(rows[1]);
    expect(onLocate).toHaveBeenCalledWith(expect.objectContaining({ lon: 120.01, lat: 30 }));
    fireEvent.click(screen.getByTestId('track-export-tripList'));
    await waitFor(() => expect(exportXlsx).toHaveBeenCalled());
    const [fileName, columns, exported] = exportXlsx.mock.calls[0] as unknown as [string, { title: string; value: (r: unknown) => unknown }[], unknown[]];
    expect(fileName).toMatch(/^行驶列表_浙A12345_\d{14}\.xlsx$/);
    expect(exported).toHaveLength(10);
    expect(columns.find((c) => c.title === '行驶里程(km)')!.value(exported[2])).toBe(6.5);
  });

  it('shows invalid positions with the reason in Chinese and pages on the server', async () => {
    post.mockResolvedValue({ success: true, result: { records: [position(1, 'no_fix'), position(2, 'zero'), position(3, 'jump')], total: 23, size: 10, current: 1, pages: 3 } });
    const onLocate = jest.fn();
    wrap(<InvalidDataTab carId="veh_1" carNum="浙A12345" range={range} onLocate={onLocate} />);
    await waitFor(() => expect(screen.getByText('共 23 条')).toBeTruthy());
    expect(post).toHaveBeenCalledWith('/api/locate/queryPositionList', { carId: 'veh_1', startTime: range[0], endTime: range[1], pageNo: 1, pageSize: 10, valid: 'invalid' });
    expect(screen.getAllByText('未定位')).toHaveLength(2); // reason and 定位 column of the no-fix row
    expect(screen.getByText('零坐标')).toBeTruthy();
    expect(screen.getByText('位置跳变(超过220km/h)')).toBeTruthy();
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    fireEvent.click(rows[0]); // no fix: nothing to locate
    fireEvent.click(rows[1]); // 0/0: nothing to locate
    expect(onLocate).not.toHaveBeenCalled();
    fireEvent.click(rows[2]);
    expect(onLocate).toHaveBeenCalledWith(expect.objectContaining({ lon: 120.1, lat: 30.2 }));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/api/locate/queryPositionList', expect.objectContaining({ pageNo: 2, valid: 'invalid' })));
  });

  it('lists stops with ACC state and valid track points', async () => {
    post.mockImplementation(async (url: string) => (url === '/api/stop/simpleInformation'
      ? { success: true, result: [{ startTime: T0, endTime: T0 + 600_000, durationS: 600, lon: 120.1, lat: 30.2, accOff: true }] }
      : { success: true, result: { records: [position(5, null)], total: 1, size: 10, current: 1, pages: 1 } }));
    wrap(<StopListTab carId="veh_1" carNum="浙A12345" range={range} onLocate={jest.fn()} />);
    await waitFor(() => expect(screen.getByText('熄火')).toBeTruthy());
    expect(screen.getByText('10分0秒')).toBeTruthy();
    wrap(<TrackListTab carId="veh_1" carNum="浙A12345" range={range} onLocate={jest.fn()} />);
    await waitFor(() => expect(screen.getByText('42.5')).toBeTruthy());
    expect(headers()).toEqual(expect.arrayContaining(['定位时间', '速度(km/h)', '里程(km)', '经度(°)', '纬度(°)', '海拔(m)']));
    expect(screen.getByText('东 (90°)')).toBeTruthy();
  });
});
