import Feature from 'ol/Feature';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { FeatureLike } from 'ol/Feature';
import { decodeRegions, type EncodedBasemap, type Region } from '../basemap/decode-basemap';
import type { Datum } from '../types';

const LABEL_FONT = '12px "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif';

const countryStyle = new Style({ fill: new Fill({ color: '#eeeae1' }), stroke: new Stroke({ color: '#d2cab8', width: 0.8 }) });
const provinceStyle = new Style({ fill: new Fill({ color: '#fbf9f3' }), stroke: new Stroke({ color: '#c9b896', width: 1 }) });
const provinceOutline = new Style({ stroke: new Stroke({ color: 'rgba(120, 100, 60, 0.55)', width: 1 }) });

const labelStyles = new Map<string, Style>();
function labelStyle(feature: FeatureLike, resolution: number): Style | undefined {
  const kind = feature.get('kind') as string;
  if (kind === 'country' && resolution > 12000) return undefined;
  const name = feature.get('name') as string;
  let style = labelStyles.get(name);
  if (!style) {
    const color = kind === 'country' ? '#a59d8c' : '#7a6a4f';
    style = new Style({ text: new Text({ text: name, font: LABEL_FONT, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }) });
    labelStyles.set(name, style);
  }
  return style;
}

function regionFeatures(regions: Region[]): Feature[] {
  return regions.map(
    (r) => new Feature({ name: r.name, geometry: new MultiPolygon(r.polygons.map((p) => p.map((ring) => ring.map((c) => fromLonLat(c))))) }),
  );
}

function labelFeatures(regions: Region[], kind: string): Feature[] {
  return regions.map((r) => new Feature({ name: r.name, kind, geometry: new Point(fromLonLat(r.label)) }));
}

/** Loads the generated offline basemap (lazy chunk) and returns its layers in the display datum. */
export async function loadBoundaryLayers(datum: Datum, overTiles: boolean) {
  const basemap = (await import(/* webpackChunkName: "basemap" */ '../basemap/generated/china.json')).default as unknown as EncodedBasemap;
  const provinces = decodeRegions(basemap.provinces, basemap, datum);
  const provinceLayer = new VectorLayer({
    source: new VectorSource({ features: regionFeatures(provinces) }),
    style: overTiles ? provinceOutline : provinceStyle,
    zIndex: 2,
    properties: { name: 'provinces' },
  });
  if (overTiles) return [provinceLayer];
  const countries = decodeRegions(basemap.countries, basemap, datum);
  return [
    new VectorLayer({ source: new VectorSource({ features: regionFeatures(countries) }), style: countryStyle, zIndex: 1, properties: { name: 'countries' } }),
    provinceLayer,
    new VectorLayer({
      source: new VectorSource({ features: [...labelFeatures(provinces, 'province'), ...labelFeatures(countries, 'country')] }),
      style: labelStyle,
      declutter: true,
      zIndex: 3,
      properties: { name: 'labels' },
    }),
  ];
}

/** An XYZ tile layer for a configured tile URL template ({z}/{x}/{y}, optional {a-c} subdomains). */
export function tileLayer(url: string) {
  return new TileLayer({ source: new XYZ({ url, crossOrigin: 'anonymous' }), zIndex: 0, properties: { name: 'tiles' } });
}
