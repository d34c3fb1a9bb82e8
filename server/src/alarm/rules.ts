/**
 * Pure alarm rules (issue 3 "Alarm engine", DESIGN §4): no I/O, one call per position in gps_time
 * order per vehicle, O(1) work per position. The engine (engine.ts) keeps one
 * {@link VehicleAlarmState} per vehicle, feeds every stored position to {@link stepPosition} and
 * the offline timer to {@link sweepOffline}, and turns the returned {@link AlarmEvent}s into
 * fleet_alarm rows.
 *
 * Units: speed km/h, durations s (rule fields ending in S), times ms since epoch (UTC),
 * coordinates WGS-84 degrees. China time is UTC+8 all year (no daylight saving).
 *
 * Rules and their documented choices:
 * - Terminal alarm bits (JT/T 808-2019 table 25, codes t0..t31): a bit going 0→1 opens an
 *   episode, 1→0 closes it. Bits set in the very first report open at once.
 * - Speeding (p_overspeed): speed strictly above the limit (vehicle speed_limit or the rule's
 *   speedLimit; between nightStartHour and nightEndHour China time the limit is
 *   nightSpeedRatio × limit, default 80 %) for at least overspeedMinS (default 10 s). The episode
 *   starts at the first report above the limit (start_time, start position and speed), peak speed
 *   is recorded, and it closes at the first report at or below the limit. Gap: two reports more
 *   than speedGapS (default 60 s) apart are not one continuous run — an open episode closes at the
 *   last report before the gap and a candidate restarts.
 * - Driving / rest (for fatigue): a report is "driving" when speed >= 1 km/h and ACC is on
 *   (status bit 0). The interval between two reports is attributed to the earlier report's state
 *   (sample and hold). A rest is a stretch of non-driving reports (speed < 1 km/h or ACC off)
 *   lasting >= restS (default 20 min = 1200 s): it resets continuous driving. Shorter stops add no
 *   driving time and do not reset it. A data gap (no report) of >= restS counts as a rest (the
 *   vehicle is assumed to have stopped: a terminal reports every few seconds while driving);
 *   a shorter gap is sample-and-hold.
 * - Fatigue (p_fatigue): continuous driving strictly more than fatigueDrivingS (default 4 h =
 *   14400 s). Pre-warning (p_fatigue_warning) when continuous driving exceeds fatigueWarningS
 *   (default 3.5 h = 12600 s); the pre-warning closes when the fatigue alarm opens or on a rest.
 *   Both close on a qualifying rest, end_time = the moment the rest began.
 * - Night fatigue (p_night_fatigue): more than nightDrivingS (default 2 h) of continuous driving
 *   inside the night window (22:00–06:00 China time; the window spans midnight). Resets on a rest
 *   and at the end of the night window (closes at 06:00).
 * - Daily driving (p_daily_driving): more than dailyDrivingS (default 8 h) of driving within one
 *   China CALENDAR day (00:00–24:00 UTC+8, as the tachograph's daily record, GB/T 19056), not a
 *   rolling 24 h. The episode closes at the day's end (midnight China time).
 * - Parking timeout (p_parking_timeout): speed < 1 km/h for strictly more than parkingS (default
 *   30 min = 1800 s); start_time = the first parked report, closes at the first moving report.
 *   A data gap does not interrupt a parking stretch (parked on both sides of it).
 * - Offline (p_offline): no report for more than offlineS (default 600 s = the map's
 *   OFFLINE_TIMEOUT_MS) of wall-clock time, checked by the engine's timer with
 *   {@link sweepOffline}; start_time = the last report's GNSS time, closes on the next report.
 * - Reports whose gps_time is not after the last processed one (late blind-area data, duplicates)
 *   do not drive the rules: they are history, stored but skipped here.
 */
import { PLATFORM_ALARM, terminalAlarmCode } from './alarm-types.js';

/** The per-vehicle rule set. Every field has a default in {@link DEFAULT_ALARM_RULE}. */
export interface AlarmRule {
  overspeedEnabled: boolean;
  /** km/h; null = the vehicle's fleet_vehicle.speed_limit */
  speedLimit: number | null;
  /** s a speed above the limit must last before it is an alarm */
  overspeedMinS: number;
  /** night limit = day limit × this (0.8 = 80 %) */
  nightSpeedRatio: number;
  /** night window, China time hours: from nightStartHour (22) to nightEndHour (6) */
  nightStartHour: number;
  nightEndHour: number;
  /** s between two reports above which a speeding run is broken */
  speedGapS: number;
  fatigueEnabled: boolean;
  /** s of continuous driving allowed (4 h) */
  fatigueDrivingS: number;
  /** s of continuous driving that raises the pre-warning (3.5 h) */
  fatigueWarningS: number;
  /** s a stop must last to count as a rest (20 min) */
  restS: number;
  /** s of driving allowed per China calendar day (8 h) */
  dailyDrivingS: number;
  /** s of continuous night driving allowed (2 h) */
  nightDrivingS: number;
  offlineEnabled: boolean;
  /** s without any report after which a vehicle is offline (600) */
  offlineS: number;
  parkingEnabled: boolean;
  /** s a vehicle may stand (speed < 1 km/h) before the parking timeout (1800) */
  parkingS: number;
}

/** The defaults of every rule (the one place they are defined; issue 3, DESIGN §4). */
export const DEFAULT_ALARM_RULE: Readonly<AlarmRule> = Object.freeze({
  overspeedEnabled: true,
  speedLimit: null,
  overspeedMinS: 10,
  nightSpeedRatio: 0.8,
  nightStartHour: 22,
  nightEndHour: 6,
  speedGapS: 60,
  fatigueEnabled: true,
  fatigueDrivingS: 4 * 3600,
  fatigueWarningS: 3.5 * 3600,
  restS: 20 * 60,
  dailyDrivingS: 8 * 3600,
  nightDrivingS: 2 * 3600,
  offlineEnabled: true,
  offlineS: 600,
  parkingEnabled: true,
  parkingS: 30 * 60,
});

/** Keys of AlarmRule (the allow-list for stored overrides). */
export const ALARM_RULE_KEYS = Object.keys(DEFAULT_ALARM_RULE) as (keyof AlarmRule)[];

/**
 * The effective rule: defaults, then the stored per-vehicle override (unknown keys and values of
 * the wrong type are ignored).
 */
export function effectiveRule(override?: Partial<AlarmRule> | null): AlarmRule {
  const rule: AlarmRule = { ...DEFAULT_ALARM_RULE };
  if (!override) return rule;
  for (const k of ALARM_RULE_KEYS) {
    const v = override[k];
    if (v === undefined) continue;
    const def = DEFAULT_ALARM_RULE[k];
    if (k === 'speedLimit' ? v === null || typeof v === 'number' : typeof v === typeof def) (rule as unknown as Record<string, unknown>)[k] = v;
  }
  return rule;
}

/** An open episode as the rules track it. */
export interface OpenEpisode {
  /** ms */
  start: number;
  lat: number;
  lon: number;
  /** km/h at start */
  speed: number;
  /** km/h, highest seen while open */
  peak: number;
  /** the rule's limit (km/h for speeding, s for duration rules), null for terminal bits */
  limit: number | null;
}

/** Per-vehicle rule state; JSON-serialisable (checkpointed in fleet_alarm_state.state). */
export interface VehicleAlarmState {
  /** gps time of the last processed report, ms; 0 = none yet */
  t: number;
  lat: number;
  lon: number;
  speed: number;
  /** the last report was "driving" (speed >= 1 km/h and ACC on) */
  driving: boolean;
  /** terminal alarm bits of the last report (DWORD) */
  flags: number;
  /** wall-clock ms when the last report was received (offline rule) */
  seen: number;
  /** speeding candidate: start ms (0 = none), position, speed, peak, limit */
  osStart: number;
  osLat: number;
  osLon: number;
  osSpeed: number;
  osPeak: number;
  osLimit: number;
  /** s of continuous driving since the last rest */
  contS: number;
  /** s of continuous driving inside the current night window */
  nightS: number;
  /** start ms of the current non-driving stretch (0 = driving) */
  stopStart: number;
  /** China day index of `t` and the s driven that day */
  day: number;
  dayS: number;
  /** first parked report ms (0 = not parked) */
  parkStart: number;
  /** open episodes by alarm code */
  open: Record<string, OpenEpisode>;
}

/** A report as the rules read it (a StoredPosition has these fields). */
export interface RulePosition {
  /** ms */
  gpsTime: number;
  lat: number;
  lon: number;
  /** km/h */
  speed: number;
  alarmFlags: number;
  statusFlags: number;
}

/** A transition produced by the rules. */
export interface AlarmEvent {
  kind: 'open' | 'close';
  code: string;
  /** ms: open → the episode's start_time, close → its end_time */
  time: number;
  lat: number;
  lon: number;
  /** km/h at `time` (start speed for open) */
  speed: number;
  /** km/h, highest speed of the episode */
  peak: number;
  limit: number | null;
  /** close only: the episode's start ms */
  start?: number;
  /** extra facts (e.g. drivingS for fatigue closes) */
  detail?: Record<string, number>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** China Standard Time offset, ms (UTC+8, no DST). */
export const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** China calendar day index of `t` (days since 1970-01-01 China time). */
export function chinaDay(t: number): number {
  return Math.floor((t + CHINA_OFFSET_MS) / DAY_MS);
}

/** UTC ms of 00:00 China time of China day `day`. */
export function chinaDayStart(day: number): number {
  return day * DAY_MS - CHINA_OFFSET_MS;
}

/** True when `t` lies in the night window [startHour, endHour) China time (window may wrap midnight). */
export function isNight(t: number, startHour: number, endHour: number): boolean {
  const h = (((t + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS / HOUR_MS;
  return startHour > endHour ? h >= startHour || h < endHour : h >= startHour && h < endHour;
}

/** Seconds of [a, b] (ms) inside night windows [startHour, endHour) China time. */
export function nightOverlapS(a: number, b: number, startHour: number, endHour: number): number {
  if (b <= a) return 0;
  let total = 0;
  const wraps = startHour > endHour;
  for (let d = chinaDay(a) - 1; d <= chinaDay(b); d++) {
    const ws = chinaDayStart(d) + startHour * HOUR_MS;
    const we = chinaDayStart(wraps ? d + 1 : d) + endHour * HOUR_MS;
    const lo = Math.max(a, ws);
    const hi = Math.min(b, we);
    if (hi > lo) total += hi - lo;
  }
  return total / 1000;
}

/** The latest night-window end (endHour China time) at or before `t`. */
function lastNightEnd(t: number, endHour: number): number {
  let e = chinaDayStart(chinaDay(t)) + endHour * HOUR_MS;
  if (e > t) e -= DAY_MS;
  return e;
}

/** A fresh state (nothing seen). */
export function newVehicleState(): VehicleAlarmState {
  return {
    t: 0, lat: 0, lon: 0, speed: 0, driving: false, flags: 0, seen: 0,
    osStart: 0, osLat: 0, osLon: 0, osSpeed: 0, osPeak: 0, osLimit: 0,
    contS: 0, nightS: 0, stopStart: 0, day: 0, dayS: 0, parkStart: 0, open: {},
  };
}

/** Context of one step: the vehicle's limit and the wall-clock time of receipt. */
export interface StepContext {
  /** fleet_vehicle.speed_limit, km/h (used when rule.speedLimit is null) */
  vehicleSpeedLimit: number;
  /** wall-clock ms of receipt (offline rule); defaults to gpsTime */
  receivedAt?: number;
}

function open(s: VehicleAlarmState, out: AlarmEvent[], code: string, time: number, lat: number, lon: number, speed: number, peak: number, limit: number | null): void {
  if (s.open[code]) return;
  s.open[code] = { start: time, lat, lon, speed, peak, limit };
  out.push({ kind: 'open', code, time, lat, lon, speed, peak, limit });
}

function close(s: VehicleAlarmState, out: AlarmEvent[], code: string, time: number, lat: number, lon: number, speed: number, detail?: Record<string, number>): void {
  const ep = s.open[code];
  if (!ep) return;
  delete s.open[code];
  out.push({ kind: 'close', code, time: Math.max(time, ep.start), lat, lon, speed, peak: ep.peak, limit: ep.limit, start: ep.start, detail });
}

function rest(s: VehicleAlarmState, out: AlarmEvent[], at: number): void {
  const drivingS = s.contS;
  if (s.open[PLATFORM_ALARM.fatigue]) close(s, out, PLATFORM_ALARM.fatigue, at, s.lat, s.lon, 0, { drivingS });
  if (s.open[PLATFORM_ALARM.fatigueWarning]) close(s, out, PLATFORM_ALARM.fatigueWarning, at, s.lat, s.lon, 0, { drivingS });
  if (s.open[PLATFORM_ALARM.nightFatigue]) close(s, out, PLATFORM_ALARM.nightFatigue, at, s.lat, s.lon, 0, { drivingS: s.nightS });
  s.contS = 0;
  s.nightS = 0;
}

function closeAll(s: VehicleAlarmState, out: AlarmEvent[], codes: string[], at: number, p: RulePosition): void {
  for (const c of codes) if (s.open[c]) close(s, out, c, at, p.lat, p.lon, p.speed);
}

const FATIGUE_FAMILY = [PLATFORM_ALARM.fatigue, PLATFORM_ALARM.fatigueWarning, PLATFORM_ALARM.nightFatigue, PLATFORM_ALARM.dailyDriving];

/**
 * Feeds one report to a vehicle's rules, mutating `s` and appending transitions to `out` (in
 * time order). Reports not after the last processed gps time are ignored (answers false).
 * See the module comment for every rule's definition and gap handling.
 */
export function stepPosition(s: VehicleAlarmState, p: RulePosition, rule: AlarmRule, ctx: StepContext, out: AlarmEvent[]): boolean {
  const t = p.gpsTime;
  if (s.t !== 0 && t <= s.t) return false;
  const first = s.t === 0;
  const speed = p.speed;
  const acc = (p.statusFlags & 1) === 1;
  const driving = speed >= 1 && acc;
  const dtS = first ? 0 : (t - s.t) / 1000;

  // offline ends with any report
  if (s.open[PLATFORM_ALARM.offline]) close(s, out, PLATFORM_ALARM.offline, t, p.lat, p.lon, speed);

  // peaks of open episodes
  for (const code in s.open) if (speed > s.open[code].peak) s.open[code].peak = speed;

  // terminal alarm bits
  const flags = p.alarmFlags >>> 0;
  let diff = (flags ^ s.flags) >>> 0;
  while (diff !== 0) {
    const bit = 31 - Math.clz32(diff);
    diff = (diff & ~(1 << bit)) >>> 0;
    const code = terminalAlarmCode(bit);
    if ((flags >>> bit) & 1) open(s, out, code, t, p.lat, p.lon, speed, speed, null);
    else close(s, out, code, t, p.lat, p.lon, speed);
  }
  s.flags = flags;

  // speeding
  if (rule.overspeedEnabled) {
    const base = rule.speedLimit ?? ctx.vehicleSpeedLimit;
    const limit = isNight(t, rule.nightStartHour, rule.nightEndHour) ? Math.round(base * rule.nightSpeedRatio * 10) / 10 : base;
    const over = speed > limit;
    const gap = !first && dtS > rule.speedGapS;
    if (s.open[PLATFORM_ALARM.overspeed] && (gap || !over)) {
      if (gap) close(s, out, PLATFORM_ALARM.overspeed, s.t, s.lat, s.lon, s.speed);
      else close(s, out, PLATFORM_ALARM.overspeed, t, p.lat, p.lon, speed);
    }
    if (gap || !over) s.osStart = 0;
    if (over) {
      if (s.osStart === 0) {
        s.osStart = t;
        s.osLat = p.lat;
        s.osLon = p.lon;
        s.osSpeed = speed;
        s.osPeak = speed;
        s.osLimit = limit;
      } else if (speed > s.osPeak) s.osPeak = speed;
      if (!s.open[PLATFORM_ALARM.overspeed] && (t - s.osStart) / 1000 >= rule.overspeedMinS) {
        open(s, out, PLATFORM_ALARM.overspeed, s.osStart, s.osLat, s.osLon, s.osSpeed, s.osPeak, s.osLimit);
      }
    }
  } else {
    s.osStart = 0;
    closeAll(s, out, [PLATFORM_ALARM.overspeed], t, p);
  }

  // driving time, rests, fatigue
  if (rule.fatigueEnabled) {
    const day = chinaDay(t);
    if (first) {
      s.day = day;
    } else if (dtS >= rule.restS) {
      // a gap as long as a rest: the vehicle stood still in it (documented choice)
      rest(s, out, s.t);
    } else if (s.driving) {
      // the interval since the last report was driving (sample and hold)
      s.contS += dtS;
      const nightAdd = nightOverlapS(s.t, t, rule.nightStartHour, rule.nightEndHour);
      s.nightS += nightAdd;
      if (day !== s.day) {
        const midnight = chinaDayStart(day);
        s.dayS += (midnight - s.t) / 1000;
        if (s.dayS > rule.dailyDrivingS) open(s, out, PLATFORM_ALARM.dailyDriving, midnight, p.lat, p.lon, speed, speed, rule.dailyDrivingS);
        s.dayS = (t - midnight) / 1000;
      } else {
        s.dayS += dtS;
      }
    } else if (s.stopStart !== 0 && t - s.stopStart >= rule.restS * 1000 && s.contS > 0) {
      rest(s, out, s.stopStart);
    }
    if (day !== s.day) {
      if (s.open[PLATFORM_ALARM.dailyDriving]) close(s, out, PLATFORM_ALARM.dailyDriving, chinaDayStart(day), p.lat, p.lon, speed, { drivingS: rule.dailyDrivingS });
      if (!s.driving || dtS >= rule.restS) s.dayS = 0;
      s.day = day;
    }
    if (!isNight(t, rule.nightStartHour, rule.nightEndHour)) {
      if (s.open[PLATFORM_ALARM.nightFatigue]) close(s, out, PLATFORM_ALARM.nightFatigue, Math.max(lastNightEnd(t, rule.nightEndHour), s.t), p.lat, p.lon, speed, { drivingS: s.nightS });
      s.nightS = 0;
    }
    s.stopStart = driving ? 0 : s.stopStart !== 0 && !first && dtS < rule.restS && !s.driving ? s.stopStart : t;
    if (s.contS > rule.fatigueDrivingS) {
      if (s.open[PLATFORM_ALARM.fatigueWarning]) close(s, out, PLATFORM_ALARM.fatigueWarning, t, p.lat, p.lon, speed, { drivingS: s.contS });
      open(s, out, PLATFORM_ALARM.fatigue, t, p.lat, p.lon, speed, speed, rule.fatigueDrivingS);
    } else if (s.contS > rule.fatigueWarningS) {
      open(s, out, PLATFORM_ALARM.fatigueWarning, t, p.lat, p.lon, speed, speed, rule.fatigueWarningS);
    }
    if (s.nightS > rule.nightDrivingS) open(s, out, PLATFORM_ALARM.nightFatigue, t, p.lat, p.lon, speed, speed, rule.nightDrivingS);
    if (s.dayS > rule.dailyDrivingS) open(s, out, PLATFORM_ALARM.dailyDriving, t, p.lat, p.lon, speed, speed, rule.dailyDrivingS);
  } else {
    s.contS = 0;
    s.nightS = 0;
    s.dayS = 0;
    s.day = chinaDay(t);
    s.stopStart = driving ? 0 : t;
    closeAll(s, out, FATIGUE_FAMILY, t, p);
  }

  // parking timeout
  if (speed < 1) {
    if (s.parkStart === 0) s.parkStart = t;
    if (rule.parkingEnabled && t - s.parkStart > rule.parkingS * 1000) {
      open(s, out, PLATFORM_ALARM.parkingTimeout, s.parkStart, p.lat, p.lon, speed, speed, rule.parkingS);
    }
  } else {
    s.parkStart = 0;
  }
  if (s.open[PLATFORM_ALARM.parkingTimeout] && (speed >= 1 || !rule.parkingEnabled)) close(s, out, PLATFORM_ALARM.parkingTimeout, t, p.lat, p.lon, speed);

  s.t = t;
  s.lat = p.lat;
  s.lon = p.lon;
  s.speed = speed;
  s.driving = driving;
  s.seen = Math.max(s.seen, ctx.receivedAt ?? t);
  return true;
}

/**
 * Offline rule, run by the engine's timer: opens p_offline when the last report was received more
 * than rule.offlineS before `nowMs` (wall clock). start_time = the last report's gps time.
 * Answers true when it opened an episode.
 */
export function sweepOffline(s: VehicleAlarmState, nowMs: number, rule: AlarmRule, out: AlarmEvent[]): boolean {
  if (!rule.offlineEnabled || s.t === 0 || s.open[PLATFORM_ALARM.offline]) return false;
  if (nowMs - s.seen <= rule.offlineS * 1000) return false;
  open(s, out, PLATFORM_ALARM.offline, s.t, s.lat, s.lon, s.speed, s.speed, rule.offlineS);
  return true;
}
