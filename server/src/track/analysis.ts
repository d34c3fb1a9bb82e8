import { haversineKm, roundKm } from './geo.js';
import { accOn, type TrackColumns } from './track-data.js';

/** A trip on the wire (docs/fleet-contract.md Trip): times ms epoch, km, km/h, s, WGS-84 degrees. */
export interface Trip {
  startTime: number;
  endTime: number;
  durationS: number;
  distanceKm: number;
  maxSpeed: number;
  avgSpeed: number;
  startLon: number;
  startLat: number;
  endLon: number;
  endLat: number;
}

/** A stop on the wire (docs/fleet-contract.md Stop); accOff: ACC off for at least half its points (engine off, not idling). */
export interface Stop {
  startTime: number;
  endTime: number;
  durationS: number;
  lon: number;
  lat: number;
  accOff: boolean;
}

/** Thresholds of trip / stop derivation and mileage ({@link analyseTrack}). */
export interface AnalysisOptions {
  /** a point is stationary below this speed (km/h), or with ACC off; default 1 (docs/contracts.md 'moving' rule) */
  stopSpeedKmh: number;
  /** shortest stationary span that counts as a stop (s); default 180 (3 min) */
  minStopS: number;
  /** a reporting gap of at least `minStopS` is a stop when the vehicle moved less than this (km); default 0.2 */
  gapStopKm: number;
  /** shortest trip (km); shorter movements between two stops merge the stops; default 0.1 */
  minTripKm: number;
  /** an odometer step is plausible up to this speed (km/h) plus `odometerSlackKm`; default 220 */
  maxSpeedKmh: number;
  /** resolution slack of the odometer (JT/T 808 extra 0x01 counts 1/10 km); default 0.2 km */
  odometerSlackKm: number;
  /** share of intervals with usable odometer steps needed to use the odometer as the source; default 0.8 */
  odometerCoverage: number;
}

/** Defaults of {@link AnalysisOptions}. */
export const ANALYSIS_DEFAULTS: AnalysisOptions = {
  stopSpeedKmh: 1,
  minStopS: 180,
  gapStopKm: 0.2,
  minTripKm: 0.1,
  maxSpeedKmh: 220,
  odometerSlackKm: 0.2,
  odometerCoverage: 0.8,
};

/** What {@link analyseTrack} derives from the cleaned track. */
export interface TrackAnalysis {
  /** km, 3 decimals */
  mileageKm: number;
  mileageSource: 'odometer' | 'track';
  trips: Trip[];
  stops: Stop[];
  /** sum of trip durations, s */
  drivingS: number;
}

/**
 * Per-interval distances (km) over the valid points `v` (indexes into `t`): entry k is the
 * distance from v[k-1] to v[k] (entry 0 is 0).
 * Odometer rule: the step of the terminal odometer (extra 0x01, `mileage` column) is used when
 * both ends carry it and it is plausible: 0 <= step <= maxSpeedKmh × Δt + odometerSlackKm. A
 * negative step is an odometer reset (or replacement) and a too large one a glitch: that interval
 * falls back to the haversine distance, and counting resumes from the new reading.
 * The odometer is the source when at least `odometerCoverage` of the intervals had a usable
 * step; otherwise every interval uses the haversine distance of the cleaned track, with intervals
 * whose both ends are stationary (speed < stopSpeedKmh) counted as 0 so that GNSS jitter of a
 * parked vehicle adds no mileage.
 */
export function intervalDistances(t: TrackColumns, v: number[], options: Partial<AnalysisOptions> = {}): { km: Float64Array; source: 'odometer' | 'track' } {
  const o = { ...ANALYSIS_DEFAULTS, ...options };
  const m = v.length;
  const odo = new Float64Array(m).fill(NaN);
  let usable = 0;
  for (let k = 1; k < m; k++) {
    const a = v[k - 1];
    const b = v[k];
    const ma = t.mileage[a];
    const mb = t.mileage[b];
    if (ma == null || mb == null) continue;
    const step = mb - ma;
    const limit = (o.maxSpeedKmh * (t.time[b] - t.time[a])) / 3_600_000 + o.odometerSlackKm;
    if (step >= 0 && step <= limit) {
      odo[k] = step;
      usable++;
    }
  }
  const source: 'odometer' | 'track' = m > 1 && usable >= o.odometerCoverage * (m - 1) ? 'odometer' : 'track';
  const km = new Float64Array(m);
  for (let k = 1; k < m; k++) {
    const a = v[k - 1];
    const b = v[k];
    if (source === 'odometer' && !Number.isNaN(odo[k])) km[k] = odo[k];
    else if (source === 'track' && t.speed[a] < o.stopSpeedKmh && t.speed[b] < o.stopSpeedKmh) km[k] = 0;
    else km[k] = haversineKm(t.lon[a], t.lat[a], t.lon[b], t.lat[b]);
  }
  return { km, source };
}

/**
 * Derives mileage, stops and trips from the valid points `v` (indexes into `t`, time order).
 * Rules (documented in docs/fleet-contract.md "Track calls"):
 * - a point is stationary when speed < `stopSpeedKmh` (1 km/h) or ACC is off (status bit 0);
 *   an interval is stationary when both its ends are, or when it is a reporting gap of at least
 *   `minStopS` over which the vehicle moved less than `gapStopKm` (terminals often go quiet when parked);
 * - a stop is a run of stationary intervals lasting at least `minStopS` (3 min); its position is
 *   where it began; stops separated by less than `minTripKm` (0.1 km) of movement merge;
 * - a trip is the movement between two stops (or the range's start / end), leading and trailing
 *   stationary points trimmed, kept when at least `minTripKm` long; its distance is the sum of
 *   the interval distances ({@link intervalDistances}), avgSpeed = distance / duration;
 * - mileage is the sum of all interval distances, from the odometer where present and plausible.
 * Pure; an empty or single-point track gives zero mileage and no trips or stops.
 */
export function analyseTrack(t: TrackColumns, v: number[], options: Partial<AnalysisOptions> = {}): TrackAnalysis {
  const o = { ...ANALYSIS_DEFAULTS, ...options };
  const m = v.length;
  const { km, source } = intervalDistances(t, v, o);
  const cum = new Float64Array(m);
  for (let k = 1; k < m; k++) cum[k] = cum[k - 1] + km[k];
  const still = (k: number): boolean => t.speed[v[k]] < o.stopSpeedKmh || !accOn(t.statusFlags[v[k]]);
  const stationaryInterval = (k: number): boolean => {
    if (still(k - 1) && still(k)) return true;
    const dt = (t.time[v[k]] - t.time[v[k - 1]]) / 1000;
    return dt >= o.minStopS && haversineKm(t.lon[v[k - 1]], t.lat[v[k - 1]], t.lon[v[k]], t.lat[v[k]]) < o.gapStopKm;
  };

  // stationary runs as [first point, last point] in v-space, long enough to be stops
  let runs: Array<[number, number]> = [];
  let k = 1;
  while (k < m) {
    if (!stationaryInterval(k)) {
      k++;
      continue;
    }
    const first = k - 1;
    while (k < m && stationaryInterval(k)) k++;
    const last = k - 1;
    if ((t.time[v[last]] - t.time[v[first]]) / 1000 >= o.minStopS) runs.push([first, last]);
  }
  // merge stops separated by less than minTripKm of movement
  const merged: Array<[number, number]> = [];
  for (const r of runs) {
    const prev = merged[merged.length - 1];
    if (prev && cum[r[0]] - cum[prev[1]] < o.minTripKm) prev[1] = r[1];
    else merged.push([r[0], r[1]]);
  }
  runs = merged;

  const stops: Stop[] = runs.map(([a, b]) => {
    let off = 0;
    for (let j = a; j <= b; j++) if (!accOn(t.statusFlags[v[j]])) off++;
    const startTime = t.time[v[a]];
    const endTime = t.time[v[b]];
    return { startTime, endTime, durationS: Math.round((endTime - startTime) / 1000), lon: t.lon[v[a]], lat: t.lat[v[a]], accOff: off * 2 >= b - a + 1 };
  });

  const trips: Trip[] = [];
  const addTrip = (from: number, to: number) => {
    while (from < to && still(from) && still(from + 1)) from++;
    while (to > from && still(to) && still(to - 1)) to--;
    if (to <= from) return;
    const distanceKm = cum[to] - cum[from];
    if (distanceKm < o.minTripKm) return;
    let maxSpeed = 0;
    for (let j = from; j <= to; j++) maxSpeed = Math.max(maxSpeed, t.speed[v[j]]);
    const startTime = t.time[v[from]];
    const endTime = t.time[v[to]];
    const durationS = Math.round((endTime - startTime) / 1000);
    trips.push({
      startTime, endTime, durationS, distanceKm: roundKm(distanceKm), maxSpeed: Math.round(maxSpeed * 10) / 10,
      avgSpeed: durationS > 0 ? Math.round((distanceKm / (durationS / 3600)) * 10) / 10 : 0,
      startLon: t.lon[v[from]], startLat: t.lat[v[from]], endLon: t.lon[v[to]], endLat: t.lat[v[to]],
    });
  };
  if (m > 1) {
    let from = 0;
    for (const [a, b] of runs) {
      addTrip(from, a);
      from = b;
    }
    addTrip(from, m - 1);
  }
  const drivingS = trips.reduce((s, tr) => s + tr.durationS, 0);
  return { mileageKm: roundKm(m > 0 ? cum[m - 1] : 0), mileageSource: source, trips, stops, drivingS };
}

/** A span of continuous driving (trips joined across rests shorter than the minimum rest). */
export interface DrivingSegment {
  startTime: number;
  endTime: number;
  durationS: number;
  distanceKm: number;
}

/**
 * Joins trips into continuous driving segments: a stop shorter than `minRestS` (default 1,200 s =
 * 20 min, the rest that ends continuous driving under the Road Traffic Safety Law implementing
 * regulations art. 62 and JT/T 1078 fatigue rules) does not break continuity; the segment's
 * duration is its span from first start to last end (short stops included, s).
 */
export function drivingSegments(trips: Trip[], minRestS = 1200): DrivingSegment[] {
  const out: DrivingSegment[] = [];
  for (const tr of trips) {
    const last = out[out.length - 1];
    if (last && (tr.startTime - last.endTime) / 1000 < minRestS) {
      last.endTime = tr.endTime;
      last.durationS = Math.round((last.endTime - last.startTime) / 1000);
      last.distanceKm = roundKm(last.distanceKm + tr.distanceKm);
    } else {
      out.push({ startTime: tr.startTime, endTime: tr.endTime, durationS: tr.durationS, distanceKm: tr.distanceKm });
    }
  }
  return out;
}
