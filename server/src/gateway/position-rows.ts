import type { StoredPosition } from '../bus/types.js';
import type { Location } from '../jt808/index.js';

/** A decoded position on its way to the database: whose it is and what the terminal said. */
export interface PositionInput {
  vehicleId: string;
  location: Location;
}

/** The extras worth keeping beside the columns (mileage and fuel have their own), as JSON or null. */
export function extrasJson(loc: Location): string | null {
  const x = loc.extras;
  let rest: Record<string, unknown> | null = null;
  for (const k in x) {
    if (k === 'mileageKm' || k === 'fuelL') continue;
    (rest ??= {})[k] = (x as Record<string, unknown>)[k];
  }
  return rest ? JSON.stringify(rest) : null;
}

/** The bus payload item of a stored position. */
export function toStoredPosition(p: PositionInput): StoredPosition {
  const l = p.location;
  return {
    vehicleId: p.vehicleId,
    gpsTime: l.gpsTime,
    lat: l.lat,
    lon: l.lon,
    altitude: l.altitude,
    speed: l.speed,
    direction: l.direction,
    alarmFlags: l.alarmFlags,
    statusFlags: l.statusFlags,
    mileage: l.extras.mileageKm ?? null,
    fuel: l.extras.fuelL ?? null,
  };
}

/** Key of the fleet_position primary key (vehicle_id, gps_time). */
export function positionKey(vehicleId: string, gpsTime: number): string {
  return vehicleId + '|' + gpsTime;
}

/**
 * Splits a batch into rows to insert (duplicates of the primary key removed, first wins) and the
 * newest position per vehicle, sorted by vehicle id (a fixed lock order for concurrent upserts).
 */
export function planBatch(items: PositionInput[]): { unique: PositionInput[]; latest: PositionInput[] } {
  const seen = new Set<string>();
  const unique: PositionInput[] = [];
  const newest = new Map<string, PositionInput>();
  for (const p of items) {
    const key = positionKey(p.vehicleId, p.location.gpsTime);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(p);
    const cur = newest.get(p.vehicleId);
    if (!cur || cur.location.gpsTime < p.location.gpsTime) newest.set(p.vehicleId, p);
  }
  const latest = [...newest.values()].sort((a, b) => (a.vehicleId < b.vehicleId ? -1 : a.vehicleId > b.vehicleId ? 1 : 0));
  return { unique, latest };
}
