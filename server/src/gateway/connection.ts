import type { Socket } from 'node:net';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/index.js';
import {
  FrameSplitter,
  Jt808Error,
  MsgId,
  PlatformResult,
  RegisterResult,
  decodeAuth,
  decodeLocation,
  decodeLocationBatch,
  decodeRegister,
  encodePacket,
  encodeRegisterResponse,
  msgIdHex,
  samePhone,
  type Jt808ErrorReason,
  type Jt808Header,
  type Jt808Packet,
  type Location,
} from '../jt808/index.js';
import type { PositionInput } from './position-rows.js';
import type { PositionWriter } from './position-writer.js';
import { Reassembler } from './reassembly.js';
import { GeneralResponseEncoder } from './reply-frames.js';
import type { ConnectionCounters } from './stats.js';
import { findTerminal, newAuthCode, saveRegistration } from './terminals.js';

/** What every connection shares. */
export interface ConnectionContext {
  db: Kysely<Database>;
  log: Logger;
  writer: PositionWriter;
  counters: ConnectionCounters;
  maxFrameLength?: number;
}

const WARN_FIRST = 20;
// module-local references: read per message without going through the codec's re-export getters
const Msg = MsgId;
const Result = PlatformResult;

/**
 * One terminal's TCP connection: deframes, authenticates (0x0100 → 0x8100, 0x0102 → 0x8001),
 * answers heartbeats, hands positions to the shared writer and acknowledges them after commit.
 * Messages are handled in arrival order; register/auth wait for the database before the next
 * message is looked at. Nothing thrown here escapes to the socket. Malformed frames are dropped and
 * logged (the first 20, then every 100th); a frame over the length limit closes the connection.
 */
export class TerminalConnection {
  /** phone as sent in the first valid header (for logs), then the authenticated phone */
  phone: string | undefined;
  version: 2013 | 2019 | undefined;
  terminalId: string | undefined;
  vehicleId: string | undefined;
  authenticated = false;
  private serial = 0;
  private inbox: Jt808Packet[] = [];
  private running = false;
  /** frames written at the end of this tick in one socket write */
  private outbox: Buffer[] = [];
  private readonly responses = new GeneralResponseEncoder();
  private warnings = 0;
  private readonly splitter: FrameSplitter;
  private readonly reassembler = new Reassembler();
  private readonly log: Logger;

  /** Wires the socket's data to the splitter; the gateway owns close/error bookkeeping. */
  constructor(
    readonly socket: Socket,
    private readonly ctx: ConnectionContext,
  ) {
    this.log = ctx.log.child({ remote: `${socket.remoteAddress}:${socket.remotePort}` });
    this.splitter = new FrameSplitter({
      maxFrameLength: ctx.maxFrameLength,
      onPacket: (p) => this.onPacket(p),
      onError: (reason, detail, raw) => this.onBadFrame(reason, detail, raw),
    });
    socket.on('data', (chunk: Buffer) => this.splitter.push(chunk));
  }

  private onBadFrame(reason: Jt808ErrorReason, detail: string, raw: Buffer): void {
    if (reason === 'garbage') {
      this.ctx.counters.garbageBytes += raw.length;
      this.log.debug({ phone: this.phone, bytes: raw.length }, 'jt808 bytes outside frames dropped');
      return;
    }
    this.ctx.counters.malformedDropped++;
    if (reason === 'too-long') {
      // no terminal sends a frame beyond the protocol's size (1023-byte body, §4.4.3): a peer that
      // does is not speaking JT/T 808; close rather than keep discarding its stream
      this.ctx.counters.closedTooLong++;
      this.log.warn({ phone: this.phone, detail, raw: raw.subarray(0, 48).toString('hex') }, 'jt808 frame over the length limit: connection closed');
      this.socket.destroy();
      return;
    }
    this.warnings++;
    if (this.warnings <= WARN_FIRST || this.warnings % 100 === 0) {
      this.log.warn({ phone: this.phone, reason, detail, raw: raw.subarray(0, 48).toString('hex'), count: this.warnings }, 'jt808 malformed frame dropped');
    }
  }

  private onPacket(p: Jt808Packet): void {
    this.ctx.counters.framesIn++;
    this.phone ??= p.header.phone;
    if (p.header.packet) {
      const control = p.header.msgId === Msg.REGISTER || p.header.msgId === Msg.AUTH;
      if (!this.authenticated && !control) return this.reply(p.header, Result.FAIL);
      const whole = this.reassembler.add(p);
      if (whole === 'invalid') return this.reply(p.header, Result.BAD_MESSAGE);
      if (whole === null) return this.reply(p.header, Result.OK);
      p = { header: p.header, body: whole.body };
    }
    if (this.running) {
      this.inbox.push(p);
      return;
    }
    const pending = this.handleSafely(p);
    if (pending) void this.runInbox(pending);
  }

  private async runInbox(first: Promise<void>): Promise<void> {
    this.running = true;
    await first;
    while (this.inbox.length) {
      const pending = this.handleSafely(this.inbox.shift()!);
      if (pending) await pending;
    }
    this.running = false;
  }

  private handleSafely(p: Jt808Packet): Promise<void> | undefined {
    try {
      const r = this.handle(p);
      return r?.catch((err) => this.onHandlerError(p, err));
    } catch (err) {
      this.onHandlerError(p, err);
      return undefined;
    }
  }

  private onHandlerError(p: Jt808Packet, err: unknown): void {
    if (err instanceof Jt808Error) {
      this.ctx.counters.badMessages++;
      this.log.warn({ phone: this.phone, msgId: msgIdHex(p.header.msgId), reason: err.reason, detail: err.message }, 'jt808 bad message body');
      this.reply(p.header, Result.BAD_MESSAGE);
    } else {
      this.log.error({ err, phone: this.phone, msgId: msgIdHex(p.header.msgId) }, 'jt808 message handling failed');
      this.reply(p.header, Result.FAIL);
    }
  }

  private handle(p: Jt808Packet): Promise<void> | undefined {
    const h = p.header;
    switch (h.msgId) {
      case Msg.REGISTER:
        return this.register(p);
      case Msg.AUTH:
        return this.auth(p);
      case Msg.TERMINAL_RESPONSE:
        return undefined;
    }
    if (!this.authenticated || (h.phone !== this.phone && !samePhone(h.phone, this.phone!))) {
      this.reply(h, Result.FAIL);
      return undefined;
    }
    switch (h.msgId) {
      case Msg.HEARTBEAT:
        this.reply(h, Result.OK);
        return undefined;
      case Msg.LOCATION:
        this.store(h, [decodeLocation(p.body)]);
        return undefined;
      case Msg.LOCATION_BATCH:
        this.store(h, decodeLocationBatch(p.body).items);
        return undefined;
      default:
        this.reply(h, Result.UNSUPPORTED);
        return undefined;
    }
  }

  private store(h: Jt808Header, locations: Location[]): void {
    const vehicleId = this.vehicleId!;
    const { writer } = this.ctx;
    const items = new Array<PositionInput>(locations.length);
    for (let i = 0; i < locations.length; i++) items[i] = { vehicleId, location: locations[i] };
    writer.enqueue(items, (err) => this.reply(h, err === undefined ? Result.OK : Result.FAIL));
    if (writer.saturated && !this.socket.isPaused()) {
      this.socket.pause();
      writer.onDrain(() => this.socket.resume());
    }
  }

  private async register(p: Jt808Packet): Promise<void> {
    const h = p.header;
    const reg = decodeRegister(p.body, h.version);
    const terminal = await findTerminal(this.ctx.db, h.phone);
    if (!terminal) {
      this.log.warn({ phone: h.phone, plate: reg.plate, terminalId: reg.terminalId }, 'jt808 register from a terminal not in the database');
      this.send(h, Msg.REGISTER_RESPONSE, encodeRegisterResponse({ replySerial: h.serial, result: RegisterResult.NO_SUCH_TERMINAL }));
      return;
    }
    const authCode = newAuthCode();
    await saveRegistration(this.ctx.db, terminal.id, { authCode, version: h.version, reportedTerminalId: reg.terminalId });
    this.version = h.version;
    this.log.info({ phone: h.phone, plate: reg.plate, version: h.version }, 'jt808 terminal registered');
    this.send(h, Msg.REGISTER_RESPONSE, encodeRegisterResponse({ replySerial: h.serial, result: RegisterResult.OK, authCode }));
  }

  private async auth(p: Jt808Packet): Promise<void> {
    const h = p.header;
    const req = decodeAuth(p.body, h.version);
    const terminal = await findTerminal(this.ctx.db, h.phone);
    if (!terminal || !terminal.authCode || terminal.authCode !== req.authCode) {
      this.log.warn({ phone: h.phone, known: !!terminal }, 'jt808 authentication refused');
      this.reply(h, Result.FAIL);
      return;
    }
    this.authenticated = true;
    this.phone = h.phone;
    this.version = h.version;
    this.terminalId = terminal.id;
    this.vehicleId = terminal.vehicleId;
    this.reply(h, Result.OK);
  }

  private reply(h: Jt808Header, result: number): void {
    if (this.socket.destroyed || !this.socket.writable) return;
    this.queue(this.responses.encode(h, this.serial++, h.serial, h.msgId, result));
  }

  private send(h: Jt808Header, msgId: number, body: Buffer): void {
    if (this.socket.destroyed || !this.socket.writable) return;
    this.queue(encodePacket({ msgId, phone: h.phone, serial: this.serial++ & 0xffff, version: h.version, protocolVersion: h.protocolVersion || 1 }, body));
  }

  /** Queues a frame; every frame of this tick (e.g. the acks of one commit) leaves in one write. */
  private queue(frame: Buffer): void {
    if (this.outbox.length === 0) process.nextTick(() => this.flushOutbox());
    this.outbox.push(frame);
    this.ctx.counters.acksSent++;
  }

  private flushOutbox(): void {
    const frames = this.outbox;
    this.outbox = [];
    const s = this.socket;
    if (s.destroyed || !s.writable) return;
    s.write(frames.length === 1 ? frames[0] : Buffer.concat(frames));
  }
}
