import iconv from 'iconv-lite';

const decoder = new TextDecoder('gbk');

/**
 * Decodes a GBK string field (JT/T 808 §4.4.2 STRING), dropping 0x00 padding on both sides
 * (2013 pads after, some 2019 terminals before).
 */
export function decodeGbk(buf: Buffer, start = 0, end = buf.length): string {
  let s = start;
  let e = end;
  while (s < e && buf[s] === 0) s++;
  while (e > s && buf[e - 1] === 0) e--;
  if (s === e) return '';
  return decoder.decode(buf.subarray(s, e));
}

/** Encodes a string as GBK bytes. */
export function encodeGbk(text: string): Buffer {
  return iconv.encode(text, 'gbk');
}

/**
 * Encodes a string as a fixed-width GBK field: truncated to `width` bytes or padded after with 0x00.
 */
export function encodeGbkFixed(text: string, width: number): Buffer {
  const out = Buffer.alloc(width);
  encodeGbk(text).copy(out, 0, 0, width);
  return out;
}
