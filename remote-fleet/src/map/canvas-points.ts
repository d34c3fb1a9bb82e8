import type { FrameState } from 'ol/Map';
import Layer from 'ol/layer/Layer';
import { headingBucket } from '../domain/direction';
import type { VehicleStatus } from '../types';
import { HEADING_STEP, ICON_SIZE, SPRITE_ORDER } from './style-cache';
import { STATUS_COLOR } from '../domain/status';

/** The arrow outline of the map and legend icons (26 × 26 px box, pointing north). */
const ARROW_PATH = 'M13 2 L20 22.5 L13 17.6 L6 22.5 Z';

/**
 * Below this zoom level (about one province per screen) vehicles are drawn as status-coloured
 * dots instead of heading arrows: arrows of 26 px overlap there anyway, and one filled path per
 * status is several times cheaper than a drawImage per vehicle on a software-rendered canvas.
 */
export const DOT_ZOOM = 8;

/** Side of a dot, CSS px. */
const DOT_SIZE = 6;

/** Dots only for a large fleet: a few hundred arrows draw fast enough and say more. */
export const DOT_MIN_POINTS = 1000;

/** Number of heading buckets (360 / HEADING_STEP). */
const BUCKETS = Math.round(360 / HEADING_STEP);

/**
 * Dense store of the vehicle points: map coordinates (EPSG:3857 m), status index (SPRITE_ORDER) and
 * heading bucket (HEADING_STEP°) in typed arrays, indexed through `index` (carId → slot). Updating a
 * vehicle is four array writes; removing swaps the last slot in. Grows by doubling.
 */
export class PointStore {
  ids: string[] = [];
  x = new Float64Array(1024);
  y = new Float64Array(1024);
  status = new Uint8Array(1024);
  heading = new Uint8Array(1024);
  readonly index = new Map<string, number>();

  /** Number of points. */
  get size(): number {
    return this.ids.length;
  }

  /** Adds or moves `id` to (x, y) in EPSG:3857 metres with its status and heading (degrees clockwise from north). */
  set(id: string, x: number, y: number, status: VehicleStatus, headingDegrees: number): void {
    let i = this.index.get(id);
    if (i === undefined) {
      i = this.ids.length;
      if (i === this.x.length) this.grow();
      this.ids.push(id);
      this.index.set(id, i);
    }
    this.x[i] = x;
    this.y[i] = y;
    this.status[i] = Math.max(0, SPRITE_ORDER.indexOf(status));
    this.heading[i] = headingBucket(headingDegrees, HEADING_STEP);
  }

  /** Removes `id` (no-op when absent). */
  delete(id: string): void {
    const i = this.index.get(id);
    if (i === undefined) return;
    const last = this.ids.length - 1;
    if (i !== last) {
      const moved = this.ids[last];
      this.ids[i] = moved;
      this.x[i] = this.x[last];
      this.y[i] = this.y[last];
      this.status[i] = this.status[last];
      this.heading[i] = this.heading[last];
      this.index.set(moved, i);
    }
    this.ids.pop();
    this.index.delete(id);
  }

  /**
   * The id of the point nearest to (x, y) within `radius` metres (EPSG:3857), or null. A linear scan:
   * about 0.1 ms per 10,000 points.
   */
  nearest(x: number, y: number, radius: number): string | null {
    let best = -1;
    let bestD = radius * radius;
    for (let i = 0; i < this.ids.length; i += 1) {
      const dx = this.x[i] - x;
      const dy = this.y[i] - y;
      const d = dx * dx + dy * dy;
      if (d <= bestD) {
        bestD = d;
        best = i;
      }
    }
    return best < 0 ? null : this.ids[best];
  }

  private grow(): void {
    const n = this.x.length * 2;
    const grow64 = (a: Float64Array) => {
      const b = new Float64Array(n);
      b.set(a);
      return b;
    };
    const grow8 = (a: Uint8Array) => {
      const b = new Uint8Array(n);
      b.set(a);
      return b;
    };
    this.x = grow64(this.x);
    this.y = grow64(this.y);
    this.status = grow8(this.status);
    this.heading = grow8(this.heading);
  }
}

/**
 * Sprite atlas of every arrow: one row per status (SPRITE_ORDER, STATUS_COLOR fill, white outline),
 * one column per heading bucket, each `ICON_SIZE × pixelRatio` device pixels. Null without a 2D canvas.
 */
export function buildArrowAtlas(pixelRatio: number): HTMLCanvasElement | null {
  const cell = Math.ceil(ICON_SIZE * pixelRatio);
  const canvas = document.createElement('canvas');
  canvas.width = cell * BUCKETS;
  canvas.height = cell * SPRITE_ORDER.length;
  const ctx = canvas.getContext('2d');
  if (!ctx || typeof Path2D === 'undefined') return null;
  const path = new Path2D(ARROW_PATH);
  SPRITE_ORDER.forEach((status, row) => {
    for (let b = 0; b < BUCKETS; b += 1) {
      ctx.setTransform(pixelRatio, 0, 0, pixelRatio, b * cell, row * cell);
      ctx.translate(ICON_SIZE / 2, ICON_SIZE / 2);
      ctx.rotate((b * HEADING_STEP * Math.PI) / 180);
      ctx.translate(-ICON_SIZE / 2, -ICON_SIZE / 2);
      ctx.fillStyle = STATUS_COLOR[status];
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 1.6;
      ctx.lineJoin = 'round';
      ctx.fill(path);
      ctx.stroke(path);
    }
  });
  return canvas;
}

/**
 * OpenLayers layer that blits every point of a PointStore from the arrow atlas onto its own 2D
 * canvas (one drawImage per visible vehicle, no per-feature style or hit-detection work): the fast
 * CPU renderer for browsers without hardware WebGL (e.g. headless chromium --disable-gpu, where
 * WebGL runs on SwiftShader). Call `changed()` after updating the store to redraw.
 */
export class CanvasPointsLayer extends Layer {
  private readonly canvas: HTMLCanvasElement;

  constructor(
    readonly points: PointStore,
    options: { zIndex?: number; properties?: Record<string, unknown> } = {},
  ) {
    super({ zIndex: options.zIndex, properties: options.properties });
    this.canvas = document.createElement('canvas');
    this.canvas.style.position = 'absolute';
    this.canvas.style.left = '0';
    this.canvas.style.top = '0';
    this.canvas.style.width = '100%';
    this.canvas.style.height = '100%';
    this.canvas.style.pointerEvents = 'none';
  }

  private atlas: HTMLCanvasElement | ImageBitmap | null = null;
  private atlasRatio = 0;

  /**
   * Draws the visible points for `frameState` (one drawImage per vehicle from the arrow atlas, an
   * ImageBitmap once converted: drawImage from a canvas snapshots it on every call); returns the
   * canvas (OpenLayers custom layer render hook).
   */
  override render(frameState: FrameState | null): HTMLElement {
    const canvas = this.canvas;
    if (!frameState) return canvas;
    const ratio = frameState.pixelRatio;
    const width = Math.round(frameState.size[0] * ratio);
    const height = Math.round(frameState.size[1] * ratio);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return canvas;
    if (!this.atlas || this.atlasRatio !== ratio) {
      const atlas = buildArrowAtlas(ratio);
      this.atlas = atlas;
      this.atlasRatio = ratio;
      if (atlas && typeof createImageBitmap === 'function') {
        createImageBitmap(atlas).then(
          (bitmap) => {
            if (this.atlas !== atlas) return bitmap.close();
            this.atlas = bitmap;
            this.changed();
          },
          () => undefined,
        );
      }
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const atlas = this.atlas;
    if (!atlas) return canvas;
    canvas.style.opacity = String(this.getOpacity());
    const t = frameState.coordinateToPixelTransform; // map coordinate → CSS px: [a, b, c, d, e, f]
    if (frameState.viewState.zoom < DOT_ZOOM && this.points.size >= DOT_MIN_POINTS) {
      this.renderDots(ctx, t, ratio, width, height);
      return canvas;
    }
    const cell = Math.ceil(ICON_SIZE * ratio);
    const half = cell / 2;
    const { x, y, status, heading } = this.points;
    const n = this.points.size;
    for (let i = 0; i < n; i += 1) {
      const px = (t[0] * x[i] + t[2] * y[i] + t[4]) * ratio;
      const py = (t[1] * x[i] + t[3] * y[i] + t[5]) * ratio;
      if (px < -half || py < -half || px > width + half || py > height + half) continue;
      ctx.drawImage(atlas, heading[i] * cell, status[i] * cell, cell, cell, Math.round(px - half), Math.round(py - half), cell, cell);
    }
    return canvas;
  }

  /** Dots: one path per status (SPRITE_ORDER, later statuses on top), DOT_SIZE px squares with a white edge. */
  private renderDots(ctx: CanvasRenderingContext2D, t: number[], ratio: number, width: number, height: number): void {
    const size = Math.round(DOT_SIZE * ratio);
    const half = size / 2;
    const { x, y, status } = this.points;
    const n = this.points.size;
    ctx.lineWidth = ratio;
    ctx.strokeStyle = '#ffffff';
    SPRITE_ORDER.forEach((name, row) => {
      ctx.beginPath();
      let any = false;
      for (let i = 0; i < n; i += 1) {
        if (status[i] !== row) continue;
        const px = (t[0] * x[i] + t[2] * y[i] + t[4]) * ratio;
        const py = (t[1] * x[i] + t[3] * y[i] + t[5]) * ratio;
        if (px < -half || py < -half || px > width + half || py > height + half) continue;
        ctx.rect(Math.round(px - half), Math.round(py - half), size, size);
        any = true;
      }
      if (!any) return;
      ctx.fillStyle = STATUS_COLOR[name];
      ctx.fill();
      ctx.stroke();
    });
  }
}
