import { MsgId, decodeHeader, decodePacket, encodePacket, headerLength, unescape, type Jt808Error } from '../../src/jt808/index.js';

const content = (frame: Buffer) => unescape(frame.subarray(1, frame.length - 1));

describe('message header (§4.4.3)', () => {
  it('2013: msgId, properties, BCD[6] phone, serial', () => {
    const f = encodePacket({ msgId: 0x0200, phone: '13800000001', serial: 0x1234 }, Buffer.alloc(30));
    const { header, bodyOffset } = decodeHeader(content(f));
    expect(bodyOffset).toBe(12);
    expect(header).toEqual({ msgId: 0x0200, version: 2013, protocolVersion: 0, encryption: 0, bodyLength: 30, phone: '013800000001', serial: 0x1234 });
    expect(content(f).readUInt16BE(2)).toBe(30);
  });

  it('2019: version flag bit 14, protocol version byte, BCD[10] phone', () => {
    const f = encodePacket({ msgId: 0x0100, phone: '013800000001', serial: 7, version: 2019, protocolVersion: 1 }, Buffer.alloc(5));
    const c = content(f);
    expect(c.readUInt16BE(2)).toBe((1 << 14) | 5);
    expect(c[4]).toBe(1);
    expect(c.subarray(5, 15).toString('hex')).toBe('00000000013800000001');
    const { header, bodyOffset } = decodeHeader(c);
    expect(bodyOffset).toBe(17);
    expect(header).toMatchObject({ version: 2019, protocolVersion: 1, phone: '00000000013800000001', serial: 7, bodyLength: 5 });
  });

  it('encryption bits 10-12 and subpackage bit 13 with packet count and index', () => {
    for (const version of [2013, 2019] as const) {
      const f = encodePacket({ msgId: 0x0704, phone: '1', serial: 1, version, encryption: 1, packet: { total: 3, index: 2 } }, Buffer.alloc(4));
      const c = content(f);
      expect(c.readUInt16BE(2) & 0x3c00).toBe((1 << 13) | (1 << 10));
      const { header, bodyOffset } = decodeHeader(c);
      expect(bodyOffset).toBe(headerLength(version, true));
      expect(header.packet).toEqual({ total: 3, index: 2 });
      expect(header.encryption).toBe(1);
    }
  });

  it('decodePacket checks length, check code and body length', () => {
    const f = encodePacket({ msgId: MsgId.HEARTBEAT, phone: '13800000001', serial: 1 });
    expect(decodePacket(content(f)).body.length).toBe(0);
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as Jt808Error).reason;
      }
      return 'none';
    };
    const c = Buffer.from(content(f));
    c[c.length - 1] ^= 1;
    expect(reason(() => decodePacket(c))).toBe('bad-checksum');
    expect(reason(() => decodePacket(Buffer.alloc(5)))).toBe('too-short');
    const long = content(encodePacket({ msgId: 1, phone: '1', serial: 1 }, Buffer.alloc(3)));
    const cut = Buffer.concat([long.subarray(0, long.length - 2), Buffer.alloc(1)]);
    cut[cut.length - 1] = 0;
    let x = 0;
    for (let i = 0; i < cut.length - 1; i++) x ^= cut[i];
    cut[cut.length - 1] = x;
    expect(reason(() => decodePacket(cut))).toBe('body-length-mismatch');
  });

  it('refuses a body over 1023 bytes', () => {
    expect(() => encodePacket({ msgId: 1, phone: '1', serial: 1 }, Buffer.alloc(1024))).toThrow(RangeError);
  });
});
