/** Mean Earth radius in km (IUGG mean radius R1), used by {@link haversineKm}. */
export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

/**
 * Great-circle distance in km between two WGS-84 positions (degrees), haversine formula on a
 * sphere of radius {@link EARTH_RADIUS_KM}. Error against the ellipsoid is below 0.5 %, well
 * inside the GNSS noise of a 1 Hz track.
 */
export function haversineKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Rounds a km figure to the 3 decimals the fleet contract allows. */
export function roundKm(km: number): number {
  return Math.round(km * 1000) / 1000;
}

/**
 * Equirectangular approximation of the distance in km between two WGS-84 positions (degrees):
 * one cosine instead of the haversine's trigonometry; within 0.1 % of {@link haversineKm} below
 * 100 km at the latitudes of China. Used for the per-point jump check of long tracks.
 */
export function approxKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const x = (lon2 - lon1) * RAD * Math.cos(((lat1 + lat2) / 2) * RAD);
  const y = (lat2 - lat1) * RAD;
  return EARTH_RADIUS_KM * Math.sqrt(x * x + y * y);
}
