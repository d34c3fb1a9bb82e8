/**
 * Alarm and status bit tables of 0x0200 (JT/T 808-2019 table 25 报警标志位定义 and table 24 状态位定义),
 * with their Chinese names, for the UI, the alarm engine and tests.
 */

/** One alarm bit: `clearOnAck` marks the bits the terminal clears after the platform's 0x8001 (收到应答后清零). */
export interface AlarmBit {
  bit: number;
  name: string;
  clearOnAck: boolean;
}

/** One status bit: `on` is the meaning of 1, `off` the meaning of 0. */
export interface StatusBit {
  bit: number;
  on: string;
  off: string;
}

const ACK = new Set([0, 3, 20, 21, 22, 27, 28]);
const ALARM_NAMES: Array<[number, string]> = [
  [0, '紧急报警'],
  [1, '超速报警'],
  [2, '疲劳驾驶'],
  [3, '危险预警'],
  [4, 'GNSS模块发生故障'],
  [5, 'GNSS天线未接或被剪断'],
  [6, 'GNSS天线短路'],
  [7, '终端主电源欠压'],
  [8, '终端主电源掉电'],
  [9, '终端LCD或显示器故障'],
  [10, 'TTS模块故障'],
  [11, '摄像头故障'],
  [12, '道路运输证IC卡模块故障'],
  [13, '超速预警'],
  [14, '疲劳驾驶预警'],
  [15, '违规行驶报警'],
  [16, '胎压预警'],
  [17, '右转盲区异常报警'],
  [18, '当天累计驾驶超时'],
  [19, '超时停车'],
  [20, '进出区域'],
  [21, '进出路线'],
  [22, '路段行驶时间不足/过长'],
  [23, '路线偏离报警'],
  [24, '车辆VSS故障'],
  [25, '车辆油量异常'],
  [26, '车辆被盗'],
  [27, '车辆非法点火'],
  [28, '车辆非法位移'],
  [29, '碰撞预警'],
  [30, '侧翻预警'],
  [31, '非法开门报警'],
];

/** The 32 alarm bits of JT/T 808-2019 table 25, index = bit number. */
export const ALARM_BITS: readonly AlarmBit[] = ALARM_NAMES.map(([bit, name]) => ({ bit, name, clearOnAck: ACK.has(bit) }));

/** Status bits of JT/T 808-2019 table 24 (bits 8-9 are the two-bit load state, see {@link loadState}). */
export const STATUS_BITS: readonly StatusBit[] = [
  { bit: 0, on: 'ACC开', off: 'ACC关' },
  { bit: 1, on: '定位', off: '未定位' },
  { bit: 2, on: '南纬', off: '北纬' },
  { bit: 3, on: '西经', off: '东经' },
  { bit: 4, on: '停运状态', off: '运营状态' },
  { bit: 5, on: '经纬度已经保密插件加密', off: '经纬度未经保密插件加密' },
  { bit: 10, on: '车辆油路断开', off: '车辆油路正常' },
  { bit: 11, on: '车辆电路断开', off: '车辆电路正常' },
  { bit: 12, on: '车门加锁', off: '车门解锁' },
  { bit: 13, on: '门1开（前门）', off: '门1关' },
  { bit: 14, on: '门2开（中门）', off: '门2关' },
  { bit: 15, on: '门3开（后门）', off: '门3关' },
  { bit: 16, on: '门4开（驾驶席门）', off: '门4关' },
  { bit: 17, on: '门5开（自定义）', off: '门5关' },
  { bit: 18, on: '使用GPS卫星进行定位', off: '未使用GPS卫星进行定位' },
  { bit: 19, on: '使用北斗卫星进行定位', off: '未使用北斗卫星进行定位' },
  { bit: 20, on: '使用GLONASS卫星进行定位', off: '未使用GLONASS卫星进行定位' },
  { bit: 21, on: '使用Galileo卫星进行定位', off: '未使用Galileo卫星进行定位' },
  { bit: 22, on: '车辆处于行驶状态', off: '车辆处于停止状态' },
];

/** Named masks of the bits the server and the simulator use. */
export const Alarm = {
  EMERGENCY: 1 << 0,
  OVERSPEED: 1 << 1,
  FATIGUE: 1 << 2,
  OVERSPEED_WARNING: 1 << 13,
  FATIGUE_WARNING: 1 << 14,
  PARKING_TIMEOUT: 1 << 19,
} as const;

/** Named status masks (table 24). */
export const Status = {
  ACC_ON: 1 << 0,
  POSITIONED: 1 << 1,
  SOUTH: 1 << 2,
  WEST: 1 << 3,
  GPS: 1 << 18,
  BEIDOU: 1 << 19,
  DRIVING: 1 << 22,
} as const;

/** True when `bit` (0-31) is set in an unsigned DWORD. */
export function hasBit(flags: number, bit: number): boolean {
  return ((flags >>> bit) & 1) === 1;
}

/** Chinese names of the alarm bits set in `alarmFlags`, in bit order. */
export function alarmNames(alarmFlags: number): string[] {
  return ALARM_BITS.filter((a) => hasBit(alarmFlags, a.bit)).map((a) => a.name);
}

/** Chinese names of the status bits set in `statusFlags` (their `on` meanings), in bit order. */
export function statusNames(statusFlags: number): string[] {
  return STATUS_BITS.filter((s) => hasBit(statusFlags, s.bit)).map((s) => s.on);
}

/** Status bits 8-9 (载货状态): 00 空车, 01 半载, 10 保留, 11 满载. */
export function loadState(statusFlags: number): '空车' | '半载' | '保留' | '满载' {
  return (['空车', '半载', '保留', '满载'] as const)[(statusFlags >>> 8) & 3];
}
