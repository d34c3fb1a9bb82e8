import dayjs from 'dayjs';
import type { VehicleState } from '../types';
import { formatHeading } from './direction';
import { statusLabel } from './status';

/** Placeholder shown for an unknown value. */
export const UNKNOWN = '—';

/** One labelled line of the vehicle info card. */
export interface InfoRow {
  key: string;
  label: string;
  value: string;
}

/** Formats a speed in km/h with at most one decimal, e.g. '36.5 km/h'. */
export function formatSpeed(kmh: number | null | undefined): string {
  if (kmh === null || kmh === undefined || !Number.isFinite(kmh)) return UNKNOWN;
  return `${Number(kmh.toFixed(1))} km/h`;
}

/** Formats a mileage in km with one decimal, '—' when unknown. */
export function formatMileage(km: number | null | undefined): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return UNKNOWN;
  return `${km.toFixed(1)} km`;
}

/** Formats a WGS-84 position as 'lon, lat' with 6 decimals. */
export function formatLonLat(lon: number, lat: number): string {
  if (!Number.isFinite(lon) || !Number.isFinite(lat)) return UNKNOWN;
  return `${lon.toFixed(6)}, ${lat.toFixed(6)}`;
}

/** Formats a ms epoch as YYYY-MM-DD HH:mm:ss (local time). */
export function formatGpsTime(ms: number | null | undefined): string {
  if (!ms || !Number.isFinite(ms)) return UNKNOWN;
  return dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
}

/** The info-card lines of a vehicle: plate, time, speed, heading, status, WGS-84 position, mileage, department. */
export function carInfoRows(v: VehicleState, departName?: string | null): InfoRow[] {
  return [
    { key: 'carNum', label: '车牌号', value: v.carNum || UNKNOWN },
    { key: 'gpsTime', label: '定位时间', value: formatGpsTime(v.gpsTime) },
    { key: 'speed', label: '速度', value: formatSpeed(v.speed) },
    { key: 'direction', label: '方向', value: formatHeading(v.direction) },
    { key: 'status', label: '状态', value: statusLabel(v.status) },
    { key: 'coord', label: '经纬度', value: formatLonLat(v.lon, v.lat) },
    { key: 'mileage', label: '里程', value: formatMileage(v.mileage) },
    { key: 'depart', label: '所属部门', value: departName || UNKNOWN },
  ];
}
