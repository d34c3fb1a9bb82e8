/**
 * A cheap load-generating terminal for the ingest and crash benches: after register/auth through
 * {@link TerminalClient}, it keeps `window` position messages (0x0200, every `batchEvery`-th a
 * 0x0704 of 5 items) outstanding on its connection, written together in one socket write per
 * refill (one refill per received chunk of answers, not one per answer), and matches the
 * platform's 0x8001 answers by reply serial (JT/T 808-2019 §8.1). No timer or promise per message:
 * ten thousand of these fit in one process beside the gateway.
 */
import { MsgId, decodeGeneralResponse, encodeLocation, encodeLocationBatch, encodePacket, type HeaderVersion } from '../src/jt808/index.js';
import type { LocationInput, TerminalClient } from '../src/simulator/terminal-client.js';

/** Items of one 0x0704 message. */
export const BATCH_ITEMS = 5;

/** Counters of one terminal (positions, not messages, unless named msgs). */
export interface PipelineCounters {
  sent: number;
  acked: number;
  refused: number;
  msgs0200: number;
  msgs0704: number;
}

/** Options of {@link PipelinedTerminal.start}. */
export interface PipelineOptions {
  /** messages outstanding at once */
  window: number;
  /** every n-th message is a 0x0704 of {@link BATCH_ITEMS} */
  batchEvery: number;
  /** stop sending at this wall time (ms); outstanding messages still get their answers */
  stopAt: number;
  /** GNSS time of the first position (ms); each next one is 1 s later (unique per vehicle) */
  baseTime: number;
  /** called with the GNSS times (ms) of every position acknowledged with result 0 */
  onAcked?: (gpsTimes: number[]) => void;
  /** called once nothing is outstanding after stopAt (or the connection closed) */
  onDone?: () => void;
}

/** One pipelined terminal on an authenticated {@link TerminalClient}. */
export class PipelinedTerminal {
  readonly counters: PipelineCounters = { sent: 0, acked: 0, refused: 0, msgs0200: 0, msgs0704: 0 };
  /** serial → GNSS times of the positions of that message */
  private readonly outstanding = new Map<number, number[]>();
  private seq = 0;
  private msgs = 0;
  private serial = 0x4000;
  private opts!: PipelineOptions;
  private finished = false;
  private pumpQueued = false;

  /** @param client authenticated client; @param phone its phone; @param index used to vary coordinates. */
  constructor(
    private readonly client: TerminalClient,
    readonly phone: string,
    private readonly version: HeaderVersion,
    readonly index: number,
  ) {}

  /** Messages sent and not answered yet. */
  get pending(): number {
    return this.outstanding.size;
  }

  /** Starts sending; answers are read from the client's `onMessage`. */
  start(opts: PipelineOptions): void {
    this.opts = opts;
    this.client.onMessage = (p) => {
      if (p.header.msgId !== MsgId.PLATFORM_RESPONSE) return;
      const r = decodeGeneralResponse(p.body);
      const times = this.outstanding.get(r.replySerial);
      if (!times) return;
      this.outstanding.delete(r.replySerial);
      if (r.result === 0) {
        this.counters.acked += times.length;
        opts.onAcked?.(times);
      } else this.counters.refused += times.length;
      // every answer of one received chunk frees a slot: refill once after the chunk, in one write
      if (!this.pumpQueued) {
        this.pumpQueued = true;
        queueMicrotask(() => {
          this.pumpQueued = false;
          this.pump();
        });
      }
    };
    this.client.onClose = () => this.finish();
    this.pump();
  }

  private location(): LocationInput {
    const i = this.seq++;
    const ci = this.index;
    return {
      alarmFlags: 0, statusFlags: 0x000c0003, lat: 32.06 + ((ci * 7 + i) % 1000) * 1e-5, lon: 118.8 + (i % 1000) * 1e-5,
      altitude: 12, speed: (i % 900) / 10, direction: i % 360, gpsTime: this.opts.baseTime + i * 1000,
      extras: { mileageKm: 1000 + i / 10, fuelL: 80, signalStrength: 25, satellites: 12 },
    };
  }

  private pump(): void {
    const o = this.opts;
    if (!this.client.connected) return this.finish();
    const frames: Buffer[] = [];
    while (this.outstanding.size < o.window && Date.now() < o.stopAt) {
      const batch = ++this.msgs % o.batchEvery === 0;
      const items = batch ? Array.from({ length: BATCH_ITEMS }, () => this.location()) : [this.location()];
      const serial = this.serial++ & 0xffff;
      this.outstanding.set(serial, items.map((l) => l.gpsTime));
      this.counters.sent += items.length;
      if (batch) this.counters.msgs0704++;
      else this.counters.msgs0200++;
      const body = batch ? encodeLocationBatch(0, items) : encodeLocation(items[0]);
      frames.push(encodePacket({ msgId: batch ? MsgId.LOCATION_BATCH : MsgId.LOCATION, phone: this.phone, serial, version: this.version }, body));
    }
    if (frames.length) this.client.sendRaw(frames.length === 1 ? frames[0] : Buffer.concat(frames));
    if (this.outstanding.size === 0 && Date.now() >= o.stopAt) this.finish();
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.opts.onDone?.();
  }
}
