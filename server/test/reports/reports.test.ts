import { chinaDay, chinaDayStart } from '../../src/reports/china-time.js';
import { rollupDailyStats, runRollupPass } from '../../src/reports/daily-rollup.js';
import { peripheralUnknownHex } from '../../src/reports/peripheral-extras.js';
import { REPORTS } from '../../src/reports/registry.js';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

jest.setTimeout(120000);

const HZ_CAR = 'veh_000003'; // 西湖车队, 杭州分公司
const SH_CAR = 'veh_000001'; // 浦东车队, 上海分公司
const HZ_DEPARTS = ['西湖车队', '萧山车队'];
const MIN = 60_000;
/** 1 km east at latitude 30.25° in degrees of longitude (haversine inverse). */
const KM_LON = (2 * Math.asin(Math.sin(1 / (2 * 6371.0088)) / Math.cos((30.25 * Math.PI) / 180)) * 180) / Math.PI;

/**
 * The hand-made track of HZ_CAR on `day` from 08:00 China time, one position a minute:
 * 0-9 min parked ACC on (idle 600 s); 10-69 driving 60 km/h east, odometer +1 km a minute
 * (60 km, 3600 s), fuel -0.2 L a minute (12 L); 70-80 parked ACC off, refuel +50 L at 75 min;
 * then one point at 200 min after a 2 h gap (counts as a position, no interval).
 */
function handTrack(day: string) {
  const t0 = chinaDayStart(day) + 8 * 3_600_000;
  const rows = [];
  const minutes = [...Array.from({ length: 81 }, (_, m) => m), 200];
  for (const m of minutes) {
    const driving = m >= 10 && m < 70;
    const fuel = m <= 10 ? 100 : m <= 70 ? 100 - 0.2 * (m - 10) : m < 75 ? 88 : 138;
    rows.push({
      vehicle_id: HZ_CAR, gps_time: new Date(t0 + m * MIN), recv_time: new Date(t0 + m * MIN), lat: 30.25,
      lon: 120.1 + Math.min(Math.max(m - 10, 0), 60) * KM_LON, altitude: 10, speed: driving ? 60 : 0, direction: 90, alarm_flags: 0,
      status_flags: m < 70 ? 3 : 2, mileage: 1000 + Math.min(Math.max(m - 10, 0), 60), fuel: Math.round(fuel * 10) / 10,
      extras: m === 30 ? JSON.stringify({ unknown: peripheralUnknownHex({ loadKg: 12500, temperaturesC: [-18.5, 4], tyrePressuresKpa: [820, 815, 790, 800] }), analog: (1200 << 16) | 3300 }) : null,
    });
  }
  return rows;
}

describe.each(DATABASES)('fleet reports on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  const day = chinaDay(Date.now() - 2 * 86_400_000);
  const dayStart = chinaDayStart(day);
  const range = { startTime: `${day} 00:00:00`, endTime: `${day} 23:59:59` };
  const data = async (code: string, token: string, body: Record<string, unknown> = {}) => t.call('POST', `/api/report/data/${code}`, { token, body });

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 12 });
    [admin, operator] = [await t.login('admin'), await t.login('hz_operator')];
    const db = t.database.db;
    await db.insertInto('fleet_position').values(handTrack(day)).execute();
    // a Shanghai car without odometer: 3 located points 1 km apart → 2 km by track
    await db.insertInto('fleet_position').values([0, 1, 2].map((i) => ({
      vehicle_id: SH_CAR, gps_time: new Date(dayStart + 10 * 3_600_000 + i * MIN), lat: 30.25, lon: 121 + i * KM_LON, speed: 60, status_flags: 3,
    }))).execute();
    const now = Date.now();
    await db.insertInto('fleet_vehicle_state').values([
      { vehicle_id: HZ_CAR, gps_time: new Date(now - 1000), recv_time: new Date(now - 1000), lat: 30.25, lon: 120.2, speed: 30, status_flags: 3, mileage: 1060, fuel: 138 },
      { vehicle_id: 'veh_000004', gps_time: new Date(now - 20 * 3_600_000), recv_time: new Date(now - 20 * 3_600_000), lat: 30.2, lon: 120.3 },
      { vehicle_id: SH_CAR, gps_time: new Date(now - 1000), recv_time: new Date(now - 1000), lat: 31.2, lon: 121.4, alarm_flags: 1 },
    ]).execute();
    const alarm = (vehicle: string, type: string, level: number, pre: boolean, startMin: number, durationS: number, peak: number | null, limit: number | null) => ({
      tenant_id: 1, vehicle_id: vehicle, alarm_type: type, source: type.startsWith('p_') ? 'platform' as const : 'terminal' as const, alarm_level: level,
      pre_warning: pre, start_time: new Date(dayStart + startMin * MIN), end_time: new Date(dayStart + startMin * MIN + durationS * 1000), duration_s: durationS,
      start_lat: 30.25, start_lon: 120.15, peak_speed: peak, limit_value: limit, start_speed: peak ? peak - 10 : null,
    });
    await db.insertInto('fleet_alarm').values([
      alarm(HZ_CAR, 'p_overspeed', 3, false, 9 * 60 + 5, 120, 95, 80),
      alarm(HZ_CAR, 't13', 1, true, 9 * 60 + 2, 30, 78, 80),
      alarm(HZ_CAR, 'p_fatigue', 3, false, 13 * 60, 1800, null, 14400),
      alarm(HZ_CAR, 'p_fatigue_warning', 1, true, 12 * 60 + 30, 600, null, 12600),
      alarm(SH_CAR, 'p_overspeed', 3, false, 9 * 60 + 30, 60, 120, 100),
    ]).execute();
    await rollupDailyStats(db, { fromDay: day, toDay: day });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every report and describes each with columns and units', async () => {
    const list = (await t.call('GET', '/api/report/list', { token: operator })).json().result;
    expect(list.map((r: { code: string }) => r.code)).toEqual(REPORTS.map((r) => r.code));
    expect(list).toHaveLength(16);
    for (const r of list) {
      const meta = (await t.call('GET', `/api/report/meta/${r.code}`, { token: operator })).json().result;
      expect(meta.title).toBe(r.title);
      expect(meta.columns.length).toBeGreaterThan(2);
      expect(JSON.stringify(meta)).not.toMatch(/SELECT|run/);
    }
    const op = (await t.call('GET', '/api/report/meta/operation_stat', { token: operator })).json().result;
    expect(op.columns.find((c: { key: string }) => c.key === 'mileageKm')).toMatchObject({ title: '里程', unit: 'km' });
    expect((await t.call('GET', '/api/report/meta/nope', { token: operator })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/report/list')).statusCode).toBe(401);
  });

  it('rolls the hand-made track up into the documented daily figures', async () => {
    const row = await t.database.db.selectFrom('fleet_daily_stat').selectAll().where('vehicle_id', '=', HZ_CAR).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ positions: 82, driving_s: 3600, idle_s: 600, online_s: 4800, mileage_source: 'odometer', refuel_count: 1, max_speed: 60 });
    expect(row.mileage_km).toBeCloseTo(60, 3);
    expect(row.fuel_used_l).toBeCloseTo(12, 3);
    expect(row.refuel_l).toBeCloseTo(50, 3);
    expect(row.fuel_start_l).toBeCloseTo(100, 3);
    expect(row.fuel_end_l).toBeCloseTo(138, 3);
    expect(row.first_time.getTime()).toBe(dayStart + 8 * 3_600_000);
    expect(row.bytes_est).toBe(82 * 53);
    const sh = await t.database.db.selectFrom('fleet_daily_stat').selectAll().where('vehicle_id', '=', SH_CAR).executeTakeFirstOrThrow();
    expect(sh.mileage_source).toBe('track');
    expect(sh.mileage_km).toBeCloseTo(2, 3);
    expect(sh.driving_s).toBe(120);
    // idempotent
    await rollupDailyStats(t.database.db, { vehicleIds: [HZ_CAR], fromDay: day, toDay: day });
    const n = await t.database.db.selectFrom('fleet_daily_stat').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(2);
  });

  it('answers operation statistics inside the operator branch only', async () => {
    const res = await data('operation_stat', operator, { ...range, pageSize: 50 });
    expect(res.statusCode).toBe(200);
    const page = res.json().result;
    expect(page).toMatchObject({ total: 1, size: 50, current: 1, pages: 1 });
    expect(page.records[0]).toMatchObject({ carId: HZ_CAR, day, mileageKm: 60, drivingH: 1, idleH: 0.17, fuelL: 12, fuelPer100Km: 20, avgSpeed: 60, maxSpeed: 60, mileageSource: '里程表' });
    expect(HZ_DEPARTS).toContain(page.records[0].departName);
    expect(page.chart.categories).toEqual([day]);
    expect(page.summary[0]).toEqual({ label: '总里程', value: 60, unit: 'km' });
    const all = (await data('operation_stat', admin, { ...range, column: 'mileageKm', order: 'asc' })).json().result;
    expect(all.records.map((r: { carId: string }) => r.carId)).toEqual([SH_CAR, HZ_CAR]);
  });

  it('answers every report for admin', async () => {
    const carNum = (await t.database.db.selectFrom('fleet_vehicle').select('car_num').where('id', '=', HZ_CAR).executeTakeFirstOrThrow()).car_num;
    for (const r of REPORTS) {
      const res = await data(r.code, admin, { ...range, ...(r.singleCar ? { carNum } : {}), pageSize: 100 });
      expect({ code: r.code, status: res.statusCode }).toEqual({ code: r.code, status: 200 });
      const page = res.json().result;
      expect(Array.isArray(page.records)).toBe(true);
      expect(page.total).toBeGreaterThanOrEqual(page.records.length);
      if (page.records.length) for (const c of r.columns) expect(Object.hasOwn(page.records[0], c.key)).toBe(true);
    }
  });

  it('counts alarms, speeding and fatigue from fleet_alarm', async () => {
    const count = (await data('alarm_count', admin, range)).json().result;
    expect(count.total).toBe(2);
    expect(count.records[0]).toMatchObject({ carId: HZ_CAR, total: 4, severe: 2, normal: 0, hint: 2, unhandled: 4, durationMin: 42.5 });
    const typed = (await data('alarm_count', admin, { ...range, alarmType: 'p_overspeed' })).json().result;
    expect(typed.records.map((r: { total: number }) => r.total)).toEqual([1, 1]);
    const speeding = (await data('speeding_stat', operator, range)).json().result;
    expect(speeding.records).toEqual([expect.objectContaining({ carId: HZ_CAR, alarms: 1, warnings: 1, durationS: 150, peakSpeed: 95, limitValue: 80 })]);
    const detail = (await data('speeding_detail', admin, { ...range, column: 'peakSpeed', order: 'desc' })).json().result;
    expect(detail.records.map((r: { peakSpeed: number }) => r.peakSpeed)).toEqual([120, 95, 78]);
    expect(detail.records[1]).toMatchObject({ alarmTypeName: '超速报警(平台)', durationS: 120, startTime: dayStart + (9 * 60 + 5) * MIN, handleState: '未处理' });
    const fatigue = (await data('fatigue_stat', operator, range)).json().result;
    expect(fatigue.records[0]).toMatchObject({ alarms: 1, warnings: 1, durationMin: 40 });
    const fd = (await data('fatigue_detail', operator, range)).json().result;
    expect(fd.total).toBe(2);
    expect(fd.records.find((r: { alarmTypeName: string }) => r.alarmTypeName === '疲劳驾驶(平台)')).toMatchObject({ durationMin: 30, limitH: 4 });
    const hours = (await data('period_alarm', admin, { ...range, pageSize: 24 })).json().result;
    expect(hours.total).toBe(24);
    expect(hours.records[9]).toMatchObject({ period: '09:00-09:59', total: 3, severe: 2, hint: 1, vehicles: 2 });
    expect(hours.chart.series[0].data[9]).toBe(2);
    const days = (await data('period_alarm', operator, { ...range, granularity: 'day' })).json().result;
    expect(days.records).toEqual([{ period: day, total: 4, severe: 2, normal: 0, hint: 2, vehicles: 1 }]);
  });

  it('derives trips, track detail, fuel and peripheral curves for one car', async () => {
    const carNum = (await t.database.db.selectFrom('fleet_vehicle').select('car_num').where('id', '=', HZ_CAR).executeTakeFirstOrThrow()).car_num;
    const trips = (await data('travel_time', operator, { ...range, carNum })).json().result;
    expect(trips.records).toHaveLength(1);
    // the trip runs from the stop's last point (08:09) to the next stop's first (09:10), as in 行驶列表 (track/analysis.ts)
    expect(trips.records[0]).toMatchObject({ startTime: dayStart + (8 * 60 + 9) * MIN, endTime: dayStart + (8 * 60 + 70) * MIN, durationMin: 61, distanceKm: 60, maxSpeed: 60, avgSpeed: 59 });
    const track = (await data('track_detail', operator, { ...range, carNum, pageSize: 5, pageNo: 2 })).json().result;
    expect(track).toMatchObject({ total: 82, current: 2, pages: 17 });
    expect(track.records[0]).toMatchObject({ gpsTime: dayStart + (8 * 60 + 5) * MIN, speed: 0, acc: '开', located: '已定位', fuel: 100 });
    const fuel = (await data('fuel_single', operator, { startTime: day, endTime: day, carNum })).json().result;
    expect(fuel.records[0]).toMatchObject({ day, fuelUsedL: 12, mileageKm: 60, fuelPer100Km: 20, refuelCount: 1, refuelL: 50 });
    expect(fuel.summary.find((s: { label: string }) => s.label === '加油次数')).toEqual({ label: '加油次数', value: 1, unit: '次' });
    expect(fuel.chart.series[1].data).toEqual([[dayStart + (8 * 60 + 75) * MIN, 138]]);
    expect(fuel.chart.series[0].data.length).toBeGreaterThan(10);
    const per = (await data('peripheral', operator, { ...range, carNum })).json().result;
    expect(per.records).toEqual([expect.objectContaining({ loadKg: 12500, temp1: -18.5, temp2: 4, tyreMin: 790, tyreMax: 820, tyres: '820/815/790/800', ad0: 3300, ad1: 1200 })]);
    expect(per.chart.series.map((s: { name: string; unit: string }) => `${s.name}(${s.unit})`)).toEqual(['载重(kg)', '温度1(°C)', '温度2(°C)', '最低胎压(kPa)', '模拟量AD0(mV)']);
  });

  it('answers status, offline and the day summaries', async () => {
    const status = (await data('status_query', operator, { pageSize: 50 })).json().result;
    expect(status.total).toBe(6);
    expect(status.records.every((r: { departName: string }) => HZ_DEPARTS.includes(r.departName))).toBe(true);
    expect(status.records.find((r: { carId: string }) => r.carId === HZ_CAR)).toMatchObject({ statusText: '行驶', speed: 30, acc: '开' });
    expect(status.chart.series[0].data).toEqual(expect.arrayContaining([{ name: '行驶', y: 1 }, { name: '离线', y: 1 }, { name: '从未上线', y: 4 }]));
    const moving = (await data('status_query', admin, { status: 'alarm' })).json().result;
    expect(moving.records).toEqual([expect.objectContaining({ carId: SH_CAR, statusText: '报警', alarms: '紧急报警' })]);
    const offline = (await data('offline_query', operator, { offlineHours: 10, pageSize: 50 })).json().result;
    expect(offline.total).toBe(5);
    expect(offline.records.find((r: { carId: string }) => r.carId === 'veh_000004').offlineH).toBeCloseTo(20, 0);
    expect((await data('offline_query', operator, { offlineHours: 21, pageSize: 50 })).json().result.total).toBe(4);
    const online = (await data('online_query', operator, range)).json().result;
    expect(online.records[0]).toMatchObject({ firstTime: dayStart + 8 * 3_600_000, lastTime: dayStart + (8 * 60 + 200) * MIN, onlineH: 1.33, positions: 82 });
    const traffic = (await data('traffic_stat', operator, range)).json().result;
    expect(traffic.records[0]).toMatchObject({ positions: 82, trafficKb: 4.2, avgIntervalS: 59.3 });
    const motion = (await data('motion_track', admin, range)).json().result;
    expect(motion.records[0]).toMatchObject({ carId: HZ_CAR, days: 1, mileageKm: 60, drivingH: 1, firstLon: 120.1 });
  });

  it('refuses other branches with 403 code 510', async () => {
    const shPlate = (await t.database.db.selectFrom('fleet_vehicle').select('car_num').where('id', '=', SH_CAR).executeTakeFirstOrThrow()).car_num;
    const cases: [string, Record<string, unknown>][] = [
      ['operation_stat', { orgId: 'dep_A01A01' }], ['alarm_count', { orgId: 'dep_A01' }], ['status_query', { orgId: 'no_such' }],
      ['track_detail', { carNum: shPlate }], ['fuel_single', { carId: SH_CAR }], ['speeding_detail', { carNum: shPlate }],
      ['travel_time', { carNum: '无此车牌' }],
    ];
    for (const [code, body] of cases) {
      const res = await data(code, operator, body);
      expect({ code, status: res.statusCode, body: res.json() }).toMatchObject({ code, status: 403, body: { success: false, code: 510 } });
    }
  });

  it('answers hostile or bad input with 400 in Chinese', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['operation_stat', { pageSize: 5000 }, /每页条数/], ['operation_stat', { pageNo: 0 }, /页码/],
      ['operation_stat', { column: 'car_num; DROP TABLE fleet_vehicle' }, /排序字段/], ['operation_stat', { order: 'sideways' }, /排序方式/],
      ['operation_stat', { startTime: 'yesterday' }, /开始时间/], ['operation_stat', { startTime: '2026-02-30' }, /开始时间/],
      ['operation_stat', { startTime: '2026-01-01', endTime: '2026-03-01' }, /查询时间范围不能超过31天/],
      ['track_detail', { carNum: 'x', startTime: '2026-01-01', endTime: '2026-01-10' }, /查询时间范围不能超过7天/],
      ['operation_stat', { startTime: '2026-01-10', endTime: '2026-01-01' }, /结束时间/],
      ['offline_query', { offlineHours: -1 }, /离线超过/], ['offline_query', { offlineHours: 'DROP' }, /离线超过/],
      ['period_alarm', { granularity: 'minute' }, /统计粒度/], ['alarm_count', { alarmType: "t1' OR '1'='1" }, /报警类型/],
      ['track_detail', {}, /车牌号/], ['operation_stat', { carNum: 'x'.repeat(30) }, /车牌号/], ['operation_stat', [1, 2], /格式|body/],
    ];
    for (const [code, body, message] of cases) {
      const res = await data(code, operator, body as Record<string, unknown>);
      expect({ code, body, status: res.statusCode }).toEqual({ code, body, status: 400 });
      expect(res.json()).toMatchObject({ success: false, code: 400, message: expect.stringMatching(message) });
    }
    const like = (await data('operation_stat', admin, { ...range, carNum: '%' })).json().result;
    expect(like.total).toBe(0);
    const injected = await data('alarm_count', admin, { ...range, carNum: "' OR 1=1 --" });
    expect(injected.statusCode).toBe(200);
    expect(injected.json().result.total).toBe(0);
  });

  it('runs incremental rollup passes from a checkpoint', async () => {
    const db = t.database.db;
    const now = Date.now() + 60_000; // a pass a minute from now: the setup's states are older than its checkpoint
    const first = await runRollupPass(db, now);
    expect(first.vehicles).toBe(12);
    await db.insertInto('fleet_position').values([0, 1].map((i) => ({
      vehicle_id: 'veh_000004', gps_time: new Date(now - 120_000 + i * 60_000), lat: 30.2, lon: 120.3 + i * KM_LON, speed: 60, status_flags: 3,
    }))).execute();
    await db.updateTable('fleet_vehicle_state').set({ recv_time: new Date(now + 500) }).where('vehicle_id', '=', 'veh_000004').execute();
    const pass = await runRollupPass(db, now + 2000);
    expect(pass.vehicles).toBe(1);
    const row = await db.selectFrom('fleet_daily_stat').selectAll().where('vehicle_id', '=', 'veh_000004').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ positions: 2, driving_s: 60 });
    expect(row.mileage_km).toBeCloseTo(1, 2);
    expect((await runRollupPass(db, now + 10_000)).vehicles).toBe(1); // still inside the 5 s overlap of the last checkpoint
    expect((await runRollupPass(db, now + 20_000)).vehicles).toBe(0);
  });
});
