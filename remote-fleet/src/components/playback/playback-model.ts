/**
 * Pure helpers of trajectory playback (console-spec §3 map module state: playSpeed ms per step,
 * playPercent 0–100). A track of n points is played in at most {@link MAX_STEPS} steps: each step
 * advances {@link stepSize} points, so 24 h at 1 Hz (86,400 points) plays in 1,000 steps
 * (about 17 min at the default 1,000 ms per step, 50 s at 50 ms).
 */
import type { TrackPoint } from '../../api/track-calls';

/** Most steps a playback takes from start to end. */
export const MAX_STEPS = 1000;

/** Playback speeds offered (ms per step), the first is the default of the map store. */
export const PLAY_SPEEDS: { value: number; label: string }[] = [
  { value: 1000, label: '1000 ms/步 (1×)' },
  { value: 500, label: '500 ms/步 (2×)' },
  { value: 200, label: '200 ms/步 (5×)' },
  { value: 100, label: '100 ms/步 (10×)' },
  { value: 50, label: '50 ms/步 (20×)' },
];

/** Points advanced per step for a track of `n` points: max(1, ceil(n / MAX_STEPS)). */
export function stepSize(n: number): number {
  return Math.max(1, Math.ceil(n / MAX_STEPS));
}

/** playPercent (0–100) of point `index` in a track of `n` points (0 for n <= 1). */
export function percentOf(index: number, n: number): number {
  if (n <= 1) return 0;
  return Math.min(100, Math.max(0, (index / (n - 1)) * 100));
}

/** Point index of a playPercent (0–100), rounded to the nearest point. */
export function indexOfPercent(percent: number, n: number): number {
  if (n <= 1) return 0;
  const p = Math.min(100, Math.max(0, percent));
  return Math.round((p / 100) * (n - 1));
}

/** Index of the point whose time is nearest to `timeMs` (binary search; points in time order). */
export function nearestIndexByTime(points: TrackPoint[], timeMs: number): number {
  let lo = 0;
  let hi = points.length - 1;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid][0] < timeMs) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && Math.abs(points[lo - 1][0] - timeMs) <= Math.abs(points[lo][0] - timeMs)) return lo - 1;
  return lo;
}

/**
 * Speed series for the chart, [time ms, speed km/h], at most `maxPoints` long: each bucket keeps
 * its fastest point so peaks (speeding) stay visible.
 */
export function speedSeries(points: TrackPoint[], maxPoints = 3000): [number, number][] {
  if (points.length <= maxPoints) return points.map((p) => [p[0], p[3]]);
  const bucket = Math.ceil(points.length / maxPoints);
  const out: [number, number][] = [];
  for (let i = 0; i < points.length; i += bucket) {
    let best = i;
    const end = Math.min(points.length, i + bucket);
    for (let j = i + 1; j < end; j++) if (points[j][3] > points[best][3]) best = j;
    out.push([points[best][0], points[best][3]]);
  }
  return out;
}

const DIRECTIONS = ['北', '东北', '东', '东南', '南', '西南', '西', '西北'];

/** Compass text of a heading in degrees (0 = north, clockwise), e.g. `东北 (45°)`. */
export function directionText(deg: number): string {
  const d = ((Math.round(deg) % 360) + 360) % 360;
  return `${DIRECTIONS[Math.round(d / 45) % 8]} (${d}°)`;
}

/** Duration text of seconds: `1小时5分`, `3分20秒`, `45秒`. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return `${h}小时${m}分`;
  if (m > 0) return `${m}分${sec}秒`;
  return `${sec}秒`;
}

/**
 * Indexes where the terminal alarm DWORD (0x0200 alarm flags, JT/T 808-2019 table 25) turns from
 * 0 to non-zero: the start of each terminal alarm episode, at most `max` (default 300) of them.
 */
export function alarmStarts(points: TrackPoint[], max = 300): number[] {
  const out: number[] = [];
  let prev = 0;
  for (let i = 0; i < points.length && out.length < max; i++) {
    const flags = points[i][6];
    if (flags !== 0 && prev === 0) out.push(i);
    prev = flags;
  }
  return out;
}
