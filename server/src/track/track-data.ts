/**
 * A vehicle's positions in column form (one array per field, index = point), sorted by gps_time.
 * The analysis works on columns rather than one object per point so that 86,400 points (24 h at
 * 1 Hz) cost a handful of arrays, not 86,400 objects.
 *
 * Units: times ms since epoch (UTC), lon/lat WGS-84 degrees, speed km/h, direction degrees
 * 0-359, mileage km (terminal odometer, extra 0x01, null when absent), flags unsigned 32-bit.
 */
export interface TrackColumns {
  /** GNSS time, ms epoch */
  time: number[];
  /** server receive time, ms epoch (null when unknown) */
  recv: (number | null)[];
  lon: number[];
  lat: number[];
  speed: number[];
  direction: number[];
  mileage: (number | null)[];
  alarmFlags: number[];
  statusFlags: number[];
}

/** Number of points of a track. */
export function trackLength(t: TrackColumns): number {
  return t.time.length;
}

/** An empty track. */
export function emptyTrack(): TrackColumns {
  return { time: [], recv: [], lon: [], lat: [], speed: [], direction: [], mileage: [], alarmFlags: [], statusFlags: [] };
}

/** One point as an object (tests and builders); see {@link TrackColumns} for units. */
export interface TrackPointInput {
  time: number;
  recv?: number | null;
  lon: number;
  lat: number;
  speed?: number;
  direction?: number;
  mileage?: number | null;
  alarmFlags?: number;
  /** default 3: ACC on (bit 0) and located (bit 1) */
  statusFlags?: number;
}

/** Builds columns from point objects (kept in the given order). */
export function toColumns(points: TrackPointInput[]): TrackColumns {
  const t = emptyTrack();
  for (const p of points) {
    t.time.push(p.time);
    t.recv.push(p.recv ?? null);
    t.lon.push(p.lon);
    t.lat.push(p.lat);
    t.speed.push(p.speed ?? 0);
    t.direction.push(p.direction ?? 0);
    t.mileage.push(p.mileage ?? null);
    t.alarmFlags.push(p.alarmFlags ?? 0);
    t.statusFlags.push(p.statusFlags ?? 3);
  }
  return t;
}

/** ACC on: status bit 0 (JT/T 808-2019 table 24). */
export function accOn(statusFlags: number): boolean {
  return (statusFlags & 1) !== 0;
}

/** Positioned (GNSS fix): status bit 1 (JT/T 808-2019 table 24). */
export function located(statusFlags: number): boolean {
  return (statusFlags & 2) !== 0;
}
