/**
 * Alarm records on the client: wire shapes of docs/fleet-contract.md ("Records on the wire",
 * "Alarm calls"), the live alarm message of the positions socket, and the pure rules the operate
 * tabs apply to them (does a live alarm belong to the current 报警明细 query, merge into a list).
 */

/** Alarm level (fleet contract "Alarm catalogue"): 1 提示, 2 一般, 3 严重. */
export type AlarmLevel = 1 | 2 | 3;

/** Chinese name of each level. */
export const ALARM_LEVEL_LABEL: Record<AlarmLevel, string> = { 1: '提示', 2: '一般', 3: '严重' };

/** Tag colour of each level. */
export const ALARM_LEVEL_COLOR: Record<AlarmLevel, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

/** Handling state label: 0 未处理, 1 已处理. */
export const HANDLE_STATE_LABEL: Record<0 | 1, string> = { 0: '未处理', 1: '已处理' };

/**
 * One alarm episode (`AlarmRecord`). Times ms epoch; `endTime` null while open; durationS s;
 * coordinates WGS-84 degrees; speeds km/h; `limitValue` the rule's limit (km/h or s by type).
 */
export interface AlarmRecord {
  id: string;
  carId: string;
  carNum: string;
  departId: string;
  departName: string | null;
  alarmType: string;
  alarmTypeName: string;
  source: 'terminal' | 'platform';
  level: AlarmLevel;
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
  limitValue: number | null;
  driverName: string | null;
  handleState: 0 | 1;
  handleNote: string | null;
  handledBy: string | null;
  handledTime: number | null;
}

/** One entry of GET /api/alarm/types. */
export interface AlarmTypeInfo {
  code: string;
  name: string;
  source: 'terminal' | 'platform';
  level: AlarmLevel;
  preWarning: boolean;
}

/** A row of /api/map/getAlarmSummary: counts per vehicle, `byType` code → count, lastTime ms epoch. */
export interface AlarmSummaryRow {
  carId: string;
  carNum: string;
  departName: string | null;
  total: number;
  open: number;
  unhandled: number;
  byType: Record<string, number>;
  lastTime: number | null;
}

/** A row of /api/map/getOfflineNotification: lastTime ms epoch, last position WGS-84, offlineS s. */
export interface OfflineRow {
  carId: string;
  carNum: string;
  departName: string | null;
  phone: string | null;
  lastTime: number | null;
  lastLon: number | null;
  lastLat: number | null;
  offlineS: number;
}

/** /api/map/getAlarmSummaryPrompt: counts for the 报警明细 badge. */
export interface AlarmPrompt {
  unhandled: number;
  open: number;
  today: number;
}

/** /api/map/getOfflinePrompt: counts for the 离线通知 badge. */
export interface OfflinePrompt {
  offline: number;
  total: number;
}

/** A live alarm message of the positions socket (fleet contract "Alarm calls", Live). */
export interface AlarmEvent {
  type: 'alarm';
  event: 'open' | 'close';
  alarm: AlarmRecord;
}

/** The filters of an alarm list query (POST /api/map/queryAlarmDetail); times ms epoch. */
export interface AlarmFilter {
  carNum?: string;
  carId?: string;
  alarmType?: string;
  source?: 'terminal' | 'platform';
  level?: AlarmLevel;
  handleState?: 0 | 1;
  open?: boolean;
  startTime?: number;
  endTime?: number;
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** Normalises a wire AlarmRecord (ids as strings, numbers as numbers); null when it has no id. */
export function normalizeAlarm(raw: unknown): AlarmRecord | null {
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Record<string, unknown>;
  if (a.id === undefined || a.id === null || a.id === '') return null;
  const level = Number(a.level);
  return {
    id: String(a.id),
    carId: String(a.carId ?? ''),
    carNum: String(a.carNum ?? ''),
    departId: String(a.departId ?? ''),
    departName: str(a.departName),
    alarmType: String(a.alarmType ?? ''),
    alarmTypeName: String(a.alarmTypeName ?? a.alarmType ?? ''),
    source: a.source === 'platform' ? 'platform' : 'terminal',
    level: level === 1 || level === 2 || level === 3 ? level : 2,
    levelName: String(a.levelName ?? ALARM_LEVEL_LABEL[(level === 1 || level === 3 ? level : 2) as AlarmLevel]),
    preWarning: Boolean(a.preWarning),
    startTime: num(a.startTime) ?? 0,
    endTime: num(a.endTime),
    durationS: num(a.durationS),
    startLat: num(a.startLat),
    startLon: num(a.startLon),
    endLat: num(a.endLat),
    endLon: num(a.endLon),
    startSpeed: num(a.startSpeed),
    peakSpeed: num(a.peakSpeed),
    limitValue: num(a.limitValue),
    driverName: str(a.driverName),
    handleState: Number(a.handleState) === 1 ? 1 : 0,
    handleNote: str(a.handleNote),
    handledBy: str(a.handledBy),
    handledTime: num(a.handledTime),
  };
}

/**
 * Parses a positions-socket message into an alarm event (JSON text, a MessageEvent or a parsed
 * object); null for any other message (snapshot, positions, malformed).
 */
export function parseAlarmMessage(raw: unknown): AlarmEvent | null {
  let data: unknown = raw;
  if (data && typeof data === 'object' && 'data' in data && !('type' in data)) data = (data as { data: unknown }).data;
  if (typeof data === 'string') {
    if (!data.includes('"alarm"')) return null;
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const msg = data as { type?: unknown; event?: unknown; alarm?: unknown };
  if (msg.type !== 'alarm' || (msg.event !== 'open' && msg.event !== 'close')) return null;
  const alarm = normalizeAlarm(msg.alarm);
  return alarm ? { type: 'alarm', event: msg.event, alarm } : null;
}

/**
 * Whether an alarm belongs to the result of an alarm query: plate (substring, case-insensitive),
 * car, type (code or comma list), source, level, handling state, open only, and start time within
 * [startTime, endTime] (ms). The server's rule for the same filters (fleet contract queryAlarmDetail).
 */
export function alarmMatchesFilter(alarm: AlarmRecord, f: AlarmFilter): boolean {
  if (f.carNum && !alarm.carNum.toLowerCase().includes(f.carNum.trim().toLowerCase())) return false;
  if (f.carId && alarm.carId !== f.carId) return false;
  if (f.alarmType) {
    const codes = f.alarmType.split(',').map((c) => c.trim()).filter(Boolean);
    if (codes.length && !codes.includes(alarm.alarmType)) return false;
  }
  if (f.source && alarm.source !== f.source) return false;
  if (f.level && alarm.level !== f.level) return false;
  if (f.handleState !== undefined && alarm.handleState !== f.handleState) return false;
  if (f.open && alarm.endTime !== null) return false;
  if (f.startTime !== undefined && alarm.startTime < f.startTime) return false;
  if (f.endTime !== undefined && alarm.startTime > f.endTime) return false;
  return true;
}

/**
 * Applies a live alarm event to a shown list (newest first): an open alarm that is not yet listed
 * is prepended (the list keeps at most `limit` rows); an alarm already listed is replaced in place
 * (a close sets its end time). `include` says whether a new alarm belongs to the list.
 * Returns the same array when nothing changed, and `added` = 1 when a row was prepended.
 */
export function mergeAlarmEvent(
  list: readonly AlarmRecord[],
  event: AlarmEvent,
  include: (a: AlarmRecord) => boolean,
  limit = Infinity,
): { list: AlarmRecord[]; added: number; changed: boolean } {
  const index = list.findIndex((a) => a.id === event.alarm.id);
  if (index >= 0) {
    const next = list.slice();
    next[index] = { ...list[index], ...event.alarm };
    return { list: next, added: 0, changed: true };
  }
  if (event.event !== 'open' || !include(event.alarm)) return { list: list as AlarmRecord[], added: 0, changed: false };
  return { list: [event.alarm, ...list].slice(0, limit), added: 1, changed: true };
}

/** Formats a duration in s as e.g. '1小时2分3秒', '45秒'; '—' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.round(seconds);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts: string[] = [];
  if (d) parts.push(`${d}天`);
  if (h) parts.push(`${h}小时`);
  if (m) parts.push(`${m}分`);
  if (sec || !parts.length) parts.push(`${sec}秒`);
  return parts.join('');
}

/** Duration of an alarm in s: its durationS, or for an open alarm the time since its start up to `now` (ms). */
export function alarmDurationS(alarm: Pick<AlarmRecord, 'durationS' | 'startTime' | 'endTime'>, now = Date.now()): number | null {
  if (alarm.durationS !== null && alarm.durationS !== undefined) return alarm.durationS;
  if (!alarm.startTime) return null;
  const end = alarm.endTime ?? now;
  return Math.max(0, Math.round((end - alarm.startTime) / 1000));
}
