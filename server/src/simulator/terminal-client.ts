import net from 'node:net';
import {
  FrameSplitter,
  MsgId,
  decodeGeneralResponse,
  decodeRegisterResponse,
  encodeAuth,
  encodeLocation,
  encodeLocationBatch,
  encodePacket,
  encodeRegister,
  type BatchType,
  type GeneralResponse,
  type HeaderVersion,
  type Jt808Packet,
  type RegisterRequest,
  type RegisterResponse,
} from '../jt808/index.js';

/** Location as the client sends it (extras optional). */
export type LocationInput = Parameters<typeof encodeLocation>[0];

/** Options of a {@link TerminalClient}. */
export interface TerminalClientOptions {
  host: string;
  port: number;
  /** terminal phone, any width (written as BCD[6] or BCD[10]) */
  phone: string;
  /** header generation; default 2013 */
  version?: HeaderVersion;
  /** how long to wait for a platform answer, ms; default 10000 */
  timeoutMs?: number;
}

interface Waiter {
  resolve(p: Jt808Packet): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * A real JT/T 808 terminal over TCP, for the simulator, tests and benchmarks. Every request
 * resolves with the platform's answer to its serial (0x8001 or 0x8100) and rejects on timeout or
 * when the connection closes. Platform-initiated messages are passed to `onMessage`.
 */
export class TerminalClient {
  /** Called for platform messages that answer nothing we sent. */
  onMessage: (p: Jt808Packet) => void = () => {};
  /** Called once when the socket closes (after pending requests were rejected). */
  onClose: () => void = () => {};
  private socket: net.Socket | null = null;
  private serial = 0;
  private readonly waiters = new Map<number, Waiter>();
  private readonly version: HeaderVersion;
  private readonly timeoutMs: number;

  /** @param opts where to connect and who to be. */
  constructor(private readonly opts: TerminalClientOptions) {
    this.version = opts.version ?? 2013;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  /** Requests sent and not answered yet. */
  get outstanding(): number {
    return this.waiters.size;
  }

  /** True while the socket is open. */
  get connected(): boolean {
    return !!this.socket && !this.socket.destroyed;
  }

  /** Opens the TCP connection; rejects on connection errors. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const s = net.connect({ host: this.opts.host, port: this.opts.port });
      s.setNoDelay(true);
      const splitter = new FrameSplitter({ onPacket: (p) => this.onPacket(p), onError: () => {} });
      s.on('data', (c: Buffer) => splitter.push(c));
      s.once('connect', () => {
        s.off('error', reject);
        s.on('error', () => {});
        resolve();
      });
      s.once('error', reject);
      s.once('close', () => {
        for (const [, w] of this.waiters) {
          clearTimeout(w.timer);
          w.reject(new Error('connection closed'));
        }
        this.waiters.clear();
        this.onClose();
      });
      this.socket = s;
    });
  }

  /** Sends raw bytes as they are (for malformed-input tests). */
  sendRaw(bytes: Buffer): void {
    this.socket?.write(bytes);
  }

  /** Sends a message without waiting for an answer; returns the serial used. */
  post(msgId: number, body?: Buffer): number {
    const serial = this.serial++ & 0xffff;
    this.socket?.write(encodePacket({ msgId, phone: this.opts.phone, serial, version: this.version }, body));
    return serial;
  }

  /** Sends a message and resolves with the platform's answer to its serial. */
  request(msgId: number, body?: Buffer): Promise<Jt808Packet> {
    if (!this.connected) return Promise.reject(new Error('not connected'));
    const serial = this.serial & 0xffff;
    const answer = new Promise<Jt808Packet>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(serial);
        reject(new Error(`no answer to 0x${msgId.toString(16)} serial ${serial} within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiters.set(serial, { resolve, reject, timer });
    });
    this.post(msgId, body);
    return answer;
  }

  /** 0x0100 → the 0x8100 answer. */
  async register(req: RegisterRequest): Promise<RegisterResponse> {
    return decodeRegisterResponse((await this.request(MsgId.REGISTER, encodeRegister(req, this.version))).body);
  }

  /** 0x0102 → the 0x8001 answer (2019 bodies carry IMEI and software version). */
  async authenticate(authCode: string, imei = '860000000000000', softwareVersion = 'SIM-1.0'): Promise<GeneralResponse> {
    return decodeGeneralResponse((await this.request(MsgId.AUTH, encodeAuth({ authCode, imei, softwareVersion }, this.version))).body);
  }

  /** 0x0002 → the 0x8001 answer. */
  async heartbeat(): Promise<GeneralResponse> {
    return decodeGeneralResponse((await this.request(MsgId.HEARTBEAT)).body);
  }

  /** 0x0200 → the 0x8001 answer (sent after the position was stored). */
  async sendLocation(loc: LocationInput): Promise<GeneralResponse> {
    return decodeGeneralResponse((await this.request(MsgId.LOCATION, encodeLocation(loc))).body);
  }

  /** 0x0704 → the 0x8001 answer. */
  async sendBatch(type: BatchType, locs: LocationInput[]): Promise<GeneralResponse> {
    return decodeGeneralResponse((await this.request(MsgId.LOCATION_BATCH, encodeLocationBatch(type, locs))).body);
  }

  /** Closes the connection (pending requests reject). */
  close(): Promise<void> {
    const s = this.socket;
    if (!s || s.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      s.once('close', () => resolve());
      s.end();
      setTimeout(() => s.destroy(), 1000).unref();
    });
  }

  private onPacket(p: Jt808Packet): void {
    const id = p.header.msgId;
    if ((id === MsgId.PLATFORM_RESPONSE || id === MsgId.REGISTER_RESPONSE) && p.body.length >= 2) {
      const w = this.waiters.get(p.body.readUInt16BE(0));
      if (w) {
        this.waiters.delete(p.body.readUInt16BE(0));
        clearTimeout(w.timer);
        w.resolve({ header: p.header, body: Buffer.from(p.body) });
        return;
      }
    }
    this.onMessage(p);
  }
}
