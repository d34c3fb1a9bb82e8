import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TrackPoint } from '../src/api/track-calls';
import PlaybackControls from '../src/components/playback/playback-controls';
import {
  alarmStarts, directionText, durationText, indexOfPercent, nearestIndexByTime, percentOf, speedSeries, stepSize,
} from '../src/components/playback/playback-model';
import { speedChartOptions } from '../src/components/playback/speed-chart';
import { usePlayback } from '../src/components/playback/use-playback';
import { useMapStore } from '../src/stores/map-store';

const post = jest.fn();
const get = jest.fn();
jest.mock('shared-session', () => ({ http: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) }, sessionInstanceId: 'test' }));
// OpenLayers needs a canvas: the map is replaced by a probe showing the playhead index it receives
jest.mock('../src/components/playback/track-map', () => ({
  __esModule: true,
  default: ({ track, index }: { track: { points: unknown[] } | null; index: number }) => (
    <div data-testid="playback-map" data-points={track?.points.length ?? 0} data-index={index} />
  ),
}));

// Highcharts cannot lay out a datetime axis in jsdom (no sizes): the page test sees a probe with the
// playhead; the chart's options (click → seek) are tested through speedChartOptions below.
jest.mock('../src/components/playback/speed-chart', () => ({
  __esModule: true,
  ...jest.requireActual('../src/components/playback/speed-chart'),
  default: ({ playheadTime }: { playheadTime: number | null }) => <div data-testid="speed-chart" data-playhead={playheadTime ?? ''} />,
}));

const T0 = Date.UTC(2026, 10, 1, 0, 0, 0);
/** n points, 1 s apart, speed rising 0..n-1 km/h */
const track = (n: number): TrackPoint[] => Array.from({ length: n }, (_, i) => [T0 + i * 1000, 120 + i * 1e-4, 30, i % 120, 90, 100 + i / 100, 0, 3]);

function Harness({ points }: { points: TrackPoint[] }) {
  const playback = usePlayback(points.length);
  return <PlaybackControls playback={playback} current={points[playback.index] ?? null} total={points.length} />;
}

const percent = () => Number(screen.getByTestId('playback-slider').getAttribute('data-percent'));

beforeEach(() => {
  useMapStore.getState().reset();
  post.mockReset();
  get.mockReset();
});

describe('playback model', () => {
  it('maps indexes and percentages both ways and plays long tracks in at most 1000 steps', () => {
    expect(stepSize(10)).toBe(1);
    expect(stepSize(86_400)).toBe(87);
    expect(percentOf(0, 11)).toBe(0);
    expect(percentOf(5, 11)).toBe(50);
    expect(percentOf(10, 11)).toBe(100);
    expect(indexOfPercent(50, 11)).toBe(5);
    expect(indexOfPercent(percentOf(43_210, 86_400), 86_400)).toBe(43_210);
    expect(indexOfPercent(150, 11)).toBe(10);
    expect(percentOf(0, 1)).toBe(0);
  });

  it('finds the nearest point by time and keeps peaks when thinning the speed curve', () => {
    const pts = track(100);
    expect(nearestIndexByTime(pts, T0 + 4_400)).toBe(4);
    expect(nearestIndexByTime(pts, T0 + 4_600)).toBe(5);
    expect(nearestIndexByTime(pts, T0 - 10_000)).toBe(0);
    expect(nearestIndexByTime(pts, T0 + 1e9)).toBe(99);
    const long = track(10_000);
    const thin = speedSeries(long, 100);
    expect(thin.length).toBeLessThanOrEqual(100);
    expect(Math.max(...thin.map((p) => p[1]))).toBe(119);
  });

  it('finds the starts of terminal alarm episodes', () => {
    const pts = track(10);
    for (const i of [2, 3, 7]) pts[i][6] = 2;
    expect(alarmStarts(pts)).toEqual([2, 7]);
    expect(alarmStarts(pts, 1)).toEqual([2]);
  });

  it('formats direction and duration in Chinese', () => {
    expect(directionText(0)).toBe('北 (0°)');
    expect(directionText(135)).toBe('东南 (135°)');
    expect(durationText(3900)).toBe('1小时5分');
    expect(durationText(200)).toBe('3分20秒');
  });

  it('makes a click on the speed curve seek to the clicked time', () => {
    const seek = jest.fn();
    const options = speedChartOptions(track(10), seek, 180, 80);
    const click = options.chart!.events!.click as unknown as (e: unknown) => void;
    click({ xAxis: [{ value: T0 + 3000 }] });
    expect(seek).toHaveBeenCalledWith(T0 + 3000);
    const pointClick = (options.plotOptions!.series!.point!.events!.click as unknown as (this: { x: number }) => void);
    pointClick.call({ x: T0 + 7000 });
    expect(seek).toHaveBeenLastCalledWith(T0 + 7000);
    expect((options.yAxis as { title: { text: string } }).title.text).toBe('速度(km/h)');
  });
});

describe('playback controls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('play advances the slider one step per playSpeed ms, pause stops it', () => {
    render(<Harness points={track(11)} />);
    expect(percent()).toBe(0);
    expect(useMapStore.getState().playSpeed).toBe(1000);
    fireEvent.click(screen.getByTestId('playback-play'));
    act(() => jest.advanceTimersByTime(999));
    expect(percent()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(percent()).toBe(10);
    act(() => jest.advanceTimersByTime(2000));
    expect(percent()).toBe(30);
    expect(screen.getByTestId('playback-current').textContent).toContain('3.0 km/h');
    fireEvent.click(screen.getByTestId('playback-pause'));
    act(() => jest.advanceTimersByTime(5000));
    expect(percent()).toBe(30);
    expect(useMapStore.getState().playPercent).toBe(30);
  });

  it('stops at the end and starts over on the next play', () => {
    render(<Harness points={track(3)} />);
    fireEvent.click(screen.getByTestId('playback-play'));
    act(() => jest.advanceTimersByTime(5000));
    expect(percent()).toBe(100);
    expect(screen.getByTestId('playback-play')).toBeTruthy();
    fireEvent.click(screen.getByTestId('playback-play'));
    expect(percent()).toBe(0);
  });

  it('a faster speed advances more often', () => {
    render(<Harness points={track(101)} />);
    act(() => useMapStore.setState({ playSpeed: 100 }));
    fireEvent.click(screen.getByTestId('playback-play'));
    act(() => jest.advanceTimersByTime(1000));
    expect(percent()).toBe(10);
  });

  it('seeks with the slider (keyboard on its handle) and shows the point under the playhead', () => {
    render(<Harness points={track(11)} />);
    const handle = screen.getByRole('slider');
    act(() => useMapStore.setState({ playPercent: 50 }));
    expect(screen.getByTestId('playback-current').textContent).toContain('5.0 km/h');
    fireEvent.keyDown(handle, { key: 'End', keyCode: 35 });
    expect(useMapStore.getState().playPercent).toBe(100);
    expect(screen.getByTestId('playback-current').textContent).toContain('10.0 km/h');
    expect(screen.getByTestId('playback-current').textContent).toMatch(/里程.*100\.1 km/);
    fireEvent.keyDown(handle, { key: 'Home', keyCode: 36 });
    expect(percent()).toBe(0);
  });
});

describe('playback page', () => {
  it('queries the selected car for today, draws the track and plays it', async () => {
    const { default: PlaybackPage } = await import('../src/components/playback/playback-page');
    get.mockImplementation(async (url: string) => (url === '/sys/app/config'
      ? { success: true, result: { tileUrl: null, tileDatum: 'wgs84' } }
      : { success: true, result: [{ id: 'veh_1', carNum: '浙A12345', speedLimit: 80 }] }));
    post.mockResolvedValue({
      success: true,
      result: { carId: 'veh_1', carNum: '浙A12345', points: track(21), invalidCount: 2, trips: [], stops: [], alarms: [], mileageKm: 12.34, mileageSource: 'odometer', drivingS: 1200 },
    });
    useMapStore.setState({ singleId: 'veh_1', currentCarNum: '浙A12345' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={client}><PlaybackPage /></QueryClientProvider>);
    expect(screen.getByTestId('playback-page')).toBeTruthy();
    fireEvent.click(screen.getByTestId('playback-query'));
    await waitFor(() => expect(screen.getByTestId('playback-map').getAttribute('data-points')).toBe('21'));
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/api/map/queryMove');
    expect(body.carId).toBe('veh_1');
    expect(body.endTime - body.startTime).toBeLessThanOrEqual(86_400_000);
    expect(new Date(body.startTime).getHours()).toBe(0);
    expect(screen.getByTestId('playback-summary').textContent).toContain('12.3 km（终端里程表）');
    expect(screen.getByTestId('playback-summary').textContent).toContain('20分0秒');
    expect(screen.getByTestId('speed-chart').getAttribute('data-playhead')).toBe(String(T0));
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByTestId('playback-play'));
      act(() => jest.advanceTimersByTime(3000));
      expect(percent()).toBe(15);
      expect(screen.getByTestId('playback-map').getAttribute('data-index')).toBe('3');
      expect(screen.getByTestId('speed-chart').getAttribute('data-playhead')).toBe(String(T0 + 3000));
    } finally {
      jest.useRealTimers();
    }
  });
});
