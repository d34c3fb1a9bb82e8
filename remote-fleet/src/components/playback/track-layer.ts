import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, RegularShape, Stroke, Style, Text } from 'ol/style';
import type { Extent } from 'ol/extent';
import type { Stop, TrackAlarm, TrackPoint } from '../../api/track-calls';
import { toDisplay } from '../../domain/datum';
import { alarmStarts } from './playback-model';
import type { Datum } from '../../types';

type Kind = 'line' | 'start' | 'end' | 'stop' | 'alarm' | 'car';

const lineStyle = [
  new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 6 }) }),
  new Style({ stroke: new Stroke({ color: '#1677ff', width: 3 }) }),
];
const label = (text: string, bg: string) => new Style({
  image: new Circle({ radius: 11, fill: new Fill({ color: bg }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
  text: new Text({ text, fill: new Fill({ color: '#fff' }), font: 'bold 12px sans-serif' }),
});
const STYLES: Record<Exclude<Kind, 'line' | 'car'>, Style> = {
  start: label('起', '#52c41a'),
  end: label('终', '#f5222d'),
  stop: label('停', '#722ed1'),
  alarm: label('!', '#fa541c'),
};
const carStyle = (rotationRad: number) => new Style({
  image: new RegularShape({ points: 3, radius: 10, rotation: rotationRad, fill: new Fill({ color: '#f5222d' }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
  zIndex: 10,
});

/**
 * The playback layer of the trajectory page: ONE LineString for the whole track (not a feature
 * per point, so 86,400 points draw as one path), start / end markers (起 / 终), stop markers (停),
 * alarm markers (!: platform alarm records and the starts of terminal alarm flags) and the moving car (a triangle turned to its direction). Positions arrive in
 * WGS-84 degrees and are converted to the display datum (domain/datum.ts) then Web Mercator.
 */
export class TrackLayer {
  readonly source = new VectorSource();
  readonly layer: VectorLayer<VectorSource>;
  private readonly car = new Feature<Point>();
  private points: TrackPoint[] = [];

  constructor(private readonly datum: Datum) {
    this.layer = new VectorLayer({
      source: this.source,
      zIndex: 20,
      updateWhileAnimating: true,
      style: (feature) => {
        const kind = feature.get('kind') as Kind;
        if (kind === 'line') return lineStyle;
        if (kind === 'car') return carStyle(((feature.get('direction') as number) * Math.PI) / 180);
        return STYLES[kind];
      },
    });
    this.car.set('kind', 'car');
  }

  /** Web Mercator coordinate of a WGS-84 lon/lat in this layer's datum. */
  project(lon: number, lat: number): [number, number] {
    return fromLonLat(toDisplay([lon, lat], this.datum)) as [number, number];
  }

  /**
   * Replaces the track: line, markers and the car at the first point. Answers the track's extent
   * (map units) or null when there are no points.
   */
  setTrack(points: TrackPoint[], stops: Stop[], alarms: TrackAlarm[]): Extent | null {
    this.points = points;
    this.source.clear();
    if (points.length === 0) return null;
    const flat = new Array<number>(points.length * 2);
    for (let i = 0; i < points.length; i++) {
      const [x, y] = this.project(points[i][1], points[i][2]);
      flat[2 * i] = x;
      flat[2 * i + 1] = y;
    }
    const line = new Feature(new LineString(flat, 'XY'));
    line.set('kind', 'line');
    const marker = (kind: Kind, lon: number, lat: number, title: string) => {
      const f = new Feature(new Point(this.project(lon, lat)));
      f.set('kind', kind);
      f.set('title', title);
      return f;
    };
    const first = points[0];
    const last = points[points.length - 1];
    const features: Feature[] = [line];
    for (const s of stops) features.push(marker('stop', s.lon, s.lat, `停车 ${Math.round(s.durationS / 60)} 分钟`));
    for (const a of alarms) if (a.startLon != null && a.startLat != null) features.push(marker('alarm', a.startLon, a.startLat, a.alarmTypeName));
    for (const i of alarmStarts(points)) features.push(marker('alarm', points[i][1], points[i][2], '终端报警'));
    features.push(marker('start', first[1], first[2], '起点'), marker('end', last[1], last[2], '终点'));
    this.car.setGeometry(new Point(this.project(first[1], first[2])));
    this.car.set('direction', first[4]);
    features.push(this.car);
    this.source.addFeatures(features);
    return line.getGeometry()!.getExtent();
  }

  /** Moves the car to point `index` of the track (clamped); answers its coordinate or null. */
  setCurrent(index: number): [number, number] | null {
    const p = this.points[Math.min(Math.max(0, index), this.points.length - 1)];
    if (!p) return null;
    const c = this.project(p[1], p[2]);
    this.car.getGeometry()?.setCoordinates(c);
    this.car.set('direction', p[4]);
    return c;
  }

  /** Number of features (line + markers + car); 0 before a track is set. */
  featureCount(): number {
    return this.source.getFeatures().length;
  }
}
