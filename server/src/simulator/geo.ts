/** Mean Earth radius, m (IUGG). */
export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** A WGS-84 point, degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial great-circle bearing from a to b, degrees 0-359.99, 0 = north, clockwise. */
export function bearingDeg(a: LatLon, b: LatLon): number {
  const φ1 = a.lat * RAD;
  const φ2 = b.lat * RAD;
  const Δλ = (b.lon - a.lon) * RAD;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/** Point at metres east/north of an origin (local equirectangular, fine within a city). */
export function offsetM(origin: LatLon, eastM: number, northM: number): LatLon {
  return {
    lat: origin.lat + northM / (EARTH_RADIUS_M * RAD),
    lon: origin.lon + eastM / (EARTH_RADIUS_M * RAD * Math.cos(origin.lat * RAD)),
  };
}

/** Linear interpolation between two nearby points, t in [0, 1]. */
export function lerp(a: LatLon, b: LatLon, t: number): LatLon {
  return { lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t };
}

/** Smallest absolute difference between two bearings, degrees 0-180. */
export function bearingDiff(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}
