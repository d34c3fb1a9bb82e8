/**
 * Column sets of the operate tabs (console-spec §2.3). One definition serves the antd table and the
 * xlsx export, so an export holds exactly the cells shown. Units are in the titles (speed km/h,
 * mileage km, coordinates WGS-84 degrees); durations are written out (…小时…分…秒).
 */
import dayjs from 'dayjs';
import type { XlsxColumn } from 'shared-widgets';
import {
  ALARM_LEVEL_LABEL,
  HANDLE_STATE_LABEL,
  alarmDurationS,
  formatDuration,
  type AlarmRecord,
  type AlarmSummaryRow,
  type OfflineRow,
} from '../../domain/alarm';
import { formatHeading } from '../../domain/direction';
import { statusLabel } from '../../domain/status';
import type { VehicleState } from '../../types';

/** A cell value: text or a number (numbers stay numbers in the xlsx). */
export type Cell = string | number | null;

/** One column: key, title (with unit), the cell value of a row, width in px. */
export interface OperateColumn<Row> {
  key: string;
  title: string;
  value: (row: Row) => Cell;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** Formats a ms epoch as YYYY-MM-DD HH:mm:ss; '' when missing. */
export function fmtTime(ms: number | null | undefined): string {
  return ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '';
}

/** Rounds to `digits` decimals; null stays null. */
export function round(v: number | null | undefined, digits = 1): number | null {
  if (v === null || v === undefined || !Number.isFinite(v)) return null;
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

/** 'lon, lat' with 6 decimals (WGS-84 degrees); '' when missing. */
export function fmtLonLat(lon: number | null | undefined, lat: number | null | undefined): string {
  if (lon === null || lon === undefined || lat === null || lat === undefined) return '';
  return `${lon.toFixed(6)}, ${lat.toFixed(6)}`;
}

const SPEED_TYPES = new Set(['p_overspeed', 't1']);
const DURATION_TYPES = new Set(['p_fatigue', 'p_fatigue_warning', 'p_daily_driving', 'p_night_fatigue', 'p_parking_timeout', 'p_offline', 't2', 't18', 't19']);

/** The rule limit of an alarm with its unit: km/h for speeding, a duration for fatigue/parking/offline, else the number. */
export function limitText(a: Pick<AlarmRecord, 'alarmType' | 'limitValue'>): string {
  if (a.limitValue === null || a.limitValue === undefined) return '';
  if (SPEED_TYPES.has(a.alarmType)) return `${round(a.limitValue)} km/h`;
  if (DURATION_TYPES.has(a.alarmType)) return formatDuration(a.limitValue);
  return String(a.limitValue);
}

/** Columns of 报警明细 / 全部报警 (AlarmRecord rows). `now` (ms) gives the duration of open alarms. */
export function alarmColumns(now = Date.now()): OperateColumn<AlarmRecord>[] {
  return [
    { key: 'carNum', title: '车牌号', value: (a) => a.carNum, width: 110 },
    { key: 'departName', title: '所属部门', value: (a) => a.departName ?? '', width: 120 },
    { key: 'alarmTypeName', title: '报警类型', value: (a) => a.alarmTypeName, width: 150 },
    { key: 'level', title: '级别', value: (a) => ALARM_LEVEL_LABEL[a.level], width: 60 },
    { key: 'source', title: '来源', value: (a) => (a.source === 'platform' ? '平台' : '终端'), width: 60 },
    { key: 'startTime', title: '开始时间', value: (a) => fmtTime(a.startTime), width: 160 },
    { key: 'endTime', title: '结束时间', value: (a) => (a.endTime ? fmtTime(a.endTime) : '进行中'), width: 160 },
    { key: 'duration', title: '持续时长', value: (a) => formatDuration(alarmDurationS(a, now)), width: 110 },
    { key: 'startSpeed', title: '开始速度(km/h)', value: (a) => round(a.startSpeed), width: 110, align: 'right' },
    { key: 'peakSpeed', title: '最高速度(km/h)', value: (a) => round(a.peakSpeed), width: 110, align: 'right' },
    { key: 'limit', title: '限值', value: (a) => limitText(a), width: 100 },
    { key: 'position', title: '报警位置(经度, 纬度)', value: (a) => fmtLonLat(a.startLon, a.startLat), width: 190 },
    { key: 'driverName', title: '驾驶员', value: (a) => a.driverName ?? '', width: 80 },
    { key: 'handleState', title: '处理状态', value: (a) => HANDLE_STATE_LABEL[a.handleState], width: 80 },
    { key: 'handleNote', title: '处理说明', value: (a) => a.handleNote ?? '', width: 140 },
    { key: 'handledBy', title: '处理人', value: (a) => a.handledBy ?? '', width: 80 },
    { key: 'handledTime', title: '处理时间', value: (a) => fmtTime(a.handledTime), width: 160 },
  ];
}

/** Columns of 疲劳预警 (fatigue AlarmRecord rows; the driving duration is the episode's duration). */
export function fatigueColumns(now = Date.now()): OperateColumn<AlarmRecord>[] {
  return [
    { key: 'carNum', title: '车牌号', value: (a) => a.carNum, width: 110 },
    { key: 'departName', title: '所属部门', value: (a) => a.departName ?? '', width: 120 },
    { key: 'alarmTypeName', title: '类型', value: (a) => a.alarmTypeName, width: 170 },
    { key: 'kind', title: '预警/报警', value: (a) => (a.preWarning ? '预警' : '报警'), width: 80 },
    { key: 'driverName', title: '驾驶员', value: (a) => a.driverName ?? '', width: 80 },
    { key: 'startTime', title: '开始时间', value: (a) => fmtTime(a.startTime), width: 160 },
    { key: 'endTime', title: '结束时间', value: (a) => (a.endTime ? fmtTime(a.endTime) : '进行中'), width: 160 },
    { key: 'duration', title: '持续时长', value: (a) => formatDuration(alarmDurationS(a, now)), width: 110 },
    { key: 'limit', title: '限值', value: (a) => limitText(a), width: 100 },
    { key: 'position', title: '位置(经度, 纬度)', value: (a) => fmtLonLat(a.startLon, a.startLat), width: 190 },
    { key: 'handleState', title: '处理状态', value: (a) => HANDLE_STATE_LABEL[a.handleState], width: 80 },
  ];
}

/** "类型 N次" of the most frequent types of a summary row (at most `top`), names from `typeNames` (code → name). */
export function byTypeText(byType: Record<string, number> | null | undefined, typeNames: ReadonlyMap<string, string>, top = 3): string {
  const entries = Object.entries(byType ?? {}).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  const shown = entries.slice(0, top).map(([code, n]) => `${typeNames.get(code) ?? code} ${n}次`);
  if (entries.length > top) shown.push(`等${entries.length}类`);
  return shown.join('，');
}

/** Columns of 报警汇总 (per-vehicle counts). */
export function summaryColumns(typeNames: ReadonlyMap<string, string>): OperateColumn<AlarmSummaryRow>[] {
  return [
    { key: 'carNum', title: '车牌号', value: (r) => r.carNum, width: 110 },
    { key: 'departName', title: '所属部门', value: (r) => r.departName ?? '', width: 120 },
    { key: 'total', title: '报警总数(次)', value: (r) => r.total, width: 100, align: 'right' },
    { key: 'open', title: '进行中(次)', value: (r) => r.open, width: 90, align: 'right' },
    { key: 'unhandled', title: '未处理(次)', value: (r) => r.unhandled, width: 90, align: 'right' },
    { key: 'byType', title: '报警类型分布', value: (r) => byTypeText(r.byType, typeNames), width: 320 },
    { key: 'lastTime', title: '最后报警时间', value: (r) => fmtTime(r.lastTime), width: 160 },
  ];
}

/** Columns of 车辆状态 (live VehicleState rows); `departNames` maps departId → name. */
export function vehicleStatusColumns(departNames: ReadonlyMap<string, string>): OperateColumn<VehicleState>[] {
  return [
    { key: 'carNum', title: '车牌号', value: (v) => v.carNum, width: 110 },
    { key: 'depart', title: '所属部门', value: (v) => departNames.get(v.departId) ?? '', width: 120 },
    { key: 'status', title: '状态', value: (v) => statusLabel(v.status), width: 70 },
    { key: 'speed', title: '速度(km/h)', value: (v) => round(v.speed), width: 90, align: 'right' },
    { key: 'direction', title: '方向', value: (v) => formatHeading(v.direction), width: 90 },
    { key: 'gpsTime', title: '定位时间', value: (v) => fmtTime(v.gpsTime), width: 160 },
    { key: 'mileage', title: '里程(km)', value: (v) => round(v.mileage), width: 100, align: 'right' },
    { key: 'position', title: '经纬度(经度, 纬度)', value: (v) => fmtLonLat(v.lon, v.lat), width: 190 },
  ];
}

/** Columns of 离线通知 (vehicles offline now). */
export function offlineColumns(): OperateColumn<OfflineRow>[] {
  return [
    { key: 'carNum', title: '车牌号', value: (r) => r.carNum, width: 110 },
    { key: 'departName', title: '所属部门', value: (r) => r.departName ?? '', width: 120 },
    { key: 'phone', title: 'SIM卡号', value: (r) => r.phone ?? '', width: 120 },
    { key: 'lastTime', title: '最后定位时间', value: (r) => fmtTime(r.lastTime), width: 160 },
    { key: 'offline', title: '离线时长', value: (r) => formatDuration(r.offlineS), width: 130 },
    { key: 'position', title: '最后位置(经度, 纬度)', value: (r) => fmtLonLat(r.lastLon, r.lastLat), width: 190 },
  ];
}

/** The xlsx columns of a column set: the same titles and cell values as the table. */
export function toXlsxColumns<Row>(columns: OperateColumn<Row>[]): XlsxColumn<Row>[] {
  return columns.map((c) => ({ title: c.title, value: (row: Row) => c.value(row), width: Math.max(8, Math.round((c.width ?? 100) / 7)) }));
}

/** Export file name: `{title}_YYYYMMDDHHmmss` (local time of `now`, ms). */
export function exportFileName(title: string, now = Date.now()): string {
  return `${title}_${dayjs(now).format('YYYYMMDDHHmmss')}`;
}
