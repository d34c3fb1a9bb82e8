import { MsgId, PlatformResult, decodeGeneralResponse, encodeLocationBatch, encodePacket } from '../../src/jt808/index.js';
import { TerminalClient, type LocationInput } from '../../src/simulator/terminal-client.js';
import { fixturePhone, fixtureVehicle, startHarness, type GatewayHarness } from './fixtures.js';

/** fixed per run, so loc(i) is the same position whenever it is built */
const BASE = Math.floor(Date.now() / 1000) * 1000 - 600_000;
jest.setTimeout(20_000);

const REG = { province: 0, city: 0, maker: 'TEST1', model: 'M1', terminalId: 'T1', plateColor: 2, plate: '沪A00000' };
const loc = (i: number): LocationInput => ({
  alarmFlags: 0, statusFlags: 3, lat: 30 + i / 1000, lon: 120, altitude: 0, speed: 10, direction: 0,
  gpsTime: BASE + i * 1000, extras: { mileageKm: i },
});

async function online(h: GatewayHarness, n: number): Promise<TerminalClient> {
  const c = new TerminalClient({ host: '127.0.0.1', port: h.gateway.port, phone: fixturePhone(n), timeoutMs: 5000 });
  await c.connect();
  const r = await c.register(REG);
  await c.authenticate(r.authCode!);
  return c;
}

/** Collects every platform frame a raw client receives. */
function answers(c: TerminalClient) {
  const got: Array<{ replySerial: number; result: number }> = [];
  c.onMessage = (p) => got.push(decodeGeneralResponse(p.body));
  return got;
}

describe('gateway edge cases', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness(3);
  }, 60_000);
  afterAll(async () => {
    await h?.stop();
  }, 30_000);

  it('reassembles a subpackaged 0x0704: parts acknowledged on receipt, the last after storage', async () => {
    const c = await online(h, 1);
    const got = answers(c);
    const body = encodeLocationBatch(0, [loc(1), loc(2), loc(3), loc(4)]);
    const cut = 50;
    const parts = [body.subarray(0, cut), body.subarray(cut)];
    parts.forEach((b, i) => c.sendRaw(encodePacket({ msgId: MsgId.LOCATION_BATCH, phone: fixturePhone(1), serial: 100 + i, packet: { total: 2, index: i + 1 } }, b)));
    const deadline = Date.now() + 5000;
    while (got.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual([{ replySerial: 100, replyMsgId: MsgId.LOCATION_BATCH, result: 0 }, { replySerial: 101, replyMsgId: MsgId.LOCATION_BATCH, result: 0 }]);
    const rows = await h.open.db.selectFrom('fleet_position').select('mileage').where('vehicle_id', '=', fixtureVehicle(1)).orderBy('gps_time').execute();
    expect(rows.map((r) => r.mileage)).toEqual([1, 2, 3, 4]);
    await c.close();
  });

  it('publishes only the new rows of a batch that repeats a stored position', async () => {
    const c = await online(h, 2);
    expect((await c.sendLocation(loc(50))).result).toBe(0);
    const before = h.published.flat().length;
    expect((await c.sendBatch(1, [loc(50), loc(51)])).result).toBe(0);
    await new Promise((r) => setImmediate(r));
    const fresh = h.published.flat().slice(before);
    expect(fresh.map((p) => [p.vehicleId, p.gpsTime])).toEqual([[fixtureVehicle(2), loc(51).gpsTime]]);
    const rows = await h.open.db.selectFrom('fleet_position').select('gps_time').where('vehicle_id', '=', fixtureVehicle(2)).execute();
    expect(rows).toHaveLength(2);
    await c.close();
  });

  it('answers result 2 to a subpackage with an index beyond its count', async () => {
    const c = await online(h, 1);
    const got = answers(c);
    c.sendRaw(encodePacket({ msgId: MsgId.LOCATION_BATCH, phone: fixturePhone(1), serial: 7, packet: { total: 2, index: 3 } }, Buffer.alloc(3)));
    const deadline = Date.now() + 5000;
    while (got.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(got[0]).toMatchObject({ replySerial: 7, result: PlatformResult.BAD_MESSAGE });
    await c.close();
  });

  it('answers 2019 terminals with a 2019 header echoing their phone', async () => {
    const c = new TerminalClient({ host: '127.0.0.1', port: h.gateway.port, phone: fixturePhone(2), version: 2019, timeoutMs: 5000 });
    await c.connect();
    const r = await c.register(REG);
    const ack = await c.request(MsgId.AUTH, Buffer.concat([Buffer.from([r.authCode!.length]), Buffer.from(r.authCode!), Buffer.alloc(35)]));
    expect(ack.header).toMatchObject({ version: 2019, phone: '00000000013900000002', msgId: MsgId.PLATFORM_RESPONSE });
    expect(decodeGeneralResponse(ack.body).result).toBe(0);
    await c.close();
  });

  it('answers result 1 when the write fails and keeps the connection', async () => {
    const c = await online(h, 3);
    expect((await c.sendLocation(loc(1))).result).toBe(0);
    // the vehicle disappears behind the authenticated connection: the state upsert violates its foreign key
    await h.open.db.deleteFrom('fleet_vehicle').where('id', '=', fixtureVehicle(3)).execute();
    const before = h.gateway.stats().writeErrors;
    expect((await c.sendLocation(loc(2))).result).toBe(PlatformResult.FAIL);
    expect(h.gateway.stats().writeErrors).toBe(before + 1);
    expect(h.lines.some((l) => l.level === 50 && l.msg === 'position batch write failed')).toBe(true);
    expect((await c.heartbeat()).result).toBe(0);
    await c.close();
  });

  it('counts frames, acks and stored positions in stats()', () => {
    const s = h.gateway.stats();
    expect(s.framesIn).toBeGreaterThan(10);
    expect(s.acksSent).toBeGreaterThan(10);
    expect(s.positionsStored).toBeGreaterThanOrEqual(5);
    expect(s.queueDepth).toBe(0);
    expect(s.connectionsTotal).toBeGreaterThanOrEqual(4);
  });
});
