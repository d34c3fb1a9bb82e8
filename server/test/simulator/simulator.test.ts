import pino from 'pino';
import { Alarm, Status } from '../../src/jt808/index.js';
import { CITIES, cityOf, loadSimTerminals, startSimulator, toLocation } from '../../src/simulator/index.js';
import { distanceM } from '../../src/simulator/geo.js';
import { startHarness, type GatewayHarness } from '../gateway/fixtures.js';

// PGlite start-up and TCP round trips are slow on a busy 2-core machine
jest.setTimeout(20_000);

describe('cities', () => {
  it('anchors departments by org code, then by names in the path', () => {
    expect(cityOf('A01A01A02')).toBe(CITIES.shanghai);
    expect(cityOf('A01A02A01')).toBe(CITIES.hangzhou);
    expect(cityOf('B07', '某集团/杭州分公司/一队')).toBe(CITIES.hangzhou);
    expect(cityOf('A01')).toBe(CITIES.nanjing);
    expect(cityOf(null)).toBe(CITIES.nanjing);
  });
});

describe('toLocation', () => {
  const snap = { lat: 31.2, lon: 121.4, speedKmh: 104.26, heading: 359.7, acc: true, mileageKm: 1234.56, fuelL: 55.55, altitudeM: 4, mode: 'driving' as const, roadClass: 'ring' as const, edgeId: 1 };
  it('sets ACC, positioned and driving bits, the overspeed alarm above 100 km/h, mileage and fuel extras', () => {
    const l = toLocation(snap, Date.UTC(2024, 0, 1, 0, 0, 0, 900));
    expect(l.statusFlags & (Status.ACC_ON | Status.POSITIONED | Status.DRIVING)).toBe(Status.ACC_ON | Status.POSITIONED | Status.DRIVING);
    expect(l.alarmFlags).toBe(Alarm.OVERSPEED);
    expect(l.extras).toMatchObject({ mileageKm: 1234.6, fuelL: 55.6, overspeed: { locationType: 0 } });
    expect(l).toMatchObject({ speed: 104.3, direction: 0, gpsTime: Date.UTC(2024, 0, 1) });
  });
  it('reports ACC off and no alarm when parked', () => {
    const l = toLocation({ ...snap, speedKmh: 0, acc: false, mode: 'parked' }, Date.now());
    expect(l.statusFlags & (Status.ACC_ON | Status.DRIVING)).toBe(0);
    expect(l.alarmFlags).toBe(0);
  });
});

describe('simulator against the gateway over TCP', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness(4);
  }, 60_000);
  afterAll(async () => {
    await h?.stop();
  }, 30_000);

  it('loads terminals with plate and department path', async () => {
    const t = await loadSimTerminals(h.open.db, 2);
    expect(t).toEqual([
      { phone: '013900000001', carNum: '沪A12341', plateColor: 2, orgCode: 'A01A01', departPath: '测试车队', fuelTank: null },
      { phone: '013900000002', carNum: '沪A12342', plateColor: 2, orgCode: 'A01A01', departPath: '测试车队', fuelTank: null },
    ]);
  });

  it('registers with the GBK plate, authenticates and stores positions around Shanghai for every vehicle', async () => {
    const sim = await startSimulator({ host: '127.0.0.1', port: h.gateway.port, db: h.open.db, vehicles: 4, intervalMs: 150, heartbeatMs: 100, log: pino({ level: 'silent' }) });
    expect(sim.vehicles).toBe(4);
    const deadline = Date.now() + 8000;
    let vehicles = 0;
    while (Date.now() < deadline && vehicles < 4) {
      await new Promise((r) => setTimeout(r, 100));
      const rows = await h.open.db.selectFrom('fleet_vehicle_state').select('vehicle_id').execute();
      vehicles = rows.length;
    }
    await sim.stop();
    expect(vehicles).toBe(4);
    expect(h.lines.filter((l) => l.msg === 'jt808 terminal registered').map((l) => l.plate).sort()).toEqual(['沪A12341', '沪A12342', '沪A12343', '沪A12344']);
    const states = await h.open.db.selectFrom('fleet_vehicle_state').selectAll().execute();
    for (const s of states) {
      expect(distanceM(s, CITIES.shanghai.center)).toBeLessThan(8000);
      expect(s.mileage).toBeGreaterThan(0);
      expect(s.fuel).toBeGreaterThan(0);
    }
    const versions = await h.open.db.selectFrom('fleet_terminal').select('protocol_version').execute();
    expect(new Set(versions.map((v) => v.protocol_version))).toEqual(new Set([2013, 2019]));
  });
});
