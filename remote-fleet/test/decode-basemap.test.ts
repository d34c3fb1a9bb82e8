import { decodeRegions, decodeRing } from '../src/basemap/decode-basemap';

describe('basemap decoding', () => {
  it('decodes delta-encoded rings in 1/scale degrees', () => {
    expect(decodeRing([116000, 39000, 1000, 0, 0, 1000, -1000, -1000], 1000, 'wgs84', 'wgs84')).toEqual([
      [116, 39],
      [117, 39],
      [117, 40],
      [116, 39],
    ]);
  });

  it('converts regions into GCJ-02 when the map displays GCJ-02', () => {
    const basemap = { datum: 'wgs84' as const, scale: 1000 };
    const [region] = decodeRegions([{ name: '北京市', label: [116.4, 39.9], polygons: [[[116000, 39000, 1000, 0, 0, 1000, -1000, -1000]]] }], basemap, 'gcj02');
    expect(region.name).toBe('北京市');
    expect(region.label[0]).toBeGreaterThan(116.4);
    expect(region.polygons[0][0]).toHaveLength(4);
    expect(region.polygons[0][0][0][0]).toBeGreaterThan(116);
  });
});
