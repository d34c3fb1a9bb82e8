import { Jt808Error } from './errors.js';

/**
 * Decodes `len` BCD bytes (two digits per byte, high nibble first) into a digit string.
 * @throws Jt808Error('bad-body') when a nibble is above 9 or the bytes are missing.
 */
export function decodeBcd(buf: Buffer, offset: number, len: number): string {
  if (offset + len > buf.length) throw new Jt808Error('bad-body', `BCD[${len}] beyond the buffer`);
  let s = '';
  for (let i = offset; i < offset + len; i++) {
    const b = buf[i];
    const hi = b >> 4;
    const lo = b & 0x0f;
    if (hi > 9 || lo > 9) throw new Jt808Error('bad-body', `bad BCD byte 0x${b.toString(16)} at ${i}`);
    s += String.fromCharCode(48 + hi, 48 + lo);
  }
  return s;
}

/**
 * Writes `digits` as `len` BCD bytes at `offset`, left-padded with zeros ("138" in 2 bytes → 01 38).
 * @throws RangeError when the string holds a non-digit or more than `len * 2` digits.
 */
export function writeBcd(buf: Buffer, offset: number, len: number, digits: string): void {
  if (!/^\d*$/.test(digits) || digits.length > len * 2) {
    throw new RangeError(`cannot write "${digits}" as BCD[${len}]`);
  }
  const s = digits.padStart(len * 2, '0');
  for (let i = 0; i < len; i++) {
    buf[offset + i] = ((s.charCodeAt(2 * i) - 48) << 4) | (s.charCodeAt(2 * i + 1) - 48);
  }
}

/**
 * Canonical form of a terminal phone (终端手机号): digits with leading zeros stripped, so the
 * 2013 BCD[6] "013800000001" and the 2019 BCD[10] "00000000013800000001" are both "13800000001".
 * An all-zero phone becomes "0".
 */
export function canonicalPhone(phone: string): string {
  const s = phone.replace(/^0+/, '');
  return s === '' ? '0' : s;
}

/**
 * The 12-digit form stored in fleet_terminal.phone ("013800000001"): the canonical form
 * left-padded with zeros to 12 digits (longer numbers are returned unpadded).
 */
export function storedPhone(phone: string): string {
  return canonicalPhone(phone).padStart(12, '0');
}

/** True when two phones in any width (BCD[6], BCD[10], stored, canonical) name the same terminal. */
export function samePhone(a: string, b: string): boolean {
  return canonicalPhone(a) === canonicalPhone(b);
}
