import { ALARM_BITS, Alarm, STATUS_BITS, Status, alarmNames, hasBit, loadState, statusNames } from '../../src/jt808/index.js';

describe('alarm and status bit tables (JT/T 808-2019 tables 24/25)', () => {
  it('has 32 named alarm bits in order', () => {
    expect(ALARM_BITS).toHaveLength(32);
    ALARM_BITS.forEach((a, i) => expect(a.bit).toBe(i));
    expect(ALARM_BITS[0].name).toBe('紧急报警');
    expect(ALARM_BITS[1].name).toBe('超速报警');
    expect(ALARM_BITS[2].name).toBe('疲劳驾驶');
    expect(ALARM_BITS[3].name).toBe('危险预警');
    expect(ALARM_BITS[4].name).toBe('GNSS模块发生故障');
    expect(ALARM_BITS[29].name).toBe('碰撞预警');
    expect(ALARM_BITS[30].name).toBe('侧翻预警');
    expect(ALARM_BITS[31].name).toBe('非法开门报警');
    expect(ALARM_BITS[0].clearOnAck).toBe(true);
    expect(ALARM_BITS[1].clearOnAck).toBe(false);
  });

  it('names the set bits of a DWORD, bit 31 included', () => {
    expect(alarmNames(Alarm.EMERGENCY | Alarm.OVERSPEED | 0x80000000)).toEqual(['紧急报警', '超速报警', '非法开门报警']);
    expect(hasBit(0x80000000, 31)).toBe(true);
    expect(statusNames(Status.ACC_ON | Status.POSITIONED | Status.SOUTH | Status.WEST)).toEqual(['ACC开', '定位', '南纬', '西经']);
    expect(STATUS_BITS.find((s) => s.bit === 0)?.off).toBe('ACC关');
  });

  it('reads the two-bit load state', () => {
    expect(loadState(0)).toBe('空车');
    expect(loadState(1 << 8)).toBe('半载');
    expect(loadState(3 << 8)).toBe('满载');
  });
});
