import type { Jt808Packet } from '../jt808/index.js';

/** Largest packet count accepted for one subpackaged message. */
export const MAX_PACKETS = 256;
/** Incomplete messages one connection may hold at once. */
export const MAX_PENDING = 16;

interface Pending {
  parts: Array<Buffer | undefined>;
  received: number;
  firstAt: number;
}

/**
 * Reassembles subpackaged messages (分包, JT/T 808-2019 §4.4.3.3) of one connection, keyed by
 * (msgId, packet count). Bodies are concatenated in packet-index order once every index arrived;
 * incomplete messages expire after `ttlMs`. Parts are copied (the splitter's bodies are views).
 */
export class Reassembler {
  private readonly pending = new Map<string, Pending>();

  /** @param ttlMs how long an incomplete message is kept. */
  constructor(private readonly ttlMs = 60_000) {}

  /**
   * Adds one subpackage. Returns the whole body when this packet completed the message, `null` while parts are missing, or `'invalid'` for an index out of
   * 1..total, a total above {@link MAX_PACKETS} or more than {@link MAX_PENDING} messages open.
   */
  add(p: Jt808Packet, now = Date.now()): { body: Buffer } | null | 'invalid' {
    const info = p.header.packet!;
    if (info.total < 1 || info.total > MAX_PACKETS || info.index < 1 || info.index > info.total) return 'invalid';
    this.expire(now);
    const key = `${p.header.msgId}:${info.total}`;
    let entry = this.pending.get(key);
    if (!entry) {
      if (this.pending.size >= MAX_PENDING) return 'invalid';
      entry = { parts: new Array(info.total), received: 0, firstAt: now };
      this.pending.set(key, entry);
    }
    if (!entry.parts[info.index - 1]) {
      entry.parts[info.index - 1] = Buffer.from(p.body);
      entry.received++;
    }
    if (entry.received < info.total) return null;
    this.pending.delete(key);
    return { body: Buffer.concat(entry.parts as Buffer[]) };
  }

  /** Number of incomplete messages held. */
  get size(): number {
    return this.pending.size;
  }

  private expire(now: number): void {
    for (const [k, e] of this.pending) if (now - e.firstAt > this.ttlMs) this.pending.delete(k);
  }
}
