import { requireBytes } from '../errors.js';
import { decodeGbk, encodeGbk, encodeGbkFixed } from '../gbk.js';
import type { HeaderVersion } from '../header.js';

/**
 * 0x0100 终端注册 (JT/T 808-2019 §8.5 table 8; 2013 §8.5 table 8). Field widths differ:
 * maker 5/11 bytes, model 20/30, terminal id 7/30 (2013/2019), 0x00-padded.
 * plateColor: JT/T 697.7 colour (1 蓝 2 黄 3 黑 4 白 9 其他, 0 = no plate: plate is then the VIN).
 */
export interface RegisterRequest {
  province: number;
  city: number;
  maker: string;
  model: string;
  terminalId: string;
  plateColor: number;
  /** 车牌 (GBK on the wire), e.g. 沪A12345 */
  plate: string;
}

/** Results of 0x8100: 0 成功, 1 车辆已被注册, 2 数据库中无该车辆, 3 终端已被注册, 4 数据库中无该终端. */
export const RegisterResult = {
  OK: 0,
  VEHICLE_REGISTERED: 1,
  NO_SUCH_VEHICLE: 2,
  TERMINAL_REGISTERED: 3,
  NO_SUCH_TERMINAL: 4,
} as const;

/** 0x8100 终端注册应答 (§8.6 table 9): reply serial WORD, result BYTE, auth code STRING only on result 0. */
export interface RegisterResponse {
  replySerial: number;
  result: number;
  authCode?: string;
}

function widths(version: HeaderVersion): [number, number, number] {
  return version === 2019 ? [11, 30, 30] : [5, 20, 7];
}

/**
 * Decodes a 0x0100 body with the field widths of the header's version.
 * @throws Jt808Error('bad-body') when the body is shorter than the fixed part.
 */
export function decodeRegister(body: Buffer, version: HeaderVersion): RegisterRequest {
  const [wm, wd, wt] = widths(version);
  const fixed = 4 + wm + wd + wt + 1;
  requireBytes(body, 0, fixed, `0x0100 (${version})`);
  let o = 4;
  const maker = decodeGbk(body, o, o + wm);
  o += wm;
  const model = decodeGbk(body, o, o + wd);
  o += wd;
  const terminalId = decodeGbk(body, o, o + wt);
  o += wt;
  return {
    province: body.readUInt16BE(0),
    city: body.readUInt16BE(2),
    maker,
    model,
    terminalId,
    plateColor: body[o],
    plate: decodeGbk(body, o + 1),
  };
}

/** Encodes a 0x0100 body for the given version (strings truncated/padded to their widths). */
export function encodeRegister(r: RegisterRequest, version: HeaderVersion): Buffer {
  const [wm, wd, wt] = widths(version);
  const head = Buffer.allocUnsafe(4);
  head.writeUInt16BE(r.province, 0);
  head.writeUInt16BE(r.city, 2);
  return Buffer.concat([
    head,
    encodeGbkFixed(r.maker, wm),
    encodeGbkFixed(r.model, wd),
    encodeGbkFixed(r.terminalId, wt),
    Buffer.from([r.plateColor]),
    encodeGbk(r.plate),
  ]);
}

/** Encodes a 0x8100 body; the auth code is written only when result is 0. */
export function encodeRegisterResponse(r: RegisterResponse): Buffer {
  const head = Buffer.allocUnsafe(3);
  head.writeUInt16BE(r.replySerial & 0xffff, 0);
  head[2] = r.result;
  if (r.result !== RegisterResult.OK || !r.authCode) return head;
  return Buffer.concat([head, encodeGbk(r.authCode)]);
}

/**
 * Decodes a 0x8100 body.
 * @throws Jt808Error('bad-body') when shorter than 3 bytes.
 */
export function decodeRegisterResponse(body: Buffer): RegisterResponse {
  requireBytes(body, 0, 3, '0x8100');
  const r: RegisterResponse = { replySerial: body.readUInt16BE(0), result: body[2] };
  if (r.result === RegisterResult.OK) r.authCode = decodeGbk(body, 3);
  return r;
}
