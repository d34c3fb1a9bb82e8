import { Jt808Error } from './errors.js';

const GMT8_MS = 8 * 3600 * 1000;

function bcdByte(b: number, at: number): number {
  const hi = b >> 4;
  const lo = b & 0x0f;
  if (hi > 9 || lo > 9) throw new Jt808Error('bad-body', `bad BCD time byte 0x${b.toString(16)} at ${at}`);
  return hi * 10 + lo;
}

/**
 * Decodes a BCD[6] time YYMMDDhhmmss in GMT+8 (JT/T 808-2019 table 23 时间) into UTC ms since epoch.
 * Years are 2000-2099.
 * @throws Jt808Error('bad-body') on a non-BCD nibble or an impossible date (month 13, 31 Feb …).
 */
export function decodeBcdTime(buf: Buffer, offset: number): number {
  const y = bcdByte(buf[offset], offset);
  const mo = bcdByte(buf[offset + 1], offset + 1);
  const d = bcdByte(buf[offset + 2], offset + 2);
  const h = bcdByte(buf[offset + 3], offset + 3);
  const mi = bcdByte(buf[offset + 4], offset + 4);
  const s = bcdByte(buf[offset + 5], offset + 5);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) {
    throw new Jt808Error('bad-body', `impossible time ${buf.toString('hex', offset, offset + 6)}`);
  }
  const ms = Date.UTC(2000 + y, mo - 1, d, h, mi, s);
  if (new Date(ms).getUTCDate() !== d) throw new Jt808Error('bad-body', `impossible date ${buf.toString('hex', offset, offset + 6)}`);
  return ms - GMT8_MS;
}

/** Writes UTC ms as BCD[6] YYMMDDhhmmss in GMT+8 at `offset` (seconds truncated). */
export function writeBcdTime(buf: Buffer, offset: number, utcMs: number): void {
  const t = new Date(utcMs + GMT8_MS);
  const parts = [t.getUTCFullYear() % 100, t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds()];
  for (let i = 0; i < 6; i++) buf[offset + i] = ((parts[i] / 10) << 4) | parts[i] % 10;
}
