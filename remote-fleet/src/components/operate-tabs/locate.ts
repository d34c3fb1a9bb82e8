/**
 * Row → map actions of the operate tabs (console-spec §2.3 "clicking a row locates it on the map"):
 * the map store's `requestLocate` (WGS-84 degrees; fleet-map converts to the display datum) and,
 * for a vehicle row, `selectCar`.
 */
import type { AlarmRecord, OfflineRow } from '../../domain/alarm';
import { isValidLonLat } from '../../domain/datum';
import { useMapStore } from '../../stores/map-store';
import type { VehicleState } from '../../types';
import { fmtTime } from './columns';

/** A point to locate: WGS-84 degrees and the popup title. */
export interface LocatePoint {
  lon: number;
  lat: number;
  title?: string;
}

/** The point of an alarm row: its start position, titled 车牌 报警类型 开始时间; null without a position. */
export function alarmLocatePoint(a: AlarmRecord): LocatePoint | null {
  const lon = a.startLon ?? a.endLon;
  const lat = a.startLat ?? a.endLat;
  if (!isValidLonLat(lon, lat)) return null;
  return { lon: lon as number, lat: lat as number, title: `${a.carNum} ${a.alarmTypeName} ${fmtTime(a.startTime)}` };
}

/** The point of an offline row: the last position, titled 车牌 离线 最后定位时间. */
export function offlineLocatePoint(r: OfflineRow): LocatePoint | null {
  if (!isValidLonLat(r.lastLon, r.lastLat)) return null;
  return { lon: r.lastLon as number, lat: r.lastLat as number, title: `${r.carNum} 离线 ${fmtTime(r.lastTime)}` };
}

/** The point of a live vehicle: its position, titled 车牌 定位时间. */
export function vehicleLocatePoint(v: Pick<VehicleState, 'lon' | 'lat' | 'carNum' | 'gpsTime'>): LocatePoint | null {
  if (!isValidLonLat(v.lon, v.lat)) return null;
  return { lon: v.lon, lat: v.lat, title: `${v.carNum} ${fmtTime(v.gpsTime)}` };
}

/** Selects the car (when given) and then locates the point (when it has one). */
export function locateRow(car: { carId: string; carNum: string } | null, point: LocatePoint | null): void {
  const store = useMapStore.getState();
  if (car?.carId) store.selectCar(car.carId, car.carNum);
  if (point) store.requestLocate(point);
}

/** Locates a vehicle by its live position (rows without their own coordinates, e.g. 报警汇总). */
export function locateCarLive(carId: string, carNum: string): void {
  const live = useMapStore.getState().live.byId.get(carId);
  locateRow({ carId, carNum }, live ? vehicleLocatePoint(live) : null);
}
