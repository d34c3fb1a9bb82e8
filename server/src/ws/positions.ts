import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { StoredPosition } from '../bus/types.js';
import { marksVehicleAlarm } from '../alarm/alarm-types.js';
import type { AlarmBusMessage } from '../alarm/records.js';
import { currentUser } from '../auth/guard.js';
import type { SessionSockets } from './session-sockets.js';
import type { SessionUser } from '../auth/session-user.js';
import type { RouteDeps } from '../routes/deps.js';
import { loadVisibleStates } from '../routes/fleet/move-status.js';
import { toVehicleState, type VehicleState } from '../routes/fleet/vehicle-state.js';
import { VehicleDirectory } from './vehicle-directory.js';

/** Minimum time between two `positions` messages on one connection (docs/contracts.md). */
export const POSITION_FLUSH_MS = 1000;

interface Subscriber {
  socket: WebSocket;
  tenantId: number;
  visibleDeparts: Set<string>;
  pending: Map<string, VehicleState>;
  ready: boolean;
  lastFlush: number;
  timer: NodeJS.Timeout | null;
}

function flush(sub: Subscriber): void {
  sub.timer = null;
  if (!sub.ready || sub.pending.size === 0 || sub.socket.readyState !== sub.socket.OPEN) return;
  const items = [...sub.pending.values()];
  sub.pending.clear();
  sub.lastFlush = Date.now();
  sub.socket.send(JSON.stringify({ type: 'positions', items }));
}

function schedule(sub: Subscriber, flushMs: number): void {
  if (sub.timer || !sub.ready || sub.pending.size === 0) return;
  sub.timer = setTimeout(() => flush(sub), Math.max(0, sub.lastFlush + flushMs - Date.now()));
}

/**
 * Fans bus 'positions' batches out to the connected position sockets: each stored position
 * becomes a VehicleState (toVehicleState with receive time = now), goes only to connections
 * whose user may see the vehicle's department, is coalesced per vehicle (latest wins) and
 * flushed at most once per `flushMs`.
 */
export class PositionHub {
  private readonly subs = new Set<Subscriber>();
  private readonly directory: VehicleDirectory;
  private unsubscribe: (() => void) | null = null;
  private unsubscribeAlarms: (() => void) | null = null;

  constructor(private readonly deps: RouteDeps, private readonly log: FastifyBaseLogger, private readonly flushMs = POSITION_FLUSH_MS) {
    this.directory = new VehicleDirectory(deps.db);
  }

  /**
   * Vehicle id → open alarm types that mark it 'alarm' (marksVehicleAlarm), kept from bus 'alarms'
   * and loaded from fleet_alarm at start, so live states agree with queryMoveStatus.
   */
  private readonly openAlarms = new Map<string, Set<string>>();

  /** Loads the open marking alarms (once, at start; later changes come over the bus). */
  private async loadOpenAlarms(): Promise<void> {
    const rows = await this.deps.db.selectFrom('fleet_alarm').select(['vehicle_id', 'alarm_type', 'alarm_level', 'source'])
      .where('end_time', 'is', null).where('source', '=', 'platform').execute();
    for (const r of rows) {
      if (!marksVehicleAlarm(r.alarm_type, r.alarm_level, r.source)) continue;
      const open = this.openAlarms.get(r.vehicle_id) ?? new Set<string>();
      open.add(r.alarm_type);
      this.openAlarms.set(r.vehicle_id, open);
    }
  }

  /** Starts listening on the bus. */
  start(): void {
    if (!this.unsubscribe) this.loadOpenAlarms().catch((err: unknown) => this.log.error({ err }, 'loading open alarms failed'));
    this.unsubscribe ??= this.deps.bus.subscribe('positions', (payload) => {
      this.onPositions(payload as StoredPosition[]).catch((err: unknown) => this.log.error({ err }, 'position fan-out failed'));
    });
    this.unsubscribeAlarms ??= this.deps.bus.subscribe('alarms', (payload) => this.onAlarm(payload as AlarmBusMessage));
  }

  /**
   * Forwards an alarm engine transition (bus 'alarms') at once as `{type:'alarm', event, alarm}`
   * to the ready sockets whose user may see the vehicle's department (same tenant).
   */
  private onAlarm(msg: AlarmBusMessage): void {
    if (!msg || !msg.alarm || (msg.event !== 'open' && msg.event !== 'close')) return;
    const a = msg.alarm;
    if (marksVehicleAlarm(a.alarmType, a.level, a.source)) {
      const open = this.openAlarms.get(a.carId) ?? new Set<string>();
      if (msg.event === 'open') open.add(a.alarmType);
      else open.delete(a.alarmType);
      if (open.size) this.openAlarms.set(a.carId, open);
      else this.openAlarms.delete(a.carId);
    }
    let text: string | null = null;
    for (const sub of this.subs) {
      if (!sub.ready || sub.tenantId !== msg.tenantId || !sub.visibleDeparts.has(msg.alarm.departId)) continue;
      if (sub.socket.readyState !== sub.socket.OPEN) continue;
      text ??= JSON.stringify({ type: 'alarm', event: msg.event, alarm: msg.alarm });
      sub.socket.send(text);
    }
  }

  /** Stops listening and closes every connection (1001 going away). */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.unsubscribeAlarms?.();
    this.unsubscribeAlarms = null;
    for (const sub of this.subs) {
      if (sub.timer) clearTimeout(sub.timer);
      sub.socket.close(1001, 'server shutdown');
    }
    this.subs.clear();
  }

  /** Number of open position sockets. */
  get size(): number {
    return this.subs.size;
  }

  /** Adds a socket: sends the snapshot, then batched updates until it closes. */
  async attach(socket: WebSocket, user: SessionUser): Promise<void> {
    const sub: Subscriber = {
      socket, tenantId: user.tenantId, visibleDeparts: new Set(user.visibleDepartIds),
      pending: new Map(), ready: false, lastFlush: 0, timer: null,
    };
    this.subs.add(sub);
    socket.on('close', () => {
      if (sub.timer) clearTimeout(sub.timer);
      this.subs.delete(sub);
    });
    socket.on('message', (data, isBinary) => {
      if (!isBinary && data.toString() === 'ping') socket.send('pong');
    });
    const vehicles = await loadVisibleStates(this.deps, user);
    if (socket.readyState !== socket.OPEN) return;
    for (const v of vehicles) sub.pending.delete(v.carId);
    socket.send(JSON.stringify({ type: 'snapshot', vehicles }));
    sub.ready = true;
    sub.lastFlush = Date.now();
    schedule(sub, this.flushMs);
  }

  private async onPositions(batch: StoredPosition[]): Promise<void> {
    if (!Array.isArray(batch) || batch.length === 0 || this.subs.size === 0) return;
    const refs = await this.directory.resolve(batch.map((p) => p.vehicleId));
    const now = Date.now();
    for (const p of batch) {
      const ref = refs.get(p.vehicleId);
      if (!ref) continue;
      const openAlarm = this.openAlarms.has(p.vehicleId);
      const state = toVehicleState({ ...p, carNum: ref.carNum, departId: ref.departId, recvTime: now, openAlarm }, now, this.deps.config.offlineTimeoutMs);
      for (const sub of this.subs) {
        if (sub.tenantId !== ref.tenantId || !sub.visibleDeparts.has(ref.departId)) continue;
        const prev = sub.pending.get(p.vehicleId);
        if (!prev || prev.gpsTime <= state.gpsTime) sub.pending.set(p.vehicleId, state);
        schedule(sub, this.flushMs);
      }
    }
  }
}

/** GET {apiBase}/ws/positions (WebSocket, token as sub-protocol; refused with 401 before upgrade if bad). */
export function registerPositionSocket(app: FastifyInstance, hub: PositionHub, sessions: SessionSockets): void {
  app.get('/ws/positions', { websocket: true, schema: { hide: true } }, (socket, request) => {
    sessions.track(socket, request.accessToken);
    hub.attach(socket, currentUser(request)).catch((err: unknown) => {
      request.log.error({ err }, 'position snapshot failed');
      socket.close(1011, 'snapshot failed');
    });
  });
}
