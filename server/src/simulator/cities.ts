import type { LatLon } from './geo.js';

/** A city the simulator drives in: its centre and typical ground altitude. */
export interface City {
  key: 'shanghai' | 'hangzhou' | 'nanjing';
  name: string;
  center: LatLon;
  altitudeM: number;
}

/** The three demo cities (WGS-84 centres). */
export const CITIES: Record<City['key'], City> = {
  shanghai: { key: 'shanghai', name: '上海', center: { lat: 31.23, lon: 121.47 }, altitudeM: 4 },
  hangzhou: { key: 'hangzhou', name: '杭州', center: { lat: 30.27, lon: 120.16 }, altitudeM: 12 },
  nanjing: { key: 'nanjing', name: '南京', center: { lat: 32.06, lon: 118.8 }, altitudeM: 15 },
};

/**
 * The city of a department: by its org code under 上海分公司 (A01A01…) or 杭州分公司 (A01A02…),
 * else by a city name in the department path (e.g. "上海分公司/浦东车队"), else Nanjing.
 */
export function cityOf(orgCode: string | null | undefined, departPath = ''): City {
  if (orgCode?.startsWith('A01A01')) return CITIES.shanghai;
  if (orgCode?.startsWith('A01A02')) return CITIES.hangzhou;
  if (departPath.includes('上海') || departPath.includes('沪')) return CITIES.shanghai;
  if (departPath.includes('杭州') || departPath.includes('浙')) return CITIES.hangzhou;
  return CITIES.nanjing;
}
