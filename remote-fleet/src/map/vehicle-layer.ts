import Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import type { Coordinate } from 'ol/coordinate';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { isValidLonLat, toDisplay } from '../domain/datum';
import type { LiveChange } from '../domain/live-state';
import type { Datum, VehicleState } from '../types';
import { selectionStyles, vehicleStyle } from './style-cache';

/** Projects a WGS-84 vehicle position to map coordinates (EPSG:3857) in the display datum; null when it has none. */
export function projectVehicle(v: Pick<VehicleState, 'lon' | 'lat'>, datum: Datum): Coordinate | null {
  if (!isValidLonLat(v.lon, v.lat)) return null;
  return fromLonLat(toDisplay([v.lon, v.lat], datum));
}

/**
 * One Feature per vehicle (id = carId), updated in place: a batch sets properties silently and moves
 * the point, so the layer redraws once per frame with styles shared through the style cache.
 */
export class VehicleLayer {
  readonly source = new VectorSource<Feature<Point>>();
  readonly layer: VectorLayer<VectorSource<Feature<Point>>>;
  private readonly features = new Map<string, Feature<Point>>();
  private selectedId: string | null = null;

  constructor(private readonly datum: Datum) {
    this.layer = new VectorLayer({ source: this.source, style: this.style, zIndex: 10, properties: { name: 'vehicles' } });
  }

  private style = (feature: FeatureLike) => {
    const status = feature.get('status');
    const direction = feature.get('direction') as number;
    if (feature.getId() === this.selectedId) return selectionStyles(status, direction, feature.get('carNum') as string);
    return vehicleStyle(status, direction);
  };

  /** Applies one live change: a replacement drops vehicles no longer present; every item is added or moved in place. */
  apply(change: LiveChange): void {
    if (change.replaced) {
      const keep = new Set(change.items.map((v) => v.carId));
      for (const [id, feature] of this.features) {
        if (!keep.has(id)) {
          this.source.removeFeature(feature);
          this.features.delete(id);
        }
      }
    }
    const added: Feature<Point>[] = [];
    for (const v of change.items) {
      const coordinate = projectVehicle(v, this.datum);
      const feature = this.features.get(v.carId);
      if (!coordinate) {
        if (feature) {
          this.source.removeFeature(feature);
          this.features.delete(v.carId);
        }
        continue;
      }
      const props = { status: v.status, direction: v.direction, carNum: v.carNum };
      if (feature) {
        feature.setProperties(props, true);
        feature.getGeometry()!.setCoordinates(coordinate);
      } else {
        const created = new Feature<Point>({ geometry: new Point(coordinate), ...props });
        created.setId(v.carId);
        this.features.set(v.carId, created);
        added.push(created);
      }
    }
    if (added.length) this.source.addFeatures(added);
  }

  /** Marks the selected vehicle (drawn with halo and plate), or none. */
  setSelected(carId: string | null): void {
    if (carId === this.selectedId) return;
    const previous = this.selectedId ? this.features.get(this.selectedId) : undefined;
    this.selectedId = carId;
    previous?.changed();
    if (carId) this.features.get(carId)?.changed();
  }

  /** Map coordinate of a vehicle, if drawn. */
  coordinateOf(carId: string): Coordinate | undefined {
    return this.features.get(carId)?.getGeometry()?.getCoordinates();
  }

  /** Number of vehicle features. */
  get size(): number {
    return this.features.size;
  }
}
