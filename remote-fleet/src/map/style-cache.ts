import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { FlatStyle } from 'ol/style/flat';
import { headingBucket } from '../domain/direction';
import { STATUS_COLOR, asStatus } from '../domain/status';
import type { VehicleStatus } from '../types';

/** Width of a heading bucket in degrees: arrows are drawn rotated to the nearest multiple. */
export const HEADING_STEP = 15;

/** Pixel size of the (square) vehicle icon. */
export const ICON_SIZE = 26;

/**
 * SVG (data URI) of a navigation arrow filled with `color`, already rotated `degrees` clockwise from
 * north: baking the heading into the image lets the canvas blit it without a per-vehicle rotation.
 */
export function arrowIconSrc(color: string, degrees = 0): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 26 26">` +
    `<path transform="rotate(${degrees} 13 13)" d="M13 2 L20 22.5 L13 17.6 L6 22.5 Z" fill="${color}" stroke="#ffffff" stroke-width="1.6" stroke-linejoin="round"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Cache key of a vehicle style: status and heading bucket. */
export function styleKey(status: VehicleStatus, headingDegrees: number): string {
  return `${status}:${headingBucket(headingDegrees, HEADING_STEP)}`;
}

const cache = new Map<string, Style>();

/** The shared style of a vehicle arrow for (status, heading bucket); created once, then reused by every feature. */
export function vehicleStyle(status: unknown, headingDegrees: number): Style {
  const s = asStatus(status);
  const key = styleKey(s, headingDegrees);
  let style = cache.get(key);
  if (!style) {
    const degrees = headingBucket(headingDegrees, HEADING_STEP) * HEADING_STEP;
    style = new Style({ image: new Icon({ src: arrowIconSrc(STATUS_COLOR[s], degrees), width: ICON_SIZE, height: ICON_SIZE }) });
    cache.set(key, style);
  }
  return style;
}

/** Number of cached vehicle styles (at most 4 statuses × 24 buckets). */
export function styleCacheSize(): number {
  return cache.size;
}

let selection: { key: string; styles: Style[] } | null = null;

/** Halo, arrow and plate label of the selected vehicle, drawn above the others; cached for the last (status, heading, plate). */
export function selectionStyles(status: unknown, headingDegrees: number, carNum: string): Style[] {
  const s = asStatus(status);
  const key = `${styleKey(s, headingDegrees)}:${carNum}`;
  if (selection?.key !== key) {
    const color = STATUS_COLOR[s];
    const arrow = vehicleStyle(s, headingDegrees).clone();
    arrow.setZIndex(1001);
    selection = {
      key,
      styles: [
        new Style({ zIndex: 1000, image: new CircleStyle({ radius: 17, fill: new Fill({ color: `${color}33` }), stroke: new Stroke({ color, width: 2 }) }) }),
        arrow,
        new Style({
          zIndex: 1002,
          text: new Text({
            text: carNum,
            offsetY: -28,
            font: '600 12px "PingFang SC","Microsoft YaHei",sans-serif',
            fill: new Fill({ color: '#ffffff' }),
            backgroundFill: new Fill({ color }),
            padding: [2, 6, 2, 6],
          }),
        }),
      ],
    };
  }
  return selection.styles;
}

/**
 * Status order of the arrows in the WebGL sprite (left to right, ICON_SIZE px each). Index i of a
 * status is its column: the sprite is sampled at x = i × ICON_SIZE.
 */
export const SPRITE_ORDER: readonly VehicleStatus[] = ['moving', 'parked', 'offline', 'alarm'];

/**
 * SVG (data URI) sprite of the four status arrows pointing north, side by side in SPRITE_ORDER
 * (width 4 × ICON_SIZE px, height ICON_SIZE px): one texture for the whole WebGL vehicle layer.
 */
export function arrowSpriteSrc(): string {
  const arrows = SPRITE_ORDER.map(
    (s, i) =>
      `<path transform="translate(${i * ICON_SIZE} 0)" d="M13 2 L20 22.5 L13 17.6 L6 22.5 Z" fill="${STATUS_COLOR[s]}" stroke="#ffffff" stroke-width="1.6" stroke-linejoin="round"/>`,
  ).join('');
  const width = ICON_SIZE * SPRITE_ORDER.length;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${ICON_SIZE}" viewBox="0 0 ${width} ${ICON_SIZE}">${arrows}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * OpenLayers flat style of the WebGL vehicle layer: one arrow per vehicle from the status sprite
 * (the `status` property picks the sprite column via a match expression, unknown values show as
 * offline grey) rotated by the `direction` property (degrees clockwise from north, JT/T 808 0x0200
 * 方向 0-359) converted to radians on the GPU. Colours are STATUS_COLOR (same as the legend).
 */
export function webglVehicleStyle(): FlatStyle {
  const offset: unknown[] = ['match', ['get', 'status']];
  SPRITE_ORDER.forEach((s, i) => offset.push(s, [i * ICON_SIZE, 0]));
  offset.push([SPRITE_ORDER.indexOf('offline') * ICON_SIZE, 0]);
  return {
    'icon-src': arrowSpriteSrc(),
    'icon-size': [ICON_SIZE, ICON_SIZE],
    'icon-offset': offset as FlatStyle['icon-offset'],
    'icon-rotation': ['*', ['get', 'direction'], Math.PI / 180],
    'icon-rotate-with-view': false,
  };
}
