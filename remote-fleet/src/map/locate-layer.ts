import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import type { Coordinate } from 'ol/coordinate';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { isValidLonLat, toDisplay } from '../domain/datum';
import type { Datum } from '../types';

/** Zoom the map goes to when locating a point (street level). */
export const LOCATE_ZOOM = 15;

const MARKER_STYLE = [
  new Style({ image: new CircleStyle({ radius: 14, fill: new Fill({ color: 'rgba(245, 34, 45, 0.18)' }) }) }),
  new Style({ image: new CircleStyle({ radius: 6, fill: new Fill({ color: '#f5222d' }), stroke: new Stroke({ color: '#fff', width: 2 }) }) }),
];

/** Map coordinate (EPSG:3857, in the display datum) of a WGS-84 point in degrees; null when not a usable position. */
export function projectLocate(lon: number, lat: number, datum: Datum): Coordinate | null {
  if (!isValidLonLat(lon, lat)) return null;
  return fromLonLat(toDisplay([lon, lat], datum));
}

/**
 * The "locate" marker of the map page: one red point and a popup with a title, shown where an
 * operate-tab row was clicked. Positions come in WGS-84 and are converted to the display datum
 * like the vehicles (domain/datum.ts).
 */
export class LocateLayer {
  readonly source = new VectorSource<Feature<Point>>();
  readonly layer = new VectorLayer({ source: this.source, style: MARKER_STYLE, zIndex: 20, properties: { name: 'locate' } });
  readonly popup: Overlay;
  private readonly element: HTMLDivElement;
  private readonly titleElement: HTMLSpanElement;

  constructor(private readonly datum: Datum) {
    this.element = document.createElement('div');
    this.element.setAttribute('data-testid', 'locate-popup');
    this.element.style.cssText =
      'background:#fff;border-radius:4px;box-shadow:0 3px 10px rgba(0,0,0,.25);padding:6px 28px 6px 10px;font-size:12px;' +
      'white-space:nowrap;position:relative;margin-bottom:12px;color:#262626';
    this.titleElement = document.createElement('span');
    const close = document.createElement('a');
    close.textContent = '✕';
    close.title = '关闭';
    close.style.cssText = 'position:absolute;right:8px;top:5px;cursor:pointer;color:#8c8c8c';
    close.addEventListener('click', () => this.clear());
    this.element.append(this.titleElement, close);
    this.popup = new Overlay({ element: this.element, positioning: 'bottom-center', offset: [0, -10], stopEvent: true });
  }

  /** Adds the layer and popup to a map. */
  attach(map: OlMap): void {
    map.addLayer(this.layer);
    map.addOverlay(this.popup);
  }

  /**
   * Shows the marker at a WGS-84 point (degrees) with an optional title; returns its map
   * coordinate, or null (and clears the marker) when the point is not a usable position.
   */
  show(lon: number, lat: number, title?: string): Coordinate | null {
    const coordinate = projectLocate(lon, lat, this.datum);
    this.source.clear();
    if (!coordinate) {
      this.popup.setPosition(undefined);
      return null;
    }
    this.source.addFeature(new Feature({ geometry: new Point(coordinate) }));
    if (title) {
      this.titleElement.textContent = title;
      this.popup.setPosition(coordinate);
    } else {
      this.popup.setPosition(undefined);
    }
    return coordinate;
  }

  /** Whether a marker is shown now. */
  isShown(): boolean {
    return this.source.getFeatures().length > 0;
  }

  /** Removes the marker and popup. */
  clear(): void {
    this.source.clear();
    this.popup.setPosition(undefined);
  }
}
