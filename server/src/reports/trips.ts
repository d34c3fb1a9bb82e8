/**
 * Trip (行驶段) derivation of 行驶时间明细 from one vehicle's positions in time order.
 * Rules (documented thresholds, same moving rule as the daily rollup):
 * - a point is moving at speed ≥ {@link TRIP_RULES.movingKmh} (1 km/h);
 * - a trip starts at a moving point and ends at the first point of a standstill lasting at least
 *   `stopMinS` (180 s), or at the last point before a data gap longer than `gapS` (300 s), or at the
 *   last point of the data;
 * - trips shorter than `minDurationS` (60 s) and `minDistanceKm` (0.1 km) are jitter and dropped;
 * - distance: odometer difference (0x0200 extra 0x01) when both ends have a reading and it is
 *   plausible (≥ 0, ≤ 200 km/h over the trip), else the haversine length of the located points.
 */
export const TRIP_RULES = { movingKmh: 1, stopMinS: 180, gapS: 300, minDurationS: 60, minDistanceKm: 0.1, maxKmh: 200 };

/** A position as trip derivation reads it: ms epoch, km/h, WGS-84 degrees, odometer km. */
export interface TripPoint {
  t: number;
  speed: number;
  lon: number;
  lat: number;
  mileage: number | null;
  located: boolean;
}

/** A derived trip: ms epoch, s, km, km/h, degrees. */
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

/** Great-circle distance in km (haversine, mean Earth radius 6371.0088 km). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

function build(points: TripPoint[], from: number, to: number, rules: typeof TRIP_RULES): Trip | null {
  const a = points[from];
  const b = points[to];
  const durationS = (b.t - a.t) / 1000;
  let track = 0;
  let maxSpeed = 0;
  for (let i = from; i <= to; i++) {
    maxSpeed = Math.max(maxSpeed, points[i].speed);
    if (i > from) {
      const p = points[i - 1];
      const c = points[i];
      if (p.located && c.located) {
        const d = haversineKm(p.lat, p.lon, c.lat, c.lon);
        if (d <= (Math.max(1, (c.t - p.t) / 1000) * rules.maxKmh) / 3600 + 0.05) track += d;
      }
    }
  }
  let distanceKm = track;
  if (a.mileage !== null && b.mileage !== null) {
    const odo = b.mileage - a.mileage;
    if (odo >= 0 && odo <= (Math.max(1, durationS) * rules.maxKmh) / 3600 + 0.2) distanceKm = odo;
  }
  if (durationS < rules.minDurationS && distanceKm < rules.minDistanceKm) return null;
  return {
    startTime: a.t, endTime: b.t, durationS: Math.round(durationS), distanceKm: Math.round(distanceKm * 1000) / 1000,
    maxSpeed: Math.round(maxSpeed * 10) / 10, avgSpeed: durationS > 0 ? Math.round((distanceKm / (durationS / 3600)) * 10) / 10 : 0,
    startLon: a.lon, startLat: a.lat, endLon: b.lon, endLat: b.lat,
  };
}

/** Derives the trips of `points` (time order) with {@link TRIP_RULES} (overridable). */
export function deriveTrips(points: TripPoint[], rules: Partial<typeof TRIP_RULES> = {}): Trip[] {
  const r = { ...TRIP_RULES, ...rules };
  const trips: Trip[] = [];
  let start = -1;
  let lastMoving = -1;
  let stillSince = -1;
  const close = (end: number) => {
    const trip = build(points, start, end, r);
    if (trip) trips.push(trip);
    start = -1;
    stillSince = -1;
  };
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    if (start >= 0 && i > 0 && (p.t - points[i - 1].t) / 1000 > r.gapS) close(stillSince >= 0 ? stillSince : i - 1);
    const moving = p.speed >= r.movingKmh;
    if (moving) {
      if (start < 0) start = i;
      lastMoving = i;
      stillSince = -1;
    } else if (start >= 0) {
      if (stillSince < 0) stillSince = i;
      if ((p.t - points[stillSince].t) / 1000 >= r.stopMinS) close(stillSince);
    }
  }
  if (start >= 0) close(stillSince >= 0 ? stillSince : Math.max(lastMoving, start));
  return trips;
}
