import { containsCoordinate } from 'ol/extent';
import { useEffect, useRef } from 'react';
import type { MoveTrack } from '../../api/track-calls';
import { createFleetMap, type FleetMapHandle } from '../../map/create-map';
import type { Datum } from '../../types';
import { TrackLayer } from './track-layer';

/** Props of {@link TrackMap}: basemap datum / tiles, the track (null = none) and the playhead index. */
export interface TrackMapProps {
  datum: Datum;
  tileUrl?: string | null;
  track: MoveTrack | null;
  index: number;
}

/**
 * The playback map: the fleet basemap (map/create-map.ts) plus a {@link TrackLayer}. A new
 * track is fitted into view; the car follows the playhead and the view pans when it leaves it.
 */
export default function TrackMap({ datum, tileUrl, track, index }: TrackMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<{ map: FleetMapHandle; layer: TrackLayer } | null>(null);

  useEffect(() => {
    const map = createFleetMap(targetRef.current!, { datum, tileUrl });
    const layer = new TrackLayer(datum);
    map.map.addLayer(layer.layer);
    handleRef.current = { map, layer };
    return () => {
      handleRef.current = null;
      map.dispose();
    };
  }, [datum, tileUrl]);

  useEffect(() => {
    const h = handleRef.current;
    if (!h) return;
    const extent = h.layer.setTrack(track?.points ?? [], track?.stops ?? [], track?.alarms ?? []);
    // User Timing mark 'track-drawn' once the frame holding the new track is rendered (pnpm bench:track, docs/fleet-contract.md)
    if (track) {
      const points = track.points.length;
      h.map.map.once('postrender', () => performance.mark('track-drawn', { detail: { points } }));
      h.map.map.render();
    }
    if (extent) h.map.map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 16, duration: 300 });
  }, [track, datum, tileUrl]);

  useEffect(() => {
    const h = handleRef.current;
    if (!h || !track) return;
    const c = h.layer.setCurrent(index);
    const view = h.map.map.getView();
    const size = h.map.map.getSize();
    if (c && size && !view.getAnimating() && !containsCoordinate(view.calculateExtent(size), c)) view.animate({ center: c, duration: 250 });
  }, [index, track]);

  return <div ref={targetRef} data-testid="playback-map" style={{ position: 'absolute', inset: 0 }} />;
}
