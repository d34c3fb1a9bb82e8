import { toLonLat } from 'ol/proj';
import { projectVehicle, VehicleLayer } from '../src/map/vehicle-layer';
import { vehicle } from './fixtures';

describe('VehicleLayer', () => {
  it('keeps one feature per vehicle and updates it in place', () => {
    const layer = new VehicleLayer('wgs84');
    const fleet = Array.from({ length: 2000 }, (_, i) => vehicle({ carId: `v${i}`, lon: 100 + i / 100, lat: 30 }));
    layer.apply({ replaced: true, items: fleet });
    expect(layer.size).toBe(2000);
    expect(layer.source.getFeatures()).toHaveLength(2000);
    const before = layer.source.getFeatureById('v7')!;
    layer.apply({ replaced: false, items: [vehicle({ carId: 'v7', lon: 110, lat: 31, status: 'alarm', direction: 90 })] });
    const after = layer.source.getFeatureById('v7')!;
    expect(after).toBe(before);
    expect(after.get('status')).toBe('alarm');
    expect(after.get('direction')).toBe(90);
    const [lon, lat] = toLonLat(after.getGeometry()!.getCoordinates());
    expect(lon).toBeCloseTo(110, 6);
    expect(lat).toBeCloseTo(31, 6);
    expect(layer.source.getFeatures()).toHaveLength(2000);
  });

  it('drops vehicles missing from a new snapshot and those without a position', () => {
    const layer = new VehicleLayer('wgs84');
    layer.apply({ replaced: true, items: [vehicle({ carId: 'a' }), vehicle({ carId: 'b' })] });
    layer.apply({ replaced: true, items: [vehicle({ carId: 'b' }), vehicle({ carId: 'c', lon: 0, lat: 0 })] });
    expect(layer.source.getFeatures().map((f) => f.getId())).toEqual(['b']);
    layer.apply({ replaced: false, items: [vehicle({ carId: 'b', lon: NaN })] });
    expect(layer.size).toBe(0);
  });

  it('projects in the display datum and reports selected coordinates', () => {
    const p = vehicle({ lon: 116.391311, lat: 39.907283 });
    const wgs = toLonLat(projectVehicle(p, 'wgs84')!);
    const gcj = toLonLat(projectVehicle(p, 'gcj02')!);
    expect(wgs[0]).toBeCloseTo(116.391311, 6);
    expect(gcj[0] - wgs[0]).toBeGreaterThan(0.004);
    const layer = new VehicleLayer('gcj02');
    layer.apply({ replaced: true, items: [p] });
    layer.setSelected('c1');
    expect(toLonLat(layer.coordinateOf('c1')!)[0]).toBeCloseTo(gcj[0], 6);
    expect(layer.coordinateOf('nope')).toBeUndefined();
  });
});
