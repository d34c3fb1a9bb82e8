import { basemapToDisplay, type LonLat } from '../domain/datum';
import type { Datum } from '../types';

/** One encoded region of the generated basemap (see scripts/build-basemap.mjs). */
export interface EncodedRegion {
  name: string;
  label: LonLat;
  polygons: number[][][];
}

/** The generated basemap file: boundaries in `datum`, ring coordinates in 1/scale degrees, delta-encoded. */
export interface EncodedBasemap {
  datum: Datum;
  scale: number;
  provinces: EncodedRegion[];
  countries: EncodedRegion[];
}

/** A decoded region: polygons of rings of [lon, lat] degrees in the display datum. */
export interface Region {
  name: string;
  label: LonLat;
  polygons: LonLat[][][];
}

/** Decodes one delta-encoded ring into [lon, lat] degrees, converted from datum `from` to `datum`. */
export function decodeRing(flat: number[], scale: number, from: Datum, datum: Datum): LonLat[] {
  const ring: LonLat[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    x += flat[i];
    y += flat[i + 1];
    ring.push(basemapToDisplay([x / scale, y / scale], from, datum));
  }
  return ring;
}

/** Decodes the regions of a basemap into the display datum. */
export function decodeRegions(regions: EncodedRegion[], basemap: Pick<EncodedBasemap, 'scale' | 'datum'>, datum: Datum): Region[] {
  return regions.map((r) => ({
    name: r.name,
    label: basemapToDisplay(r.label, basemap.datum, datum),
    polygons: r.polygons.map((polygon) => polygon.map((ring) => decodeRing(ring, basemap.scale, basemap.datum, datum))),
  }));
}
