import Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import type OlMap from 'ol/Map';
import type { Coordinate } from 'ol/coordinate';
import type { Pixel } from 'ol/pixel';
import Point from 'ol/geom/Point';
import type BaseLayer from 'ol/layer/Base';
import VectorLayer from 'ol/layer/Vector';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { isValidLonLat, toDisplay } from '../domain/datum';
import type { LiveChange } from '../domain/live-state';
import type { Datum, VehicleState } from '../types';
import { CanvasPointsLayer, PointStore } from './canvas-points';
import { HEADING_STEP, ICON_SIZE, SPRITE_ORDER, selectionStyles, webglVehicleStyle } from './style-cache';

/** Projects a WGS-84 vehicle position to map coordinates (EPSG:3857) in the display datum; null when it has none. */
export function projectVehicle(v: Pick<VehicleState, 'lon' | 'lat'>, datum: Datum): Coordinate | null {
  if (!isValidLonLat(v.lon, v.lat)) return null;
  return fromLonLat(toDisplay([v.lon, v.lat], datum));
}

/** How the vehicle points are drawn: WebGL (GPU, SwiftShader without one) or the 2D canvas fallback. */
export type VehicleRenderer = 'webgl' | 'canvas';

/** Renderer strings of software WebGL (no GPU): SwiftShader, Mesa llvmpipe / softpipe, Microsoft Basic Render. */
export const SOFTWARE_WEBGL = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * What WebGL this browser offers: null when it gives no context (jsdom, WebGL disabled by policy),
 * else the renderer string and whether it is a software rasteriser (SOFTWARE_WEBGL), which draws
 * 10,000 icons far slower than the 2D canvas path (measured: ~500 ms a frame with SwiftShader in
 * headless chromium --disable-gpu on 2 cores, README performance).
 */
export function webglInfo(): { renderer: string; software: boolean } | null {
  if (typeof document === 'undefined' || typeof window === 'undefined' || !('WebGLRenderingContext' in window)) return null;
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return null;
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { renderer, software: SOFTWARE_WEBGL.test(renderer) };
  } catch {
    return null;
  }
}

/** Whether this browser has hardware WebGL (a context that is not a software rasteriser). */
export function webglAvailable(): boolean {
  const info = webglInfo();
  return Boolean(info && !info.software);
}

/**
 * Renderer forced through `localStorage.FLEET_RENDERER` ('webgl' | 'canvas'; used by the benchmark
 * to compare both), else null.
 */
export function rendererOverride(): VehicleRenderer | null {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem('FLEET_RENDERER');
    return value === 'webgl' || value === 'canvas' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Options of a VehicleLayer: 'auto' (default) picks the FLEET_RENDERER override, else WebGL when
 * available, else the canvas layer.
 */
export interface VehicleLayerOptions {
  renderer?: VehicleRenderer | 'auto';
}

type PointsLayer = WebGLVectorLayer<VectorSource<Feature<Point>>> | CanvasPointsLayer;

/**
 * The live vehicles of a fleet map, updated in place per batch (DESIGN §4: batched updates, no
 * feature re-creation). Every vehicle has a slot in a typed-array PointStore (coordinates EPSG:3857
 * m, status, heading bucket), which also answers clicks (`idAtPixel`, nearest arrow within the icon
 * radius). Drawn by
 * - 'webgl': an OpenLayers WebGLVectorLayer over one Feature per vehicle (id = carId; properties
 *   set silently, the point moved), styled by `webglVehicleStyle` (status sprite, rotation from
 *   direction); chosen when the browser has hardware WebGL;
 * - 'canvas': CanvasPointsLayer, one drawImage per visible vehicle from a pre-rotated arrow atlas;
 *   chosen without WebGL or with a software one (SwiftShader), where it is the faster of the two.
 * The selected vehicle gets its halo, arrow and plate label on a small canvas layer above.
 */
export class VehicleLayer {
  /** The vehicle features ('webgl' only; empty with 'canvas'). */
  readonly source = new VectorSource<Feature<Point>>({ useSpatialIndex: false });
  /** The points layer. */
  readonly layer: PointsLayer;
  /** The selected vehicle's halo, arrow and plate label, drawn above the points. */
  readonly selectionLayer: VectorLayer<VectorSource<Feature<Point>>>;
  /** The renderer in use. */
  readonly renderer: VehicleRenderer;
  /** Every drawn vehicle's position, status and heading. */
  readonly points = new PointStore();
  private readonly selectionSource = new VectorSource<Feature<Point>>({ useSpatialIndex: false });
  private readonly selectionFeature = new Feature<Point>();
  private readonly features = new Map<string, Feature<Point>>();
  private readonly carNums = new Map<string, string>();
  private selectedId: string | null = null;

  constructor(
    private readonly datum: Datum,
    options: VehicleLayerOptions = {},
  ) {
    const wanted = options.renderer ?? 'auto';
    this.renderer = wanted === 'auto' ? (rendererOverride() ?? (webglAvailable() ? 'webgl' : 'canvas')) : wanted;
    const properties = { name: 'vehicles', renderer: this.renderer };
    this.layer =
      this.renderer === 'webgl'
        ? new WebGLVectorLayer({ source: this.source, style: webglVehicleStyle(), zIndex: 10, properties, disableHitDetection: true })
        : new CanvasPointsLayer(this.points, { zIndex: 10, properties });
    this.selectionLayer = new VectorLayer({
      source: this.selectionSource,
      style: this.selectionStyle,
      zIndex: 11,
      properties: { name: 'vehicle-selection' },
    });
  }

  /** Both layers, bottom first, to add to the map. */
  get layers(): BaseLayer[] {
    return [this.layer, this.selectionLayer];
  }

  private selectionStyle = (feature: FeatureLike) =>
    selectionStyles(feature.get('status'), feature.get('direction') as number, feature.get('carNum') as string);

  private remove(id: string): void {
    this.points.delete(id);
    this.carNums.delete(id);
    const feature = this.features.get(id);
    if (feature) {
      this.source.removeFeature(feature);
      this.features.delete(id);
    }
  }

  /**
   * Applies one live change: a replacement drops vehicles no longer present; every item is added or
   * moved in place; an item without a valid WGS-84 position is removed from the map. One redraw
   * follows per call.
   */
  apply(change: LiveChange): void {
    if (change.replaced) {
      const keep = new Set(change.items.map((v) => v.carId));
      for (const id of [...this.points.ids]) if (!keep.has(id)) this.remove(id);
    }
    const webgl = this.renderer === 'webgl';
    const added: Feature<Point>[] = [];
    let selected: VehicleState | undefined;
    for (const v of change.items) {
      if (v.carId === this.selectedId) selected = v;
      const coordinate = projectVehicle(v, this.datum);
      if (!coordinate) {
        this.remove(v.carId);
        continue;
      }
      this.points.set(v.carId, coordinate[0], coordinate[1], v.status, v.direction);
      this.carNums.set(v.carId, v.carNum);
      if (!webgl) continue;
      const feature = this.features.get(v.carId);
      if (feature) {
        // silent property writes; the coordinate write fires the one change event the renderer listens to
        feature.set('status', v.status, true);
        feature.set('direction', v.direction, true);
        feature.set('carNum', v.carNum, true);
        feature.getGeometry()!.setCoordinates(coordinate);
      } else {
        const created = new Feature<Point>({ geometry: new Point(coordinate), status: v.status, direction: v.direction, carNum: v.carNum });
        created.setId(v.carId);
        this.features.set(v.carId, created);
        added.push(created);
      }
    }
    if (added.length) this.source.addFeatures(added);
    if (!webgl) this.layer.changed();
    if (this.selectedId && (selected || change.replaced)) this.syncSelection(selected);
  }

  /** Marks the selected vehicle (drawn with halo and plate on the selection layer), or none. */
  setSelected(carId: string | null): void {
    if (carId === this.selectedId) return;
    this.selectedId = carId;
    this.syncSelection();
  }

  /** The carId selected, or null. */
  get selected(): string | null {
    return this.selectedId;
  }

  private syncSelection(state?: VehicleState): void {
    const i = this.selectedId ? this.points.index.get(this.selectedId) : undefined;
    if (i === undefined) {
      if (this.selectionSource.getFeatures().length) this.selectionSource.clear(true);
      this.selectionSource.changed();
      return;
    }
    const target = this.selectionFeature;
    const status = state?.status ?? SPRITE_ORDER[this.points.status[i]];
    const direction = state?.direction ?? this.points.heading[i] * HEADING_STEP;
    target.setProperties({ status, direction, carNum: this.carNums.get(this.selectedId!) ?? '' }, true);
    const coordinate = [this.points.x[i], this.points.y[i]];
    const geometry = target.getGeometry();
    if (geometry) geometry.setCoordinates(coordinate);
    else target.setGeometry(new Point(coordinate));
    target.changed();
    if (!this.selectionSource.hasFeature(target)) this.selectionSource.addFeature(target);
  }

  /**
   * The carId of the vehicle arrow under `pixel` (CSS px of the map viewport), the nearest within the
   * icon radius plus `tolerance` px; null when none. Works the same for both renderers.
   */
  idAtPixel(map: OlMap, pixel: Pixel, tolerance = 4): string | null {
    const coordinate = map.getCoordinateFromPixel(pixel);
    const resolution = map.getView().getResolution();
    if (!coordinate || !resolution) return null;
    return this.points.nearest(coordinate[0], coordinate[1], (ICON_SIZE / 2 + tolerance) * resolution);
  }

  /** Map coordinate of a vehicle (EPSG:3857 metres), if drawn. */
  coordinateOf(carId: string): Coordinate | undefined {
    const i = this.points.index.get(carId);
    return i === undefined ? undefined : [this.points.x[i], this.points.y[i]];
  }

  /** Number of vehicles drawn. */
  get size(): number {
    return this.points.size;
  }
}
