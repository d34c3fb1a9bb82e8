import { bearingDiff, lerp } from './geo.js';
import { CRUISE_KMH, type RoadEdge, type RoadNetwork } from './road-network.js';
import { between, createRng, type Rng } from './rng.js';

/** Where a vehicle is and what its instruments say. Units in the names. */
export interface MotionSnapshot {
  lat: number;
  lon: number;
  speedKmh: number;
  /** bearing of the road being driven (or last driven), degrees 0-359 */
  heading: number;
  acc: boolean;
  mileageKm: number;
  fuelL: number;
  altitudeM: number;
  mode: 'driving' | 'light' | 'parked';
  roadClass: RoadEdge['roadClass'];
  edgeId: number;
}

/** Per-vehicle parameters; all optional, drawn from the seed. */
export interface RouteModelOptions {
  seed: number;
  startMileageKm?: number;
  tankL?: number;
  /** fuel burnt per km, L */
  fuelPerKm?: number;
  /** drives above 100 km/h on parts of the ring road */
  speeder?: boolean;
  /** probability of a long ACC-off stop at each intersection (default 0.006) */
  parkChance?: number;
}

const ACCEL = 1.5; // m/s²
const DECEL = 2.5; // m/s²
const KMH = 1 / 3.6;
const CREEP = 1.2; // m/s

/**
 * A vehicle driving a {@link RoadNetwork}: straight segments joined at intersections, heading =
 * the segment's real bearing, acceleration and braking (to corner speed before turns, to zero at
 * red lights), cruise speeds by road class (street ~40, arterial ~60, ring ~85 km/h, a few
 * speeders above 100 on the ring), short stops at lights, occasional long parking with ACC off,
 * an odometer and a fuel tank that burns with distance and is refilled when low.
 * Pure and deterministic for a seed: call `step(seconds)` and read `snapshot()`.
 */
export class RouteModel {
  private readonly rng: Rng;
  private edge: RoadEdge;
  private next: RoadEdge;
  private s: number;
  private v = 0;
  private mode: MotionSnapshot['mode'] = 'driving';
  private wait = 0;
  private stopAtEnd: 'none' | 'light' | 'park' | 'refuel' = 'none';
  private cruise: number;
  private mileage: number;
  private fuel: number;
  private readonly tank: number;
  private readonly perKm: number;
  private readonly speeder: boolean;
  private readonly parkChance: number;
  private readonly cruiseFactor: number;

  /** @param net the streets; @param opts seed and vehicle parameters. */
  constructor(
    private readonly net: RoadNetwork,
    opts: RouteModelOptions,
  ) {
    this.rng = createRng(opts.seed);
    this.tank = opts.tankL ?? Math.round(between(this.rng, 60, 400));
    this.perKm = opts.fuelPerKm ?? between(this.rng, 0.12, 0.35);
    this.speeder = opts.speeder ?? this.rng() < 0.15;
    this.parkChance = opts.parkChance ?? 0.006;
    this.cruiseFactor = between(this.rng, 0.88, 1.06);
    this.mileage = opts.startMileageKm ?? Math.round(between(this.rng, 2000, 150000));
    this.fuel = this.tank * between(this.rng, 0.4, 0.95);
    this.edge = net.edges[Math.floor(this.rng() * net.edges.length)];
    this.s = this.rng() * this.edge.lengthM;
    this.next = this.pickNext(this.edge);
    this.cruise = this.cruiseFor(this.edge);
    if (this.rng() < 0.15) this.park(between(this.rng, 60, 1200));
  }

  /** Advances the simulation by `seconds` (in steps of at most a quarter second). */
  step(seconds: number): void {
    let left = seconds;
    while (left > 1e-9) {
      const dt = Math.min(0.25, left);
      this.tick(dt);
      left -= dt;
    }
  }

  /** The current reading. */
  snapshot(): MotionSnapshot {
    const net = this.net;
    const p = lerp(net.nodes[this.edge.from], net.nodes[this.edge.to], Math.min(1, this.s / this.edge.lengthM));
    return {
      lat: p.lat,
      lon: p.lon,
      speedKmh: this.v / KMH,
      heading: this.edge.bearing,
      acc: this.mode !== 'parked',
      mileageKm: this.mileage,
      fuelL: this.fuel,
      altitudeM: Math.max(0, Math.round(net.city.altitudeM + 3 * Math.sin(p.lat * 900) + 2 * Math.cos(p.lon * 700))),
      mode: this.mode,
      roadClass: this.edge.roadClass,
      edgeId: this.edge.id,
    };
  }

  private tick(dt: number): void {
    if (this.mode !== 'driving') {
      this.wait -= dt;
      if (this.wait <= 0) this.mode = 'driving';
      return;
    }
    const remaining = this.edge.lengthM - this.s;
    const turn = bearingDiff(this.edge.bearing, this.next.bearing);
    const cornerKmh = this.stopAtEnd !== 'none' ? 0 : turn > 30 ? 22 : this.cruise;
    const corner = Math.min(cornerKmh, this.cruise) * KMH;
    const allowed = Math.sqrt(corner * corner + 2 * DECEL * Math.max(0, remaining));
    // creep up to the stop line instead of stalling short of it
    const target = Math.max(CREEP, Math.min(this.cruise * KMH, allowed));
    const v0 = this.v;
    this.v = v0 < target ? Math.min(target, v0 + ACCEL * dt) : Math.max(target, v0 - DECEL * 1.6 * dt);
    const ds = ((v0 + this.v) / 2) * dt;
    this.mileage += ds / 1000;
    this.fuel = Math.max(0, this.fuel - (ds / 1000) * this.perKm);
    this.s += ds;
    if (this.s < this.edge.lengthM) return;
    const overflow = this.s - this.edge.lengthM;
    this.arrive();
    if (this.mode === 'driving') this.s = Math.min(overflow, this.edge.lengthM * 0.5);
  }

  private arrive(): void {
    const stop = this.stopAtEnd;
    this.edge = this.next;
    this.next = this.pickNext(this.edge);
    this.cruise = this.cruiseFor(this.edge);
    this.s = 0;
    if (stop === 'refuel') {
      this.park(between(this.rng, 300, 600));
      this.fuel = this.tank;
    } else if (stop === 'park') this.park(between(this.rng, 600, 2700));
    else if (stop === 'light') {
      this.v = 0;
      this.mode = 'light';
      this.wait = between(this.rng, 10, 60);
    }
  }

  private park(seconds: number): void {
    this.v = 0;
    this.mode = 'parked';
    this.wait = seconds;
  }

  private pickNext(edge: RoadEdge): RoadEdge {
    const options = this.net.out[edge.to].map((id) => this.net.edges[id]).filter((e) => e.to !== edge.from);
    const pool = options.length ? options : this.net.out[edge.to].map((id) => this.net.edges[id]);
    const straight = pool.find((e) => bearingDiff(e.bearing, edge.bearing) < 30 && e.roadClass === edge.roadClass);
    const pick = straight && this.rng() < 0.6 ? straight : pool[Math.floor(this.rng() * pool.length)];
    if (edge.roadClass === 'ring') this.stopAtEnd = 'none';
    else if (this.fuel < this.tank * 0.15) this.stopAtEnd = 'refuel';
    else if (this.rng() < this.parkChance) this.stopAtEnd = 'park';
    else this.stopAtEnd = pick.roadClass !== 'ring' && this.rng() < 0.3 ? 'light' : 'none';
    return pick;
  }

  private cruiseFor(edge: RoadEdge): number {
    if (edge.roadClass === 'ring' && this.speeder && this.rng() < 0.35) return between(this.rng, 104, 118);
    return Math.min(90, CRUISE_KMH[edge.roadClass] * this.cruiseFactor * between(this.rng, 0.9, 1.08));
  }
}
