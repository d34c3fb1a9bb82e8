import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types.js';
import type { TrackPointInput } from '../../src/track/track-data.js';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

jest.setTimeout(90000);

/** 2026-11-01 08:00 China time = 00:00 UTC */
const T0 = Date.UTC(2026, 10, 1, 0, 0, 0);
const LON = 120.16;
const LAT = 30.27;
const KM_PER_DEG_LAT = 111.195;

/** 10 min at 60 km/h north, 5 min parked (ACC off), 10 min at 60 km/h north; odometer from 800 km; 4 invalid points. */
function scenario(): TrackPointInput[] {
  const pts: TrackPointInput[] = [];
  let lat = LAT;
  let odo = 800;
  for (let s = 0; s < 1500; s++) {
    const moving = s < 600 || s >= 900;
    const speed = moving ? 60 : 0;
    pts.push({ time: T0 + s * 1000, recv: T0 + s * 1000 + 300, lon: LON, lat, speed, direction: 0, mileage: Math.round(odo * 10) / 10, alarmFlags: s >= 100 && s < 110 ? 2 : 0, statusFlags: moving ? 3 : 2 });
    if (moving) {
      lat += 60 / 3600 / KM_PER_DEG_LAT;
      odo += 60 / 3600;
    }
  }
  pts[50] = { ...pts[50], statusFlags: 1 }; // no fix
  pts[51] = { ...pts[51], lon: 0, lat: 0 }; // zero
  pts[700] = { ...pts[700], lon: LON + 0.2 }; // jump ~19 km while parked
  pts[1200] = { ...pts[1200], lat: 95 }; // out of range
  return pts;
}

async function insertTrack(db: Kysely<Database>, vehicleId: string, pts: TrackPointInput[]): Promise<void> {
  for (let i = 0; i < pts.length; i += 500) {
    await db.insertInto('fleet_position').values(pts.slice(i, i + 500).map((p) => ({
      vehicle_id: vehicleId, gps_time: new Date(p.time), recv_time: new Date(p.recv ?? p.time), lon: p.lon, lat: p.lat,
      altitude: 10, speed: p.speed ?? 0, direction: p.direction ?? 0, alarm_flags: p.alarmFlags ?? 0, status_flags: p.statusFlags ?? 3,
      mileage: p.mileage ?? null, fuel: 50, extras: JSON.stringify({ signal: 20 }),
    }))).execute();
  }
}

const range = { startTime: '2026-11-01 08:00:00', endTime: '2026-11-01 09:00:00' };

describe.each(DATABASES)('track calls on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 12 });
    [admin, operator] = [await t.login('admin'), await t.login('hz_operator')];
    await insertTrack(t.database.db, 'veh_000003', scenario());
    // a Shanghai vehicle (outside the operator's branch) with a short track
    await insertTrack(t.database.db, 'veh_000001', scenario().slice(0, 300).map((p) => ({ ...p, lon: p.lon + 1.3, lat: p.lat + 0.95 })));
    await t.database.db.insertInto('fleet_alarm').values({
      tenant_id: 1, vehicle_id: 'veh_000003', alarm_type: 'p_overspeed', source: 'platform', alarm_level: 3,
      start_time: new Date(T0 + 100_000), end_time: new Date(T0 + 110_000), start_lat: LAT, start_lon: LON, peak_speed: 60, limit_value: 50, duration_s: 10,
    }).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers queryMove with valid points only, trips, stops, alarms and odometer mileage', async () => {
    const res = await t.call('POST', '/api/map/queryMove', { token: operator, body: { carId: 'veh_000003', ...range } });
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r.carId).toBe('veh_000003');
    expect(r.points).toHaveLength(1496);
    expect(r.invalidCount).toBe(4);
    expect(r.points[0]).toEqual([T0, LON, LAT, 60, 0, 800, 0, 3]);
    const times = r.points.map((p: number[]) => p[0]);
    expect(times).toEqual([...times].sort((a: number, b: number) => a - b));
    expect(r.points.some((p: number[]) => p[1] === 0 || p[2] > 90)).toBe(false);
    expect(r.mileageSource).toBe('odometer');
    expect(r.mileageKm).toBeCloseTo(20, 0);
    expect(r.stops).toHaveLength(1);
    expect(r.stops[0]).toMatchObject({ accOff: true, lon: LON });
    expect(r.stops[0].durationS).toBeGreaterThanOrEqual(299);
    expect(r.trips).toHaveLength(2);
    expect(r.trips[0]).toMatchObject({ startTime: T0, maxSpeed: 60 });
    expect(r.trips[0].distanceKm).toBeCloseTo(10, 0);
    expect(r.alarms).toHaveLength(1);
    expect(r.alarms[0]).toMatchObject({ carId: 'veh_000003', alarmType: 'p_overspeed', alarmTypeName: '超速报警(平台)', levelName: '严重', startTime: T0 + 100_000, durationS: 10 });
  });

  it('selects the car by plate and by ms times alike', async () => {
    const cars = (await t.call('GET', '/api/car/getCarsByOrg', { token: admin })).json().result as Array<{ id: string; carNum: string }>;
    const carNum = cars.find((c) => c.id === 'veh_000003')!.carNum;
    const res = await t.call('POST', '/api/map/queryMove', { token: operator, body: { carNum, startTime: T0, endTime: T0 + 3_600_000 } });
    expect(res.json().result.points).toHaveLength(1496);
  });

  it('refuses a car outside the user scope or unknown with 403 code 510', async () => {
    for (const body of [{ carId: 'veh_000001' }, { carId: 'no_such_car' }, { carNum: "x' or 1=1 --" }]) {
      for (const url of ['/api/map/queryMove', '/api/locate/queryPositionList', '/api/map/queryTrips', '/api/stop/simpleInformation', '/api/map/getPosOrInten', '/api/control/queryRCD']) {
        const res = await t.call('POST', url, { token: operator, body: { ...body, ...range, time: T0, day: '2026-11-01' } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 510 });
      }
    }
    const adminRes = await t.call('POST', '/api/map/queryMove', { token: admin, body: { carId: 'veh_000001', ...range } });
    expect(adminRes.json().result.points).toHaveLength(298);
    const anonymous = await t.call('POST', '/api/map/queryMove', { body: { carId: 'veh_000003', ...range } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad input with 400 and a Chinese message', async () => {
    const cases: Array<[object, string]> = [
      [{ ...range }, '请选择车辆'],
      [{ carId: 'veh_000003', startTime: 'yesterday', endTime: range.endTime }, '开始时间格式不正确'],
      [{ carId: 'veh_000003', startTime: range.endTime, endTime: range.startTime }, '结束时间必须晚于开始时间'],
      [{ carId: 'veh_000003', startTime: '2026-11-01 00:00:00', endTime: '2026-11-08 00:00:01' }, '轨迹查询时间范围不能超过7天'],
      [{ carId: 123, ...range }, '车辆参数格式不正确'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/api/map/queryMove', { token: operator, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ success: false, code: 400, message }));
    }
    for (const extra of [{ pageSize: 1001 }, { pageNo: 0 }, { valid: 'bogus' }]) {
      const res = await t.call('POST', '/api/locate/queryPositionList', { token: operator, body: { carId: 'veh_000003', ...range, ...extra } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });

  it('pages queryPositionList with the valid filter and reasons', async () => {
    const all = (await t.call('POST', '/api/locate/queryPositionList', { token: operator, body: { carId: 'veh_000003', ...range, pageNo: 2, pageSize: 100 } })).json().result;
    expect(all).toMatchObject({ total: 1500, size: 100, current: 2, pages: 15 });
    expect(all.records).toHaveLength(100);
    expect(all.records[0]).toMatchObject({ carId: 'veh_000003', gpsTime: T0 + 100_000, speed: 60, mileage: expect.any(Number), fuel: 50, acc: true, located: true, alarmNames: ['超速报警'], extras: { signal: 20 }, invalidReason: null });
    const invalid = (await t.call('POST', '/api/locate/queryPositionList', { token: operator, body: { carId: 'veh_000003', ...range, valid: 'invalid', pageSize: 50 } })).json().result;
    expect(invalid.total).toBe(4);
    expect(invalid.records.map((r: { invalidReason: string }) => r.invalidReason)).toEqual(['no_fix', 'zero', 'jump', 'out_of_range']);
    const valid = (await t.call('POST', '/api/locate/queryPositionList', { token: operator, body: { carId: 'veh_000003', ...range, valid: 'valid', pageSize: 10 } })).json().result;
    expect(valid.total).toBe(1496);
  });

  it('answers queryTrips and simpleInformation like queryMove', async () => {
    const trips = (await t.call('POST', '/api/map/queryTrips', { token: operator, body: { carId: 'veh_000003', ...range } })).json().result;
    const stops = (await t.call('POST', '/api/stop/simpleInformation', { token: operator, body: { carId: 'veh_000003', ...range } })).json().result;
    expect(trips).toHaveLength(2);
    expect(stops).toHaveLength(1);
    expect(trips[1].startTime).toBeGreaterThanOrEqual(stops[0].endTime);
  });

  it('finds the position nearest to a time (getPosOrInten)', async () => {
    const res = (await t.call('POST', '/api/map/getPosOrInten', { token: operator, body: { carId: 'veh_000003', time: T0 + 123_400 } })).json();
    expect(res.result).toMatchObject({ gpsTime: T0 + 123_000, carId: 'veh_000003', invalidReason: null });
    const none = (await t.call('POST', '/api/map/getPosOrInten', { token: operator, body: { carId: 'veh_000003', time: T0 - 3 * 86_400_000 } })).json();
    expect(none).toMatchObject({ success: true, result: null });
  });

  it('counts position density only over visible vehicles (queryIntensityList)', async () => {
    const body = { ...range, cellDeg: 0.1 };
    const mine = (await t.call('POST', '/api/locate/queryIntensityList', { token: operator, body })).json().result as Array<{ lon: number; lat: number; count: number }>;
    const everyone = (await t.call('POST', '/api/locate/queryIntensityList', { token: admin, body })).json().result as Array<{ count: number }>;
    const sum = (a: Array<{ count: number }>) => a.reduce((s, c) => s + c.count, 0);
    expect(sum(mine)).toBe(1497); // 1500 minus no-fix, zero and out-of-range (the jump point is a valid fix)
    expect(sum(everyone)).toBe(1497 + 298);
    expect(mine.every((c) => c.lon > 120 && c.lon < 120.5)).toBe(true);
    const foreign = await t.call('POST', '/api/locate/queryIntensityList', { token: operator, body: { ...body, orgId: 'dep_A01A01' } });
    expect(foreign.statusCode).toBe(403);
    const badCell = await t.call('POST', '/api/locate/queryIntensityList', { token: operator, body: { ...range, cellDeg: 5 } });
    expect(badCell.statusCode).toBe(400);
  });

  it('answers the tachograph daily driving (queryRCD) for a China day', async () => {
    const r = (await t.call('POST', '/api/control/queryRCD', { token: operator, body: { carId: 'veh_000003', day: '2026-11-01' } })).json().result;
    expect(r).toMatchObject({ day: '2026-11-01', driverName: expect.any(String) });
    expect(r.segments).toHaveLength(1); // the 5 min stop is shorter than the 20 min rest
    expect(r.maxContinuousS).toBeGreaterThanOrEqual(1490);
    expect(r.drivingS).toBeGreaterThan(1190);
    expect(r.mileageKm).toBeCloseTo(20, 0);
    const other = (await t.call('POST', '/api/control/queryRCD', { token: operator, body: { carId: 'veh_000003', day: '2026-10-31' } })).json().result;
    expect(other).toMatchObject({ drivingS: 0, segments: [], mileageKm: 0 });
    const bad = await t.call('POST', '/api/control/queryRCD', { token: operator, body: { carId: 'veh_000003', day: '2026/11/01' } });
    expect(bad.statusCode).toBe(400);
  });
});
