import { requireBytes } from '../errors.js';

/**
 * Body of 0x0001 终端通用应答 and 0x8001 平台通用应答 (JT/T 808-2019 §8.1, §8.2; tables 4 and 5):
 * reply serial WORD, reply message id WORD, result BYTE.
 */
export interface GeneralResponse {
  replySerial: number;
  replyMsgId: number;
  result: number;
}

/** Results of 0x8001: 0 成功/确认, 1 失败, 2 消息有误, 3 不支持, 4 报警处理确认. */
export const PlatformResult = {
  OK: 0,
  FAIL: 1,
  BAD_MESSAGE: 2,
  UNSUPPORTED: 3,
  ALARM_ACK: 4,
} as const;

/** Results of 0x0001: 0 成功/确认, 1 失败, 2 消息有误, 3 不支持. */
export const TerminalResult = {
  OK: 0,
  FAIL: 1,
  BAD_MESSAGE: 2,
  UNSUPPORTED: 3,
} as const;

/** Encodes a 0x0001 / 0x8001 body (5 bytes). */
export function encodeGeneralResponse(r: GeneralResponse): Buffer {
  const b = Buffer.allocUnsafe(5);
  b.writeUInt16BE(r.replySerial & 0xffff, 0);
  b.writeUInt16BE(r.replyMsgId & 0xffff, 2);
  b[4] = r.result;
  return b;
}

/**
 * Decodes a 0x0001 / 0x8001 body.
 * @throws Jt808Error('bad-body') when shorter than 5 bytes.
 */
export function decodeGeneralResponse(body: Buffer): GeneralResponse {
  requireBytes(body, 0, 5, 'general response');
  return { replySerial: body.readUInt16BE(0), replyMsgId: body.readUInt16BE(2), result: body[4] };
}
