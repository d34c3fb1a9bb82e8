import { CITIES } from '../../src/simulator/cities.js';
import { bearingDeg, bearingDiff, distanceM } from '../../src/simulator/geo.js';
import { buildNetwork, networkOf } from '../../src/simulator/road-network.js';
import { RouteModel, type MotionSnapshot } from '../../src/simulator/route-model.js';

const net = networkOf(CITIES.shanghai);

function drive(seed: number, seconds: number, dt = 1, opts: Partial<ConstructorParameters<typeof RouteModel>[1]> = {}): MotionSnapshot[] {
  const m = new RouteModel(net, { seed, ...opts });
  const out = [m.snapshot()];
  for (let t = 0; t < seconds; t += dt) {
    m.step(dt);
    out.push(m.snapshot());
  }
  return out;
}

describe('road network', () => {
  it('is a street grid with a ring road, no dead ends, real bearings and lengths', () => {
    expect(net.nodes.length).toBeGreaterThan(200);
    expect(new Set(net.edges.map((e) => e.roadClass))).toEqual(new Set(['ring', 'arterial', 'street']));
    for (const out of net.out) expect(out.length).toBeGreaterThanOrEqual(2);
    for (const e of net.edges.slice(0, 50)) {
      expect(e.bearing).toBeCloseTo(bearingDeg(net.nodes[e.from], net.nodes[e.to]), 6);
      expect(e.lengthM).toBeGreaterThan(300);
      expect(e.lengthM).toBeLessThan(900);
    }
    expect(distanceM(net.nodes[0], CITIES.shanghai.center)).toBeLessThan(8000);
    expect(buildNetwork(CITIES.shanghai).edges.length).toBe(net.edges.length);
  });
});

describe('route model', () => {
  const runs = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => drive(seed, 4 * 3600));
  const all = runs.flat();

  it('keeps speeds within 0-90 km/h off the ring and below 120 km/h on it', () => {
    const bad = all.filter((s) => s.speedKmh < 0 || s.speedKmh >= (s.roadClass === 'ring' ? 120 : 90.01));
    expect(bad).toEqual([]);
    expect(Math.max(...all.map((s) => s.speedKmh))).toBeGreaterThan(50);
  });

  it('has speeders above 100 km/h on the ring only', () => {
    const fast = drive(11, 3 * 3600, 1, { speeder: true, parkChance: 0 }).filter((s) => s.speedKmh > 100);
    expect(fast.length).toBeGreaterThan(0);
    expect(new Set(fast.map((s) => s.roadClass))).toEqual(new Set(['ring']));
  });

  it('changes speed gradually (acceleration and braking, no jumps)', () => {
    let worst = 0;
    for (const run of runs) {
      for (let i = 1; i < run.length; i++) worst = Math.max(worst, Math.abs(run[i].speedKmh - run[i - 1].speedKmh));
    }
    expect(worst).toBeLessThanOrEqual(20); // km/h per second: at most ~5.5 m/s², firm but normal braking
  });

  it('heads along its movement: heading = bearing between consecutive points on a segment', () => {
    let checked = 0;
    let worst = 0;
    for (const run of runs) {
      for (let i = 1; i < run.length; i++) {
        const a = run[i - 1];
        const b = run[i];
        if (a.edgeId !== b.edgeId || distanceM(a, b) < 3) continue;
        worst = Math.max(worst, bearingDiff(bearingDeg(a, b), b.heading));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(worst).toBeLessThan(1);
  });

  it('turns at intersections (headings vary) and stops at lights with ACC on', () => {
    const headings = new Set(all.map((s) => Math.round(s.heading / 45) % 8));
    expect(headings.size).toBeGreaterThanOrEqual(4);
    const lights = all.filter((s) => s.mode === 'light');
    expect(lights.length).toBeGreaterThan(0);
    expect(lights.filter((s) => s.speedKmh !== 0 || !s.acc)).toEqual([]);
  });

  it('parks with ACC off and speed 0, for long stretches', () => {
    const run = drive(5, 12 * 3600, 5, { parkChance: 0.05 });
    const parked = run.filter((s) => s.mode === 'parked');
    expect(parked.length).toBeGreaterThan(100);
    expect(parked.filter((s) => s.speedKmh !== 0 || s.acc)).toEqual([]);
    expect(run.filter((s) => !s.acc && s.mode !== 'parked')).toEqual([]);
  });

  it('accumulates the odometer monotonically by the distance driven, and burns fuel with it', () => {
    for (const run of runs) {
      let driven = 0;
      let backwards = 0;
      for (let i = 1; i < run.length; i++) {
        if (run[i].mileageKm < run[i - 1].mileageKm) backwards++;
        if (run[i].edgeId === run[i - 1].edgeId) driven += distanceM(run[i - 1], run[i]);
      }
      expect(backwards).toBe(0);
      const odo = (run.at(-1)!.mileageKm - run[0].mileageKm) * 1000;
      expect(odo).toBeGreaterThanOrEqual(driven * 0.97);
    }
    const r = runs[0];
    const i = r.findIndex((s, k) => k > 0 && s.mileageKm > r[0].mileageKm + 1);
    expect(r[i].fuelL).toBeLessThan(r[0].fuelL);
  });

  it('refuels when the tank runs low', () => {
    const run = drive(9, 10 * 3600, 2, { tankL: 20, fuelPerKm: 0.3, parkChance: 0 });
    const refills = run.filter((s, k) => k > 0 && s.fuelL > run[k - 1].fuelL + 5);
    expect(refills.length).toBeGreaterThan(0);
    expect(Math.min(...run.map((s) => s.fuelL))).toBeGreaterThan(0);
  });

  it('is deterministic for a seed', () => {
    expect(drive(42, 600)).toEqual(drive(42, 600));
  });
});
