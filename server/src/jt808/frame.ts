import { Jt808Error } from './errors.js';

/** Frame delimiter 0x7E (JT/T 808-2019 §5.2 标识位). */
export const FLAG = 0x7e;
/** Escape byte 0x7D: 0x7E is sent as 7D 02 and 0x7D as 7D 01 (§5.2). */
export const ESCAPE = 0x7d;

/**
 * XOR of `buf[start..end)` — the JT/T 808 check code (§5.2 校验码), computed over header + body.
 * @returns a byte 0-255.
 */
export function xorChecksum(buf: Buffer, start = 0, end = buf.length): number {
  let x = 0;
  for (let i = start; i < end; i++) x ^= buf[i];
  return x;
}

/**
 * Escapes header + body + check code for the wire: 0x7E → 7D 02, 0x7D → 7D 01 (§5.2).
 * Returns `content` itself when nothing needs escaping.
 */
export function escape(content: Buffer): Buffer {
  let extra = 0;
  for (let i = 0; i < content.length; i++) {
    const b = content[i];
    if (b === FLAG || b === ESCAPE) extra++;
  }
  if (extra === 0) return content;
  const out = Buffer.allocUnsafe(content.length + extra);
  let j = 0;
  for (let i = 0; i < content.length; i++) {
    const b = content[i];
    if (b === FLAG) {
      out[j++] = ESCAPE;
      out[j++] = 0x02;
    } else if (b === ESCAPE) {
      out[j++] = ESCAPE;
      out[j++] = 0x01;
    } else out[j++] = b;
  }
  return out;
}

/**
 * Reverses {@link escape} on the bytes between two 0x7E flags. Returns the input (no copy) when it
 * holds no 0x7D.
 * @throws Jt808Error('bad-escape') when 0x7D is followed by anything but 0x01/0x02 or ends the input.
 */
export function unescape(escaped: Buffer): Buffer {
  let k = escaped.indexOf(ESCAPE);
  if (k === -1) return escaped;
  const out = Buffer.allocUnsafe(escaped.length);
  escaped.copy(out, 0, 0, k);
  let j = k;
  const n = escaped.length;
  while (k < n) {
    const b = escaped[k];
    if (b === ESCAPE) {
      const next = k + 1 < n ? escaped[k + 1] : -1;
      if (next === 0x01) out[j++] = ESCAPE;
      else if (next === 0x02) out[j++] = FLAG;
      else throw new Jt808Error('bad-escape', `0x7D followed by ${next < 0 ? 'end of frame' : '0x' + next.toString(16)} at ${k}`);
      k += 2;
    } else {
      out[j++] = b;
      k++;
    }
  }
  return out.subarray(0, j);
}

/**
 * Builds a wire frame from unescaped header + body: appends the XOR check code, escapes, wraps
 * in 0x7E flags (§5.2). Returns a new Buffer.
 */
export function wrapFrame(headerAndBody: Buffer): Buffer {
  const content = Buffer.allocUnsafe(headerAndBody.length + 1);
  headerAndBody.copy(content, 0);
  content[headerAndBody.length] = xorChecksum(headerAndBody);
  const esc = escape(content);
  const out = Buffer.allocUnsafe(esc.length + 2);
  out[0] = FLAG;
  esc.copy(out, 1);
  out[out.length - 1] = FLAG;
  return out;
}
