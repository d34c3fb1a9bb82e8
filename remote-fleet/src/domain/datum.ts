import gcoord from 'gcoord';
import type { Datum } from '../types';

/** [longitude, latitude] in degrees. */
export type LonLat = [number, number];

/** Datum the map displays: GCJ-02 only when a tile URL is configured with tileDatum 'gcj02', else WGS-84. */
export function displayDatum(config: { tileUrl?: string | null; tileDatum?: string } | undefined): Datum {
  return config?.tileUrl && config.tileDatum === 'gcj02' ? 'gcj02' : 'wgs84';
}

/** Whether a WGS-84 longitude/latitude pair is a usable position (finite, in range, not the 0,0 placeholder). */
export function isValidLonLat(lon: unknown, lat: unknown): boolean {
  return (
    typeof lon === 'number' && typeof lat === 'number' && Number.isFinite(lon) && Number.isFinite(lat) &&
    Math.abs(lon) <= 180 && Math.abs(lat) <= 90 && !(lon === 0 && lat === 0)
  );
}

/** Converts a WGS-84 position (degrees) into the display datum. */
export function toDisplay(lonLat: LonLat, datum: Datum): LonLat {
  if (datum === 'wgs84') return lonLat;
  const [lon, lat] = gcoord.transform(lonLat, gcoord.WGS84, gcoord.GCJ02);
  return [lon, lat];
}

/** Converts a position in the display datum back to WGS-84 (degrees), e.g. for a clicked map point. */
export function toWgs84(lonLat: LonLat, datum: Datum): LonLat {
  if (datum === 'wgs84') return lonLat;
  const [lon, lat] = gcoord.transform(lonLat, gcoord.GCJ02, gcoord.WGS84);
  return [lon, lat];
}

/** Converts a basemap position (built in `from`) into the display datum. */
export function basemapToDisplay(lonLat: LonLat, from: Datum, datum: Datum): LonLat {
  if (from === datum) return lonLat;
  const source = from === 'gcj02' ? gcoord.GCJ02 : gcoord.WGS84;
  const target = datum === 'gcj02' ? gcoord.GCJ02 : gcoord.WGS84;
  const [lon, lat] = gcoord.transform(lonLat, source, target);
  return [lon, lat];
}
