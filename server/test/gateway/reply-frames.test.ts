import { MsgId, encodeGeneralResponse, encodePacket, type HeaderVersion } from '../../src/jt808/index.js';
import { GeneralResponseEncoder } from '../../src/gateway/reply-frames.js';

const reference = (phone: string, version: HeaderVersion, pv: number | undefined, serial: number, replySerial: number, replyMsgId: number, result: number) =>
  encodePacket({ msgId: MsgId.PLATFORM_RESPONSE, phone, serial: serial & 0xffff, version, protocolVersion: pv || 1 }, encodeGeneralResponse({ replySerial, replyMsgId, result }));

describe('GeneralResponseEncoder (0x8001 in one pass)', () => {
  it('produces the codec\'s bytes for both header versions, escaped serials and check codes included', () => {
    const enc = new GeneralResponseEncoder();
    const phones = ['013912345678', '13800000001', '017700000077', '999999999999', '1'];
    let n = 0;
    for (const phone of phones) {
      for (const version of [2013, 2019] as const) {
        for (const serial of [0, 1, 0x7e, 0x7d, 0x7e7d, 0x7d7e, 0xffff, 0x10000 + 0x7e, 12345]) {
          for (const [replySerial, replyMsgId, result] of [[0x7e7e, MsgId.LOCATION, 0], [0x7d01, MsgId.LOCATION_BATCH, 1], [7, MsgId.HEARTBEAT, 3], [0x1234, 0x7e7d, 0x7e]]) {
            const pv = version === 2019 ? (serial % 2 ? 1 : 0x7e) : undefined;
            expect(enc.encode({ phone, version, protocolVersion: pv }, serial, replySerial, replyMsgId, result))
              .toEqual(reference(phone, version, pv, serial, replySerial, replyMsgId, result));
            n++;
          }
        }
      }
    }
    expect(n).toBe(phones.length * 2 * 9 * 4);
  });

  it('follows a change of phone or version on the same connection', () => {
    const enc = new GeneralResponseEncoder();
    expect(enc.encode({ phone: '013900000001', version: 2013 }, 5, 9, MsgId.LOCATION, 0)).toEqual(reference('013900000001', 2013, undefined, 5, 9, MsgId.LOCATION, 0));
    expect(enc.encode({ phone: '013900000002', version: 2019, protocolVersion: 1 }, 6, 9, MsgId.LOCATION, 0)).toEqual(reference('013900000002', 2019, 1, 6, 9, MsgId.LOCATION, 0));
    expect(enc.encode({ phone: '013900000002', version: 2013 }, 7, 9, MsgId.LOCATION, 0)).toEqual(reference('013900000002', 2013, undefined, 7, 9, MsgId.LOCATION, 0));
  });
});
