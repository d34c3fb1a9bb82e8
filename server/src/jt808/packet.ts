import { Jt808Error } from './errors.js';
import { wrapFrame, xorChecksum } from './frame.js';
import { decodeHeader, encodeHeader, headerLength, type HeaderInput, type Jt808Header } from './header.js';

/** One validated message: its header and its body (a view into the unescaped frame). */
export interface Jt808Packet {
  header: Jt808Header;
  body: Buffer;
}

/**
 * Validates and splits an unescaped frame content (header + body + check code, no 0x7E flags):
 * checks the XOR check code, the header size and that the body length of the properties matches.
 * The returned body is a subarray, not a copy.
 * @throws Jt808Error with reason too-short | bad-checksum | body-length-mismatch.
 */
export function decodePacket(content: Buffer): Jt808Packet {
  const n = content.length;
  if (n < 13) throw new Jt808Error('too-short', `frame content of ${n} bytes`);
  const check = content[n - 1];
  const sum = xorChecksum(content, 0, n - 1);
  if (sum !== check) {
    throw new Jt808Error('bad-checksum', `check code 0x${check.toString(16)} but XOR is 0x${sum.toString(16)}`);
  }
  const { header, bodyOffset } = decodeHeader(content, n - 1);
  const actual = n - 1 - bodyOffset;
  if (actual !== header.bodyLength) {
    throw new Jt808Error('body-length-mismatch', `properties say ${header.bodyLength} body bytes, frame has ${actual}`);
  }
  return { header, body: content.subarray(bodyOffset, n - 1) };
}

/**
 * Encodes one message into a complete wire frame: header (2013 or 2019), body, check code,
 * escaping and 0x7E flags.
 * @throws RangeError when the body exceeds 1023 bytes or the phone does not fit the BCD width.
 */
export function encodePacket(header: HeaderInput, body: Buffer = Buffer.alloc(0)): Buffer {
  const buf = Buffer.allocUnsafe(headerLength(header.version ?? 2013, !!header.packet) + body.length);
  const o = encodeHeader(buf, header, body.length);
  body.copy(buf, o);
  return wrapFrame(buf);
}
