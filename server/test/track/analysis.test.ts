import { analyseTrack, drivingSegments, intervalDistances } from '../../src/track/analysis.js';
import { haversineKm } from '../../src/track/geo.js';
import { detectInvalid, pointReason, validIndexes } from '../../src/track/invalid.js';
import { parseRequestTime, readRange } from '../../src/track/request.js';
import { syntheticDay } from '../../src/track/synthetic.js';
import { toColumns, type TrackPointInput } from '../../src/track/track-data.js';

const T0 = Date.UTC(2026, 10, 20, 0, 0, 0);
const HZ: [number, number] = [120.16, 30.27];
/** ~0.001 degree of latitude in km */
const KM_PER_DEG_LAT = 111.195;

/** Points along a northward line: speed km/h for `seconds` at 1 Hz, starting at `lat0`. */
function drive(startMs: number, seconds: number, speed: number, lat0: number, extra: Partial<TrackPointInput> = {}): TrackPointInput[] {
  const out: TrackPointInput[] = [];
  for (let s = 0; s < seconds; s++) {
    out.push({ time: startMs + s * 1000, lon: HZ[0], lat: lat0 + (speed * s) / 3600 / KM_PER_DEG_LAT, speed, ...extra });
  }
  return out;
}
const all = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('invalid-point detection', () => {
  it('flags no fix, 0/0 and out-of-range coordinates on their own', () => {
    expect(pointReason(120, 30, 1)).toBe('no_fix');
    expect(pointReason(0, 0, 3)).toBe('zero');
    expect(pointReason(190, 30, 3)).toBe('out_of_range');
    expect(pointReason(120, -91, 3)).toBe('out_of_range');
    expect(pointReason(-74, 40.7, 3)).toBe('out_of_range');
    expect(pointReason(-74, 40.7, 3, false)).toBeNull();
    expect(pointReason(120.16, 30.27, 3)).toBeNull();
  });

  it('flags a jump faster than 220 km/h and keeps the track after it', () => {
    const pts = drive(T0, 20, 60, HZ[1]);
    pts[10] = { ...pts[10], lon: pts[10].lon + 0.05 }; // ~4.8 km in 1 s
    const reasons = detectInvalid(toColumns(pts), { nowMs: T0 + 86_400_000 });
    expect(reasons[10]).toBe('jump');
    expect(reasons.filter((r) => r !== null)).toHaveLength(1);
  });

  it('does not flag a fast but possible move (200 km/h) or GNSS jitter', () => {
    const pts = drive(T0, 20, 200, HZ[1]);
    expect(detectInvalid(toColumns(pts), { nowMs: T0 + 1e8 }).every((r) => r === null)).toBe(true);
    const parked = Array.from({ length: 10 }, (_, i) => ({ time: T0 + i * 1000, lon: HZ[0] + (i % 2) * 0.0004, lat: HZ[1], speed: 0 }));
    expect(detectInvalid(toColumns(parked), { nowMs: T0 + 1e8 }).every((r) => r === null)).toBe(true);
  });

  it('re-anchors when the first point was the wrong one', () => {
    const pts = drive(T0, 10, 50, HZ[1]);
    pts[0] = { ...pts[0], lat: pts[0].lat + 0.5 }; // a bad first fix 55 km north
    const reasons = detectInvalid(toColumns(pts), { nowMs: T0 + 1e8 });
    // points 1..3 are jumps from the bad anchor, agree with each other and take over
    expect(reasons.slice(1).every((r) => r === null)).toBe(true);
  });

  it('flags gps_time in the future and duplicated / backward times', () => {
    const pts: TrackPointInput[] = [
      { time: T0, recv: T0 + 500, lon: HZ[0], lat: HZ[1] },
      { time: T0 + 1000, recv: T0 + 1500, lon: HZ[0], lat: HZ[1] },
      { time: T0 + 1000, recv: T0 + 1600, lon: HZ[0], lat: HZ[1] },
      { time: T0 + 3_600_000, recv: T0 + 2000, lon: HZ[0], lat: HZ[1] },
      { time: T0 + 3000, recv: T0 + 3500, lon: HZ[0], lat: HZ[1] },
    ];
    const reasons = detectInvalid(toColumns(pts), { nowMs: T0 + 10_000 });
    expect(reasons).toEqual([null, null, 'time', 'time', null]);
    const noRecv = detectInvalid(toColumns([{ time: T0 + 20 * 60_000, lon: HZ[0], lat: HZ[1] }]), { nowMs: T0 });
    expect(noRecv).toEqual(['time']);
  });
});

describe('mileage', () => {
  it('uses the odometer when it covers the track, else haversine over the cleaned track', () => {
    // 10 min at 60 km/h = 10 km driven; odometer says 10.0 km
    const pts = drive(T0, 601, 60, HZ[1]).map((p, i) => ({ ...p, mileage: 1000 + Math.floor((i / 60) * 10) / 10 }));
    const t = toColumns(pts);
    const odo = analyseTrack(t, all(pts.length));
    expect(odo.mileageSource).toBe('odometer');
    expect(odo.mileageKm).toBeCloseTo(10, 5);
    const noOdo = toColumns(pts.map((p) => ({ ...p, mileage: null })));
    const track = analyseTrack(noOdo, all(pts.length));
    expect(track.mileageSource).toBe('track');
    expect(track.mileageKm).toBeCloseTo(10, 1);
  });

  it('survives an odometer reset: the reset interval falls back to the track distance', () => {
    const pts = drive(T0, 601, 60, HZ[1]).map((p, i) => ({ ...p, mileage: i < 300 ? 5000 + i / 60 : (i - 300) / 60 }));
    const r = analyseTrack(toColumns(pts), all(pts.length));
    expect(r.mileageSource).toBe('odometer');
    // 299 s before the reset + 1 s haversine + 300 s after = 600 s at 60 km/h
    expect(r.mileageKm).toBeCloseTo(10, 2);
  });

  it('ignores an implausible odometer step (glitch) and counts the track distance instead', () => {
    const pts = drive(T0, 121, 36, HZ[1]).map((p, i) => ({ ...p, mileage: 100 + i / 100 + (i >= 60 ? 500 : 0) }));
    const { km, source } = intervalDistances(toColumns(pts), all(pts.length));
    expect(source).toBe('odometer');
    expect(km[60]).toBeCloseTo(0.01, 3);
  });

  it('adds no mileage for GNSS jitter of a parked vehicle (track source)', () => {
    const parked = Array.from({ length: 600 }, (_, i) => ({ time: T0 + i * 1000, lon: HZ[0] + ((i % 3) - 1) * 0.0002, lat: HZ[1], speed: 0 }));
    expect(analyseTrack(toColumns(parked), all(600)).mileageKm).toBe(0);
  });
});

describe('trips and stops', () => {
  it('finds drive – 5 min stop – drive as two trips and one stop', () => {
    const a = drive(T0, 600, 60, HZ[1]);
    const stopLat = a[a.length - 1].lat + 1 / 3600 / KM_PER_DEG_LAT * 60;
    const stop = Array.from({ length: 300 }, (_, i) => ({ time: T0 + (600 + i) * 1000, lon: HZ[0], lat: stopLat, speed: 0, statusFlags: i < 200 ? 2 : 3 }));
    const b = drive(T0 + 900_000, 600, 60, stopLat);
    const pts = [...a, ...stop, ...b];
    const r = analyseTrack(toColumns(pts), all(pts.length));
    expect(r.stops).toHaveLength(1);
    expect(r.stops[0]).toMatchObject({ startTime: T0 + 600_000, accOff: true });
    expect(r.stops[0].durationS).toBeGreaterThanOrEqual(299);
    expect(r.trips).toHaveLength(2);
    expect(r.trips[0]).toMatchObject({ startTime: T0, maxSpeed: 60 });
    expect(r.trips[0].distanceKm).toBeCloseTo(10, 0);
    expect(r.trips[0].avgSpeed).toBeGreaterThan(59);
    expect(r.trips[1].endTime).toBe(T0 + 1_499_000);
    expect(r.drivingS).toBe(r.trips[0].durationS + r.trips[1].durationS);
  });

  it('does not count a 2-minute traffic halt as a stop', () => {
    const a = drive(T0, 300, 50, HZ[1]);
    const lat = a[a.length - 1].lat;
    const halt = Array.from({ length: 120 }, (_, i) => ({ time: T0 + (300 + i) * 1000, lon: HZ[0], lat, speed: 0 }));
    const b = drive(T0 + 420_000, 300, 50, lat);
    const pts = [...a, ...halt, ...b];
    const r = analyseTrack(toColumns(pts), all(pts.length));
    expect(r.stops).toHaveLength(0);
    expect(r.trips).toHaveLength(1);
  });

  it('treats a long reporting gap without movement as a stop', () => {
    const a = drive(T0, 300, 50, HZ[1]);
    const b = drive(T0 + 3_600_000, 300, 50, a[a.length - 1].lat + 0.0002);
    const pts = [...a, ...b];
    const r = analyseTrack(toColumns(pts), all(pts.length));
    expect(r.stops).toHaveLength(1);
    expect(r.stops[0].durationS).toBeGreaterThan(3000);
    expect(r.trips).toHaveLength(2);
  });

  it('drops a movement under 0.1 km between stops and merges the stops', () => {
    const lat = HZ[1];
    const s1 = Array.from({ length: 300 }, (_, i) => ({ time: T0 + i * 1000, lon: HZ[0], lat, speed: 0 }));
    const creep = drive(T0 + 300_000, 20, 5, lat); // 28 m
    const s2 = Array.from({ length: 300 }, (_, i) => ({ time: T0 + (320 + i) * 1000, lon: HZ[0], lat: creep[19].lat, speed: 0 }));
    const pts = [...s1, ...creep, ...s2];
    const r = analyseTrack(toColumns(pts), all(pts.length));
    expect(r.trips).toHaveLength(0);
    expect(r.stops).toHaveLength(1);
    expect(r.stops[0].durationS).toBe(619);
  });

  it('handles empty and single-point tracks', () => {
    expect(analyseTrack(toColumns([]), [])).toEqual({ mileageKm: 0, mileageSource: 'track', trips: [], stops: [], drivingS: 0 });
    expect(analyseTrack(toColumns([{ time: T0, lon: HZ[0], lat: HZ[1] }]), [0]).trips).toEqual([]);
  });

  it('joins trips into continuous driving across rests shorter than 20 min', () => {
    const trip = (s: number, e: number) => ({ startTime: T0 + s * 1000, endTime: T0 + e * 1000, durationS: e - s, distanceKm: 1, maxSpeed: 0, avgSpeed: 0, startLon: 0, startLat: 0, endLon: 0, endLat: 0 });
    const seg = drivingSegments([trip(0, 3600), trip(3600 + 19 * 60, 7200), trip(7200 + 20 * 60, 9000)]);
    expect(seg).toHaveLength(2);
    expect(seg[0]).toMatchObject({ durationS: 7200, distanceKm: 2 });
  });

  it('analyses a synthetic day: invalid points found, trips and stops plausible, odometer agrees with the track', () => {
    const pts = syntheticDay({ startMs: T0 });
    expect(pts).toHaveLength(86_400);
    const t = toColumns(pts);
    const reasons = detectInvalid(t, { nowMs: T0 + 2 * 86_400_000 });
    const v = validIndexes(reasons);
    const invalid = pts.length - v.length;
    expect(invalid).toBeGreaterThan(80);
    expect(invalid).toBeLessThan(400);
    const r = analyseTrack(t, v);
    expect(r.mileageSource).toBe('odometer');
    expect(r.trips.length).toBeGreaterThan(3);
    expect(r.stops.length).toBeGreaterThan(3);
    const trackKm = analyseTrack(toColumns(pts.map((p) => ({ ...p, mileage: null }))), v).mileageKm;
    expect(Math.abs(trackKm - r.mileageKm) / r.mileageKm).toBeLessThan(0.02);
    expect(haversineKm(pts[0].lon, pts[0].lat, r.stops[0].lon, r.stops[0].lat)).toBeLessThan(30);
  });
});

describe('request times', () => {
  it('reads ms numbers and China-time text', () => {
    expect(parseRequestTime(T0)).toBe(T0);
    expect(parseRequestTime('2026-11-20 08:00:00')).toBe(T0);
    expect(parseRequestTime('2026-11-20')).toBe(T0 - 8 * 3_600_000);
    expect(parseRequestTime('2026-02-30 00:00:00')).toBeNull();
    expect(parseRequestTime('yesterday')).toBeNull();
  });

  it('refuses reversed ranges and ranges over 7 days with Chinese messages', () => {
    expect(() => readRange({ startTime: T0, endTime: T0 - 1 })).toThrow('结束时间必须晚于开始时间');
    expect(() => readRange({ startTime: T0, endTime: T0 + 7 * 86_400_000 + 1 })).toThrow('轨迹查询时间范围不能超过7天');
    expect(readRange({ startTime: T0, endTime: T0 + 7 * 86_400_000 })).toEqual({ from: T0, to: T0 + 7 * 86_400_000 });
  });
});
