import { basemapToDisplay, displayDatum, isValidLonLat, toDisplay, toWgs84 } from '../src/domain/datum';

describe('display datum', () => {
  it('is GCJ-02 only for a configured GCJ-02 tile URL', () => {
    expect(displayDatum(undefined)).toBe('wgs84');
    expect(displayDatum({ tileUrl: null, tileDatum: 'gcj02' })).toBe('wgs84');
    expect(displayDatum({ tileUrl: 'https://t/{z}/{x}/{y}.png', tileDatum: 'wgs84' })).toBe('wgs84');
    expect(displayDatum({ tileUrl: 'https://t/{z}/{x}/{y}.png', tileDatum: 'gcj02' })).toBe('gcj02');
  });

  it('leaves WGS-84 untouched and offsets into GCJ-02 inside China', () => {
    const tiananmen: [number, number] = [116.391311, 39.907283];
    expect(toDisplay(tiananmen, 'wgs84')).toBe(tiananmen);
    const [lon, lat] = toDisplay(tiananmen, 'gcj02');
    expect(lon - tiananmen[0]).toBeGreaterThan(0.004);
    expect(lon - tiananmen[0]).toBeLessThan(0.008);
    expect(lat - tiananmen[1]).toBeGreaterThan(0.0005);
    expect(lat - tiananmen[1]).toBeLessThan(0.003);
  });

  it('round-trips WGS-84 → GCJ-02 → WGS-84 within a metre', () => {
    const p: [number, number] = [121.4737, 31.2304];
    const back = toWgs84(toDisplay(p, 'gcj02'), 'gcj02');
    expect(Math.abs(back[0] - p[0])).toBeLessThan(1e-5);
    expect(Math.abs(back[1] - p[1])).toBeLessThan(1e-5);
  });

  it('does not offset outside China', () => {
    expect(toDisplay([2.35, 48.85], 'gcj02')).toEqual([2.35, 48.85]);
  });

  it('converts basemap coordinates between datums', () => {
    const p: [number, number] = [113.2644, 23.1291];
    expect(basemapToDisplay(p, 'wgs84', 'wgs84')).toBe(p);
    expect(basemapToDisplay(basemapToDisplay(p, 'wgs84', 'gcj02'), 'gcj02', 'wgs84')[0]).toBeCloseTo(p[0], 5);
  });

  it('validates positions', () => {
    expect(isValidLonLat(116.4, 39.9)).toBe(true);
    expect(isValidLonLat(0, 0)).toBe(false);
    expect(isValidLonLat(NaN, 39)).toBe(false);
    expect(isValidLonLat(200, 39)).toBe(false);
    expect(isValidLonLat(null, 39)).toBe(false);
  });
});
