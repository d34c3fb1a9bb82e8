import { toSheetRows } from 'shared-widgets';
import { exportFileName, alarmColumns, byTypeText, limitText, summaryColumns, toXlsxColumns, vehicleStatusColumns } from '../src/components/operate-tabs/columns';
import { clampPanelHeight, MIN_MAP_PX, MIN_PANEL_PX } from '../src/components/operate-tabs/operate-panel';
import { alarmLocatePoint, offlineLocatePoint } from '../src/components/operate-tabs/locate';
import { bumpPrompt, alarmNoticeText } from '../src/components/operate-tabs/use-live-alarms';
import { pageOf, vehicleStatusRows } from '../src/components/operate-tabs/vehicle-rows';
import { fetchAllPages } from '../src/components/operate-tabs/export-tab';
import { queryAlarmDetailOpenFirst } from '../src/api/alarm-calls';
import { alarmDurationS, alarmMatchesFilter, formatDuration, mergeAlarmEvent, normalizeAlarm, parseAlarmMessage } from '../src/domain/alarm';
import { useMapStore } from '../src/stores/map-store';
import { vehicle } from './fixtures';
import { alarm } from './operate-fixtures';

const post = jest.fn();
jest.mock('shared-session', () => ({ http: { get: jest.fn(), post: (...args: unknown[]) => post(...args) }, usePermission: () => () => true }));
jest.mock('../src/components/operate-tabs/track-tabs-slot', () => ({ TRACK_TABS: [] }));

describe('live alarm messages', () => {
  it('parses an alarm message from text, a MessageEvent or an object, and ignores others', () => {
    const msg = { type: 'alarm', event: 'open', alarm: { ...alarm(), id: 42, level: '3', startTime: '1715000000000' } };
    const parsed = parseAlarmMessage(JSON.stringify(msg))!;
    expect(parsed.event).toBe('open');
    expect(parsed.alarm.id).toBe('42');
    expect(parsed.alarm.level).toBe(3);
    expect(parsed.alarm.startTime).toBe(1715000000000);
    expect(parseAlarmMessage({ data: JSON.stringify(msg) })!.alarm.id).toBe('42');
    expect(parseAlarmMessage(msg)!.alarm.carNum).toBe('京A12345');
    expect(parseAlarmMessage({ type: 'positions', items: [] })).toBeNull();
    expect(parseAlarmMessage({ type: 'alarm', event: 'other', alarm: alarm() })).toBeNull();
    expect(parseAlarmMessage({ type: 'alarm', event: 'open', alarm: { carNum: 'x' } })).toBeNull();
    expect(parseAlarmMessage('{"type":"alarm",')).toBeNull();
    expect(parseAlarmMessage('pong')).toBeNull();
  });

  it('normalises unknown levels to 一般 and a missing handle state to 未处理', () => {
    const a = normalizeAlarm({ id: 1, level: 7, handleState: null, endTime: '' })!;
    expect(a.level).toBe(2);
    expect(a.handleState).toBe(0);
    expect(a.endTime).toBeNull();
  });

  it('matches alarms against the 报警明细 filters', () => {
    const a = alarm({ startTime: 1000 });
    expect(alarmMatchesFilter(a, {})).toBe(true);
    expect(alarmMatchesFilter(a, { carNum: 'a123' })).toBe(true);
    expect(alarmMatchesFilter(a, { carNum: '沪' })).toBe(false);
    expect(alarmMatchesFilter(a, { alarmType: 't0,p_overspeed' })).toBe(true);
    expect(alarmMatchesFilter(a, { alarmType: 't0' })).toBe(false);
    expect(alarmMatchesFilter(a, { level: 2 })).toBe(false);
    expect(alarmMatchesFilter(a, { handleState: 1 })).toBe(false);
    expect(alarmMatchesFilter(a, { source: 'terminal' })).toBe(false);
    expect(alarmMatchesFilter(a, { startTime: 1000, endTime: 1000 })).toBe(true);
    expect(alarmMatchesFilter(a, { startTime: 1001 })).toBe(false);
    expect(alarmMatchesFilter(a, { endTime: 999 })).toBe(false);
    expect(alarmMatchesFilter({ ...a, endTime: 2000 }, { open: true })).toBe(false);
  });

  it('merges events: prepends a new open alarm within the page size, patches a listed one, ignores a foreign close', () => {
    const list = [alarm({ id: 'x' }), alarm({ id: 'y' })];
    const opened = mergeAlarmEvent(list, { type: 'alarm', event: 'open', alarm: alarm({ id: 'z' }) }, () => true, 2);
    expect(opened.list.map((a) => a.id)).toEqual(['z', 'x']);
    expect(opened.added).toBe(1);
    const excluded = mergeAlarmEvent(list, { type: 'alarm', event: 'open', alarm: alarm({ id: 'z' }) }, () => false);
    expect(excluded.changed).toBe(false);
    expect(excluded.list).toBe(list);
    const closed = mergeAlarmEvent(list, { type: 'alarm', event: 'close', alarm: alarm({ id: 'y', endTime: 5000, durationS: 60 }) }, () => true);
    expect(closed.list[1].endTime).toBe(5000);
    expect(closed.added).toBe(0);
    expect(mergeAlarmEvent(list, { type: 'alarm', event: 'close', alarm: alarm({ id: 'q' }) }, () => true).changed).toBe(false);
  });
});

describe('map store alarm handling', () => {
  beforeEach(() => useMapStore.getState().reset());

  it('prepends a matching open alarm on page 1 and counts it; patches on close', () => {
    const s = useMapStore.getState();
    s.setOperateData({ alarmDetailView: { pageNo: 1, pageSize: 20, carNum: '京A' }, alarmDetailList: [alarm({ id: 'old' })], reportDetailNum: 5 });
    s.applyAlarmEvent({ type: 'alarm', event: 'open', alarm: alarm({ id: 'new' }) });
    let st = useMapStore.getState();
    expect(st.alarmDetailList.map((a) => a.id)).toEqual(['new', 'old']);
    expect(st.reportDetailNum).toBe(6);
    expect(st.alarmSeq).toBe(1);
    expect(st.lastAlarmEvent!.alarm.id).toBe('new');
    st.applyAlarmEvent({ type: 'alarm', event: 'open', alarm: alarm({ id: 'new' }) });
    expect(useMapStore.getState().reportDetailNum).toBe(6);
    st.applyAlarmEvent({ type: 'alarm', event: 'close', alarm: alarm({ id: 'new', endTime: 99 }) });
    st = useMapStore.getState();
    expect(st.alarmDetailList[0].endTime).toBe(99);
    expect(st.reportDetailNum).toBe(6);
    expect(st.alarmSeq).toBe(3);
  });

  it('does not prepend outside the query or off page 1 (but counts the latter)', () => {
    const s = useMapStore.getState();
    s.setOperateData({ alarmDetailView: { pageNo: 1, pageSize: 20, carNum: '沪' }, alarmDetailList: [], reportDetailNum: 0 });
    s.applyAlarmEvent({ type: 'alarm', event: 'open', alarm: alarm({ id: 'n1' }) });
    expect(useMapStore.getState().alarmDetailList).toEqual([]);
    expect(useMapStore.getState().reportDetailNum).toBe(0);
    s.setOperateData({ alarmDetailView: { pageNo: 2, pageSize: 20 } });
    useMapStore.getState().applyAlarmEvent({ type: 'alarm', event: 'open', alarm: alarm({ id: 'n2' }) });
    expect(useMapStore.getState().alarmDetailList).toEqual([]);
    expect(useMapStore.getState().reportDetailNum).toBe(1);
  });

  it('without a shown 报警明细 only records the event', () => {
    useMapStore.getState().applyAlarmEvent({ type: 'alarm', event: 'open', alarm: alarm() });
    expect(useMapStore.getState().alarmDetailList).toEqual([]);
    expect(useMapStore.getState().alarmSeq).toBe(1);
  });

  it('requestLocate numbers each request', () => {
    useMapStore.getState().requestLocate({ lon: 116, lat: 39, title: 't' });
    useMapStore.getState().requestLocate({ lon: 117, lat: 40 });
    expect(useMapStore.getState().locate).toEqual({ seq: 2, lon: 117, lat: 40, title: undefined });
  });
});

describe('badges and notices', () => {
  it('bumps the prompt counts on open and lowers open on close', () => {
    const ev = (event: 'open' | 'close') => ({ type: 'alarm' as const, event, alarm: alarm() });
    expect(bumpPrompt({ unhandled: 1, open: 2, today: 3 }, ev('open'))).toEqual({ unhandled: 2, open: 3, today: 4 });
    expect(bumpPrompt({ unhandled: 1, open: 0, today: 3 }, ev('close'))).toEqual({ unhandled: 1, open: 0, today: 3 });
    expect(bumpPrompt(undefined, ev('open'))).toBeUndefined();
    expect(alarmNoticeText(ev('open'))).toEqual({ title: '京A12345 超速报警(平台)', description: '严重报警 · 2024-05-06 08:09:10' });
  });
});

describe('operate columns and export rows', () => {
  it('exports exactly the cells shown, with units in the titles', () => {
    const now = new Date(2024, 4, 6, 9, 9, 10).getTime();
    const cols = alarmColumns(now);
    const rows = [alarm(), alarm({ id: 'a2', endTime: new Date(2024, 4, 6, 8, 10, 0).getTime(), durationS: 50, handleState: 1, handleNote: '已提醒', source: 'terminal', alarmType: 't0', alarmTypeName: '紧急报警', limitValue: null })];
    const sheet = toSheetRows(toXlsxColumns(cols), rows);
    expect(sheet[0]).toEqual(cols.map((c) => c.title));
    expect(sheet[0]).toContain('最高速度(km/h)');
    const row1 = Object.fromEntries(cols.map((c, i) => [c.key, sheet[1][i]]));
    expect(row1).toMatchObject({ carNum: '京A12345', level: '严重', source: '平台', startTime: '2024-05-06 08:09:10', endTime: '进行中', duration: '1小时', peakSpeed: 112.5, limit: '80 km/h', position: '116.400000, 39.900000', handleState: '未处理' });
    const row2 = Object.fromEntries(cols.map((c, i) => [c.key, sheet[2][i]]));
    expect(row2).toMatchObject({ source: '终端', endTime: '2024-05-06 08:10:00', duration: '50秒', limit: '', handleState: '已处理', handleNote: '已提醒' });
  });

  it('formats durations, limits and type breakdowns', () => {
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(3725)).toBe('1小时2分5秒');
    expect(formatDuration(90000)).toBe('1天1小时');
    expect(formatDuration(null)).toBe('—');
    expect(alarmDurationS({ durationS: null, startTime: 1000, endTime: null }, 61_000)).toBe(60);
    expect(limitText({ alarmType: 'p_fatigue', limitValue: 14400 })).toBe('4小时');
    const names = new Map([['t1', '超速报警'], ['t0', '紧急报警']]);
    expect(byTypeText({ t0: 1, t1: 3, x: 0 }, names)).toBe('超速报警 3次，紧急报警 1次');
    expect(byTypeText({ a: 1, b: 2, c: 3, d: 4 }, names, 2)).toBe('d 4次，c 3次，等4类');
    const summary = toSheetRows(toXlsxColumns(summaryColumns(names)), [{ carId: 'c1', carNum: '京A1', departName: null, total: 4, open: 1, unhandled: 2, byType: { t1: 4 }, lastTime: null }]);
    expect(summary[1]).toEqual(['京A1', '', 4, 1, 2, '超速报警 4次', '']);
  });

  it('builds vehicle status rows: filter, plate order, department names, units', () => {
    const list = [vehicle({ carId: 'b', carNum: '京B2', status: 'parked', speed: 0 }), vehicle({ carId: 'a', carNum: '京A1', mileage: 12.345 }), vehicle({ carId: 'c', carNum: '沪C3', status: 'offline' })];
    const rows = vehicleStatusRows(list, { carNum: '京' });
    expect(rows.map((v) => v.carId)).toEqual(['a', 'b']);
    expect(vehicleStatusRows(list, { status: 'offline' }).map((v) => v.carId)).toEqual(['c']);
    const sheet = toSheetRows(toXlsxColumns(vehicleStatusColumns(new Map([['d1', '一分公司']]))), rows.slice(0, 1));
    expect(sheet[0]).toEqual(['车牌号', '所属部门', '状态', '速度(km/h)', '方向', '定位时间', '里程(km)', '经纬度(经度, 纬度)']);
    expect(sheet[1]).toEqual(['京A1', '一分公司', '行驶', 36.5, '45° 东北', '2024-05-06 08:09:10', 12.3, '116.397128, 39.916527']);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ rows: [3, 4], pageNo: 2 });
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ rows: [3], pageNo: 2 });
  });

  it('names export files 标题_YYYYMMDDHHmmss', () => {
    expect(exportFileName('报警明细', new Date(2024, 4, 6, 8, 9, 10).getTime())).toBe('报警明细_20240506080910');
  });

  it('reads every page for an export, up to the cap', async () => {
    const fetchPage = jest.fn(async (pageNo: number, size: number) => ({
      records: Array.from({ length: pageNo < 3 ? size : 5 }, (_, i) => (pageNo - 1) * size + i),
      total: 2 * size + 5,
      size,
      current: pageNo,
      pages: 3,
    }));
    const all = await fetchAllPages(fetchPage);
    expect(all.rows).toHaveLength(2005);
    expect(all.total).toBe(2005);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    const capped = await fetchAllPages(fetchPage, 1500);
    expect(capped.rows).toHaveLength(1500);
  });
});

describe('locate points and panel height', () => {
  it('locates alarms at their start (falling back to the end) and skips rows without a position', () => {
    expect(alarmLocatePoint(alarm())).toEqual({ lon: 116.4, lat: 39.9, title: '京A12345 超速报警(平台) 2024-05-06 08:09:10' });
    expect(alarmLocatePoint(alarm({ startLon: null, startLat: null, endLon: 117, endLat: 40 }))!.lon).toBe(117);
    expect(alarmLocatePoint(alarm({ startLon: 0, startLat: 0 }))).toBeNull();
    expect(offlineLocatePoint({ carId: 'c', carNum: '京A', departName: null, phone: null, lastTime: null, lastLon: null, lastLat: null, offlineS: 5 })).toBeNull();
  });

  it('keeps the dragged panel between its minimum and the map minimum', () => {
    expect(clampPanelHeight(300, -100, 1000)).toBe(400);
    expect(clampPanelHeight(300, 1000, 1000)).toBe(MIN_PANEL_PX);
    expect(clampPanelHeight(300, -2000, 1000)).toBe(1000 - MIN_MAP_PX);
  });
});

describe('报警明细 open-first paging', () => {
  it('pages open alarms then ended ones as one list, whatever the page size', async () => {
    const open = Array.from({ length: 7 }, (_, i) => alarm({ id: `o${i}` }));
    const ended = Array.from({ length: 12 }, (_, i) => alarm({ id: `e${i}`, endTime: 1 }));
    post.mockImplementation(async (_url: string, b: { open: boolean; pageNo: number; pageSize: number; column: string }) => {
      expect(b.column).toBe('startTime');
      const src = b.open ? open : ended;
      const records = src.slice((b.pageNo - 1) * b.pageSize, b.pageNo * b.pageSize);
      return { success: true, code: 200, message: '', result: { records, total: src.length, size: b.pageSize, current: b.pageNo, pages: 0 } };
    });
    const expected = [...open, ...ended].map((a) => a.id);
    for (const size of [3, 5, 7, 10, 20]) {
      const seen: string[] = [];
      for (let pageNo = 1; pageNo <= Math.ceil(expected.length / size); pageNo += 1) {
        const page = await queryAlarmDetailOpenFirst({ pageNo, pageSize: size });
        expect(page.total).toBe(19);
        seen.push(...page.records.map((a) => a.id));
      }
      expect(seen).toEqual(expected);
    }
  });
});
