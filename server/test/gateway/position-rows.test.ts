import { extrasJson, planBatch, positionKey, type PositionInput } from '../../src/gateway/position-rows.js';
import type { Location } from '../../src/jt808/index.js';

const loc = (gpsTime: number, extras: Location['extras'] = {}): Location =>
  ({ alarmFlags: 0, statusFlags: 0, lat: 31, lon: 121, altitude: 0, speed: 0, direction: 0, gpsTime, extras }) as Location;
const row = (vehicleId: string, t: number): PositionInput => ({ vehicleId, location: loc(t) });

/** The straightforward rule planBatch must match: first occurrence of each key wins. */
function reference(items: PositionInput[]) {
  const seen = new Set<string>();
  const unique = items.filter((p) => {
    const k = positionKey(p.vehicleId, p.location.gpsTime);
    return seen.has(k) ? false : (seen.add(k), true);
  });
  const newest = new Map<string, PositionInput>();
  for (const p of unique) if (!newest.has(p.vehicleId) || newest.get(p.vehicleId)!.location.gpsTime < p.location.gpsTime) newest.set(p.vehicleId, p);
  return { unique, latest: [...newest.values()].sort((a, b) => (a.vehicleId < b.vehicleId ? -1 : 1)) };
}

describe('planBatch', () => {
  it('keeps in-order batches whole and finds the newest per vehicle in vehicle order', () => {
    const items = [row('b', 1), row('a', 5), row('b', 2), row('a', 6)];
    const r = planBatch(items);
    expect(r.unique).toEqual(items);
    expect(r.latest.map((p) => [p.vehicleId, p.location.gpsTime])).toEqual([['a', 6], ['b', 2]]);
  });

  it('drops repeated keys (first wins) and keeps late but distinct reports, like the reference rule', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    for (let round = 0; round < 200; round++) {
      const items = Array.from({ length: rnd(40) }, () => row('v' + rnd(4), rnd(12)));
      const got = planBatch(items);
      const want = reference(items);
      expect(got.unique).toEqual(want.unique);
      expect(got.unique.every((p, i) => p === want.unique[i])).toBe(true);
      expect(got.latest.map((p) => [p.vehicleId, p.location.gpsTime])).toEqual(want.latest.map((p) => [p.vehicleId, p.location.gpsTime]));
    }
  });
});

describe('extrasJson', () => {
  it('matches JSON.stringify of the extras other than mileage and fuel', () => {
    const cases: Array<Location['extras']> = [
      {},
      { mileageKm: 12.5, fuelL: 3 },
      { mileageKm: 1, signalStrength: 25, satellites: 12 },
      { ioStatus: 3, overspeed: { locationType: 1, areaId: 9 }, unknown: { '0xe1': 'ab"cd' } },
      { analog: 0, vehicleSignal: 4294967295, recorderSpeedKmh: 60.5 },
      { satellites: Number.NaN } as Location['extras'],
    ];
    for (const x of cases) {
      const rest = Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'mileageKm' && k !== 'fuelL'));
      expect(extrasJson(loc(0, x))).toBe(Object.keys(rest).length ? JSON.stringify(rest) : null);
    }
  });
});
