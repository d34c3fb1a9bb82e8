/**
 * Fuzz tests of the JT/T 808 frame splitter and message decoders (issue 3 "Tests": random and
 * mutated frames, no crash). Every case is drawn from a seeded PRNG (mulberry32): a failure names
 * its seed and case number, and FUZZ_SEED=<n> reproduces the run. Properties checked:
 * - FrameSplitter.push never throws, whatever the bytes and however they are chunked;
 * - the bytes it holds stay within maxFrameLength + 1 (memory bounded) and every case finishes
 *   (never hangs: the whole file runs in a few seconds);
 * - frames left untouched by a mutation are still delivered, in order, around the mutated one;
 * - a single bit flip inside a frame (no flag/escape byte created or destroyed) is always rejected;
 * - the body decoders of 0x0200, 0x0704, 0x0100 and 0x0102 throw nothing but Jt808Error on any body,
 *   which the gateway answers with 0x8001 result 2 (JT/T 808-2019 §8.2) instead of failing.
 */
import {
  DEFAULT_MAX_FRAME_LENGTH,
  ESCAPE,
  FLAG,
  FrameSplitter,
  Jt808Error,
  MsgId,
  decodeAuth,
  decodeLocation,
  decodeLocationBatch,
  decodeRegister,
  encodeLocation,
  encodeLocationBatch,
  encodePacket,
  encodeRegister,
  type HeaderVersion,
  type Jt808ErrorReason,
} from '../../src/jt808/index.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

/** mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = ReturnType<typeof prng>;
const int = (r: Rand, n: number) => Math.floor(r() * n);
const bytes = (r: Rand, n: number) => Buffer.from(Array.from({ length: n }, () => int(r, 256)));

function randomLocation(r: Rand) {
  return {
    alarmFlags: int(r, 2) ? 0 : int(r, 0x7fffffff),
    statusFlags: int(r, 16),
    lat: -90 + r() * 180,
    lon: -180 + r() * 360,
    altitude: int(r, 9000) - 500,
    speed: int(r, 2000) / 10,
    direction: int(r, 360),
    gpsTime: Date.UTC(2020 + int(r, 10), int(r, 12), 1 + int(r, 28), int(r, 24), int(r, 60), int(r, 60)),
    extras: int(r, 3) ? { mileageKm: int(r, 1e6) / 10, fuelL: int(r, 5000) / 10, satellites: int(r, 30), signalStrength: int(r, 32) } : {},
  };
}

/** A valid message of a random kind, and its serial. */
function validFrame(r: Rand, serial: number): Buffer {
  const version: HeaderVersion = int(r, 2) ? 2019 : 2013;
  const kind = int(r, 4);
  const phone = String(13800000000 + int(r, 1e8));
  let msgId: number = MsgId.LOCATION;
  let body: Buffer;
  if (kind === 0) {
    msgId = MsgId.LOCATION_BATCH;
    body = encodeLocationBatch(int(r, 2) as 0 | 1, Array.from({ length: 1 + int(r, 5) }, () => randomLocation(r)));
  } else if (kind === 1) {
    msgId = MsgId.REGISTER;
    body = encodeRegister({ province: int(r, 99), city: int(r, 9999), maker: 'FUZZ', model: 'F-1', terminalId: 'T' + int(r, 1e5), plateColor: 2, plate: '沪A' + int(r, 99999) }, version);
  } else if (kind === 2) {
    msgId = MsgId.HEARTBEAT;
    body = Buffer.alloc(0);
  } else {
    body = encodeLocation(randomLocation(r));
  }
  return encodePacket({ msgId, phone, serial, version }, body);
}

interface Run {
  serials: number[];
  errors: Jt808ErrorReason[];
  maxPending: number;
}

/** Feeds `stream` in random chunks (1 byte to whole) and records what comes out. */
function feed(r: Rand, stream: Buffer, maxFrameLength = DEFAULT_MAX_FRAME_LENGTH): Run {
  const run: Run = { serials: [], errors: [], maxPending: 0 };
  const s = new FrameSplitter({
    maxFrameLength,
    onPacket: (p) => {
      // what comes out must be self-consistent
      if (p.body.length !== p.header.bodyLength) throw new Error('packet body length differs from its header');
      run.serials.push(p.header.serial);
    },
    onError: (reason) => void run.errors.push(reason),
  });
  let o = 0;
  while (o < stream.length) {
    // single bytes now and then: a frame fed byte by byte costs the splitter O(frame²) copies
    const mode = int(r, 20);
    const n = mode === 0 ? 1 : mode < 7 ? 1 + int(r, 16) : mode < 14 ? 1 + int(r, 600) : stream.length - o;
    s.push(stream.subarray(o, o + n));
    o += n;
    run.maxPending = Math.max(run.maxPending, s.pendingBytes);
  }
  return run;
}

/** True when `needle` is a subsequence of `hay` (in order, gaps allowed). */
function isSubsequence(needle: number[], hay: number[]): boolean {
  let j = 0;
  for (let i = 0; i < hay.length && j < needle.length; i++) if (hay[i] === needle[j]) j++;
  return j === needle.length;
}

/** Runs `cases` cases, naming seed and case of a failure. */
function forCases(cases: number, seedOffset: number, fn: (r: Rand, i: number) => void): void {
  for (let i = 0; i < cases; i++) {
    const seed = SEED + seedOffset * 1_000_003 + i;
    try {
      fn(prng(seed), i);
    } catch (err) {
      throw new Error(`fuzz case ${i} (FUZZ_SEED=${SEED}, case seed ${seed}) failed: ${(err as Error).message}`, { cause: err });
    }
  }
}

describe('FrameSplitter fuzz', () => {
  it('survives 500 random byte streams in random chunks, holding at most maxFrameLength + 1 bytes', () => {
    forCases(500, 1, (r) => {
      const max = int(r, 3) === 0 ? 64 + int(r, 200) : DEFAULT_MAX_FRAME_LENGTH;
      // random bytes, with flags and escapes more frequent than chance so frames open and close
      const n = int(r, 3000);
      const stream = bytes(r, n);
      for (let k = 0; k < n; k++) if (int(r, 20) === 0) stream[k] = int(r, 2) ? FLAG : ESCAPE;
      const run = feed(r, stream, max);
      expect(run.maxPending).toBeLessThanOrEqual(max + 1);
    });
  });

  it('delivers every untouched frame around 2,000 mutated ones (bit flips, truncation, bad escapes, wrong checksums, absurd lengths)', () => {
    const seen = new Set<string>();
    forCases(2000, 2, (r) => {
      const count = 3 + int(r, 6);
      const frames = Array.from({ length: count }, (_, k) => validFrame(r, k + 1));
      const victim = int(r, count);
      const f = Buffer.from(frames[victim]);
      const inner = () => 1 + int(r, f.length - 2);
      const op = int(r, 7);
      let mutated: Buffer = f;
      switch (op) {
        case 0: // bit flips, possibly creating flags or escapes
          for (let k = 1 + int(r, 3); k > 0; k--) f[inner()] ^= 1 << int(r, 8);
          break;
        case 1: // truncated: the closing flag (and more) lost
          mutated = f.subarray(0, 1 + int(r, f.length - 1));
          break;
        case 2: { // bad escape: 0x7D followed by a byte other than 01/02
          const at = inner();
          f[at] = ESCAPE;
          if (at + 1 < f.length - 1) f[at + 1] = 0x03 + int(r, 0x7a);
          break;
        }
        case 3: // wrong checksum
          f[f.length - 2] ^= 1 + int(r, 255);
          if (f[f.length - 2] === FLAG || f[f.length - 2] === ESCAPE) f[f.length - 2] ^= 0x40;
          break;
        case 4: { // absurd body length in the properties, checksum recomputed so only the length is wrong
          const props = f.readUInt16BE(3);
          f.writeUInt16BE((props & ~0x3ff) | int(r, 0x400), 3);
          mutated = encodeRaw(f);
          break;
        }
        case 5: // a flood of bytes without a closing flag, longer than the frame limit
          mutated = Buffer.concat([Buffer.from([FLAG]), Buffer.alloc(DEFAULT_MAX_FRAME_LENGTH + int(r, 3000), 0x31)]);
          break;
        default: // random bytes replace the frame
          mutated = bytes(r, int(r, 200));
      }
      const stream = Buffer.concat(frames.map((fr, k) => (k === victim ? mutated : fr)));
      const run = feed(r, stream);
      const untouched = Array.from({ length: count }, (_, k) => k + 1).filter((s) => s !== victim + 1);
      // "a lost flag costs one frame at most" (splitter.ts): a frame that lost its closing flag is
      // closed by its successor's opening flag, and the successor's content is then taken as bytes
      // outside frames; so the successor alone may be lost, never any other frame
      expect(isSubsequence(untouched.filter((s) => s !== victim + 2), run.serials)).toBe(true);
      if (op !== 1 && op !== 5 && op !== 6) expect(isSubsequence(untouched, run.serials)).toBe(true);
      expect(run.serials.length).toBeLessThanOrEqual(count + 2);
      for (const e of run.errors) seen.add(e);
    });
    // the mutations reached every rejection path
    expect([...seen].sort()).toEqual(expect.arrayContaining(['bad-checksum', 'bad-escape', 'body-length-mismatch', 'too-long', 'garbage']));
  });

  it('always rejects a single bit flip that creates no flag or escape byte', () => {
    forCases(2000, 3, (r) => {
      const f = Buffer.from(validFrame(r, 7));
      const at = 1 + int(r, f.length - 2);
      const flipped = f[at] ^ (1 << int(r, 8));
      if (flipped === FLAG || flipped === ESCAPE || f[at] === ESCAPE || f[at - 1] === ESCAPE) return;
      f[at] = flipped;
      const run = feed(r, f);
      expect(run.serials).toEqual([]);
      expect(run.errors.length).toBe(1);
    });
  });
});

/** Re-wraps an escaped frame whose content was edited: unescape, fix the check code, escape. */
function encodeRaw(escapedFrame: Buffer): Buffer {
  const inner = escapedFrame.subarray(1, escapedFrame.length - 1);
  const out: number[] = [];
  for (let k = 0; k < inner.length; k++) {
    if (inner[k] === ESCAPE && k + 1 < inner.length) {
      out.push(inner[k + 1] === 0x01 ? ESCAPE : FLAG);
      k++;
    } else out.push(inner[k]);
  }
  const content = Buffer.from(out.slice(0, -1));
  let x = 0;
  for (const b of content) x ^= b;
  const withCheck = Buffer.concat([content, Buffer.from([x])]);
  const esc: number[] = [FLAG];
  for (const b of withCheck) {
    if (b === FLAG) esc.push(ESCAPE, 0x02);
    else if (b === ESCAPE) esc.push(ESCAPE, 0x01);
    else esc.push(b);
  }
  esc.push(FLAG);
  return Buffer.from(esc);
}

describe('message body decoders fuzz', () => {
  const decoders: Array<[string, (b: Buffer, v: HeaderVersion) => unknown]> = [
    ['0x0200', (b) => decodeLocation(b)],
    ['0x0704', (b) => decodeLocationBatch(b)],
    ['0x0100', (b, v) => decodeRegister(b, v)],
    ['0x0102', (b, v) => decodeAuth(b, v)],
  ];

  /** Calls the decoder; anything thrown must be a Jt808Error. Returns true when it decoded. */
  function tryDecode(fn: (b: Buffer, v: HeaderVersion) => unknown, body: Buffer, v: HeaderVersion): boolean {
    try {
      fn(body, v);
      return true;
    } catch (err) {
      if (!(err instanceof Jt808Error)) throw new Error(`threw ${(err as Error)?.name}: ${(err as Error)?.message} on ${body.toString('hex')}`);
      return false;
    }
  }

  it.each(decoders)('%s: 2,000 random bodies throw only Jt808Error', (_name, fn) => {
    forCases(2000, 4, (r) => {
      tryDecode(fn, bytes(r, int(r, 300)), int(r, 2) ? 2019 : 2013);
    });
  });

  it('rejects 0x0200 / 0x0704 / 0x0100 bodies cut short, and 0x0704 bodies with bytes added, as bad-body', () => {
    forCases(1500, 5, (r) => {
      const v: HeaderVersion = int(r, 2) ? 2019 : 2013;
      const loc = encodeLocation(randomLocation(r));
      const batch = encodeLocationBatch(0, Array.from({ length: 1 + int(r, 4) }, () => randomLocation(r)));
      const reg = encodeRegister({ province: 1, city: 2, maker: 'M', model: 'X', terminalId: 'T1', plateColor: 2, plate: '沪A1' }, v);
      // the 28-byte basic block of 0x0200 is mandatory (§8.18); extras may be cut anywhere (kept raw)
      expect(tryDecode(decodeLocation, loc.subarray(0, int(r, 28)), v)).toBe(false);
      expect(tryDecode(decodeLocationBatch, batch.subarray(0, int(r, batch.length)), v)).toBe(false);
      expect(tryDecode(decodeLocationBatch, Buffer.concat([batch, bytes(r, 1 + int(r, 20))]), v)).toBe(false);
      // 0x0100 needs its fixed fields: province, city, maker, model, terminal id, colour (§8.5)
      const fixed = v === 2019 ? 2 + 2 + 11 + 30 + 30 + 1 : 2 + 2 + 5 + 20 + 7 + 1;
      expect(tryDecode(decodeRegister, reg.subarray(0, int(r, fixed)), v)).toBe(false);
      // mutated bytes anywhere: decoded or refused, never anything else
      const m = Buffer.from([loc, batch, reg][int(r, 3)]);
      for (let k = 1 + int(r, 4); k > 0 && m.length; k--) m[int(r, m.length)] = int(r, 256);
      tryDecode(decodeLocation, m, v);
      tryDecode(decodeLocationBatch, m, v);
      tryDecode(decodeRegister, m, v);
    });
  });
});
