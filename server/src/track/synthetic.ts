import { createRng } from '../simulator/rng.js';
import { haversineKm } from './geo.js';
import type { TrackPointInput } from './track-data.js';

/** Options of {@link syntheticDay}. */
export interface SyntheticDayOptions {
  /** first point, ms epoch (points every `stepMs` for `durationMs`) */
  startMs: number;
  /** default 86,400,000 (24 h) */
  durationMs?: number;
  /** default 1000 (1 Hz) */
  stepMs?: number;
  /** start position, WGS-84 degrees; default Hangzhou [120.16, 30.27] */
  origin?: [number, number];
  /** odometer at the start, km; default 12,345.6 */
  odometerKm?: number;
  /** seed of the deterministic random source; default 808 */
  seed?: number;
  /** share of points turned invalid (no fix / 0,0 / jump), default 0.002 */
  invalidShare?: number;
}

/**
 * A deterministic, realistic day of one vehicle for tests and benchmarks: parked at night (ACC
 * off) until about 06:30 of the start, then alternating drives of 15-70 min (speed easing
 * between 20 and 95 km/h, gentle heading drift, red-light halts of 30-90 s) and stops of
 * 4-45 min (ACC off except in a stop's last 10 min, idling before leaving), parked again from about 20:00. The odometer
 * (km, 0.1 km resolution like JT/T 808 extra 0x01) follows the driven distance. About
 * `invalidShare` of the points are made invalid: no fix (status bit 1 off), 0/0 coordinates, or a
 * jump of ~30 km. Status flags: bit 0 ACC, bit 1 located. Units: ms, degrees, km/h, km.
 */
export function syntheticDay(o: SyntheticDayOptions): TrackPointInput[] {
  const rng = createRng(o.seed ?? 808);
  const durationMs = o.durationMs ?? 86_400_000;
  const stepMs = o.stepMs ?? 1000;
  const n = Math.floor(durationMs / stepMs);
  const invalidShare = o.invalidShare ?? 0.002;
  let [lon, lat] = o.origin ?? [120.16, 30.27];
  let odo = o.odometerKm ?? 12345.6;
  let heading = rng() * 360;
  let speed = 0;
  let target = 0;
  // phase: 'park' (night), 'drive', 'stop'
  let phase: 'park' | 'drive' | 'stop' = 'park';
  let phaseLeftS = 6.5 * 3600 * (0.95 + rng() * 0.1);
  let haltLeftS = 0;
  const dayEndS = 20 * 3600;
  const out: TrackPointInput[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const t = o.startMs + i * stepMs;
    const dtS = stepMs / 1000;
    const elapsedS = (i * stepMs) / 1000;
    phaseLeftS -= dtS;
    if (phaseLeftS <= 0) {
      if (elapsedS >= dayEndS) {
        phase = 'park';
        phaseLeftS = Infinity;
      } else if (phase === 'drive') {
        phase = 'stop';
        phaseLeftS = 240 + rng() * 2460;
      } else {
        phase = 'drive';
        phaseLeftS = 900 + rng() * 3300;
        target = 40 + rng() * 50;
      }
    }
    let acc = true;
    if (phase === 'drive') {
      if (haltLeftS > 0) {
        haltLeftS -= dtS;
        target = 0;
      } else if (rng() < 1 / 600) {
        haltLeftS = 30 + rng() * 60;
      } else if (target < 20 || rng() < 1 / 120) {
        target = 20 + rng() * 75;
      }
      speed += Math.max(-3 * dtS, Math.min(2 * dtS, target - speed));
      heading = (heading + (rng() - 0.5) * 4 * dtS + 360) % 360;
    } else {
      speed = Math.max(0, speed - 4 * dtS);
      acc = phase === 'stop' ? phaseLeftS < 600 : false;
    }
    if (speed > 0) {
      const km = (speed * dtS) / 3600;
      const rad = (heading * Math.PI) / 180;
      const nLat = lat + (km * Math.cos(rad)) / 111.195;
      const nLon = lon + (km * Math.sin(rad)) / (111.195 * Math.cos((lat * Math.PI) / 180));
      // keep within ~25 km of the origin: turn back towards it when too far
      const [oLon, oLat] = o.origin ?? [120.16, 30.27];
      if (haversineKm(oLon, oLat, nLon, nLat) > 25) heading = (heading + 180) % 360;
      odo += haversineKm(lon, lat, nLon, nLat);
      lon = nLon;
      lat = nLat;
    }
    let pLon = lon;
    let pLat = lat;
    let status = (acc ? 1 : 0) | 2;
    const r = rng();
    if (r < invalidShare / 3) status &= ~2;
    else if (r < (2 * invalidShare) / 3) {
      pLon = 0;
      pLat = 0;
    } else if (r < invalidShare) {
      pLon += 0.3;
      pLat += 0.1;
    }
    out[i] = {
      time: t, recv: t + 400, lon: Math.round(pLon * 1e6) / 1e6, lat: Math.round(pLat * 1e6) / 1e6,
      speed: Math.round(speed * 10) / 10, direction: Math.round(heading) % 360, mileage: Math.floor(odo * 10) / 10,
      alarmFlags: speed > 90 ? 2 : 0, statusFlags: status,
    };
  }
  return out;
}
