import { approxKm, haversineKm } from './geo.js';
import { located, trackLength, type TrackColumns } from './track-data.js';

/** Why a position is left out of the cleaned track (PositionRow.invalidReason, docs/fleet-contract.md). */
export type InvalidReason = 'no_fix' | 'zero' | 'out_of_range' | 'jump' | 'time';

/** Chinese names of the reasons, for the 无效数据 table. */
export const INVALID_REASON_NAMES: Record<InvalidReason, string> = {
  no_fix: '未定位',
  zero: '零坐标',
  out_of_range: '坐标超出范围',
  jump: '位置跳变',
  time: '时间异常',
};

/**
 * Mainland China bounding box incl. Hainan and the South China Sea coast (WGS-84 degrees):
 * lon 73.4..135.1, lat 3.8..53.6. Vehicles of this console run in China; a fix outside it is
 * treated as out_of_range.
 */
export const CHINA_BBOX = { minLon: 73.4, maxLon: 135.1, minLat: 3.8, maxLat: 53.6 } as const;

/** Thresholds of {@link detectInvalid}. */
export interface InvalidOptions {
  /** implied speed (km/h) between consecutive valid points above which the later point is a jump; default 220 */
  maxSpeedKmh: number;
  /** distance (km) under which no jump is reported whatever the time step (GNSS noise); default 0.05 */
  jitterKm: number;
  /** a gps_time later than the receive time (or `nowMs`) by more than this (ms) is 'time'; default 600,000 (10 min) */
  futureToleranceMs: number;
  /** the server's now (ms) for the future check of points without a receive time */
  nowMs: number;
  /** after this many consecutive jump points that agree with each other the track re-anchors on them; default 3 */
  reanchorPoints: number;
  /** apply {@link CHINA_BBOX}; default true */
  chinaOnly: boolean;
}

/** Defaults of {@link InvalidOptions} (nowMs = Date.now() at call time). */
export const INVALID_DEFAULTS: Omit<InvalidOptions, 'nowMs'> = {
  maxSpeedKmh: 220,
  jitterKm: 0.05,
  futureToleranceMs: 600_000,
  reanchorPoints: 3,
  chinaOnly: true,
};

/** Reason a single point is invalid on its own (no neighbours needed), or null. */
export function pointReason(lon: number, lat: number, statusFlags: number, chinaOnly = true): InvalidReason | null {
  if (!located(statusFlags)) return 'no_fix';
  if (!Number.isFinite(lon) || !Number.isFinite(lat)) return 'out_of_range';
  if (Math.abs(lon) < 1e-6 && Math.abs(lat) < 1e-6) return 'zero';
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return 'out_of_range';
  if (chinaOnly && (lon < CHINA_BBOX.minLon || lon > CHINA_BBOX.maxLon || lat < CHINA_BBOX.minLat || lat > CHINA_BBOX.maxLat)) return 'out_of_range';
  return null;
}

/**
 * Marks the invalid points of a track sorted by gps_time. Rules, in order, per point:
 * 1. `no_fix`: status bit 1 (定位) off (JT/T 808-2019 table 24);
 * 2. `zero`: 0/0 coordinates (the placeholder of terminals without a fix);
 * 3. `out_of_range`: not finite, lat outside −90..90, lon outside −180..180, or outside
 *    {@link CHINA_BBOX} when `chinaOnly`;
 * 4. `time`: gps_time later than its receive time (or `nowMs` when unknown) by more than
 *    `futureToleranceMs`, or not after the previous valid point's time (duplicate / going back);
 * 5. `jump`: distance from the previous valid point > `jitterKm` and implied speed
 *    distance / Δt > `maxSpeedKmh` (220 km/h: above any road vehicle's legal and practical speed).
 *    A wrong anchor must not poison the rest of the track: when `reanchorPoints` consecutive
 *    jump points agree with each other (implied speed between them within the limit), they are
 *    re-labelled valid and become the new anchor.
 * @returns one entry per point: the reason, or null for a valid point. Pure; never throws.
 */
export function detectInvalid(t: TrackColumns, options: Partial<InvalidOptions> = {}): (InvalidReason | null)[] {
  const o: InvalidOptions = { ...INVALID_DEFAULTS, nowMs: Date.now(), ...options };
  const n = trackLength(t);
  const out: (InvalidReason | null)[] = new Array(n).fill(null);
  let anchor = -1;
  /** consecutive jump points that agree with each other */
  let chain: number[] = [];
  const fits = (a: number, b: number): boolean => {
    let km = approxKm(t.lon[a], t.lat[a], t.lon[b], t.lat[b]);
    if (km <= o.jitterKm) return true;
    if (km > 100) km = haversineKm(t.lon[a], t.lat[a], t.lon[b], t.lat[b]);
    const hours = (t.time[b] - t.time[a]) / 3_600_000;
    return hours > 0 && km / hours <= o.maxSpeedKmh;
  };
  for (let i = 0; i < n; i++) {
    const own = pointReason(t.lon[i], t.lat[i], t.statusFlags[i], o.chinaOnly);
    if (own) {
      out[i] = own;
      continue;
    }
    const recv = t.recv[i];
    if (t.time[i] - (recv ?? o.nowMs) > o.futureToleranceMs || (anchor >= 0 && t.time[i] <= t.time[anchor])) {
      out[i] = 'time';
      continue;
    }
    if (anchor < 0 || fits(anchor, i)) {
      anchor = i;
      chain = [];
      continue;
    }
    out[i] = 'jump';
    if (chain.length > 0 && !fits(chain[chain.length - 1], i)) chain = [];
    chain.push(i);
    if (chain.length >= o.reanchorPoints) {
      for (const j of chain) out[j] = null;
      anchor = i;
      chain = [];
    }
  }
  return out;
}

/** Indexes of the valid points (reason null), in order. */
export function validIndexes(reasons: (InvalidReason | null)[]): number[] {
  const idx: number[] = [];
  for (let i = 0; i < reasons.length; i++) if (reasons[i] === null) idx.push(i);
  return idx;
}
