import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import OperatePanel from '../src/components/operate-tabs/operate-panel';
import { useMapStore } from '../src/stores/map-store';
import { vehicle } from './fixtures';
import { alarm, ok, pageAnswer } from './operate-fixtures';

const post = jest.fn();
const get = jest.fn();
const perms = new Set<string>();
jest.mock('shared-session', () => ({
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
  usePermission: () => (code: string) => perms.has(code),
}));
const exportXlsx = jest.fn(async (_name: string, _cols: unknown[], rows: unknown[]) => rows.length);
jest.mock('shared-widgets', () => ({
  ...jest.requireActual('shared-widgets'),
  exportXlsx: (...args: [string, unknown[], unknown[]]) => exportXlsx(...args),
}));
jest.mock('../src/components/operate-tabs/track-tabs-slot', () => ({
  TRACK_TABS: ['trackList:轨迹列表', 'tripList:行驶列表', 'stopList:停车列表', 'speedCurve:速度曲线', 'invalidData:无效数据'].map((s) => {
    const [key, label] = s.split(':');
    return {
      key,
      label,
      Component: (p: { carId: string | null; carNum: string; range: [number, number]; onLocate(p: { lon: number; lat: number; title?: string }): void }) => (
        <button data-testid={`track-${key}`} data-range={p.range.join('-')} onClick={() => p.onLocate({ lon: 120, lat: 30, title: 'pt' })}>
          {p.carId ?? 'none'} {p.carNum}
        </button>
      ),
    };
  }),
}));

jest.setTimeout(90_000);

const alarms = Array.from({ length: 6 }, (_, i) => alarm({ id: `a${i}`, carId: `c${i % 3}`, carNum: `京A0000${i % 3}`, startLon: 116 + i / 100, startLat: 39 }));

function route(url: string, body: Record<string, unknown>) {
  switch (url) {
    case '/api/map/queryAlarmDetail': {
      // 6 open alarms, 15 ended ones (page size 20: page 2 holds the last ended one, p2).
      if (body.open === true) return pageAnswer(body.pageNo === 1 ? alarms : [], 6, Number(body.pageNo));
      if (body.open === false) {
        const ended = Array.from({ length: 15 }, (_, i) => alarm({ id: i === 14 ? 'p2' : `e${i}`, endTime: 1, carNum: '京B99999' }));
        const size = Number(body.pageSize);
        return pageAnswer(ended.slice((Number(body.pageNo) - 1) * size, Number(body.pageNo) * size), 15, Number(body.pageNo), size);
      }
      return pageAnswer(alarms, 6);
    }
    case '/api/map/getAlarmSummaryPrompt':
      return ok({ unhandled: 7, open: 3, today: 9 });
    case '/api/map/getOfflinePrompt':
      return ok({ offline: 4, total: 50 });
    case '/api/map/getAlarmSummary':
      return pageAnswer([{ carId: 'c1', carNum: '京A00001', departName: '一分公司', total: 5, open: 1, unhandled: 2, byType: { p_overspeed: 5 }, lastTime: 1 }]);
    case '/api/map/getOfflineNotification':
      return pageAnswer([{ carId: 'c9', carNum: '京Z00009', departName: null, phone: '13800000000', lastTime: 1, lastLon: 121.5, lastLat: 31.2, offlineS: 3600 }]);
    case '/api/warnTired/queryList':
      return pageAnswer([alarm({ id: 'f1', alarmType: 'p_fatigue', alarmTypeName: '疲劳驾驶(平台)', limitValue: 14400 })]);
    case '/api/alarm/handle':
      return ok(1);
    case '/api/organize/queryOrgTree':
      return ok([]);
    default:
      throw new Error(`unexpected ${url}`);
  }
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OperatePanel totalHeight={1000} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useMapStore.getState().reset();
  perms.clear();
  exportXlsx.mockClear();
  post.mockReset();
  post.mockImplementation(async (url: string, body: Record<string, unknown>) => route(url, body ?? {}));
  get.mockReset();
  get.mockResolvedValue(ok([{ code: 'p_overspeed', name: '超速报警(平台)', source: 'platform', level: 3, preWarning: false }]));
});

const tabLabels = () => screen.getAllByRole('tab').map((t) => t.textContent!.replace(/[\d+]+$/, ''));

describe('OperatePanel', () => {
  it('shows the twelve tabs in order with badge counts from the prompt calls', async () => {
    renderPanel();
    expect(screen.getByTestId('operate-tabs')).toBeTruthy();
    expect(tabLabels()).toEqual(['报警明细', '报警汇总', '车辆状态', '疲劳预警', '离线通知', '轨迹列表', '行驶列表', '停车列表', '速度曲线', '无效数据', '全部报警', '导出']);
    await waitFor(() => expect(screen.getByTestId('badge-alarm').textContent).toContain('7'));
    await waitFor(() => expect(screen.getByTestId('badge-offline').textContent).toContain('4'));
  });

  it('lists alarm details from the server with 共 N 条, mirrors them in the store and pages', async () => {
    renderPanel();
    const tab = await screen.findByTestId('operate-tab-alarmDetail');
    await within(tab).findByTestId('alarm-row-a0');
    expect(within(tab).getByText('共 21 条')).toBeTruthy();
    const first = post.mock.calls.find(([url]) => url === '/api/map/queryAlarmDetail')![1];
    expect(first).toMatchObject({ pageNo: 1, pageSize: 20, column: 'startTime', order: 'desc', open: true });
    expect(typeof first.startTime).toBe('number');
    expect(useMapStore.getState().alarmDetailList.map((a) => a.id).slice(0, 7)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'e0']);
    expect(useMapStore.getState().alarmDetailList).toHaveLength(20);
    expect(useMapStore.getState().reportDetailNum).toBe(21);
    fireEvent.click(within(tab).getByTitle('2'));
    await within(tab).findByTestId('alarm-row-p2');
    expect(post).toHaveBeenCalledWith('/api/map/queryAlarmDetail', expect.objectContaining({ pageNo: 2 }));
  });

  it('locates a clicked alarm row on the map and selects its car', async () => {
    renderPanel();
    fireEvent.click(await screen.findByTestId('alarm-row-a4'));
    const s = useMapStore.getState();
    expect(s.singleId).toBe('c1');
    expect(s.locate).toMatchObject({ lon: 116.04, lat: 39, title: expect.stringContaining('京A00001 超速报警(平台)') });
  });

  it('exports the rows shown with the table columns', async () => {
    renderPanel();
    const tab = await screen.findByTestId('operate-tab-alarmDetail');
    await within(tab).findByTestId('alarm-row-a0');
    fireEvent.click(within(tab).getByTestId('operate-export'));
    await waitFor(() => expect(exportXlsx).toHaveBeenCalled());
    const [name, columns, rows] = exportXlsx.mock.calls[0] as [string, { title: string }[], { id: string }[]];
    expect(name).toMatch(/^报警明细_\d{14}$/);
    expect(rows.map((r) => r.id)).toEqual(useMapStore.getState().alarmDetailList.map((a) => a.id));
    expect(rows).toHaveLength(20);
    expect(columns.map((c) => c.title)).toContain('报警类型');
  });

  it('shows 处理 only with fleet:alarm:handle and sends the note', async () => {
    const { unmount } = renderPanel();
    await screen.findByTestId('alarm-row-a0');
    expect(screen.queryByTestId('alarm-handle')).toBeNull();
    unmount();
    perms.add('fleet:alarm:handle');
    renderPanel();
    const row = await screen.findByTestId('alarm-row-a1');
    fireEvent.click(within(row).getByTestId('alarm-handle'));
    expect(useMapStore.getState().locate).toBeNull();
    fireEvent.change(await screen.findByTestId('alarm-handle-note'), { target: { value: '已电话提醒司机' } });
    fireEvent.click(screen.getByTestId('alarm-handle-ok'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/alarm/handle', { ids: 'a1', handleNote: '已电话提醒司机' }));
    await waitFor(() => expect(useMapStore.getState().alarmDetailList.find((a) => a.id === 'a1')!.handleState).toBe(1));
  });

  it('prepends a live open alarm of the query, notifies level 3 and bumps the badge', async () => {
    renderPanel();
    await screen.findByTestId('alarm-row-a0');
    await waitFor(() => expect(screen.getByTestId('badge-alarm').textContent).toContain('7'));
    act(() => {
      useMapStore.getState().applyAlarmEvent({ type: 'alarm', event: 'open', alarm: alarm({ id: 'live1', carNum: '京L88888', startTime: Date.now() }) });
    });
    const tab = screen.getByTestId('operate-tab-alarmDetail');
    expect(within(tab).getAllByRole('row').find((r) => r.getAttribute('data-row-key'))!.getAttribute('data-row-key')).toBe('live1');
    expect(within(tab).getByText('共 22 条')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('badge-alarm').textContent).toContain('8'));
    expect(await screen.findByText('京L88888 超速报警(平台)')).toBeTruthy();
  });

  it('shows live vehicle states in 车辆状态 and locates a clicked car', async () => {
    act(() => {
      useMapStore.getState().applyLive({
        type: 'snapshot',
        source: 'socket',
        vehicles: [vehicle({ carId: 'v2', carNum: '京B2', lon: 117, lat: 40 }), vehicle({ carId: 'v1', carNum: '京A1' })],
      });
    });
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: '车辆状态' }));
    const tab = await screen.findByTestId('operate-tab-vehicleStatus');
    expect(within(tab).getByText('共 2 条')).toBeTruthy();
    fireEvent.click(within(tab).getByTestId('vehicle-row-v2'));
    expect(useMapStore.getState().singleId).toBe('v2');
    expect(useMapStore.getState().locate).toMatchObject({ lon: 117, lat: 40 });
  });

  it('fills the summary, fatigue and offline tabs and the store counts', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: '报警汇总' }));
    expect(await screen.findByTestId('summary-row-c1')).toBeTruthy();
    await waitFor(() => expect(useMapStore.getState().reportListNum).toBe(1));
    fireEvent.click(screen.getByRole('tab', { name: '疲劳预警' }));
    expect((await screen.findByTestId('fatigue-row-f1')).textContent).toContain('4小时');
    await waitFor(() => expect(useMapStore.getState().warnTiredListNum).toBe(1));
    fireEvent.click(screen.getByRole('tab', { name: /离线通知/ }));
    fireEvent.click(await screen.findByTestId('offline-row-c9'));
    expect(useMapStore.getState().OfflineNotificationList).toHaveLength(1);
    expect(useMapStore.getState().locate).toMatchObject({ lon: 121.5, lat: 31.2 });
  });

  it('passes the selected car and the range to the track tabs and forwards onLocate', async () => {
    renderPanel();
    act(() => useMapStore.getState().selectCar('c7', '京C77777'));
    fireEvent.click(screen.getByRole('tab', { name: '轨迹列表' }));
    const button = await screen.findByTestId('track-trackList');
    expect(button.textContent).toBe('c7 京C77777');
    const [from, to] = button.getAttribute('data-range')!.split('-').map(Number);
    expect(to - from).toBe(86_399_999);
    fireEvent.click(button);
    expect(useMapStore.getState().locate).toMatchObject({ lon: 120, lat: 30, title: 'pt' });
  });

  it('collapses to the tab bar and expands again', async () => {
    renderPanel();
    const panel = screen.getByTestId('operate-tabs');
    expect(panel.style.height).toBe('420px');
    fireEvent.click(screen.getByTestId('operate-collapse'));
    expect(panel.style.height).toBe('42px');
    expect(screen.queryByTestId('operate-tab-alarmDetail')).toBeNull();
    fireEvent.click(screen.getByTestId('operate-collapse'));
    expect(panel.style.height).toBe('420px');
  });
});
