import { buffer, containsCoordinate } from 'ol/extent';
import { useEffect, useRef, type ReactNode } from 'react';
import { createFleetMap } from '../map/create-map';
import { useMapStore } from '../stores/map-store';
import type { Datum } from '../types';

interface FleetMapProps {
  datum: Datum;
  tileUrl?: string | null;
  children?: ReactNode;
}

export default function FleetMap({ datum, tileUrl, children }: FleetMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const handle = createFleetMap(targetRef.current!, { datum, tileUrl });
    const { map, vehicles } = handle;
    const store = useMapStore;
    const initial = store.getState();
    vehicles.apply({ replaced: true, items: [...initial.live.byId.values()] });
    vehicles.setSelected(initial.singleId);

    const focus = (carId: string | null) => {
      const coordinate = carId ? vehicles.coordinateOf(carId) : undefined;
      if (!coordinate) return;
      const view = map.getView();
      view.animate({ center: coordinate, zoom: Math.max(view.getZoom() ?? 0, 12), duration: 450 });
    };
    if (initial.singleId) focus(initial.singleId);

    const keepInView = (carId: string) => {
      const coordinate = vehicles.coordinateOf(carId);
      const view = map.getView();
      const size = map.getSize();
      if (!coordinate || !size || view.getAnimating()) return;
      const extent = view.calculateExtent(size);
      const inner = buffer(extent, -0.1 * Math.min(extent[2] - extent[0], extent[3] - extent[1]));
      if (!containsCoordinate(inner, coordinate)) view.animate({ center: coordinate, duration: 450 });
    };

    const unsubscribe = store.subscribe((s, prev) => {
      if (s.lastChange && s.lastChange !== prev.lastChange) {
        vehicles.apply(s.lastChange);
        if (s.singleId && s.carInfo !== prev.carInfo) keepInView(s.singleId);
      }
      if (s.singleId !== prev.singleId) vehicles.setSelected(s.singleId);
      if (s.focusSeq !== prev.focusSeq) focus(s.singleId);
    });

    map.on('singleclick', (event) => {
      const feature = map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l === vehicles.layer, hitTolerance: 4 });
      if (feature) store.getState().selectCar(String(feature.getId()));
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const hit = map.hasFeatureAtPixel(event.pixel, { layerFilter: (l) => l === vehicles.layer, hitTolerance: 4 });
      const target = map.getTargetElement();
      if (target) target.style.cursor = hit ? 'pointer' : '';
    });

    return () => {
      unsubscribe();
      handle.dispose();
    };
  }, [datum, tileUrl]);

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', background: 'linear-gradient(180deg, #dcebf6 0%, #cfe2f1 100%)' }}>
      <div ref={targetRef} data-testid="fleet-map" style={{ position: 'absolute', inset: 0 }} />
      {children}
    </div>
  );
}
