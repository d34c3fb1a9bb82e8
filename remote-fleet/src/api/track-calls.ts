/**
 * Track calls of docs/fleet-contract.md "Track calls" (server: server/src/routes/fleet/track.ts).
 * Times are ms since epoch, speeds km/h, distances km, durations s, coordinates WGS-84 degrees.
 */
import { http } from 'shared-session';
import type { Page } from '../types';
import { unwrap } from './answer';

/** Compact playback point: [gpsTime ms, lon, lat, speed km/h, direction deg, mileage km|null, alarmFlags, statusFlags]. */
export type TrackPoint = [number, number, number, number, number, number | null, number, number];

/** A trip between two stops (server-derived, thresholds in server/src/track/analysis.ts). */
export interface Trip {
  startTime: number;
  endTime: number;
  durationS: number;
  distanceKm: number;
  maxSpeed: number;
  avgSpeed: number;
  startLon: number;
  startLat: number;
  endLon: number;
  endLat: number;
}

/** A stop of at least 3 min (speed < 1 km/h or ACC off); accOff: engine off rather than idling. */
export interface Stop {
  startTime: number;
  endTime: number;
  durationS: number;
  lon: number;
  lat: number;
  accOff: boolean;
}

/** An alarm episode (AlarmRecord of the contract; the fields the playback uses). */
export interface TrackAlarm {
  id: string;
  alarmType: string;
  alarmTypeName: string;
  levelName: string;
  startTime: number;
  endTime: number | null;
  startLon: number | null;
  startLat: number | null;
  peakSpeed: number | null;
}

/** Why a position was left out of the cleaned track. */
export type InvalidReason = 'no_fix' | 'zero' | 'out_of_range' | 'jump' | 'time';

/** Chinese names of {@link InvalidReason} (无效数据 tab). */
export const INVALID_REASON_TEXT: Record<InvalidReason, string> = {
  no_fix: '未定位',
  zero: '零坐标',
  out_of_range: '坐标超出范围',
  jump: '位置跳变(超过220km/h)',
  time: '时间异常',
};

/** A stored position (PositionRow of the contract). */
export interface PositionRow {
  carId: string;
  carNum: string;
  gpsTime: number;
  recvTime: number;
  lon: number;
  lat: number;
  altitude: number;
  speed: number;
  direction: number;
  mileage: number | null;
  fuel: number | null;
  alarmFlags: number;
  statusFlags: number;
  acc: boolean;
  located: boolean;
  alarmNames: string[];
  extras: Record<string, unknown> | null;
  invalidReason: InvalidReason | null;
}

/** Answer of /api/map/queryMove. */
export interface MoveTrack {
  carId: string;
  carNum: string;
  points: TrackPoint[];
  invalidCount: number;
  trips: Trip[];
  stops: Stop[];
  alarms: TrackAlarm[];
  mileageKm: number;
  mileageSource: 'odometer' | 'track';
  drivingS: number;
}

/** Car and time range of a track call (ms epoch; the server refuses more than 7 days). */
export interface TrackQuery {
  carId: string;
  startTime: number;
  endTime: number;
}

/** Longest range of a track query: 7 days in ms (docs/fleet-contract.md). */
export const MAX_TRACK_RANGE_MS = 7 * 86_400_000;

/** POST /api/map/queryMove: valid points, trips, stops, alarms and mileage. Throws the server message on failure. */
export async function queryMove(q: TrackQuery): Promise<MoveTrack> {
  return unwrap<MoveTrack>(await http.post('/api/map/queryMove', q));
}

/** POST /api/locate/queryPositionList: a page of positions, all / valid / invalid (with reasons). */
export async function queryPositionList(q: TrackQuery & { pageNo: number; pageSize: number; valid: 'all' | 'valid' | 'invalid' }): Promise<Page<PositionRow>> {
  return unwrap<Page<PositionRow>>(await http.post('/api/locate/queryPositionList', q));
}

/** POST /api/map/queryTrips: the trips of the range. */
export async function queryTrips(q: TrackQuery): Promise<Trip[]> {
  return unwrap<Trip[]>(await http.post('/api/map/queryTrips', q)) ?? [];
}

/** POST /api/stop/simpleInformation: the stops of the range. */
export async function queryStops(q: TrackQuery): Promise<Stop[]> {
  return unwrap<Stop[]>(await http.post('/api/stop/simpleInformation', q)) ?? [];
}
