import { PLATFORM_ALARM } from '../../src/alarm/alarm-types.js';
import {
  DEFAULT_ALARM_RULE,
  chinaDay,
  effectiveRule,
  isNight,
  newVehicleState,
  nightOverlapS,
  stepPosition,
  sweepOffline,
  type AlarmEvent,
  type AlarmRule,
  type VehicleAlarmState,
} from '../../src/alarm/rules.js';

const H = 3_600_000;
const MIN = 60_000;
/** 2025-03-10 08:00 China time (00:00 UTC) */
const T0 = Date.UTC(2025, 2, 10, 0, 0, 0);
/** China wall-clock time of 2025-03-10 (or a later day) as UTC ms */
const china = (day: number, h: number, m = 0, s = 0) => Date.UTC(2025, 2, day, h - 8, m, s);

const ACC = 1 | 2;

/** Feeds reports and collects events. */
class Driver {
  s: VehicleAlarmState = newVehicleState();
  events: AlarmEvent[] = [];
  constructor(public rule: AlarmRule = effectiveRule(), public limit = 80) {}
  at(t: number, speed: number, opts: { flags?: number; acc?: boolean } = {}): AlarmEvent[] {
    const out: AlarmEvent[] = [];
    stepPosition(this.s, { gpsTime: t, lat: 30, lon: 120, speed, alarmFlags: opts.flags ?? 0, statusFlags: opts.acc === false ? 2 : ACC }, this.rule, { vehicleSpeedLimit: this.limit }, out);
    this.events.push(...out);
    return out;
  }
  /** reports every `stepMs` from `from` (inclusive) to `to` (inclusive) at `speed` */
  run(from: number, to: number, speed: number, stepMs = MIN, opts: { acc?: boolean; flags?: number } = {}): void {
    for (let t = from; t <= to; t += stepMs) this.at(t, speed, opts);
  }
  opened(code: string): AlarmEvent[] {
    return this.events.filter((e) => e.kind === 'open' && e.code === code);
  }
  closed(code: string): AlarmEvent[] {
    return this.events.filter((e) => e.kind === 'close' && e.code === code);
  }
}

describe('China time helpers', () => {
  it('knows the night window across midnight and the calendar day', () => {
    expect(isNight(china(10, 21, 59, 59), 22, 6)).toBe(false);
    expect(isNight(china(10, 22), 22, 6)).toBe(true);
    expect(isNight(china(11, 5, 59), 22, 6)).toBe(true);
    expect(isNight(china(11, 6), 22, 6)).toBe(false);
    expect(chinaDay(china(10, 23, 59, 59))).toBe(chinaDay(china(10, 0)));
    expect(chinaDay(china(11, 0))).toBe(chinaDay(china(10, 0)) + 1);
    expect(nightOverlapS(china(10, 21), china(11, 7), 22, 6)).toBe(8 * 3600);
    expect(nightOverlapS(china(10, 12), china(10, 13), 22, 6)).toBe(0);
  });
});

describe('terminal alarm bits', () => {
  it('opens on 0→1 and closes on 1→0, one episode per bit', () => {
    const d = new Driver();
    d.at(T0, 50, { flags: 0 });
    d.at(T0 + 1000, 50, { flags: 1 | (1 << 29) });
    d.at(T0 + 2000, 50, { flags: 1 | (1 << 29) });
    d.at(T0 + 3000, 50, { flags: 1 << 29 });
    expect(d.opened('t0')).toEqual([expect.objectContaining({ time: T0 + 1000 })]);
    expect(d.opened('t29')).toHaveLength(1);
    expect(d.closed('t0')).toEqual([expect.objectContaining({ time: T0 + 3000, start: T0 + 1000 })]);
    expect(d.closed('t29')).toHaveLength(0);
    expect(Object.keys(d.s.open)).toEqual(['t29']);
  });

  it('handles bit 31 (unsigned DWORD) and ignores older reports', () => {
    const d = new Driver();
    d.at(T0, 0, { flags: 0x80000000 });
    expect(d.opened('t31')).toHaveLength(1);
    expect(d.at(T0 - 1000, 0, { flags: 0 })).toEqual([]);
    expect(d.s.open.t31).toBeDefined();
  });
});

describe('speeding', () => {
  it('needs the minimum duration (9 s: none, 10 s: alarm from the first report above) and records the peak', () => {
    const short = new Driver();
    short.run(T0, T0 + 9000, 95, 1000);
    short.at(T0 + 10_000, 70);
    expect(short.opened(PLATFORM_ALARM.overspeed)).toHaveLength(0);

    const d = new Driver();
    d.at(T0 - 1000, 79);
    d.run(T0, T0 + 10_000, 95, 1000);
    d.at(T0 + 11_000, 120);
    d.at(T0 + 12_000, 80); // at the limit: ends it
    expect(d.opened(PLATFORM_ALARM.overspeed)).toEqual([expect.objectContaining({ time: T0, speed: 95, limit: 80 })]);
    expect(d.closed(PLATFORM_ALARM.overspeed)).toEqual([expect.objectContaining({ time: T0 + 12_000, start: T0, peak: 120 })]);
  });

  it('uses 80 % of the limit at night (22:00-06:00 China time)', () => {
    const day = new Driver();
    day.run(china(10, 21, 0), china(10, 21, 0, 30), 70, 1000);
    expect(day.opened(PLATFORM_ALARM.overspeed)).toHaveLength(0);
    const night = new Driver();
    night.run(china(10, 22, 0), china(10, 22, 0, 30), 70, 1000);
    expect(night.opened(PLATFORM_ALARM.overspeed)).toEqual([expect.objectContaining({ limit: 64 })]);
  });

  it('takes the rule limit over the vehicle limit', () => {
    const d = new Driver(effectiveRule({ speedLimit: 100 }), 80);
    d.run(T0, T0 + 20_000, 95, 1000);
    expect(d.opened(PLATFORM_ALARM.overspeed)).toHaveLength(0);
  });

  it('breaks a run at a data gap longer than speedGapS', () => {
    const d = new Driver();
    d.run(T0, T0 + 15_000, 100, 1000);
    d.run(T0 + 120_000, T0 + 125_000, 100, 1000); // 105 s without data, then only 5 s
    expect(d.opened(PLATFORM_ALARM.overspeed)).toHaveLength(1);
    expect(d.closed(PLATFORM_ALARM.overspeed)).toEqual([expect.objectContaining({ time: T0 + 15_000 })]);
    expect(d.s.open[PLATFORM_ALARM.overspeed]).toBeUndefined();
  });
});

describe('fatigue driving', () => {
  it('exactly 4 h of continuous driving is allowed, 4 h + 1 s is not; pre-warning after 3.5 h', () => {
    const d = new Driver();
    d.run(T0, T0 + 4 * H, 60);
    expect(d.opened(PLATFORM_ALARM.fatigue)).toHaveLength(0);
    expect(d.opened(PLATFORM_ALARM.fatigueWarning)).toEqual([expect.objectContaining({ time: T0 + 3.5 * H + MIN })]);
    d.at(T0 + 4 * H + 1000, 60);
    expect(d.opened(PLATFORM_ALARM.fatigue)).toEqual([expect.objectContaining({ time: T0 + 4 * H + 1000, limit: 14400 })]);
    // the pre-warning gives way to the alarm
    expect(d.closed(PLATFORM_ALARM.fatigueWarning)).toEqual([expect.objectContaining({ time: T0 + 4 * H + 1000 })]);
  });

  it('a 19-minute stop does not reset continuous driving, a 20-minute one does', () => {
    const d = new Driver();
    d.run(T0, T0 + 2 * H, 60);
    d.run(T0 + 2 * H + MIN, T0 + 2 * H + 19 * MIN, 0); // stopped 19 min (from 2:01 to 2:20 the vehicle drives again)
    d.run(T0 + 2 * H + 20 * MIN, T0 + 4 * H + 20 * MIN, 60);
    // driving: 2 h + 1 min (the interval to the first stop report) + 2 h → over 4 h
    expect(d.opened(PLATFORM_ALARM.fatigue)).toHaveLength(1);

    const r = new Driver();
    r.run(T0, T0 + 2 * H, 60);
    r.run(T0 + 2 * H + MIN, T0 + 2 * H + 21 * MIN, 0); // stopped 20 min (2:01 → 2:21)
    r.run(T0 + 2 * H + 22 * MIN, T0 + 4 * H + 22 * MIN, 60);
    expect(r.opened(PLATFORM_ALARM.fatigue)).toHaveLength(0);
    expect(r.s.contS).toBeLessThanOrEqual(2 * 3600 + 60);
  });

  it('ACC off counts as rest even when a speed is reported', () => {
    const d = new Driver();
    d.run(T0, T0 + 3 * H, 60);
    d.run(T0 + 3 * H + MIN, T0 + 3 * H + 21 * MIN, 5, MIN, { acc: false });
    d.run(T0 + 3 * H + 22 * MIN, T0 + 5 * H, 60);
    expect(d.opened(PLATFORM_ALARM.fatigue)).toHaveLength(0);
  });

  it('closes fatigue and warning on a qualifying rest, end = start of the rest', () => {
    const d = new Driver();
    d.run(T0, T0 + 4 * H + 10 * MIN, 60);
    expect(d.s.open[PLATFORM_ALARM.fatigue]).toBeDefined();
    const stop = T0 + 4 * H + 11 * MIN;
    d.run(stop, stop + 20 * MIN, 0);
    expect(d.closed(PLATFORM_ALARM.fatigue)).toEqual([expect.objectContaining({ time: stop, detail: { drivingS: 4 * 3600 + 11 * 60 } })]);
    expect(d.s.open[PLATFORM_ALARM.fatigue]).toBeUndefined();
  });

  it('missing data: a gap of >= 20 min counts as rest, a shorter gap is sample and hold', () => {
    const gap = new Driver();
    gap.run(T0, T0 + 3 * H, 60);
    gap.run(T0 + 3 * H + 20 * MIN, T0 + 5 * H, 60); // 20 min without data
    expect(gap.opened(PLATFORM_ALARM.fatigue)).toHaveLength(0);

    const hold = new Driver();
    hold.run(T0, T0 + 3 * H, 60);
    hold.run(T0 + 3 * H + 19 * MIN, T0 + 4 * H + 10 * MIN, 60); // 19 min without data: still driving
    expect(hold.opened(PLATFORM_ALARM.fatigue)).toHaveLength(1);
  });

  it('night: more than 2 h continuous driving inside 22:00-06:00, also across midnight; closes at 06:00', () => {
    const d = new Driver();
    d.run(china(10, 23, 0), china(11, 1, 0), 60); // exactly 2 h of night
    expect(d.opened(PLATFORM_ALARM.nightFatigue)).toHaveLength(0);
    d.at(china(11, 1, 0, 1), 60);
    expect(d.opened(PLATFORM_ALARM.nightFatigue)).toEqual([expect.objectContaining({ time: china(11, 1, 0, 1), limit: 7200 })]);

    const e = new Driver();
    e.run(china(10, 21, 0), china(10, 23, 30), 60); // 2.5 h driving but only 1.5 h at night
    expect(e.opened(PLATFORM_ALARM.nightFatigue)).toHaveLength(0);

    const m = new Driver();
    m.run(china(11, 3, 0), china(11, 6, 30), 60); // 3 h night then day
    expect(m.opened(PLATFORM_ALARM.nightFatigue)).toHaveLength(1);
    expect(m.closed(PLATFORM_ALARM.nightFatigue)).toEqual([expect.objectContaining({ time: china(11, 6, 0) })]);
  });

  it('daily total: more than 8 h in one China calendar day; midnight starts a new day', () => {
    const d = new Driver();
    // 3 h + rest + 3 h + rest + 2 h = 8 h exactly
    d.run(china(10, 6, 0), china(10, 9, 0), 60);
    d.run(china(10, 9, 1), china(10, 9, 30), 0);
    d.run(china(10, 9, 31), china(10, 12, 31), 60);
    d.run(china(10, 12, 32), china(10, 13, 0), 0);
    d.run(china(10, 13, 1), china(10, 14, 59), 60);
    expect(d.opened(PLATFORM_ALARM.dailyDriving)).toHaveLength(0);
    expect(d.s.dayS).toBe(8 * 3600);
    d.at(china(10, 14, 59, 1), 60);
    expect(d.opened(PLATFORM_ALARM.dailyDriving)).toEqual([expect.objectContaining({ time: china(10, 14, 59, 1) })]);
    expect(d.opened(PLATFORM_ALARM.fatigue)).toHaveLength(0);
    d.run(china(10, 15, 0), china(10, 15, 30), 0);
    d.at(china(11, 0, 10), 0);
    expect(d.closed(PLATFORM_ALARM.dailyDriving)).toEqual([expect.objectContaining({ time: china(11, 0, 0) })]);

    const x = new Driver(effectiveRule({ fatigueEnabled: true, nightDrivingS: 99_999, fatigueDrivingS: 99_999, fatigueWarningS: 99_999 }));
    x.run(china(10, 17, 0), china(11, 1, 0), 60); // 8 h continuous across midnight: 7 h + 1 h
    expect(x.opened(PLATFORM_ALARM.dailyDriving)).toHaveLength(0);
    expect(x.s.dayS).toBe(3600);
  });
});

describe('parking timeout and offline', () => {
  it('parking: more than 30 min at < 1 km/h, start = first parked report; closes when moving', () => {
    const d = new Driver();
    d.run(T0, T0 + 30 * MIN, 0);
    expect(d.opened(PLATFORM_ALARM.parkingTimeout)).toHaveLength(0);
    d.at(T0 + 30 * MIN + 1000, 0);
    expect(d.opened(PLATFORM_ALARM.parkingTimeout)).toEqual([expect.objectContaining({ time: T0, limit: 1800 })]);
    d.at(T0 + 40 * MIN, 20);
    expect(d.closed(PLATFORM_ALARM.parkingTimeout)).toEqual([expect.objectContaining({ time: T0 + 40 * MIN, start: T0 })]);
  });

  it('offline: opened by the sweep after the timeout (wall clock), closed by the next report', () => {
    const d = new Driver();
    const out: AlarmEvent[] = [];
    stepPosition(d.s, { gpsTime: T0, lat: 31, lon: 121, speed: 40, alarmFlags: 0, statusFlags: ACC }, d.rule, { vehicleSpeedLimit: 80, receivedAt: T0 + 500 }, out);
    expect(sweepOffline(d.s, T0 + 500 + 600_000, d.rule, out)).toBe(false);
    expect(sweepOffline(d.s, T0 + 500 + 600_001, d.rule, out)).toBe(true);
    expect(out).toEqual([expect.objectContaining({ kind: 'open', code: PLATFORM_ALARM.offline, time: T0, lat: 31, limit: 600 })]);
    expect(sweepOffline(d.s, T0 + 2 * 600_001, d.rule, out)).toBe(false);
    d.at(T0 + 15 * MIN, 40);
    expect(d.closed(PLATFORM_ALARM.offline)).toEqual([expect.objectContaining({ time: T0 + 15 * MIN, start: T0 })]);
  });

  it('respects disabled rules and keeps defaults in one place', () => {
    const d = new Driver(effectiveRule({ overspeedEnabled: false, parkingEnabled: false }));
    d.run(T0, T0 + 60_000, 150, 1000);
    d.run(T0 + 61_000, T0 + 2 * H, 0);
    expect(d.events.filter((e) => e.code === PLATFORM_ALARM.overspeed || e.code === PLATFORM_ALARM.parkingTimeout)).toEqual([]);
    expect(effectiveRule({ restS: 'x' as unknown as number, bogus: 1 } as Partial<AlarmRule>)).toEqual(DEFAULT_ALARM_RULE);
  });
});
