import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import ScaleLine from 'ol/control/ScaleLine';
import { fromLonLat } from 'ol/proj';
import 'ol/ol.css';
import { toDisplay } from '../domain/datum';
import type { Datum } from '../types';
import { loadBoundaryLayers, tileLayer } from './basemap-layers';
import { VehicleLayer } from './vehicle-layer';

/** Centre of the initial view (WGS-84, degrees) and its zoom: mainland China. */
export const CHINA_CENTER: [number, number] = [104.2, 35.8];
export const CHINA_ZOOM = 4.4;

/** Options of a fleet map: display datum and an optional XYZ tile URL. */
export interface FleetMapOptions {
  datum: Datum;
  tileUrl?: string | null;
}

/** Creates the OpenLayers map of the fleet: tiles (if configured), offline boundaries, vehicles. */
export function createFleetMap(target: HTMLElement, { datum, tileUrl }: FleetMapOptions) {
  const vehicles = new VehicleLayer(datum);
  const map = new OlMap({
    target,
    layers: tileUrl ? [tileLayer(tileUrl), ...vehicles.layers] : [...vehicles.layers],
    controls: defaultControls({ attribution: false, rotate: false }).extend([new ScaleLine()]),
    view: new View({ center: fromLonLat(toDisplay(CHINA_CENTER, datum)), zoom: CHINA_ZOOM, minZoom: 3, maxZoom: 18, enableRotation: false }),
  });
  let disposed = false;
  loadBoundaryLayers(datum, Boolean(tileUrl)).then(
    (layers) => {
      if (!disposed) layers.forEach((l) => map.addLayer(l));
    },
    () => undefined,
  );
  return {
    map,
    vehicles,
    dispose() {
      disposed = true;
      map.setTarget(undefined);
      map.dispose();
    },
  };
}

/** What createFleetMap returns. */
export type FleetMapHandle = ReturnType<typeof createFleetMap>;
