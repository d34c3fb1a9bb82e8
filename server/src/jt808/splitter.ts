import { Jt808Error, type Jt808ErrorReason } from './errors.js';
import { FLAG, unescape } from './frame.js';
import { decodePacket, type Jt808Packet } from './packet.js';

/**
 * Default limit of escaped bytes between two 0x7E flags: a 1023-byte body, the largest (2019,
 * subpackaged) header of 21 bytes and the check code, every byte escaped.
 */
export const DEFAULT_MAX_FRAME_LENGTH = 2 * (1023 + 21 + 1);

/** Callbacks and limits of a {@link FrameSplitter}. */
export interface FrameSplitterOptions {
  /** Called for each valid message, in stream order. The body is a view: copy it to keep it. */
  onPacket(packet: Jt808Packet): void;
  /**
   * Called for each dropped frame with why, a human detail and the raw escaped bytes between the
   * flags (or the garbage bytes). Never throws out of {@link FrameSplitter.push}.
   */
  onError(reason: Jt808ErrorReason, detail: string, raw: Buffer): void;
  /** Escaped bytes allowed between flags; default {@link DEFAULT_MAX_FRAME_LENGTH}. */
  maxFrameLength?: number;
}

/**
 * Streaming JT/T 808 deframer for one TCP connection (§5.2): feed it chunks as they arrive.
 * Handles frames split across chunks, several frames per chunk, bytes outside frames (reported as
 * `garbage`), back-to-back flags (7E 7E), and drops bad frames (bad-escape, bad-checksum, too-short,
 * body-length-mismatch, too-long) through `onError`. After a bad frame its closing flag is taken
 * as the next opening flag, so a lost flag costs one frame at most.
 */
export class FrameSplitter {
  /** Copies of the chunks of a frame not yet closed (first starts at its opening flag). */
  private pending: Buffer[] = [];
  private pendingLen = 0;
  private discarding = false;
  private readonly max: number;

  /** @param opts callbacks and limits, see {@link FrameSplitterOptions}. */
  constructor(private readonly opts: FrameSplitterOptions) {
    this.max = opts.maxFrameLength ?? DEFAULT_MAX_FRAME_LENGTH;
  }

  /** Bytes held for a frame not yet closed. */
  get pendingBytes(): number {
    return this.pendingLen;
  }

  /**
   * Consumes one chunk; calls onPacket/onError synchronously for every frame it completes.
   * A frame arriving in many small chunks is copied once per chunk and joined once when its
   * closing flag arrives (linear in the frame's size, however it is cut).
   */
  push(chunk: Buffer): void {
    let buf = chunk;
    let start = -1;
    let pos = 0;
    if (this.pendingLen) {
      if (chunk.indexOf(FLAG) === -1) {
        if (this.pendingLen + chunk.length - 1 > this.max) {
          const head = Buffer.concat(this.pending).subarray(1, 65);
          this.reset();
          this.opts.onError('too-long', `no closing flag within ${this.max} bytes`, head);
          this.discarding = true;
        } else {
          this.pending.push(Buffer.from(chunk));
          this.pendingLen += chunk.length;
        }
        return;
      }
      buf = Buffer.concat([...this.pending, chunk]);
      this.pending = [];
      this.pendingLen = 0;
      start = 0;
    } else if (this.discarding) {
      const f = buf.indexOf(FLAG);
      if (f === -1) return;
      this.discarding = false;
      start = f;
    }
    const n = buf.length;
    for (;;) {
      if (start === -1) {
        const f = buf.indexOf(FLAG, pos);
        if (f === -1) {
          if (pos < n) this.opts.onError('garbage', `${n - pos} bytes outside frames`, buf.subarray(pos));
          return;
        }
        if (f > pos) this.opts.onError('garbage', `${f - pos} bytes outside frames`, buf.subarray(pos, f));
        start = f;
      }
      const e = buf.indexOf(FLAG, start + 1);
      if (e === -1) {
        if (n - start - 1 > this.max) {
          this.opts.onError('too-long', `no closing flag within ${this.max} bytes`, buf.subarray(start + 1, start + 1 + 64));
          this.discarding = true;
        } else {
          this.pending = [Buffer.from(buf.subarray(start))];
          this.pendingLen = n - start;
        }
        return;
      }
      if (e === start + 1) {
        start = e;
        continue;
      }
      const raw = buf.subarray(start + 1, e);
      if (raw.length > this.max) {
        this.opts.onError('too-long', `${raw.length} bytes between flags, limit ${this.max}`, raw.subarray(0, 64));
        start = e;
        continue;
      }
      let packet: Jt808Packet;
      try {
        packet = decodePacket(unescape(raw));
      } catch (err) {
        const reason = err instanceof Jt808Error ? err.reason : 'bad-body';
        this.opts.onError(reason, (err as Error).message, raw);
        start = e;
        continue;
      }
      this.opts.onPacket(packet);
      start = -1;
      pos = e + 1;
    }
  }

  /** Forgets any partial frame (e.g. when the connection closes). */
  reset(): void {
    this.pending = [];
    this.pendingLen = 0;
    this.discarding = false;
  }
}
