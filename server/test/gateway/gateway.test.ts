import { sql } from 'kysely';
import {
  MsgId,
  PlatformResult,
  RegisterResult,
  decodeGeneralResponse,
  encodeLocation,
  encodePacket,
  type HeaderVersion,
} from '../../src/jt808/index.js';
import { TerminalClient, type LocationInput } from '../../src/simulator/terminal-client.js';
import { fixturePhone, fixtureVehicle, startHarness, type GatewayHarness } from './fixtures.js';

// PGlite start-up and TCP round trips are slow on a busy 2-core machine
/** fixed per run, so loc(i) is the same position whenever it is built */
const BASE = Math.floor(Date.now() / 1000) * 1000 - 120_000;
jest.setTimeout(20_000);

const REG = { province: 31, city: 115, maker: 'TEST1', model: 'M1', terminalId: 'T1', plateColor: 2, plate: '沪A12341' };

function loc(i: number, extra: Partial<LocationInput> = {}): LocationInput {
  return {
    alarmFlags: 0,
    statusFlags: 3,
    lat: 31.23 + i * 1e-4,
    lon: 121.47,
    altitude: 5,
    speed: 42.5,
    direction: 90,
    gpsTime: BASE + i * 1000,
    extras: { mileageKm: 100 + i, fuelL: 60, satellites: 12 },
    ...extra,
  };
}

async function connect(h: GatewayHarness, n: number, version: HeaderVersion = 2013): Promise<TerminalClient> {
  const c = new TerminalClient({ host: '127.0.0.1', port: h.gateway.port, phone: fixturePhone(n), version, timeoutMs: 5000 });
  await c.connect();
  return c;
}

async function online(h: GatewayHarness, n: number, version: HeaderVersion = 2013): Promise<TerminalClient> {
  const c = await connect(h, n, version);
  const r = await c.register({ ...REG, plate: `沪A1234${n}` });
  expect(r.result).toBe(RegisterResult.OK);
  expect((await c.authenticate(r.authCode!)).result).toBe(PlatformResult.OK);
  return c;
}

const positions = (h: GatewayHarness, vehicleId: string) =>
  h.open.db.selectFrom('fleet_position').selectAll().where('vehicle_id', '=', vehicleId).orderBy('gps_time').execute();

describe('JT/T 808 gateway over TCP with PGlite', () => {
  let h: GatewayHarness;
  const clients: TerminalClient[] = [];
  beforeAll(async () => {
    h = await startHarness(6);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await h?.stop();
  }, 30_000);

  it('register → auth → 0x0200: the row exists when the 0x8001 arrives', async () => {
    const c = await connect(h, 1);
    clients.push(c);
    const reg = await c.register(REG);
    expect(reg.result).toBe(RegisterResult.OK);
    expect(reg.authCode).toMatch(/^[0-9A-F]{16}$/);
    const term = await h.open.db.selectFrom('fleet_terminal').selectAll().where('id', '=', 'term_t1').executeTakeFirstOrThrow();
    expect(term.auth_code).toBe(reg.authCode);
    expect(term.protocol_version).toBe(2013);
    expect(term.registered_at).toBeInstanceOf(Date);
    expect((await c.authenticate(reg.authCode!)).result).toBe(PlatformResult.OK);

    const p = loc(1);
    const ack = await c.sendLocation(p);
    expect(ack).toMatchObject({ replyMsgId: MsgId.LOCATION, result: PlatformResult.OK });
    const rows = await positions(h, fixtureVehicle(1));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lat: p.lat, lon: 121.47, altitude: 5, speed: 42.5, direction: 90, alarm_flags: 0, status_flags: 3, mileage: 101, fuel: 60 });
    expect(rows[0].gps_time.getTime()).toBe(p.gpsTime);
    expect(rows[0].extras).toEqual({ satellites: 12 });
    const state = await h.open.db.selectFrom('fleet_vehicle_state').selectAll().where('vehicle_id', '=', fixtureVehicle(1)).executeTakeFirstOrThrow();
    expect(state.gps_time.getTime()).toBe(p.gpsTime);
  });

  it('answers 0x8100 result 4 to a terminal that is not in the database', async () => {
    const c = new TerminalClient({ host: '127.0.0.1', port: h.gateway.port, phone: '019999999999' });
    clients.push(c);
    await c.connect();
    const r = await c.register(REG);
    expect(r).toEqual({ replySerial: 0, result: RegisterResult.NO_SUCH_TERMINAL });
    expect(h.lines.some((l) => l.level === 40 && String(l.msg).includes('not in the database') && l.phone === '019999999999')).toBe(true);
  });

  it('refuses other messages before authentication and a wrong auth code', async () => {
    const c = await connect(h, 2);
    clients.push(c);
    expect((await c.heartbeat()).result).toBe(PlatformResult.FAIL);
    expect((await c.sendLocation(loc(1))).result).toBe(PlatformResult.FAIL);
    await c.register(REG);
    expect((await c.authenticate('WRONG')).result).toBe(PlatformResult.FAIL);
    expect(await positions(h, fixtureVehicle(2))).toHaveLength(0);
  });

  it('answers heartbeats, unknown message ids with result 3 and bad bodies with result 2', async () => {
    const c = await online(h, 2, 2019);
    clients.push(c);
    expect(await c.heartbeat()).toMatchObject({ replyMsgId: MsgId.HEARTBEAT, result: PlatformResult.OK });
    expect(decodeGeneralResponse((await c.request(0x0900, Buffer.from('01', 'hex'))).body).result).toBe(PlatformResult.UNSUPPORTED);
    expect(decodeGeneralResponse((await c.request(MsgId.LOCATION, Buffer.alloc(10))).body).result).toBe(PlatformResult.BAD_MESSAGE);
    expect(h.gateway.stats().badMessages).toBeGreaterThanOrEqual(1);
  });

  it('drops a malformed frame between two good frames; that connection and a second one go on', async () => {
    const a = await online(h, 3);
    const b = await online(h, 4, 2019);
    clients.push(a, b);
    const before = h.gateway.stats().malformedDropped;
    const first = a.sendLocation(loc(1));
    // a wrong check code: pick a serial whose check code is not escaped and whose flipped value is no flag/escape byte
    let bad = Buffer.alloc(0);
    for (let serial = 999; ; serial++) {
      bad = Buffer.from(encodePacket({ msgId: MsgId.LOCATION, phone: fixturePhone(3), serial }, encodeLocation(loc(2))));
      const flipped = bad[bad.length - 2] ^ 0xff;
      if (bad[bad.length - 3] !== 0x7d && flipped !== 0x7e && flipped !== 0x7d) break;
    }
    bad[bad.length - 2] ^= 0xff;
    a.sendRaw(bad);
    const third = a.sendLocation(loc(3));
    const other = b.sendLocation(loc(1));
    expect((await Promise.all([first, third, other])).map((r) => r.result)).toEqual([0, 0, 0]);
    expect((await positions(h, fixtureVehicle(3))).map((r) => r.gps_time.getTime())).toEqual([loc(1).gpsTime, loc(3).gpsTime]);
    expect(await positions(h, fixtureVehicle(4))).toHaveLength(1);
    expect(h.gateway.stats().malformedDropped).toBe(before + 1);
    expect(h.lines.some((l) => l.level === 40 && l.reason === 'bad-checksum' && l.phone === fixturePhone(3))).toBe(true);
  });

  it('stores the 3 items of a 0x0704 batch', async () => {
    const c = await online(h, 5);
    clients.push(c);
    const ack = await c.sendBatch(1, [loc(10), loc(11), loc(12)]);
    expect(ack).toMatchObject({ replyMsgId: MsgId.LOCATION_BATCH, result: 0 });
    expect((await positions(h, fixtureVehicle(5))).map((r) => r.mileage)).toEqual([110, 111, 112]);
  });

  it('acknowledges a re-sent identical 0x0200, stores and publishes it once', async () => {
    const c = await online(h, 6);
    clients.push(c);
    const p = loc(20);
    const seen = () => h.published.flat().filter((s) => s.vehicleId === fixtureVehicle(6)).length;
    expect((await c.sendLocation(p)).result).toBe(0);
    expect((await c.sendLocation(p)).result).toBe(0);
    await new Promise((r) => setImmediate(r));
    expect(await positions(h, fixtureVehicle(6))).toHaveLength(1);
    expect(seen()).toBe(1);
  });

  it('publishes the StoredPosition on the bus after the commit', async () => {
    const c = await online(h, 1);
    clients.push(c);
    const p = loc(30, { alarmFlags: 2, lat: -33.5, lon: -70.25 });
    await c.sendLocation(p);
    await new Promise((r) => setImmediate(r));
    const got = h.published.flat().find((s) => s.vehicleId === fixtureVehicle(1) && s.gpsTime === p.gpsTime);
    expect(got).toEqual({
      vehicleId: fixtureVehicle(1), gpsTime: p.gpsTime, lat: -33.5, lon: -70.25, altitude: 5, speed: 42.5, direction: 90,
      alarmFlags: 2, statusFlags: 0xf, mileage: 130, fuel: 60,
    });
  });

  it('moves fleet_vehicle_state only forward in gps_time', async () => {
    const c = await online(h, 1);
    clients.push(c);
    const newest = loc(50);
    await c.sendLocation(newest);
    await c.sendBatch(1, [loc(40)]);
    const state = await h.open.db.selectFrom('fleet_vehicle_state').selectAll().where('vehicle_id', '=', fixtureVehicle(1)).executeTakeFirstOrThrow();
    expect(state.gps_time.getTime()).toBe(newest.gpsTime);
  });

  it('stores today in its daily partition and far-away times in the default partition', async () => {
    const c = await online(h, 2);
    clients.push(c);
    const old = loc(0, { gpsTime: Date.UTC(2020, 0, 1, 4) });
    await c.sendLocation(old);
    const where = await sql<{ part: string; n: number }>`SELECT tableoid::regclass::text AS part, count(*)::int AS n FROM fleet_position WHERE vehicle_id = ${fixtureVehicle(2)} GROUP BY 1`.execute(h.open.db);
    expect(where.rows).toEqual([{ part: 'fleet_position_default', n: 1 }]);
    const today = await sql<{ part: string }>`SELECT DISTINCT tableoid::regclass::text AS part FROM fleet_position WHERE vehicle_id = ${fixtureVehicle(1)}`.execute(h.open.db);
    expect(today.rows.length).toBeGreaterThan(0);
    for (const r of today.rows) expect(r.part).toMatch(/^fleet_position_p20\d{6}$/);
  });
});
