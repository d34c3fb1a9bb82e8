import * as XLSX from 'xlsx';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

jest.setTimeout(60000);

const HZ_DEPARTS = ['dep_A01A02', 'dep_A01A02A01', 'dep_A01A02A02'];

describe.each(DATABASES)('fleet calls on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let viewer: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 12 });
    [admin, operator, viewer] = [await t.login('admin'), await t.login('hz_operator'), await t.login('viewer')];
    const now = Date.now();
    const state = (vehicleId: string, speed: number, alarm: number, ageMs: number) => ({
      vehicle_id: vehicleId, gps_time: new Date(now - ageMs), recv_time: new Date(now - ageMs), lat: 30.25, lon: 120.16,
      altitude: 12, speed, direction: 90, alarm_flags: alarm, status_flags: 3, mileage: 1234.5, fuel: 80.5,
    });
    // veh 3/4 Hangzhou (西湖/萧山), veh 1 Shanghai (浦东)
    await t.database.db.insertInto('fleet_vehicle_state').values([
      state('veh_000003', 42.5, 0, 5000),
      state('veh_000004', 0, 0, 20 * 60_000),
      state('veh_000008', 0, 1, 1000),
      state('veh_000001', 60, 0, 1000),
    ]).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits queryOrgTree to the operator branch with rolled-up counts', async () => {
    const res = await t.call('POST', '/api/organize/queryOrgTree', { token: operator, body: {} });
    const tree = res.json().result;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: 'dep_A01A02', key: 'dep_A01A02', title: '杭州分公司', orgCode: 'A01A02', parentId: 'dep_A01', carCount: 6, onlineCount: 2 });
    expect(tree[0].children.map((c: { title: string }) => c.title)).toEqual(['西湖车队', '萧山车队']);
    expect(tree[0].children[0]).toMatchObject({ carCount: 3, onlineCount: 1, children: [] });
  });

  it('gives admin the whole tenant tree', async () => {
    const tree = (await t.call('POST', '/api/organize/queryOrgTree', { token: admin, body: {} })).json().result;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ title: '华东物流集团', carCount: 12, onlineCount: 3 });
    expect(tree[0].children).toHaveLength(2);
  });

  it('answers getCarsByOrg inside scope and 403 code 510 for another branch', async () => {
    const own = await t.call('GET', '/api/car/getCarsByOrg?orgId=dep_A01A02A01', { token: operator });
    const cars = own.json().result;
    expect(cars).toHaveLength(3);
    expect(cars[0]).toEqual({
      id: expect.any(String), carNum: expect.stringMatching(/^浙A/), plateColor: 2, vin: expect.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/),
      vehicleType: expect.any(String), driverName: expect.any(String), speedLimit: expect.any(Number), fuelTank: expect.any(Number),
      departId: 'dep_A01A02A01', departName: '西湖车队', phone: expect.stringMatching(/^0138\d{8}$/),
    });
    const branch = await t.call('GET', '/api/car/getCarsByOrg?orgId=dep_A01A02', { token: operator });
    expect(branch.json().result).toHaveLength(6);
    for (const orgId of ['dep_A01A01', 'dep_A01', 'no_such_depart']) {
      const other = await t.call('GET', `/api/car/getCarsByOrg?orgId=${orgId}`, { token: operator });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ success: false, code: 510, message: '无权限访问' });
    }
  });

  it('pages queryList inside the operator scope, sorted by an allowed column', async () => {
    const res = await t.call('POST', '/api/car/queryList', { token: operator, body: { pageNo: 1, pageSize: 4, column: 'carNum', order: 'asc' } });
    const page = res.json().result;
    expect(page).toMatchObject({ total: 6, size: 4, current: 1, pages: 2 });
    expect(page.records).toHaveLength(4);
    expect(page.records.every((v: { departId: string }) => HZ_DEPARTS.includes(v.departId))).toBe(true);
    const nums = page.records.map((v: { carNum: string }) => v.carNum);
    expect(nums).toEqual([...nums].sort());
    const second = (await t.call('POST', '/api/car/queryList', { token: operator, body: { pageNo: 2, pageSize: 4, column: 'carNum', order: 'asc' } })).json().result;
    expect(second.records).toHaveLength(2);
    const adminPage = (await t.call('POST', '/api/car/queryList', { token: admin, body: { pageSize: 100 } })).json().result;
    expect(adminPage.total).toBe(12);
    const foreign = await t.call('POST', '/api/car/queryList', { token: operator, body: { orgId: 'dep_A01A01A01' } });
    expect(foreign.statusCode).toBe(403);
  });

  it('filters carNum as a parameterised, escaped substring', async () => {
    const all = (await t.call('POST', '/api/car/queryList', { token: admin, body: { pageSize: 100 } })).json().result.records;
    const sample = all[0].carNum as string;
    const hit = (await t.call('POST', '/api/car/queryList', { token: admin, body: { carNum: sample.slice(2) } })).json().result;
    expect(hit.records.map((v: { carNum: string }) => v.carNum)).toContain(sample);
    for (const carNum of ["' OR 1=1 --", '%', '_', "沪A'; drop table x"]) {
      const res = await t.call('POST', '/api/car/queryList', { token: admin, body: { carNum } });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ total: 0, records: [] });
    }
    const users = await t.database.db.selectFrom('sys_user').select('id').execute();
    expect(users.length).toBe(3);
  });

  it('rejects a sort column or order outside the allow-list with 400', async () => {
    for (const body of [{ column: 'carNum;drop table sys_user' }, { column: 'password_hash' }, { order: 'desc; select 1' }]) {
      const res = await t.call('POST', '/api/car/queryList', { token: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
  });

  it('answers queryMoveStatus with the VehicleState of visible vehicles only', async () => {
    const res = await t.call('POST', '/api/map/queryMoveStatus', { token: operator, body: {} });
    const states = res.json().result;
    expect(states.map((s: { carId: string }) => s.carId).sort()).toEqual(['veh_000003', 'veh_000004', 'veh_000008']);
    const byId = Object.fromEntries(states.map((s: { carId: string }) => [s.carId, s]));
    expect(byId.veh_000003).toMatchObject({ departId: 'dep_A01A02A01', lon: 120.16, lat: 30.25, speed: 42.5, direction: 90, altitude: 12, mileage: 1234.5, fuel: 80.5, alarmFlags: 0, statusFlags: 3, acc: true, status: 'moving' });
    expect(typeof byId.veh_000003.gpsTime).toBe('number');
    expect(byId.veh_000004.status).toBe('offline');
    expect(byId.veh_000008.status).toBe('alarm');
    const adminStates = (await t.call('POST', '/api/map/queryMoveStatus', { token: admin, body: {} })).json().result;
    expect(adminStates).toHaveLength(4);
    const scoped = (await t.call('POST', '/api/map/queryMoveStatus', { token: admin, body: { orgId: 'dep_A01A01' } })).json().result;
    expect(scoped.map((s: { carId: string }) => s.carId)).toEqual(['veh_000001']);
  });

  it('guards the export button on the server', async () => {
    const denied = await t.call('GET', '/api/car/exportXls', { token: viewer });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, code: 510, message: '无权限访问' });
    const res = await fetch(`${t.origin}/jeecg-boot/api/car/exportXls`, { headers: { 'x-access-token': operator } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 })).toHaveLength(7);
  });
});
