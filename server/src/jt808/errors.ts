/**
 * Why a frame or a message body was rejected. Stable strings: the gateway counts and logs them.
 * - `bad-escape`: 0x7D followed by something other than 0x01/0x02 (JT/T 808-2019 §5.2).
 * - `bad-checksum`: the XOR of header+body differs from the check code (§5.2).
 * - `too-short`: fewer bytes than a header plus check code.
 * - `body-length-mismatch`: the length in the message properties (bits 0-9) differs from the body.
 * - `too-long`: no closing 0x7E within the splitter's maximum frame length.
 * - `garbage`: bytes outside 0x7E…0x7E delimiters.
 * - `bad-body`: a body too short for its message or with invalid fields (BCD time, lengths).
 */
export type Jt808ErrorReason =
  | 'bad-escape'
  | 'bad-checksum'
  | 'too-short'
  | 'body-length-mismatch'
  | 'too-long'
  | 'garbage'
  | 'bad-body';

/** Error thrown by the decoders; `reason` says which rule was broken. */
export class Jt808Error extends Error {
  /** @param reason the broken rule, see {@link Jt808ErrorReason}. */
  constructor(
    readonly reason: Jt808ErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'Jt808Error';
  }
}

/**
 * Throws a `bad-body` error unless `buf` holds at least `need` bytes from `offset`.
 * @throws Jt808Error('bad-body')
 */
export function requireBytes(buf: Buffer, offset: number, need: number, what: string): void {
  if (offset + need > buf.length) {
    throw new Jt808Error('bad-body', `${what}: need ${need} bytes at ${offset}, body has ${buf.length}`);
  }
}
