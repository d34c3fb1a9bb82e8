/**
 * AlarmRecord: the wire shape of an alarm episode (docs/fleet-contract.md "Records on the wire"),
 * built from fleet_alarm rows (API) or from the engine's in-memory rows (live push).
 */
import { ALARM_LEVEL_NAMES, alarmType, alarmTypeName } from './alarm-types.js';

/** An alarm on the wire. Times ms epoch (UTC), speeds km/h, durations s, WGS-84 degrees. */
export interface AlarmRecord {
  id: string;
  carId: string;
  carNum: string;
  departId: string;
  departName: string | null;
  alarmType: string;
  alarmTypeName: string;
  source: 'terminal' | 'platform';
  level: number;
  levelName: string;
  preWarning: boolean;
  startTime: number;
  endTime: number | null;
  durationS: number | null;
  startLat: number | null;
  startLon: number | null;
  endLat: number | null;
  endLon: number | null;
  startSpeed: number | null;
  peakSpeed: number | null;
  /** km/h for speeding, s for the duration rules, null for terminal bits */
  limitValue: number | null;
  driverName: string | null;
  handleState: 0 | 1;
  handleNote: string | null;
  handledBy: string | null;
  handledTime: number | null;
}

/** The fields AlarmRecord is made of (a fleet_alarm row joined with vehicle and department). */
export interface AlarmRecordSource {
  id: string | number;
  vehicle_id: string;
  car_num: string;
  depart_id: string;
  depart_name: string | null;
  alarm_type: string;
  source: string;
  alarm_level: number;
  pre_warning: boolean;
  start_time: Date | number;
  end_time: Date | number | null;
  duration_s: number | null;
  start_lat: number | null;
  start_lon: number | null;
  end_lat: number | null;
  end_lon: number | null;
  start_speed: number | null;
  peak_speed: number | null;
  limit_value: number | null;
  driver_name: string | null;
  handle_state: number;
  handle_note: string | null;
  handled_by: string | null;
  handled_time: Date | number | null;
}

const ms = (t: Date | number | null): number | null => (t === null ? null : typeof t === 'number' ? t : t.getTime());
const round1 = (v: number | null): number | null => (v === null ? null : Math.round(v * 10) / 10);

/** Maps a joined fleet_alarm row to AlarmRecord (names from the catalogue, speeds to 0.1 km/h). */
export function toAlarmRecord(r: AlarmRecordSource): AlarmRecord {
  const type = alarmType(r.alarm_type);
  return {
    id: String(r.id),
    carId: r.vehicle_id,
    carNum: r.car_num,
    departId: r.depart_id,
    departName: r.depart_name,
    alarmType: r.alarm_type,
    alarmTypeName: alarmTypeName(r.alarm_type),
    source: r.source === 'terminal' ? 'terminal' : 'platform',
    level: r.alarm_level,
    levelName: ALARM_LEVEL_NAMES[r.alarm_level] ?? String(r.alarm_level),
    preWarning: type?.preWarning ?? r.pre_warning,
    startTime: ms(r.start_time)!,
    endTime: ms(r.end_time),
    durationS: r.duration_s,
    startLat: r.start_lat,
    startLon: r.start_lon,
    endLat: r.end_lat,
    endLon: r.end_lon,
    startSpeed: round1(r.start_speed),
    peakSpeed: round1(r.peak_speed),
    limitValue: r.limit_value,
    driverName: r.driver_name,
    handleState: r.handle_state === 1 ? 1 : 0,
    handleNote: r.handle_note,
    handledBy: r.handled_by,
    handledTime: ms(r.handled_time),
  };
}

/** Payload of bus topic 'alarms' and (as `{type:'alarm', ...}`) of the position socket. */
export interface AlarmBusMessage {
  event: 'open' | 'close';
  /** tenant of the vehicle (for fan-out scoping) */
  tenantId: number;
  alarm: AlarmRecord;
}
