import { toLonLat } from 'ol/proj';
import VectorLayer from 'ol/layer/Vector';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import { CanvasPointsLayer, PointStore } from '../src/map/canvas-points';
import { HEADING_STEP, SPRITE_ORDER } from '../src/map/style-cache';
import { projectVehicle, rendererOverride, SOFTWARE_WEBGL, VehicleLayer, webglAvailable } from '../src/map/vehicle-layer';
import { vehicle } from './fixtures';

describe('VehicleLayer', () => {
  it('keeps one slot per vehicle and updates it in place (canvas renderer)', () => {
    const layer = new VehicleLayer('wgs84');
    expect(layer.renderer).toBe('canvas');
    const fleet = Array.from({ length: 2000 }, (_, i) => vehicle({ carId: `v${i}`, lon: 100 + i / 100, lat: 30 }));
    layer.apply({ replaced: true, items: fleet });
    expect(layer.size).toBe(2000);
    expect(layer.source.getFeatures()).toHaveLength(0);
    let redraws = 0;
    layer.layer.on('change', () => (redraws += 1));
    layer.apply({ replaced: false, items: [vehicle({ carId: 'v7', lon: 110, lat: 31, status: 'alarm', direction: 90 })] });
    expect(redraws).toBe(1);
    const i = layer.points.index.get('v7')!;
    expect(SPRITE_ORDER[layer.points.status[i]]).toBe('alarm');
    expect(layer.points.heading[i] * HEADING_STEP).toBe(90);
    const [lon, lat] = toLonLat(layer.coordinateOf('v7')!);
    expect(lon).toBeCloseTo(110, 6);
    expect(lat).toBeCloseTo(31, 6);
    expect(layer.size).toBe(2000);
  });

  it('drops vehicles missing from a new snapshot and those without a position', () => {
    for (const renderer of ['canvas', 'webgl'] as const) {
      const layer = new VehicleLayer('wgs84', { renderer });
      layer.apply({ replaced: true, items: [vehicle({ carId: 'a' }), vehicle({ carId: 'b' })] });
      layer.apply({ replaced: true, items: [vehicle({ carId: 'b' }), vehicle({ carId: 'c', lon: 0, lat: 0 })] });
      expect(layer.points.ids).toEqual(['b']);
      if (renderer === 'webgl') expect(layer.source.getFeatures().map((f) => f.getId())).toEqual(['b']);
      layer.apply({ replaced: false, items: [vehicle({ carId: 'b', lon: NaN })] });
      expect(layer.size).toBe(0);
      expect(layer.source.getFeatures()).toHaveLength(0);
    }
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

describe('VehicleLayer renderers', () => {
  afterEach(() => localStorage.removeItem('FLEET_RENDERER'));

  it('falls back to the canvas layer where WebGL is unavailable (jsdom)', () => {
    expect(webglAvailable()).toBe(false);
    const layer = new VehicleLayer('wgs84');
    expect(layer.renderer).toBe('canvas');
    expect(layer.layer).toBeInstanceOf(CanvasPointsLayer);
    expect(layer.layer.get('renderer')).toBe('canvas');
    expect(layer.selectionLayer).toBeInstanceOf(VectorLayer);
  });

  it('honours the FLEET_RENDERER override and an explicit renderer', () => {
    localStorage.setItem('FLEET_RENDERER', 'webgl');
    expect(rendererOverride()).toBe('webgl');
    expect(new VehicleLayer('wgs84').renderer).toBe('webgl');
    localStorage.setItem('FLEET_RENDERER', 'bogus');
    expect(rendererOverride()).toBeNull();
    expect(new VehicleLayer('wgs84', { renderer: 'webgl' }).layer).toBeInstanceOf(WebGLVectorLayer);
  });

  it('feeds the WebGL layer the status and direction its style expressions read, in place', () => {
    const layer = new VehicleLayer('wgs84', { renderer: 'webgl' });
    expect(layer.layers).toEqual([layer.layer, layer.selectionLayer]);
    const fleet = Array.from({ length: 10_000 }, (_, i) => vehicle({ carId: `v${i}`, lon: 100 + (i % 100) / 10, lat: 25 + i / 1000 }));
    layer.apply({ replaced: true, items: fleet });
    const feature = layer.source.getFeatureById('v42')!;
    let changes = 0;
    layer.source.on('changefeature', () => (changes += 1));
    const moved = fleet.map((v) => ({ ...v, lon: v.lon + 0.01, status: 'parked' as const, direction: 270 }));
    layer.apply({ replaced: false, items: moved });
    expect(layer.source.getFeatureById('v42')).toBe(feature);
    expect(feature.get('status')).toBe('parked');
    expect(feature.get('direction')).toBe(270);
    expect(toLonLat(feature.getGeometry()!.getCoordinates())[0]).toBeCloseTo(fleet[42].lon + 0.01, 6);
    // one change event per vehicle per batch: the renderer re-reads each feature once
    expect(changes).toBe(10_000);
    expect(layer.source.getFeatures()).toHaveLength(10_000);
  });

  it('draws the selected vehicle on the selection layer and follows it', () => {
    const layer = new VehicleLayer('wgs84', { renderer: 'webgl' });
    layer.apply({ replaced: true, items: [vehicle({ carId: 'a', carNum: '粤B1' }), vehicle({ carId: 'b', carNum: '粤B2', lon: 113, lat: 23 })] });
    const selection = () => layer.selectionLayer.getSource()!.getFeatures();
    expect(selection()).toHaveLength(0);
    layer.setSelected('b');
    expect(layer.selected).toBe('b');
    expect(selection()).toHaveLength(1);
    expect(selection()[0].get('carNum')).toBe('粤B2');
    layer.apply({ replaced: false, items: [vehicle({ carId: 'b', carNum: '粤B2', lon: 114, lat: 22.5, status: 'alarm', direction: 180 })] });
    const [lon, lat] = toLonLat(selection()[0].getGeometry()!.getCoordinates());
    expect(lon).toBeCloseTo(114, 6);
    expect(lat).toBeCloseTo(22.5, 6);
    expect(selection()[0].get('status')).toBe('alarm');
    // the selected vehicle leaves the snapshot: its marker goes too
    layer.apply({ replaced: true, items: [vehicle({ carId: 'a', carNum: '粤B1' })] });
    expect(selection()).toHaveLength(0);
    layer.setSelected(null);
    expect(layer.selected).toBeNull();
  });
});

describe('PointStore and click hit-testing', () => {
  it('adds, moves and swap-removes points, growing past its initial capacity', () => {
    const store = new PointStore();
    for (let i = 0; i < 3000; i += 1) store.set(`p${i}`, i, -i, 'moving', i % 360);
    expect(store.size).toBe(3000);
    store.set('p5', 1e6, 2e6, 'offline', 181);
    expect(store.size).toBe(3000);
    store.delete('p0');
    expect(store.size).toBe(2999);
    expect(store.index.has('p0')).toBe(false);
    const i = store.index.get('p2999')!;
    expect(i).toBe(0); // the last one moved into the freed slot
    expect([store.x[i], store.y[i]]).toEqual([2999, -2999]);
    const j = store.index.get('p5')!;
    expect([store.x[j], store.y[j], SPRITE_ORDER[store.status[j]], store.heading[j]]).toEqual([1e6, 2e6, 'offline', 12]);
    store.delete('nope');
    expect(store.size).toBe(2999);
  });

  it('finds the nearest point within the radius only', () => {
    const store = new PointStore();
    store.set('a', 0, 0, 'moving', 0);
    store.set('b', 100, 0, 'parked', 0);
    expect(store.nearest(30, 0, 50)).toBe('a');
    expect(store.nearest(70, 0, 50)).toBe('b');
    expect(store.nearest(50, 200, 50)).toBeNull();
  });

  it('selects the arrow under a click pixel at the map resolution', () => {
    const layer = new VehicleLayer('wgs84');
    layer.apply({ replaced: true, items: [vehicle({ carId: 'a', lon: 116, lat: 40 }), vehicle({ carId: 'b', lon: 117, lat: 40 })] });
    const at = layer.coordinateOf('a')!;
    const resolution = 100; // m per px
    const map = {
      getCoordinateFromPixel: ([px, py]: number[]) => [at[0] + (px - 500) * resolution, at[1] - (py - 400) * resolution],
      getView: () => ({ getResolution: () => resolution }),
    } as unknown as Parameters<VehicleLayer['idAtPixel']>[0];
    expect(layer.idAtPixel(map, [500, 400])).toBe('a');
    expect(layer.idAtPixel(map, [516, 400])).toBe('a'); // icon radius 13 px + 4 px tolerance
    expect(layer.idAtPixel(map, [520, 400])).toBeNull();
  });

  it('recognises software WebGL renderers', () => {
    expect(SOFTWARE_WEBGL.test('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(SOFTWARE_WEBGL.test('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(SOFTWARE_WEBGL.test('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)')).toBe(false);
  });
});
