import { canonicalPhone, decodeBcd, writeBcd } from './bcd.js';
import { Jt808Error } from './errors.js';

/** Header layout generation: 2013 (BCD[6] phone) or 2019 (version flag, protocol byte, BCD[10]). */
export type HeaderVersion = 2013 | 2019;

/** Largest body one message may carry: 10 bits of length in the message properties. */
export const MAX_BODY_LENGTH = 0x3ff;

/** Subpackage item of the header (消息包封装项): total packets and this packet's 1-based index. */
export interface PacketInfo {
  total: number;
  index: number;
}

/**
 * A decoded message header (JT/T 808-2019 §4.4.3, table 2; 2013 §4.4.3 table 2).
 * - `phone`: the BCD digits as sent (12 digits in 2013, 20 in 2019); see canonicalPhone/storedPhone.
 * - `protocolVersion`: the 2019 protocol-version byte (1 for the first 2019 edition), 0 for 2013.
 * - `encryption`: properties bits 10-12 (0 = none, 1 = RSA).
 */
export interface Jt808Header {
  msgId: number;
  version: HeaderVersion;
  protocolVersion: number;
  encryption: number;
  bodyLength: number;
  phone: string;
  serial: number;
  packet?: PacketInfo;
}

/** Input of {@link encodeHeader}; bodyLength comes from the body. Defaults: 2013, no encryption. */
export interface HeaderInput {
  msgId: number;
  phone: string;
  serial: number;
  version?: HeaderVersion;
  protocolVersion?: number;
  encryption?: number;
  packet?: PacketInfo;
}

const SUBPACKAGE = 1 << 13;
const VERSION_FLAG = 1 << 14;

/** Header size in bytes for a version, with or without the 4-byte subpackage item. */
export function headerLength(version: HeaderVersion, subpackaged: boolean): number {
  return (version === 2019 ? 17 : 12) + (subpackaged ? 4 : 0);
}

/**
 * Decodes the header at the start of an unescaped message (without the check code).
 * Bit 14 of the properties selects the 2019 layout.
 * @throws Jt808Error('too-short') when the bytes end inside the header.
 */
export function decodeHeader(buf: Buffer, end = buf.length): { header: Jt808Header; bodyOffset: number } {
  if (end < 12) throw new Jt808Error('too-short', `message of ${end} bytes has no room for a header`);
  const msgId = buf.readUInt16BE(0);
  const props = buf.readUInt16BE(2);
  const version: HeaderVersion = props & VERSION_FLAG ? 2019 : 2013;
  const subpackaged = (props & SUBPACKAGE) !== 0;
  const hlen = headerLength(version, subpackaged);
  if (end < hlen) throw new Jt808Error('too-short', `message of ${end} bytes shorter than its ${hlen}-byte header`);
  let o = 4;
  let protocolVersion = 0;
  let phone: string;
  if (version === 2019) {
    protocolVersion = buf[o++];
    phone = decodeBcdLoose(buf, o, 10);
    o += 10;
  } else {
    phone = decodeBcdLoose(buf, o, 6);
    o += 6;
  }
  const serial = buf.readUInt16BE(o);
  o += 2;
  const header: Jt808Header = {
    msgId,
    version,
    protocolVersion,
    encryption: (props >> 10) & 0x07,
    bodyLength: props & MAX_BODY_LENGTH,
    phone,
    serial,
  };
  if (subpackaged) {
    header.packet = { total: buf.readUInt16BE(o), index: buf.readUInt16BE(o + 2) };
    o += 4;
  }
  return { header, bodyOffset: o };
}

/** Phones are BCD, but a bad nibble must not kill the frame: render it as hex instead. */
function decodeBcdLoose(buf: Buffer, offset: number, len: number): string {
  try {
    return decodeBcd(buf, offset, len);
  } catch {
    return buf.toString('hex', offset, offset + len);
  }
}

/**
 * Writes the header for a body of `bodyLength` bytes into `buf` at 0 and returns the header size.
 * The phone is written in canonical form left-padded to 12 (2013) or 20 (2019) digits.
 * @throws RangeError when the body is over 1023 bytes or the phone does not fit.
 */
export function encodeHeader(buf: Buffer, h: HeaderInput, bodyLength: number): number {
  if (bodyLength > MAX_BODY_LENGTH) throw new RangeError(`body of ${bodyLength} bytes exceeds ${MAX_BODY_LENGTH}`);
  const version = h.version ?? 2013;
  let props = bodyLength | (((h.encryption ?? 0) & 0x07) << 10);
  if (h.packet) props |= SUBPACKAGE;
  if (version === 2019) props |= VERSION_FLAG;
  buf.writeUInt16BE(h.msgId, 0);
  buf.writeUInt16BE(props, 2);
  let o = 4;
  const phone = canonicalPhone(h.phone);
  if (version === 2019) {
    buf[o++] = h.protocolVersion ?? 1;
    writeBcd(buf, o, 10, phone);
    o += 10;
  } else {
    writeBcd(buf, o, 6, phone);
    o += 6;
  }
  buf.writeUInt16BE(h.serial & 0xffff, o);
  o += 2;
  if (h.packet) {
    buf.writeUInt16BE(h.packet.total, o);
    buf.writeUInt16BE(h.packet.index, o + 2);
    o += 4;
  }
  return o;
}
