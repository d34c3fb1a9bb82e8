import type { StoredPosition } from '../../src/bus/types.js';
import { DATABASES } from '../helpers/databases.js';
import { API, startTestApp, type TestApp } from '../helpers/app.js';
import { Client } from '../helpers/ws-client.js';

jest.setTimeout(60000);

function position(vehicleId: string, speed: number): StoredPosition {
  return { vehicleId, gpsTime: Date.now(), lat: 30.3, lon: 120.2, altitude: 5, speed, direction: 180, alarmFlags: 0, statusFlags: 3, mileage: 10.5, fuel: null };
}

describe.each(DATABASES)('sockets on %s', (kind) => {
  let t: TestApp;
  let ws: string;
  let operator: string;
  let admin: string;
  const opened: Client[] = [];
  const open = async (path: string, token: string) => {
    const c = await Client.open(`${ws}${API}${path}`, token);
    opened.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 12 });
    ws = t.origin.replace('http', 'ws');
    operator = await t.login('hz_operator');
    admin = await t.login('admin');
    const now = new Date();
    await t.database.db.insertInto('fleet_vehicle_state').values(['veh_000003', 'veh_000001'].map((id) => ({
      vehicle_id: id, gps_time: now, recv_time: now, lat: 30.25, lon: 120.16, altitude: 0, speed: 0, direction: 0,
      alarm_flags: 0, status_flags: 1, mileage: null, fuel: null,
    }))).execute();
  });
  afterAll(async () => {
    opened.forEach((c) => c.close());
    await t?.close();
  });

  it('sends the snapshot, then batched positions of visible vehicles only', async () => {
    const c = await open('/ws/positions', operator);
    expect(c.ws.protocol).toBe(operator);
    const snapshot = JSON.parse(await c.next());
    expect(snapshot.type).toBe('snapshot');
    expect(snapshot.vehicles.map((v: { carId: string }) => v.carId)).toEqual(['veh_000003']);
    expect(snapshot.vehicles[0]).toMatchObject({ status: 'parked', acc: true, departId: 'dep_A01A02A01' });

    const started = Date.now();
    t.bus.publish('positions', [position('veh_000003', 10), position('veh_000001', 50), position('veh_000004', 0)]);
    t.bus.publish('positions', [position('veh_000003', 33)]);
    const batch = JSON.parse(await c.next((m) => m.includes('"positions"')));
    expect(batch.type).toBe('positions');
    expect(batch.items.map((v: { carId: string }) => v.carId).sort()).toEqual(['veh_000003', 'veh_000004']);
    const v3 = batch.items.find((v: { carId: string }) => v.carId === 'veh_000003');
    expect(v3).toMatchObject({ speed: 33, status: 'moving', carNum: expect.stringMatching(/^浙A/), mileage: 10.5, fuel: null });

    t.bus.publish('positions', [position('veh_000004', 5)]);
    await c.next((m) => m.includes('"positions"'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('gives admin every vehicle and answers ping with pong', async () => {
    const c = await open('/ws/positions', admin);
    const snapshot = JSON.parse(await c.next());
    expect(snapshot.vehicles).toHaveLength(2);
    c.ws.send('ping');
    expect(await c.next((m) => m === 'pong')).toBe('pong');
    t.bus.publish('positions', [position('veh_000001', 50)]);
    const batch = JSON.parse(await c.next((m) => m.includes('"positions"')));
    expect(batch.items.map((v: { carId: string }) => v.carId)).toEqual(['veh_000001']);
  });

  it('refuses a socket with a bad or missing token before the upgrade', async () => {
    await expect(Client.open(`${ws}${API}/ws/positions`, 'bad-token')).rejects.toThrow('HTTP 401');
    const res = await fetch(`${t.origin}${API}/ws/positions`);
    expect(res.status).toBe(401);
  });

  it('pushes notices to the addressed user or to all on /websocket/:userId', async () => {
    const c = await open('/websocket/user_hz_operator', operator);
    t.bus.publish('notices', { userId: 'user_admin', cmd: 'user', msgId: 'n0', msgTxt: 'not for you' });
    t.bus.publish('notices', { userId: 'user_hz_operator', cmd: 'user', msgId: 'n1', msgTxt: '您有新的消息' });
    t.bus.publish('notices', { cmd: 'topic', msgId: 'n2', msgTxt: '系统公告' });
    expect(JSON.parse(await c.next())).toEqual({ cmd: 'user', msgId: 'n1', msgTxt: '您有新的消息' });
    expect(JSON.parse(await c.next())).toEqual({ cmd: 'topic', msgId: 'n2', msgTxt: '系统公告' });
    c.ws.send('HeartBeat');
    expect(JSON.parse(await c.next())).toMatchObject({ cmd: 'heartcheck' });
    await expect(Client.open(`${ws}${API}/websocket/user_admin`, operator)).rejects.toThrow('HTTP 403');
  });
});
