import type { StoredPosition } from '../bus/types.js';
import type { Location } from '../jt808/index.js';

/** A decoded position on its way to the database: whose it is and what the terminal said. */
export interface PositionInput {
  vehicleId: string;
  location: Location;
}

/**
 * The extras worth keeping beside the columns (mileage and fuel have their own), as JSON or null.
 * Same text as JSON.stringify of the remaining keys in their order; numbers are written directly
 * (the common case: signal strength, satellites, IO bits), anything else through JSON.stringify.
 */
export function extrasJson(loc: Location): string | null {
  const x = loc.extras as Record<string, unknown>;
  let out = '';
  for (const k in x) {
    if (k === 'mileageKm' || k === 'fuelL') continue;
    const v = x[k];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    out += (out ? ',"' : '{"') + k + '":' + (typeof v === 'number' && Number.isFinite(v) ? String(v) : JSON.stringify(v));
  }
  return out ? out + '}' : null;
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
 * A vehicle's reports usually arrive in time order: a row newer than the vehicle's newest so far
 * cannot repeat an earlier one, so the key set is only consulted for the others.
 */
export function planBatch(items: PositionInput[]): { unique: PositionInput[]; latest: PositionInput[] } {
  const newest = new Map<string, PositionInput>();
  let seen: Set<string> | null = null;
  let unique: PositionInput[] | null = null;
  for (let i = 0; i < items.length; i++) {
    const p = items[i];
    const cur = newest.get(p.vehicleId);
    const newer = !cur || cur.location.gpsTime < p.location.gpsTime;
    if (newer) newest.set(p.vehicleId, p);
    if (newer && !seen) continue;
    if (!seen || !unique) {
      // first row not newer than its vehicle's newest: key every row before it (all unique)
      unique = items.slice(0, i);
      seen = new Set(unique.map((q) => positionKey(q.vehicleId, q.location.gpsTime)));
    }
    const key = positionKey(p.vehicleId, p.location.gpsTime);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(p);
  }
  const latest = [...newest.values()].sort((a, b) => (a.vehicleId < b.vehicleId ? -1 : a.vehicleId > b.vehicleId ? 1 : 0));
  return { unique: unique ?? items, latest };
}
