/**
 * The alarm catalogue shared by the alarm engine, the alarm and report calls and the UI:
 * code -> Chinese name, source and level (1 提示, 2 一般, 3 严重).
 *
 * Terminal alarms are the JT/T 808-2019 table 25 bits of 0x0200 (code `t<bit>`, named after
 * ALARM_BITS); platform alarms are the rules of issue 3 / DESIGN §4 evaluated by the server.
 */
import { ALARM_BITS } from '../jt808/alarm-bits.js';

/** One entry of the catalogue. */
export interface AlarmType {
  code: string;
  name: string;
  source: 'terminal' | 'platform';
  level: 1 | 2 | 3;
  /** true for pre-warnings (预警) raised before a limit is reached */
  preWarning: boolean;
}

const SEVERE_BITS = new Set([0, 1, 2, 8, 26, 29, 30]);
const HINT_BITS = new Set([13, 14, 16]);

/** Terminal alarm code of a 0x0200 alarm bit. */
export function terminalAlarmCode(bit: number): string {
  return `t${bit}`;
}

/** Platform alarm codes (rules evaluated by the server). */
export const PLATFORM_ALARM = {
  /** speed above the vehicle's limit (night: 80 %) for at least the minimum duration */
  overspeed: 'p_overspeed',
  /** continuous driving above 4 h without a rest of 20 min */
  fatigue: 'p_fatigue',
  /** continuous driving close to the 4 h limit (pre-warning) */
  fatigueWarning: 'p_fatigue_warning',
  /** more than 8 h driving within 24 h */
  dailyDriving: 'p_daily_driving',
  /** more than 2 h continuous driving at night (22:00-06:00) */
  nightFatigue: 'p_night_fatigue',
  /** no report within the offline timeout (default 10 min) */
  offline: 'p_offline',
  /** parked longer than the parking timeout */
  parkingTimeout: 'p_parking_timeout',
} as const;

const PLATFORM_TYPES: AlarmType[] = [
  { code: PLATFORM_ALARM.overspeed, name: '超速报警(平台)', source: 'platform', level: 3, preWarning: false },
  { code: PLATFORM_ALARM.fatigue, name: '疲劳驾驶(平台)', source: 'platform', level: 3, preWarning: false },
  { code: PLATFORM_ALARM.fatigueWarning, name: '疲劳驾驶预警(平台)', source: 'platform', level: 1, preWarning: true },
  { code: PLATFORM_ALARM.dailyDriving, name: '当天累计驾驶超时(平台)', source: 'platform', level: 2, preWarning: false },
  { code: PLATFORM_ALARM.nightFatigue, name: '夜间疲劳驾驶(平台)', source: 'platform', level: 3, preWarning: false },
  { code: PLATFORM_ALARM.offline, name: '离线报警', source: 'platform', level: 2, preWarning: false },
  { code: PLATFORM_ALARM.parkingTimeout, name: '超时停车(平台)', source: 'platform', level: 1, preWarning: false },
];

/** Every alarm type: the 32 terminal bits, then the platform rules. */
export const ALARM_TYPES: readonly AlarmType[] = [
  ...ALARM_BITS.map((b) => ({
    code: terminalAlarmCode(b.bit),
    name: b.name,
    source: 'terminal' as const,
    level: (SEVERE_BITS.has(b.bit) ? 3 : HINT_BITS.has(b.bit) ? 1 : 2) as 1 | 2 | 3,
    preWarning: HINT_BITS.has(b.bit) || b.name.endsWith('预警'),
  })),
  ...PLATFORM_TYPES,
];

const BY_CODE = new Map(ALARM_TYPES.map((t) => [t.code, t]));

/** The catalogue entry of a code, or undefined for an unknown code. */
export function alarmType(code: string): AlarmType | undefined {
  return BY_CODE.get(code);
}

/** Chinese name of an alarm code (the code itself when unknown). */
export function alarmTypeName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}

/** Fatigue-related codes (疲劳预警 tab, fatigue reports). */
export const FATIGUE_CODES: readonly string[] = [
  terminalAlarmCode(2),
  terminalAlarmCode(14),
  terminalAlarmCode(18),
  PLATFORM_ALARM.fatigue,
  PLATFORM_ALARM.fatigueWarning,
  PLATFORM_ALARM.dailyDriving,
  PLATFORM_ALARM.nightFatigue,
];

/** Speeding-related codes (speeding reports). */
export const OVERSPEED_CODES: readonly string[] = [terminalAlarmCode(1), terminalAlarmCode(13), PLATFORM_ALARM.overspeed];

/** Alarm level names. */
export const ALARM_LEVEL_NAMES: Record<number, string> = { 1: '提示', 2: '一般', 3: '严重' };

/**
 * True when an open alarm of this type and level marks the vehicle 'alarm' on the map
 * (VehicleState.status): platform alarms of level 一般 or 严重 except 离线报警 (offline has its own
 * status). Terminal alarms mark it through the 0x0200 alarm bits already.
 */
export function marksVehicleAlarm(code: string, level: number, source: string): boolean {
  return source === 'platform' && level >= 2 && code !== PLATFORM_ALARM.offline;
}
