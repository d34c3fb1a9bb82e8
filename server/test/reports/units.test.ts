import { decodeExtras, encodeExtras } from '../../src/jt808/messages/location-extras.js';
import { addDays, chinaDay, chinaDayStart, daysBetween, parseChinaTime } from '../../src/reports/china-time.js';
import { peripheralUnknownHex, readPeripherals, simulatedPeripherals } from '../../src/reports/peripheral-extras.js';
import { toLocation } from '../../src/simulator/index.js';

describe('China time', () => {
  it('parses ms, China-time text and whole days; refuses impossible dates', () => {
    expect(parseChinaTime('2026-11-21 08:00:00')).toBe(Date.UTC(2026, 10, 21, 0, 0, 0));
    expect(parseChinaTime('2026-11-21')).toBe(Date.UTC(2026, 10, 20, 16, 0, 0));
    expect(parseChinaTime(Date.UTC(2026, 0, 1))).toBe(Date.UTC(2026, 0, 1));
    expect(parseChinaTime('1763683200000')).toBe(1763683200000);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-11-21 24:00:00', 'now', '', null, {}, 12, '1999-12-31']) expect(parseChinaTime(bad)).toBeNull();
  });

  it('cuts days at China midnight', () => {
    expect(chinaDay(Date.UTC(2026, 10, 20, 15, 59, 59))).toBe('2026-11-20');
    expect(chinaDay(Date.UTC(2026, 10, 20, 16, 0, 0))).toBe('2026-11-21');
    expect(chinaDayStart('2026-11-21')).toBe(Date.UTC(2026, 10, 20, 16));
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('peripheral extras', () => {
  it('survives the 0x0200 extras codec and the stored JSON', () => {
    const unknown = peripheralUnknownHex({ loadKg: 8000, temperaturesC: [-18.2, 3.5], tyrePressuresKpa: [810, 805, 798, 802, 790, 800] });
    const decoded = decodeExtras(...((b: Buffer) => [b, 0, b.length] as const)(encodeExtras({ mileageKm: 5, unknown, analog: (1500 << 16) | 3300 })));
    const stored = JSON.parse(JSON.stringify({ unknown: decoded.unknown, analog: decoded.analog }));
    expect(readPeripherals(stored)).toEqual({ loadKg: 8000, temperaturesC: [-18.2, 3.5], tyrePressuresKpa: [810, 805, 798, 802, 790, 800], ad0: 3300, ad1: 1500 });
  });

  it('ignores malformed items and answers null without peripherals', () => {
    expect(readPeripherals({ unknown: { '0xe1': 'abc', '0xe2': '01' }, satellites: 9 })).toBeNull();
    expect(readPeripherals(null)).toBeNull();
    expect(readPeripherals({ unknown: { '0xe3': '0320zz' } })).toBeNull();
  });

  it('is emitted by the simulator', () => {
    const snap = { lat: 30.25, lon: 120.1, speedKmh: 50, heading: 90, altitudeM: 10, mileageKm: 100, fuelL: 50, acc: true, mode: 'driving' as const, roadClass: 'ring' as const, edgeId: 1 };
    const l = toLocation(snap, Date.UTC(2026, 0, 1), 7);
    const p = readPeripherals(JSON.parse(JSON.stringify(l.extras)));
    expect(p?.loadKg).toBeGreaterThanOrEqual(0);
    expect(p?.temperaturesC?.[0]).toBeLessThan(-15);
    expect(p?.tyrePressuresKpa).toHaveLength(4);
    expect(simulatedPeripherals(7, 0, 0).analog).toBeGreaterThan(0);
  });
});
