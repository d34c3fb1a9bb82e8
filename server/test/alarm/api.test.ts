import WebSocket from 'ws';
import { DATABASES } from '../helpers/databases.js';
import { API, startTestApp, type TestApp } from '../helpers/app.js';

jest.setTimeout(90000);

const MIN = 60_000;

describe.each(DATABASES)('alarm calls on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let viewer: string;
  const ids: Record<string, string> = {};
  const now = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 12 });
    [admin, operator, viewer] = [await t.login('admin'), await t.login('hz_operator'), await t.login('viewer')];
    const db = t.database.db;
    // veh 1 Shanghai 浦东, veh 3 Hangzhou 西湖, veh 4 Hangzhou 萧山
    const alarm = (key: string, vehicle: string, type: string, source: 'terminal' | 'platform', level: number, startAgo: number, endAgo: number | null, handled = false) => ({
      key,
      row: {
        tenant_id: 1, vehicle_id: vehicle, alarm_type: type, source, alarm_level: level, start_time: new Date(now - startAgo),
        end_time: endAgo === null ? null : new Date(now - endAgo), duration_s: endAgo === null ? null : Math.round((startAgo - endAgo) / 1000),
        start_lat: 30.2, start_lon: 120.1, start_speed: 95, peak_speed: 121.26, limit_value: 80, driver_name: '王伟',
        handle_state: handled ? 1 : 0, handle_note: handled ? '已电话提醒' : null, handled_by: handled ? '管理员' : null, handled_time: handled ? new Date(now - MIN) : null,
      },
    });
    const rows = [
      alarm('overspeed3', 'veh_000003', 'p_overspeed', 'platform', 3, 60 * MIN, null),
      alarm('warn3', 'veh_000003', 'p_fatigue_warning', 'platform', 1, 5 * 60 * MIN, 4 * 60 * MIN),
      alarm('sos1', 'veh_000001', 't0', 'terminal', 3, 10 * MIN, null),
      alarm('fatigue4', 'veh_000004', 'p_fatigue', 'platform', 3, 40 * 24 * 60 * MIN, 40 * 24 * 60 * MIN - 30 * MIN, true),
    ];
    for (const r of rows) {
      const res = await db.insertInto('fleet_alarm').values(r.row).returning('id').executeTakeFirstOrThrow();
      ids[r.key] = String(res.id);
    }
    const state = (vehicleId: string, ageMs: number) => ({
      vehicle_id: vehicleId, gps_time: new Date(now - ageMs), recv_time: new Date(now - ageMs), lat: 30.25, lon: 120.16, speed: 0,
    });
    await db.insertInto('fleet_vehicle_state').values([state('veh_000003', 5000), state('veh_000004', 20 * MIN), state('veh_000001', 30 * MIN)]).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (token: string, url: string, body: unknown) => t.call('POST', url, { token, body });

  it('queryMoveStatus shows a vehicle with an open platform speeding alarm as alarm', async () => {
    const states = (await post(admin, '/api/map/queryMoveStatus', {})).json().result as Array<{ carId: string; status: string }>;
    const status = new Map(states.map((v) => [v.carId, v.status]));
    expect(status.get('veh_000003')).toBe('alarm'); // open p_overspeed, reported 5 s ago at 0 km/h
    expect(status.get('veh_000004')).toBe('offline'); // its alarm is closed and its last report 20 min old
  });

  it('queryAlarmDetail: scope, filters, sort, AlarmRecord shape', async () => {
    const all = (await post(admin, '/api/map/queryAlarmDetail', { pageNo: 1, pageSize: 10 })).json();
    expect(all.result.total).toBe(4);
    expect(all.result.records.map((r: { id: string }) => r.id)).toEqual([ids.sos1, ids.overspeed3, ids.warn3, ids.fatigue4]);
    const op = (await post(operator, '/api/map/queryAlarmDetail', { pageNo: 1, pageSize: 10 })).json().result;
    expect(op.total).toBe(3);
    expect(op.records.every((r: { departName: string }) => ['西湖车队', '萧山车队'].includes(r.departName))).toBe(true);
    expect(op.records[0]).toEqual({
      id: ids.overspeed3, carId: 'veh_000003', carNum: expect.stringMatching(/^浙A/), departId: 'dep_A01A02A01', departName: '西湖车队',
      alarmType: 'p_overspeed', alarmTypeName: '超速报警(平台)', source: 'platform', level: 3, levelName: '严重', preWarning: false,
      startTime: now - 60 * MIN, endTime: null, durationS: null, startLat: 30.2, startLon: 120.1, endLat: null, endLon: null,
      startSpeed: 95, peakSpeed: 121.3, limitValue: 80, driverName: '王伟', handleState: 0, handleNote: null, handledBy: null, handledTime: null,
    });
    const open = (await post(operator, '/api/map/queryAlarmDetail', { open: true, alarmType: 'p_overspeed,p_fatigue' })).json().result;
    expect(open.records.map((r: { id: string }) => r.id)).toEqual([ids.overspeed3]);
    const sorted = (await post(admin, '/api/map/queryAlarmDetail', { column: 'level', order: 'asc', pageSize: 2, pageNo: 1 })).json().result;
    expect(sorted).toMatchObject({ total: 4, size: 2, current: 1, pages: 2 });
    expect(sorted.records[0].alarmType).toBe('p_fatigue_warning');
    const ranged = (await post(admin, '/api/map/queryAlarmDetail', { startTime: now - 2 * 60 * MIN, endTime: now })).json().result;
    expect(ranged.total).toBe(2);
    const byPlate = (await post(admin, '/api/map/queryAlarmDetail', { carNum: open.records[0].carNum.slice(1), handleState: 0 })).json().result;
    expect(byPlate.records.map((r: { id: string }) => r.id)).toContain(ids.overspeed3);
  });

  it('refuses cars and orgs outside the scope with 403 code 510', async () => {
    for (const body of [{ carId: 'veh_000001' }, { orgId: 'dep_A01A01' }, { orgId: 'dep_A01' }, { carId: 'veh_999999' }]) {
      for (const url of ['/api/map/queryAlarmDetail', '/api/map/getAlarmSummary', '/api/warnTired/queryList']) {
        const res = await post(operator, url, body);
        expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 510]);
      }
    }
    for (const url of ['/api/map/getOfflineNotification', '/api/map/getAlarmSummaryPrompt', '/api/map/getOfflinePrompt']) {
      expect((await post(operator, url, { orgId: 'dep_A01A01' })).statusCode).toBe(403);
    }
    const rule = await post(operator, '/api/alarm/rule/query', { carId: 'veh_000001' });
    expect([rule.statusCode, rule.json().code]).toEqual([403, 510]);
    expect((await t.call('POST', '/api/map/queryAlarmDetail', { body: {} })).statusCode).toBe(401);
  });

  it('answers hostile or malformed input with 400 in Chinese', async () => {
    const bad: [string, unknown][] = [
      ['/api/map/queryAlarmDetail', { column: 'start_time; DROP TABLE fleet_alarm; --' }],
      ['/api/map/queryAlarmDetail', { column: 'constructor' }],
      ['/api/map/queryAlarmDetail', { order: 'desc; select 1' }],
      ['/api/map/queryAlarmDetail', { alarmType: "p_overspeed' OR '1'='1" }],
      ['/api/map/queryAlarmDetail', { carId: "veh_000003' OR 1=1 --" }],
      ['/api/map/queryAlarmDetail', { pageSize: 5000 }],
      ['/api/map/queryAlarmDetail', { pageNo: 'abc' }],
      ['/api/map/queryAlarmDetail', { startTime: 'yesterday' }],
      ['/api/map/queryAlarmDetail', { startTime: '2025-01-01', endTime: '2025-03-01' }],
      ['/api/map/queryAlarmDetail', { startTime: '2025-03-01', endTime: '2025-01-01' }],
      ['/api/map/queryAlarmDetail', { level: 9 }],
      ['/api/map/queryAlarmDetail', [1, 2]],
      ['/api/map/getOfflineNotification', { column: 'recv_time desc' }],
      ['/api/map/getAlarmSummary', { orgId: { $ne: 1 } }],
      ['/api/warnTired/queryList', { alarmType: 'p_overspeed' }],
    ];
    for (const [url, body] of bad) {
      const res = await post(admin, url, body);
      expect([url, JSON.stringify(body), res.statusCode, res.json().success, res.json().code]).toEqual([url, JSON.stringify(body), 400, false, 400]);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await post(admin, '/api/map/queryAlarmDetail', { startTime: '2025-01-01', endTime: '2025-03-01' })).json().message).toBe('查询时间范围不能超过31天');
    expect((await post(admin, '/api/map/queryAlarmDetail', {})).json().result.total).toBe(4);
  });

  it('getAlarmSummary groups per vehicle; warnTired lists fatigue alarms incl. pre-warnings', async () => {
    const sum = (await post(operator, '/api/map/getAlarmSummary', { pageNo: 1, pageSize: 10 })).json().result;
    expect(sum.total).toBe(2);
    expect(sum.records[0]).toEqual({
      carId: 'veh_000003', carNum: expect.any(String), departId: 'dep_A01A02A01', departName: '西湖车队', total: 2, open: 1, unhandled: 2,
      byType: { p_overspeed: 1, p_fatigue_warning: 1 }, lastTime: now - 60 * MIN,
    });
    const tired = (await post(operator, '/api/warnTired/queryList', { pageNo: 1, pageSize: 10 })).json().result;
    expect(tired.records.map((r: { alarmType: string }) => r.alarmType)).toEqual(['p_fatigue_warning', 'p_fatigue']);
    expect(tired.records[0].preWarning).toBe(true);
  });

  it('offline notification and prompt counts', async () => {
    const off = (await post(operator, '/api/map/getOfflineNotification', { pageNo: 1, pageSize: 10 })).json().result;
    expect(off.total).toBe(1);
    expect(off.records[0]).toMatchObject({ carId: 'veh_000004', departName: '萧山车队', phone: expect.stringMatching(/^0138/), lastTime: now - 20 * MIN, lastLat: 30.25, lastLon: 120.16 });
    expect(off.records[0].offlineS).toBeGreaterThanOrEqual(1200);
    const adminOff = (await post(admin, '/api/map/getOfflineNotification', { column: 'lastTime', order: 'asc' })).json().result;
    expect(adminOff.records.map((r: { carId: string }) => r.carId)).toEqual(['veh_000001', 'veh_000004']);
    expect((await post(operator, '/api/map/getOfflinePrompt', {})).json().result).toEqual({ offline: 1, online: 1, total: 6 });
    expect((await post(operator, '/api/map/getAlarmSummaryPrompt', {})).json().result).toEqual({ unhandled: 2, open: 1, today: expect.any(Number) });
    expect((await post(admin, '/api/map/getAlarmSummaryPrompt', {})).json().result).toMatchObject({ unhandled: 3, open: 2 });
  });

  it('handles alarms with the button, a note and the scope', async () => {
    const viewerTry = await post(viewer, '/api/alarm/handle', { ids: ids.sos1, handleNote: '已处理' });
    expect([viewerTry.statusCode, viewerTry.json().code]).toEqual([403, 510]);
    const foreign = await post(operator, '/api/alarm/handle', { ids: `${ids.overspeed3},${ids.sos1}`, handleNote: '已处理' });
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 510]);
    for (const body of [{ ids: ids.overspeed3, handleNote: '  ' }, { ids: ids.overspeed3 }, { ids: ids.overspeed3, handleNote: '长'.repeat(501) },
      { ids: `${ids.overspeed3};DROP TABLE fleet_alarm`, handleNote: 'x' }, { ids: '', handleNote: 'x' }]) {
      const res = await post(operator, '/api/alarm/handle', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
    const done = await post(operator, '/api/alarm/handle', { ids: `${ids.overspeed3},${ids.fatigue4}`, handleNote: '已电话联系司机减速' });
    expect(done.json()).toMatchObject({ success: true, result: 1 });
    const row = (await post(operator, '/api/map/queryAlarmDetail', { carId: 'veh_000003', alarmType: 'p_overspeed' })).json().result.records[0];
    expect(row).toMatchObject({ handleState: 1, handleNote: '已电话联系司机减速', handledBy: '杭州调度员', handledTime: expect.any(Number) });
    // the earlier handler of fatigue4 is kept
    const f4 = (await post(admin, '/api/warnTired/queryList', { carId: 'veh_000004' })).json().result.records[0];
    expect(f4).toMatchObject({ handledBy: '管理员', handleNote: '已电话提醒' });
  });

  it('queries and saves per-vehicle rules (button fleet:alarm:rule)', async () => {
    const q = (await post(operator, '/api/alarm/rule/query', { carId: 'veh_000003' })).json().result;
    expect(q).toMatchObject({ carId: 'veh_000003', speedLimit: null, overspeedMinS: 10, nightSpeedRatio: 0.8, fatigueDrivingS: 14400, restS: 1200, offlineS: 600, parkingS: 1800, customKeys: [] });
    expect(q.effectiveSpeedLimit).toBe(q.vehicleSpeedLimit);
    const denied = await post(operator, '/api/alarm/rule/save', { carId: 'veh_000003', overspeedMinS: 20 });
    expect([denied.statusCode, denied.json().code]).toEqual([403, 510]);
    const heard: unknown[] = [];
    t.bus.subscribe('alarm-rules', (m) => heard.push(m));
    const saved = (await post(admin, '/api/alarm/rule/save', { carId: 'veh_000003', overspeedMinS: 20, speedLimit: 90, parkingEnabled: false })).json();
    expect(saved.result).toMatchObject({ overspeedMinS: 20, speedLimit: 90, effectiveSpeedLimit: 90, parkingEnabled: false, updateBy: '管理员' });
    expect([...saved.result.customKeys].sort()).toEqual(['overspeedMinS', 'parkingEnabled', 'speedLimit']);
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual([{ vehicleId: 'veh_000003' }]);
    const second = (await post(admin, '/api/alarm/rule/save', { carId: 'veh_000003', restS: 1800 })).json().result;
    expect(second).toMatchObject({ overspeedMinS: 20, restS: 1800 });
    for (const body of [{ carId: 'veh_000003', restS: 5 }, { carId: 'veh_000003', fatigueWarningS: 20000 }, { carId: 'veh_000003', speedLimit: 'fast' },
      { carId: 'veh_000003', overspeedEnabled: 'maybe' }, { overspeedMinS: 3 }]) {
      const res = await post(admin, '/api/alarm/rule/save', body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    const reset = (await post(admin, '/api/alarm/rule/save', { carId: 'veh_000003', reset: true })).json().result;
    expect(reset).toMatchObject({ overspeedMinS: 10, speedLimit: null, customKeys: [] });
  });

  it('GET /api/alarm/types lists the catalogue', async () => {
    const res = await t.call('GET', '/api/alarm/types', { token: viewer });
    const types = res.json().result;
    expect(types).toHaveLength(39);
    expect(types).toContainEqual({ code: 'p_fatigue_warning', name: '疲劳驾驶预警(平台)', source: 'platform', level: 1, preWarning: true });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('pushes bus alarms to the position sockets of users who may see the vehicle', async () => {
    const url = `${t.origin.replace('http', 'ws')}${API}/ws/positions`;
    const open = (token: string) => new Promise<{ ws: WebSocket; got: string[] }>((resolve, reject) => {
      const ws = new WebSocket(url, token);
      const got: string[] = [];
      ws.on('message', (d) => got.push(d.toString()));
      ws.once('open', () => resolve({ ws, got }));
      ws.once('error', reject);
    });
    const op = await open(operator);
    const vw = await open(viewer);
    const until = async (pred: () => boolean) => {
      for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 30));
    };
    await until(() => op.got.some((m) => m.includes('snapshot')) && vw.got.some((m) => m.includes('snapshot')));
    const alarm = (carId: string, departId: string) => ({ id: '77', carId, departId, alarmType: 'p_overspeed' });
    t.bus.publish('alarms', { event: 'open', tenantId: 1, alarm: alarm('veh_000003', 'dep_A01A02A01') });
    t.bus.publish('alarms', { event: 'close', tenantId: 1, alarm: alarm('veh_000001', 'dep_A01A01A01') });
    await until(() => op.got.some((m) => m.includes('"alarm"')) && vw.got.some((m) => m.includes('"alarm"')));
    const alarmsOf = (c: { got: string[] }) => c.got.map((m) => JSON.parse(m)).filter((m) => m.type === 'alarm');
    expect(alarmsOf(op)).toEqual([{ type: 'alarm', event: 'open', alarm: alarm('veh_000003', 'dep_A01A02A01') }]);
    expect(alarmsOf(vw)).toEqual([{ type: 'alarm', event: 'close', alarm: alarm('veh_000001', 'dep_A01A01A01') }]);
    op.ws.close();
    vw.ws.close();
  });
});
