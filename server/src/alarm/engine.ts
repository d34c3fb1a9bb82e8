/**
 * The streaming alarm engine (issue 3, DESIGN §4). Runs in the process that runs the JT/T 808
 * gateway: it subscribes to bus topic 'positions' (StoredPosition[] just committed), feeds each
 * position to the pure rules of rules.ts with the vehicle's in-memory state, and writes fleet_alarm
 * rows only on transitions, in batches, together with the per-vehicle checkpoint
 * (fleet_alarm_state). Every transition is published on bus topic 'alarms'.
 *
 * Cost per position: a Map lookup and {@link stepPosition} (O(1)); no database round trip.
 * Vehicle metadata (tenant, department, plate, speed limit, driver) and rule overrides are cached
 * and reloaded every `metaRefreshMs`, when a position names an unknown vehicle, and when bus topic
 * 'alarm-rules' announces a saved rule.
 *
 * Restart safety: a vehicle's checkpoint is written in the same transaction as its fleet_alarm
 * transitions (and every `checkpointMs` for every vehicle that moved), so the database always holds
 * "alarms as of checkpoint.last_time". On start the engine loads checkpoints and open alarms, then
 * replays fleet_position rows with gps_time > last_time (bounded by `replayMaxMs`), so an alarm
 * that was open stays open and closes when its condition ends. Vehicles without a checkpoint start
 * from their latest fleet_vehicle_state (no replay).
 */
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { EventBus, StoredPosition } from '../bus/types.js';
import type { Database } from '../db/types.js';
import { alarmType } from './alarm-types.js';
import { toAlarmRecord, type AlarmBusMessage } from './records.js';
import {
  DEFAULT_ALARM_RULE,
  effectiveRule,
  newVehicleState,
  stepPosition,
  sweepOffline,
  type AlarmEvent,
  type AlarmRule,
  type VehicleAlarmState,
} from './rules.js';

/** Options of {@link AlarmEngine}. Times in ms. */
export interface AlarmEngineOptions {
  db: Kysely<Database>;
  bus: EventBus;
  log: Logger;
  /** overrides of DEFAULT_ALARM_RULE for every vehicle (e.g. offlineS from OFFLINE_TIMEOUT_MS) */
  defaults?: Partial<AlarmRule>;
  /** how often pending transitions are written; default 500 */
  flushMs?: number;
  /** how often every changed vehicle's state is checkpointed; default 5000 */
  checkpointMs?: number;
  /** offline sweep period; default 15000 */
  sweepMs?: number;
  /** vehicle/rule cache refresh; default 60000 */
  metaRefreshMs?: number;
  /** replay at most this far back on start; default 24 h */
  replayMaxMs?: number;
  /** wall clock (tests) */
  now?: () => number;
}

interface VehicleMeta {
  tenantId: number;
  departId: string;
  departName: string | null;
  carNum: string;
  speedLimit: number;
  driverName: string | null;
}

/** An alarm episode in memory, mirrored to one fleet_alarm row. */
interface AlarmRow {
  id: number | null;
  vehicleId: string;
  code: string;
  start: number;
  startLat: number;
  startLon: number;
  startSpeed: number;
  peak: number;
  limit: number | null;
  end: number | null;
  endLat: number | null;
  endLon: number | null;
  detail: Record<string, number> | null;
}

interface RowSnapshot {
  row: AlarmRow;
  id: number | null;
  end: number | null;
  endLat: number | null;
  endLon: number | null;
  peak: number;
  detail: Record<string, number> | null;
}

/** Counters of a running engine. */
export interface AlarmEngineStats {
  positions: number;
  skipped: number;
  opened: number;
  closed: number;
  flushes: number;
  flushErrors: number;
  checkpoints: number;
  replayed: number;
  vehicles: number;
}

const key = (vehicleId: string, code: string): string => vehicleId + '|' + code;
const CHUNK = 1000;

/** The running engine; create with {@link startAlarmEngine}. */
export class AlarmEngine {
  private readonly states = new Map<string, VehicleAlarmState>();
  private readonly meta = new Map<string, VehicleMeta>();
  private readonly overrides = new Map<string, Partial<AlarmRule>>();
  private readonly rules = new Map<string, AlarmRule>();
  private readonly openRows = new Map<string, AlarmRow>();
  private dirtyRows = new Set<AlarmRow>();
  private dirtyStates = new Set<string>();
  private buffer: StoredPosition[][] | null = [];
  private unknown: StoredPosition[] = [];
  private defaults: AlarmRule;
  private timers: NodeJS.Timeout[] = [];
  private unsubscribe: Array<() => void> = [];
  private flushing: Promise<void> | null = null;
  private lastCheckpoint = 0;
  private lastMetaLoad = 0;
  private metaLoading: Promise<void> | null = null;
  private stopped = false;
  private readonly out: AlarmEvent[] = [];
  private readonly now: () => number;
  /** counters */
  readonly stats: AlarmEngineStats = { positions: 0, skipped: 0, opened: 0, closed: 0, flushes: 0, flushErrors: 0, checkpoints: 0, replayed: 0, vehicles: 0 };

  constructor(private readonly opts: AlarmEngineOptions) {
    this.defaults = effectiveRule(opts.defaults);
    this.now = opts.now ?? Date.now;
  }

  /**
   * Loads caches, checkpoints and open alarms, subscribes to 'positions' (buffering), replays
   * positions stored after each checkpoint, then processes live. Rejects on database errors.
   */
  async start(): Promise<void> {
    const { bus } = this.opts;
    this.unsubscribe.push(bus.subscribe('positions', (payload) => this.onPositions(payload as StoredPosition[])));
    this.unsubscribe.push(bus.subscribe('alarm-rules', (payload) => {
      const vehicleId = (payload as { vehicleId?: unknown })?.vehicleId;
      if (typeof vehicleId === 'string') void this.reloadRule(vehicleId);
    }));
    await this.loadMeta();
    await this.loadState();
    await this.replay();
    const buffered = this.buffer ?? [];
    this.buffer = null;
    for (const batch of buffered) this.process(batch);
    const t = (fn: () => void, ms: number) => {
      const h = setInterval(fn, ms);
      h.unref();
      this.timers.push(h);
    };
    t(() => void this.flush(), this.opts.flushMs ?? 500);
    t(() => this.sweep(), this.opts.sweepMs ?? 15_000);
    t(() => void this.loadMeta().catch((err: unknown) => this.opts.log.error({ err }, 'alarm engine: metadata refresh failed')), this.opts.metaRefreshMs ?? 60_000);
    this.sweep();
    await this.flush();
    this.opts.log.info({ vehicles: this.states.size, open: this.openRows.size, replayed: this.stats.replayed }, 'alarm engine started');
  }

  /** Stops timers and the subscription, then writes pending transitions and every checkpoint. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const u of this.unsubscribe) u();
    for (const h of this.timers) clearInterval(h);
    await this.flush(true);
  }

  /**
   * Stops timers and subscriptions WITHOUT writing anything (what a crash or kill -9 leaves behind;
   * used by the restart test). Pending transitions stay unwritten and are recomputed by the next
   * engine's replay.
   */
  halt(): void {
    this.stopped = true;
    for (const u of this.unsubscribe) u();
    for (const h of this.timers) clearInterval(h);
  }

  /** Open episodes in memory (vehicle|code keys), for tests and stats. */
  openKeys(): string[] {
    return [...this.openRows.keys()];
  }

  /** The effective rule of a vehicle. */
  ruleOf(vehicleId: string): AlarmRule {
    let r = this.rules.get(vehicleId);
    if (!r) {
      r = { ...this.defaults, ...this.overrides.get(vehicleId) };
      this.rules.set(vehicleId, r);
    }
    return r;
  }

  /** Runs the offline rule over every vehicle now (also called by the timer). */
  sweep(): void {
    const now = this.now();
    for (const [vehicleId, s] of this.states) {
      if (!this.meta.has(vehicleId)) continue;
      if (sweepOffline(s, now, this.ruleOf(vehicleId), this.out)) this.apply(vehicleId);
    }
  }

  /**
   * Writes pending transitions (and, when due or `full`, every changed vehicle's checkpoint) in one
   * transaction, then publishes them on 'alarms'. Flushes run one at a time; a failed flush is
   * retried by the next one.
   */
  async flush(full = false): Promise<void> {
    while (this.flushing) await this.flushing;
    const due = full || this.now() - this.lastCheckpoint >= (this.opts.checkpointMs ?? 5000);
    if (this.dirtyRows.size === 0 && (!due || this.dirtyStates.size === 0)) return;
    this.flushing = this.flushOnce(due).finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private onPositions(batch: StoredPosition[]): void {
    if (!Array.isArray(batch) || batch.length === 0 || this.stopped) return;
    if (this.buffer) {
      this.buffer.push(batch);
      return;
    }
    this.process(batch);
  }

  private process(batch: StoredPosition[], receivedAt = this.now()): void {
    for (let i = 0; i < batch.length; i++) {
      const p = batch[i];
      const meta = this.meta.get(p.vehicleId);
      if (!meta) {
        this.unknown.push(p);
        continue;
      }
      this.stepOne(p.vehicleId, meta, p, receivedAt);
    }
    if (this.unknown.length) void this.resolveUnknown();
  }

  private stepOne(vehicleId: string, meta: VehicleMeta, p: StoredPosition, receivedAt: number): void {
    let s = this.states.get(vehicleId);
    if (!s) {
      s = newVehicleState();
      this.states.set(vehicleId, s);
    }
    this.stats.positions++;
    if (!stepPosition(s, p, this.ruleOf(vehicleId), { vehicleSpeedLimit: meta.speedLimit, receivedAt }, this.out)) {
      this.stats.skipped++;
      return;
    }
    this.dirtyStates.add(vehicleId);
    if (this.out.length) this.apply(vehicleId);
  }

  /** Turns the rule events in `this.out` into row changes. */
  private apply(vehicleId: string): void {
    for (const e of this.out) {
      const k = key(vehicleId, e.code);
      if (e.kind === 'open') {
        const row: AlarmRow = {
          id: null, vehicleId, code: e.code, start: e.time, startLat: e.lat, startLon: e.lon, startSpeed: e.speed,
          peak: e.peak, limit: e.limit, end: null, endLat: null, endLon: null, detail: null,
        };
        this.openRows.set(k, row);
        this.dirtyRows.add(row);
        this.stats.opened++;
      } else {
        const row = this.openRows.get(k);
        if (!row) continue;
        this.openRows.delete(k);
        row.end = e.time;
        row.endLat = e.lat;
        row.endLon = e.lon;
        row.peak = Math.max(row.peak, e.peak);
        row.detail = e.detail ?? null;
        this.dirtyRows.add(row);
        this.stats.closed++;
      }
    }
    this.out.length = 0;
    this.dirtyStates.add(vehicleId);
  }

  private async flushOnce(checkpointAll: boolean): Promise<void> {
    const { db, log } = this.opts;
    const snaps: RowSnapshot[] = [...this.dirtyRows].map((row) => ({
      row, id: row.id, end: row.end, endLat: row.endLat, endLon: row.endLon, peak: row.peak, detail: row.detail,
    }));
    this.dirtyRows = new Set();
    let vehicles: string[];
    if (checkpointAll) {
      vehicles = [...this.dirtyStates];
      this.dirtyStates = new Set();
    } else {
      const touched = new Set(snaps.map((s) => s.row.vehicleId));
      vehicles = [...touched];
      for (const v of vehicles) this.dirtyStates.delete(v);
    }
    const checkpoints = vehicles
      .map((v) => ({ v, s: this.states.get(v) }))
      .filter((x): x is { v: string; s: VehicleAlarmState } => !!x.s && x.s.t > 0)
      .map((x) => ({ v: x.v, t: new Date(x.s.t).toISOString(), json: JSON.stringify(x.s) }));
    const inserts = snaps.filter((s) => s.id === null);
    const updates = snaps.filter((s) => s.id !== null);
    try {
      const ids = await db.transaction().execute(async (trx) => {
        for (let i = 0; i < updates.length; i += CHUNK) await this.updateRows(trx, updates.slice(i, i + CHUNK));
        const found = new Map<string, number>();
        for (let i = 0; i < inserts.length; i += CHUNK) {
          for (const [k, id] of await this.insertRows(trx, inserts.slice(i, i + CHUNK))) found.set(k, id);
        }
        for (let i = 0; i < checkpoints.length; i += CHUNK) await this.writeCheckpoints(trx, checkpoints.slice(i, i + CHUNK));
        return found;
      });
      this.stats.flushes++;
      if (checkpointAll) {
        this.lastCheckpoint = this.now();
        this.stats.checkpoints++;
      }
      for (const s of inserts) s.row.id = ids.get(insertKey(s)) ?? null;
      this.publish(inserts, updates);
    } catch (err) {
      this.stats.flushErrors++;
      log.error({ err, rows: snaps.length, checkpoints: checkpoints.length }, 'alarm engine: flush failed, will retry');
      for (const s of snaps) this.dirtyRows.add(s.row);
      for (const v of vehicles) this.dirtyStates.add(v);
    }
  }

  private async insertRows(trx: Kysely<Database>, rows: RowSnapshot[]): Promise<Map<string, number>> {
    const col = <T>(f: (s: RowSnapshot) => T): T[] => rows.map(f);
    const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
    const res = await sql<{ id: number; vehicle_id: string; alarm_type: string; is_open: boolean; start_time: Date }>`
      INSERT INTO fleet_alarm AS a (tenant_id, vehicle_id, alarm_type, source, alarm_level, pre_warning, start_time, end_time,
        start_lat, start_lon, end_lat, end_lon, start_speed, peak_speed, limit_value, duration_s, driver_name, detail)
      SELECT v.tenant_id, u.vid, u.code, u.src, u.lvl, u.pre, u.st, u.et, u.sla, u.slo, u.ela, u.elo, u.ssp, u.pk, u.lim,
        CASE WHEN u.et IS NULL THEN NULL ELSE round(extract(epoch FROM u.et - u.st))::int END, v.driver_name, u.det
      FROM unnest(${col((s) => s.row.vehicleId)}::varchar[], ${col((s) => s.row.code)}::varchar[], ${col((s) => sourceOf(s.row.code))}::varchar[],
        ${col((s) => alarmType(s.row.code)?.level ?? 2)}::smallint[], ${col((s) => alarmType(s.row.code)?.preWarning ?? false)}::boolean[],
        ${col((s) => iso(s.row.start))}::timestamptz[], ${col((s) => iso(s.end))}::timestamptz[],
        ${col((s) => s.row.startLat)}::float8[], ${col((s) => s.row.startLon)}::float8[], ${col((s) => s.endLat)}::float8[], ${col((s) => s.endLon)}::float8[],
        ${col((s) => s.row.startSpeed)}::real[], ${col((s) => s.peak)}::real[], ${col((s) => s.row.limit)}::real[],
        ${col((s) => (s.detail ? JSON.stringify(s.detail) : null))}::jsonb[])
        AS u(vid, code, src, lvl, pre, st, et, sla, slo, ela, elo, ssp, pk, lim, det)
      JOIN fleet_vehicle v ON v.id = u.vid
      ON CONFLICT (vehicle_id, alarm_type) WHERE end_time IS NULL DO UPDATE SET update_time = now()
      RETURNING a.id, a.vehicle_id, a.alarm_type, (a.end_time IS NULL) AS is_open, a.start_time`.execute(trx);
    const out = new Map<string, number>();
    for (const r of res.rows) {
      out.set(r.is_open ? `${r.vehicle_id}|${r.alarm_type}|open` : `${r.vehicle_id}|${r.alarm_type}|${new Date(r.start_time).getTime()}`, Number(r.id));
    }
    return out;
  }

  private async updateRows(trx: Kysely<Database>, rows: RowSnapshot[]): Promise<void> {
    const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
    await sql`
      UPDATE fleet_alarm a SET end_time = u.et, end_lat = u.ela, end_lon = u.elo, peak_speed = greatest(a.peak_speed, u.pk),
        duration_s = CASE WHEN u.et IS NULL THEN NULL ELSE round(extract(epoch FROM u.et - a.start_time))::int END,
        detail = coalesce(u.det, a.detail), update_time = now()
      FROM unnest(${rows.map((s) => s.id)}::bigint[], ${rows.map((s) => iso(s.end))}::timestamptz[], ${rows.map((s) => s.endLat)}::float8[],
        ${rows.map((s) => s.endLon)}::float8[], ${rows.map((s) => s.peak)}::real[],
        ${rows.map((s) => (s.detail ? JSON.stringify(s.detail) : null))}::jsonb[]) AS u(id, et, ela, elo, pk, det)
      WHERE a.id = u.id`.execute(trx);
  }

  private async writeCheckpoints(trx: Kysely<Database>, rows: { v: string; t: string; json: string }[]): Promise<void> {
    await sql`
      INSERT INTO fleet_alarm_state AS s (vehicle_id, last_time, state, update_time)
      SELECT u.v, u.t, u.j, now()
      FROM unnest(${rows.map((r) => r.v)}::varchar[], ${rows.map((r) => r.t)}::timestamptz[], ${rows.map((r) => r.json)}::jsonb[]) AS u(v, t, j)
      JOIN fleet_vehicle fv ON fv.id = u.v
      ON CONFLICT (vehicle_id) DO UPDATE SET last_time = excluded.last_time, state = excluded.state, update_time = now()`.execute(trx);
  }

  private publish(inserts: RowSnapshot[], updates: RowSnapshot[]): void {
    const send = (event: 'open' | 'close', s: RowSnapshot) => {
      const meta = this.meta.get(s.row.vehicleId);
      if (!meta || s.row.id === null) return;
      const r = s.row;
      const msg: AlarmBusMessage = {
        event,
        tenantId: meta.tenantId,
        alarm: toAlarmRecord({
          id: r.id!, vehicle_id: r.vehicleId, car_num: meta.carNum, depart_id: meta.departId, depart_name: meta.departName,
          alarm_type: r.code, source: sourceOf(r.code), alarm_level: alarmType(r.code)?.level ?? 2, pre_warning: alarmType(r.code)?.preWarning ?? false,
          start_time: r.start, end_time: event === 'open' ? null : s.end,
          duration_s: event === 'close' && s.end !== null ? Math.round((s.end - r.start) / 1000) : null,
          start_lat: r.startLat, start_lon: r.startLon, end_lat: event === 'open' ? null : s.endLat, end_lon: event === 'open' ? null : s.endLon,
          start_speed: r.startSpeed, peak_speed: s.peak, limit_value: r.limit, driver_name: meta.driverName,
          handle_state: 0, handle_note: null, handled_by: null, handled_time: null,
        }),
      };
      this.opts.bus.publish('alarms', msg);
    };
    for (const s of inserts) {
      send('open', s);
      if (s.end !== null) send('close', s);
    }
    for (const s of updates) if (s.end !== null) send('close', s);
  }

  /** Loads vehicles (with department names) and rule overrides. */
  private loadMeta(): Promise<void> {
    this.metaLoading ??= (async () => {
      try {
        const { db } = this.opts;
        const [vehicles, rules] = await Promise.all([
          db.selectFrom('fleet_vehicle as v').leftJoin('sys_depart as d', 'd.id', 'v.depart_id')
            .select(['v.id', 'v.tenant_id', 'v.depart_id', 'd.depart_name', 'v.car_num', 'v.speed_limit', 'v.driver_name']).execute(),
          db.selectFrom('fleet_alarm_rule').select(['vehicle_id', 'rule']).execute(),
        ]);
        this.meta.clear();
        for (const v of vehicles) {
          this.meta.set(v.id, { tenantId: v.tenant_id, departId: v.depart_id, departName: v.depart_name ?? null, carNum: v.car_num, speedLimit: v.speed_limit, driverName: v.driver_name });
        }
        this.overrides.clear();
        for (const r of rules) this.overrides.set(r.vehicle_id, parseRule(r.rule));
        this.rules.clear();
        this.stats.vehicles = this.meta.size;
        this.lastMetaLoad = this.now();
      } finally {
        this.metaLoading = null;
      }
    })();
    return this.metaLoading;
  }

  private async reloadRule(vehicleId: string): Promise<void> {
    try {
      const row = await this.opts.db.selectFrom('fleet_alarm_rule').select('rule').where('vehicle_id', '=', vehicleId).executeTakeFirst();
      if (row) this.overrides.set(vehicleId, parseRule(row.rule));
      else this.overrides.delete(vehicleId);
      this.rules.delete(vehicleId);
      const v = await this.opts.db.selectFrom('fleet_vehicle').select(['speed_limit', 'driver_name', 'car_num', 'depart_id']).where('id', '=', vehicleId).executeTakeFirst();
      const m = this.meta.get(vehicleId);
      if (v && m) Object.assign(m, { speedLimit: v.speed_limit, driverName: v.driver_name, carNum: v.car_num, departId: v.depart_id });
    } catch (err) {
      this.opts.log.error({ err, vehicleId }, 'alarm engine: rule reload failed');
    }
  }

  private async resolveUnknown(): Promise<void> {
    if (this.metaLoading) return;
    if (this.now() - this.lastMetaLoad < 2000) {
      // unknown vehicles right after a reload: drop them (deleted vehicles, stray ids)
      if (this.unknown.length > 10_000) this.unknown = [];
      return;
    }
    await this.loadMeta().catch((err: unknown) => this.opts.log.error({ err }, 'alarm engine: metadata reload failed'));
    const pending = this.unknown;
    this.unknown = [];
    const now = this.now();
    for (const p of pending) {
      const meta = this.meta.get(p.vehicleId);
      if (meta) this.stepOne(p.vehicleId, meta, p, now);
    }
  }

  /** Loads checkpoints, open alarms and last receive times; reconciles them. */
  private async loadState(): Promise<void> {
    const { db } = this.opts;
    const [checkpoints, open, latest] = await Promise.all([
      db.selectFrom('fleet_alarm_state').select(['vehicle_id', 'state']).execute(),
      db.selectFrom('fleet_alarm').select(['id', 'vehicle_id', 'alarm_type', 'start_time', 'start_lat', 'start_lon', 'start_speed', 'peak_speed', 'limit_value'])
        .where('end_time', 'is', null).execute(),
      db.selectFrom('fleet_vehicle_state').select(['vehicle_id', 'gps_time', 'recv_time', 'lat', 'lon', 'speed']).execute(),
    ]);
    for (const c of checkpoints) {
      const s = parseState(c.state);
      if (s) this.states.set(c.vehicle_id, s);
    }
    const checkpointed = new Set(this.states.keys());
    for (const l of latest) {
      let s = this.states.get(l.vehicle_id);
      if (!s) {
        // no checkpoint: start from the latest known position (no replay)
        s = newVehicleState();
        s.t = new Date(l.gps_time).getTime();
        s.lat = l.lat;
        s.lon = l.lon;
        s.speed = l.speed;
        this.states.set(l.vehicle_id, s);
      }
      s.seen = Math.max(s.seen, new Date(l.recv_time).getTime());
    }
    const dbOpen = new Set<string>();
    for (const o of open) {
      const k = key(o.vehicle_id, o.alarm_type);
      dbOpen.add(k);
      const start = new Date(o.start_time).getTime();
      this.openRows.set(k, {
        id: Number(o.id), vehicleId: o.vehicle_id, code: o.alarm_type, start, startLat: o.start_lat ?? 0, startLon: o.start_lon ?? 0,
        startSpeed: o.start_speed ?? 0, peak: o.peak_speed ?? 0, limit: o.limit_value, end: null, endLat: null, endLon: null, detail: null,
      });
      let s = this.states.get(o.vehicle_id);
      if (!s) {
        s = newVehicleState();
        this.states.set(o.vehicle_id, s);
      }
      if (!s.open[o.alarm_type]) {
        // open in the database but not in the state (no checkpoint): adopt it
        s.open[o.alarm_type] = { start, lat: o.start_lat ?? 0, lon: o.start_lon ?? 0, speed: o.start_speed ?? 0, peak: o.peak_speed ?? 0, limit: o.limit_value };
        const bit = /^t(\d+)$/.exec(o.alarm_type);
        if (bit && !checkpointed.has(o.vehicle_id)) s.flags = (s.flags | (1 << Number(bit[1]))) >>> 0;
      }
    }
    // open in a checkpoint but not in the database (should not happen: written together): insert it
    for (const [vehicleId, s] of this.states) {
      for (const code in s.open) {
        const k = key(vehicleId, code);
        if (dbOpen.has(k)) continue;
        const ep = s.open[code];
        const row: AlarmRow = { id: null, vehicleId, code, start: ep.start, startLat: ep.lat, startLon: ep.lon, startSpeed: ep.speed, peak: ep.peak, limit: ep.limit, end: null, endLat: null, endLon: null, detail: null };
        this.openRows.set(k, row);
        this.dirtyRows.add(row);
      }
    }
  }

  /** Replays positions stored after each vehicle's checkpoint, in gps_time order. */
  private async replay(): Promise<void> {
    const { db } = this.opts;
    const floor = this.now() - (this.opts.replayMaxMs ?? 86_400_000);
    const row = await db.selectFrom('fleet_alarm_state').select((eb) => eb.fn.min('last_time').as('t')).executeTakeFirst();
    if (!row?.t) return;
    let from = new Date(Math.max(new Date(row.t as Date).getTime(), floor));
    let fromVehicle = '';
    const PAGE = 20_000;
    for (;;) {
      const res = await sql<{ vehicle_id: string; gps_time: Date; recv_time: Date; lat: number; lon: number; altitude: number; speed: number; direction: number; alarm_flags: number; status_flags: number; mileage: number | null; fuel: number | null }>`
        SELECT p.vehicle_id, p.gps_time, p.recv_time, p.lat, p.lon, p.altitude, p.speed, p.direction, p.alarm_flags, p.status_flags, p.mileage, p.fuel
        FROM fleet_position p JOIN fleet_alarm_state s ON s.vehicle_id = p.vehicle_id AND p.gps_time > s.last_time
        WHERE p.gps_time >= ${from.toISOString()}::timestamptz AND (p.gps_time, p.vehicle_id) > (${from.toISOString()}::timestamptz, ${fromVehicle})
        ORDER BY p.gps_time, p.vehicle_id
        LIMIT ${PAGE}`.execute(db);
      for (const r of res.rows) {
        const meta = this.meta.get(r.vehicle_id);
        if (!meta) continue;
        const p: StoredPosition = {
          vehicleId: r.vehicle_id, gpsTime: new Date(r.gps_time).getTime(), lat: r.lat, lon: r.lon, altitude: r.altitude, speed: Number(r.speed),
          direction: r.direction, alarmFlags: Number(r.alarm_flags) >>> 0, statusFlags: Number(r.status_flags) >>> 0, mileage: r.mileage, fuel: r.fuel,
        };
        this.stepOne(r.vehicle_id, meta, p, new Date(r.recv_time).getTime());
        this.stats.replayed++;
      }
      if (res.rows.length < PAGE) break;
      const last = res.rows[res.rows.length - 1];
      from = new Date(last.gps_time);
      fromVehicle = last.vehicle_id;
    }
  }
}

function insertKey(s: RowSnapshot): string {
  return s.end === null ? `${s.row.vehicleId}|${s.row.code}|open` : `${s.row.vehicleId}|${s.row.code}|${s.row.start}`;
}

function sourceOf(code: string): 'terminal' | 'platform' {
  return /^t\d+$/.test(code) ? 'terminal' : 'platform';
}

function parseJson(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}

/** A stored rule override (jsonb) as a partial AlarmRule (only known keys with the right types kept). */
export function parseRule(v: unknown): Partial<AlarmRule> {
  const o = parseJson(v);
  if (!o || typeof o !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(DEFAULT_ALARM_RULE) as (keyof AlarmRule)[]) {
    const val = (o as Record<string, unknown>)[k];
    if (val === undefined) continue;
    if (k === 'speedLimit' ? val === null || typeof val === 'number' : typeof val === typeof DEFAULT_ALARM_RULE[k]) out[k] = val;
  }
  return out as Partial<AlarmRule>;
}

function parseState(v: unknown): VehicleAlarmState | null {
  const o = parseJson(v);
  if (!o || typeof o !== 'object') return null;
  const s = { ...newVehicleState(), ...(o as Partial<VehicleAlarmState>) };
  if (typeof s.t !== 'number' || typeof s.open !== 'object' || s.open === null) return null;
  return s;
}

/** Creates and starts an {@link AlarmEngine}; rejects when the database cannot be read. */
export async function startAlarmEngine(opts: AlarmEngineOptions): Promise<AlarmEngine> {
  const engine = new AlarmEngine(opts);
  await engine.start();
  return engine;
}

