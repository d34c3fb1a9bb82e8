import { Jt808Error, requireBytes } from '../errors.js';
import { decodeLocation, encodeLocation, type Location } from './location.js';

/** 0x0704 data type: 0 正常位置批量汇报, 1 盲区补报. */
export type BatchType = 0 | 1;

/** 0x0704 定位数据批量上传 (JT/T 808-2019 §8.56, table 92). */
export interface LocationBatch {
  type: BatchType;
  items: Location[];
}

/**
 * Decodes a 0x0704 body: count WORD, type BYTE, then per item length WORD + a 0x0200 body.
 * @throws Jt808Error('bad-body') when an item overruns the body or the count does not match.
 */
export function decodeLocationBatch(body: Buffer): LocationBatch {
  requireBytes(body, 0, 3, '0x0704 header');
  const count = body.readUInt16BE(0);
  const type = body[2];
  const items: Location[] = [];
  let o = 3;
  for (let i = 0; i < count; i++) {
    requireBytes(body, o, 2, `0x0704 item ${i} length`);
    const len = body.readUInt16BE(o);
    o += 2;
    requireBytes(body, o, len, `0x0704 item ${i}`);
    items.push(decodeLocation(body, o, o + len));
    o += len;
  }
  if (o !== body.length) throw new Jt808Error('bad-body', `0x0704 has ${body.length - o} bytes after ${count} items`);
  return { type: type === 1 ? 1 : 0, items };
}

/** Encodes a 0x0704 body from already-encoded 0x0200 bodies or from locations. */
export function encodeLocationBatch(type: BatchType, items: Array<Buffer | Parameters<typeof encodeLocation>[0]>): Buffer {
  const bodies = items.map((it) => (Buffer.isBuffer(it) ? it : encodeLocation(it)));
  const parts: Buffer[] = [Buffer.from([items.length >> 8, items.length & 0xff, type])];
  for (const b of bodies) {
    parts.push(Buffer.from([b.length >> 8, b.length & 0xff]), b);
  }
  return Buffer.concat(parts);
}
