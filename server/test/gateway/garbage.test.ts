/**
 * One connection sends garbage (seeded random bytes and mutated frames) while another sends valid
 * positions: the valid one is stored and acknowledged, the garbage is dropped and counted, a frame
 * over the length limit closes its connection, and the gateway keeps serving (issue 3 "Tests":
 * fuzz of the frame decoder, other connections unaffected).
 */
import net from 'node:net';
import { FLAG, MsgId, PlatformResult, encodeLocation, encodePacket } from '../../src/jt808/index.js';
import { TerminalClient, type LocationInput } from '../../src/simulator/terminal-client.js';
import { fixturePhone, fixtureVehicle, startHarness, type GatewayHarness } from './fixtures.js';

jest.setTimeout(30_000);
const BASE = Math.floor(Date.now() / 1000) * 1000 - 300_000;
const REG = { province: 0, city: 0, maker: 'TEST1', model: 'M1', terminalId: 'T1', plateColor: 2, plate: '沪A00000' };
const loc = (i: number): LocationInput => ({
  alarmFlags: 0, statusFlags: 3, lat: 31 + i / 1e4, lon: 121, altitude: 0, speed: 30, direction: 0, gpsTime: BASE + i * 1000, extras: { mileageKm: i },
});

/** mulberry32, seeded so a failure reproduces. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rawSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ host: '127.0.0.1', port }, () => resolve(s));
    s.on('error', reject);
  });
}

const closed = (s: net.Socket) => new Promise<void>((r) => (s.destroyed ? r() : s.once('close', () => r())));

describe('gateway under garbage', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness(2);
  }, 60_000);
  afterAll(async () => {
    await h?.stop();
  }, 30_000);

  it('stores and acks a good terminal while another connection sends 200 kB of random and mutated frames', async () => {
    const good = new TerminalClient({ host: '127.0.0.1', port: h.gateway.port, phone: fixturePhone(1), timeoutMs: 10_000 });
    await good.connect();
    const reg = await good.register(REG);
    expect((await good.authenticate(reg.authCode!)).result).toBe(PlatformResult.OK);

    const bad = await rawSocket(h.gateway.port);
    const answersToBad: Buffer[] = [];
    bad.on('data', (d: Buffer) => answersToBad.push(d));
    const r = prng(808);
    const before = h.gateway.stats();
    // garbage: random bytes with frequent flags, and valid-looking frames with one byte changed
    const sendGarbage = async () => {
      for (let k = 0; k < 100; k++) {
        const chunk = Buffer.from(Array.from({ length: 1000 }, () => (r() < 0.02 ? FLAG : Math.floor(r() * 256))));
        const f = Buffer.from(encodePacket({ msgId: MsgId.LOCATION, phone: fixturePhone(2), serial: k }, encodeLocation(loc(k))));
        f[1 + Math.floor(r() * (f.length - 2))] ^= 0x10;
        bad.write(Buffer.concat([chunk, f]));
        await new Promise((res) => setImmediate(res));
      }
    };
    const sendGood = async () => {
      const acks = [];
      for (let i = 1; i <= 40; i++) acks.push(good.sendLocation(loc(i)));
      return Promise.all(acks);
    };
    const [acks] = await Promise.all([sendGood(), sendGarbage()]);
    expect(acks.every((a) => a.result === PlatformResult.OK)).toBe(true);
    const rows = await h.open.db.selectFrom('fleet_position').select('mileage').where('vehicle_id', '=', fixtureVehicle(1)).orderBy('gps_time').execute();
    expect(rows.map((x) => x.mileage)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // nothing of the garbage was stored for the other vehicle, and it was counted
    const other = await h.open.db.selectFrom('fleet_position').select('gps_time').where('vehicle_id', '=', fixtureVehicle(2)).execute();
    expect(other).toEqual([]);
    const after = h.gateway.stats();
    expect(after.malformedDropped - before.malformedDropped).toBeGreaterThan(100);
    expect(after.garbageBytes).toBeGreaterThan(before.garbageBytes);
    expect(h.lines.some((l) => l.msg === 'jt808 malformed frame dropped')).toBe(true);
    // a mutated frame that happened to pass would only be answered "not authenticated" (result 1), never stored
    bad.destroy();
    expect((await good.heartbeat()).result).toBe(PlatformResult.OK);
    await good.close();
  });

  it('closes a connection that exceeds the frame length limit; other terminals go on', async () => {
    const good = new TerminalClient({ host: '127.0.0.1', port: h.gateway.port, phone: fixturePhone(1), timeoutMs: 10_000 });
    await good.connect();
    const reg = await good.register(REG);
    await good.authenticate(reg.authCode!);
    const bad = await rawSocket(h.gateway.port);
    const before = h.gateway.stats().closedTooLong;
    bad.write(Buffer.concat([Buffer.from([FLAG]), Buffer.alloc(5000, 0x55)]));
    await closed(bad);
    expect(h.gateway.stats().closedTooLong).toBe(before + 1);
    expect(h.lines.some((l) => l.msg === 'jt808 frame over the length limit: connection closed')).toBe(true);
    expect((await good.sendLocation(loc(100))).result).toBe(PlatformResult.OK);
    // and the gateway still accepts new connections
    const again = await rawSocket(h.gateway.port);
    again.destroy();
    await good.close();
  });
});
