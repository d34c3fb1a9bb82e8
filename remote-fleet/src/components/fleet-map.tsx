import { boundingExtent, buffer, containsCoordinate } from 'ol/extent';
import type { Coordinate } from 'ol/coordinate';
import { useEffect, useRef, type ReactNode } from 'react';
import { createFleetMap } from '../map/create-map';
import { attachLiveFrameMeter } from '../map/live-perf';
import { LOCATE_ZOOM, LocateLayer } from '../map/locate-layer';
import { projectVehicle } from '../map/vehicle-layer';
import { useMapStore } from '../stores/map-store';
import type { Datum } from '../types';

/** Closest zoom the first framing of the fleet goes to (a few streets for a single vehicle). */
const FRAME_MAX_ZOOM = 12;

interface FleetMapProps {
  datum: Datum;
  tileUrl?: string | null;
  /** false: draw no vehicles (e.g. /show-map without a valid token); default true. */
  live?: boolean;
  children?: ReactNode;
}

export default function FleetMap({ datum, tileUrl, live = true, children }: FleetMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const handle = createFleetMap(targetRef.current!, { datum, tileUrl });
    const { map, vehicles } = handle;
    const store = useMapStore;
    const initial = store.getState();
    vehicles.apply({ replaced: true, items: live ? [...initial.live.byId.values()] : [] });
    vehicles.setSelected(initial.singleId);

    const focus = (carId: string | null) => {
      const coordinate = carId ? vehicles.coordinateOf(carId) : undefined;
      if (!coordinate) return;
      const view = map.getView();
      view.animate({ center: coordinate, zoom: Math.max(view.getZoom() ?? 0, 12), duration: 450 });
    };
    if (initial.singleId) focus(initial.singleId);

    // The first vehicles seen frame the view (the whole fleet, not the whole country), once.
    let framed = Boolean(initial.singleId);
    const frameFleet = () => {
      if (framed || !live) return;
      const points: Coordinate[] = [];
      for (const v of store.getState().live.byId.values()) {
        const c = projectVehicle(v, datum);
        if (c) points.push(c);
      }
      if (!points.length || !map.getSize()) return;
      framed = true;
      map.getView().fit(boundingExtent(points), { padding: [60, 60, 60, 60], maxZoom: FRAME_MAX_ZOOM });
    };
    frameFleet();

    // Operate-tab row clicks: centre on the WGS-84 point (converted to the display datum) and mark it.
    const locateLayer = new LocateLayer(datum);
    locateLayer.attach(map);
    const locate = (request: { lon: number; lat: number; title?: string } | null) => {
      const coordinate = request ? locateLayer.show(request.lon, request.lat, request.title) : null;
      if (!coordinate) return;
      const view = map.getView();
      view.cancelAnimations();
      view.animate({ center: coordinate, zoom: Math.max(view.getZoom() ?? 0, LOCATE_ZOOM), duration: 450 });
    };

    const keepInView = (carId: string) => {
      const coordinate = vehicles.coordinateOf(carId);
      const view = map.getView();
      const size = map.getSize();
      if (!coordinate || !size || view.getAnimating() || locateLayer.isShown()) return;
      const extent = view.calculateExtent(size);
      const inner = buffer(extent, -0.1 * Math.min(extent[2] - extent[0], extent[3] - extent[1]));
      if (!containsCoordinate(inner, coordinate)) view.animate({ center: coordinate, duration: 450 });
    };

    const detachMeter = attachLiveFrameMeter(map, vehicles.layer);
    const unsubscribe = store.subscribe((s, prev) => {
      if (live && s.lastChange && s.lastChange !== prev.lastChange) {
        vehicles.apply(s.lastChange);
        frameFleet();
        if (s.singleId && s.carInfo !== prev.carInfo) keepInView(s.singleId);
      }
      if (s.singleId !== prev.singleId) vehicles.setSelected(s.singleId);
      if (s.focusSeq !== prev.focusSeq) {
        locateLayer.clear();
        focus(s.singleId);
      }
      if (s.locate !== prev.locate) locate(s.locate);
    });

    map.on('singleclick', (event) => {
      const carId = vehicles.idAtPixel(map, event.pixel);
      if (carId) store.getState().selectCar(carId);
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const hit = vehicles.idAtPixel(map, event.pixel) !== null;
      const target = map.getTargetElement();
      if (target) target.style.cursor = hit ? 'pointer' : '';
    });

    return () => {
      detachMeter();
      unsubscribe();
      handle.dispose();
    };
  }, [datum, tileUrl, live]);

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', background: 'linear-gradient(180deg, #dcebf6 0%, #cfe2f1 100%)' }}>
      <div ref={targetRef} data-testid="fleet-map" style={{ position: 'absolute', inset: 0 }} />
      {children}
    </div>
  );
}
