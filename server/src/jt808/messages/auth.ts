import { requireBytes } from '../errors.js';
import { decodeGbk, encodeGbk, encodeGbkFixed } from '../gbk.js';
import type { HeaderVersion } from '../header.js';

/**
 * 0x0102 终端鉴权 (JT/T 808-2019 §8.8 table 11). 2013: the whole body is the auth code.
 * 2019: code length BYTE, code, IMEI BYTE[15], software version BYTE[20] (0x00-padded).
 */
export interface AuthRequest {
  authCode: string;
  /** 2019 only */
  imei?: string;
  /** 2019 only */
  softwareVersion?: string;
}

/**
 * Decodes a 0x0102 body for the header's version.
 * @throws Jt808Error('bad-body') when a 2019 body is shorter than its declared fields.
 */
export function decodeAuth(body: Buffer, version: HeaderVersion): AuthRequest {
  if (version === 2013) return { authCode: decodeGbk(body) };
  requireBytes(body, 0, 1, '0x0102 code length');
  const len = body[0];
  requireBytes(body, 1, len + 35, '0x0102 (2019)');
  const o = 1 + len;
  return {
    authCode: decodeGbk(body, 1, o),
    imei: decodeGbk(body, o, o + 15),
    softwareVersion: decodeGbk(body, o + 15, o + 35),
  };
}

/** Encodes a 0x0102 body for the given version. */
export function encodeAuth(a: AuthRequest, version: HeaderVersion): Buffer {
  const code = encodeGbk(a.authCode);
  if (version === 2013) return code;
  if (code.length > 255) throw new RangeError('auth code longer than 255 bytes');
  return Buffer.concat([
    Buffer.from([code.length]),
    code,
    encodeGbkFixed(a.imei ?? '', 15),
    encodeGbkFixed(a.softwareVersion ?? '', 20),
  ]);
}
