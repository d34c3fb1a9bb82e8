import type { AlarmRecord } from '../src/domain/alarm';

/** An AlarmRecord as the server sends it (fleet contract), with overrides. */
export function alarm(overrides: Partial<AlarmRecord> = {}): AlarmRecord {
  return {
    id: 'a1',
    carId: 'c1',
    carNum: '京A12345',
    departId: 'd1',
    departName: '一分公司',
    alarmType: 'p_overspeed',
    alarmTypeName: '超速报警(平台)',
    source: 'platform',
    level: 3,
    levelName: '严重',
    preWarning: false,
    startTime: new Date(2024, 4, 6, 8, 9, 10).getTime(),
    endTime: null,
    durationS: null,
    startLat: 39.9,
    startLon: 116.4,
    endLat: null,
    endLon: null,
    startSpeed: 95,
    peakSpeed: 112.46,
    limitValue: 80,
    driverName: '张三',
    handleState: 0,
    handleNote: null,
    handledBy: null,
    handledTime: null,
    ...overrides,
  };
}

/** A JeecgBoot page answer of `records`. */
export function pageAnswer<T>(records: T[], total = records.length, current = 1, size = 20) {
  return { success: true, code: 200, message: '', result: { records, total, size, current, pages: Math.ceil(total / size) } };
}

/** A JeecgBoot ok answer. */
export function ok<T>(result: T) {
  return { success: true, code: 200, message: '', result };
}
