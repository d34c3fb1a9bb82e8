import type { Logger } from 'pino';
import { Alarm, PlatformResult, RegisterResult, Status, type HeaderVersion } from '../jt808/index.js';
import { simulatedPeripherals } from '../reports/peripheral-extras.js';
import { cityOf } from './cities.js';
import { networkOf } from './road-network.js';
import { hashSeed } from './rng.js';
import { RouteModel, type MotionSnapshot } from './route-model.js';
import { TerminalClient, type LocationInput } from './terminal-client.js';
import type { SimTerminal } from './terminals.js';

/** Settings shared by every simulated vehicle. */
export interface SimVehicleOptions {
  host: string;
  port: number;
  intervalMs: number;
  heartbeatMs: number;
  log: Logger;
  version: HeaderVersion;
}

const BLIND_MAX = 600;
const BATCH_ITEMS = 15;
const MAX_OUTSTANDING = 20;
const OVERSPEED_KMH = 100;

/** The 0x0200 a terminal would send for a model reading at `now` (ms). */
export function toLocation(s: MotionSnapshot, now: number, seed = 0): LocationInput {
  const speeding = s.speedKmh > OVERSPEED_KMH;
  let status = Status.POSITIONED | Status.GPS | Status.BEIDOU;
  if (s.acc) status |= Status.ACC_ON;
  if (s.speedKmh >= 1) status |= Status.DRIVING;
  return {
    alarmFlags: speeding ? Alarm.OVERSPEED : 0,
    statusFlags: status,
    lat: s.lat,
    lon: s.lon,
    altitude: s.altitudeM,
    speed: Math.round(s.speedKmh * 10) / 10,
    direction: Math.round(s.heading) % 360,
    gpsTime: Math.floor(now / 1000) * 1000,
    extras: {
      mileageKm: Math.round(s.mileageKm * 10) / 10,
      fuelL: Math.round(s.fuelL * 10) / 10,
      signalStrength: 18 + ((seed + Math.floor(now / 60000)) % 12),
      satellites: 9 + ((seed + Math.floor(now / 30000)) % 8),
      ...(speeding ? { overspeed: { locationType: 0 } } : {}),
      // load, temperature, tyre pressure (0xE1-0xE3) and analog (0x2B) for the 外设曲线 report
      ...simulatedPeripherals(seed, now, s.speedKmh),
    },
  };
}

/**
 * One simulated vehicle: a {@link RouteModel} and a real TCP {@link TerminalClient} that registers
 * (0x0100 with its GBK plate), authenticates (0x0102), sends heartbeats and a 0x0200 every
 * interval. Reports made while offline or refused are kept (up to 600) and sent as 0x0704
 * blind-area batches after reconnecting; reconnects back off from 1 s to 30 s.
 */
export class SimVehicle {
  private client: TerminalClient | null = null;
  private authCode: string | undefined;
  private online = false;
  private stopped = false;
  private backoff = 1000;
  private timers: NodeJS.Timeout[] = [];
  private reconnectTimer: NodeJS.Timeout | null = null;
  private lastStep = Date.now();
  private readonly blind: LocationInput[] = [];
  private readonly model: RouteModel;
  private readonly seed: number;
  private readonly log: Logger;

  /** @param term who to be; @param opts where to connect and how often to report. */
  constructor(
    readonly term: SimTerminal,
    private readonly opts: SimVehicleOptions,
  ) {
    this.seed = hashSeed(term.phone);
    this.model = new RouteModel(networkOf(cityOf(term.orgCode, term.departPath)), { seed: this.seed, tankL: term.fuelTank ?? undefined });
    this.log = opts.log.child({ phone: term.phone });
  }

  /** Connects after `delayMs` and starts reporting (first report staggered by the delay too). */
  start(delayMs: number): void {
    this.timers.push(
      setTimeout(() => {
        void this.connect();
        this.report();
        this.timers.push(setInterval(() => this.report(), this.opts.intervalMs));
        this.timers.push(setInterval(() => this.heartbeat(), this.opts.heartbeatMs));
      }, delayMs),
    );
  }

  /** Stops reporting and closes the connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.close();
  }

  private async connect(): Promise<void> {
    this.reconnectTimer = null;
    if (this.stopped) return;
    const c = new TerminalClient({ host: this.opts.host, port: this.opts.port, phone: this.term.phone, version: this.opts.version });
    this.client = c;
    c.onClose = () => this.disconnected(c);
    try {
      await c.connect();
      if (!this.authCode) {
        const reg = await c.register({ province: 0, city: 0, maker: 'SIMUL', model: 'SIM-808', terminalId: this.term.phone.slice(-7), plateColor: this.term.plateColor, plate: this.term.carNum });
        if (reg.result !== RegisterResult.OK) throw new Error(`register refused with result ${reg.result}`);
        this.authCode = reg.authCode;
      }
      const auth = await c.authenticate(this.authCode!);
      if (auth.result !== PlatformResult.OK) {
        this.authCode = undefined;
        throw new Error(`authentication refused with result ${auth.result}`);
      }
      this.online = true;
      this.backoff = 1000;
      this.flushBlind();
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'simulated terminal could not come online');
      await c.close();
      if (this.client === c) this.scheduleReconnect(); // when close() did not already
    }
  }

  private disconnected(c: TerminalClient): void {
    if (this.client !== c) return;
    this.online = false;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    const wait = this.backoff * (0.75 + Math.random() * 0.5);
    this.backoff = Math.min(this.backoff * 2, 30_000);
    this.reconnectTimer = setTimeout(() => void this.connect(), wait);
  }

  private report(): void {
    const now = Date.now();
    this.model.step((now - this.lastStep) / 1000);
    this.lastStep = now;
    const loc = toLocation(this.model.snapshot(), now, this.seed);
    const c = this.client;
    if (!this.online || !c || c.outstanding >= MAX_OUTSTANDING) return this.keep(loc);
    c.sendLocation(loc).then(
      (r) => r.result !== PlatformResult.OK && this.keep(loc),
      () => this.keep(loc),
    );
  }

  private heartbeat(): void {
    if (this.online) this.client?.heartbeat().catch(() => {});
  }

  private keep(loc: LocationInput): void {
    if (this.blind.length >= BLIND_MAX) this.blind.shift();
    this.blind.push(loc);
  }

  private flushBlind(): void {
    const c = this.client;
    while (c && this.blind.length) {
      const items = this.blind.splice(0, BATCH_ITEMS);
      c.sendBatch(1, items).then(
        (r) => r.result !== PlatformResult.OK && items.forEach((l) => this.keep(l)),
        () => items.forEach((l) => this.keep(l)),
      );
    }
  }
}
