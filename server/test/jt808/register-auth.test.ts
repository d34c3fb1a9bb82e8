import {
  MsgId,
  RegisterResult,
  decodeAuth,
  decodeGeneralResponse,
  decodePacket,
  decodeRegister,
  decodeRegisterResponse,
  encodeAuth,
  encodeGeneralResponse,
  encodePacket,
  encodeRegister,
  encodeRegisterResponse,
  unescape,
  type RegisterRequest,
} from '../../src/jt808/index.js';

const reg: RegisterRequest = { province: 31, city: 115, maker: 'ZX001', model: 'ZX-T808', terminalId: 'T000001', plateColor: 2, plate: '沪A12345' };
const GBK_PLATE = 'bba641' + '3132333435'; // 沪 = BB A6 in GBK

describe('0x0100 terminal register (§8.5)', () => {
  it('2013 widths: maker 5, model 20, terminal id 7; GBK plate', () => {
    const body = encodeRegister(reg, 2013);
    expect(body.length).toBe(4 + 5 + 20 + 7 + 1 + 8);
    expect(body.subarray(36).toString('hex')).toBe('02' + GBK_PLATE);
    expect(body.subarray(9, 29).toString('hex')).toBe(Buffer.from('ZX-T808').toString('hex') + '00'.repeat(13));
    expect(decodeRegister(body, 2013)).toEqual(reg);
  });

  it('2019 widths: maker 11, model 30, terminal id 30', () => {
    const r = { ...reg, maker: 'MAKER000011', terminalId: 'TERMINAL-ID-OF-THIRTY-CHARS-01' };
    const body = encodeRegister(r, 2019);
    expect(body.length).toBe(4 + 11 + 30 + 30 + 1 + 8);
    expect(decodeRegister(body, 2019)).toEqual(r);
  });

  it('decodes a hand-built 2013 body', () => {
    const body = Buffer.from(
      '001f0073' + Buffer.from('ZX001').toString('hex') + Buffer.from('M1').toString('hex') + '00'.repeat(18) + Buffer.from('T000001').toString('hex') + '01' + GBK_PLATE,
      'hex',
    );
    expect(decodeRegister(body, 2013)).toEqual({ ...reg, model: 'M1', plateColor: 1 });
  });

  it('rejects a body shorter than the fixed fields', () => {
    expect(() => decodeRegister(Buffer.alloc(36), 2013)).toThrow(/0x0100/);
  });
});

describe('0x8100 register response (§8.6)', () => {
  it('carries the auth code only on success', () => {
    const ok = encodeRegisterResponse({ replySerial: 9, result: RegisterResult.OK, authCode: 'AB12' });
    expect(ok.toString('hex')).toBe('000900' + Buffer.from('AB12').toString('hex'));
    expect(decodeRegisterResponse(ok)).toEqual({ replySerial: 9, result: 0, authCode: 'AB12' });
    const no = encodeRegisterResponse({ replySerial: 9, result: RegisterResult.NO_SUCH_TERMINAL, authCode: 'x' });
    expect(no.toString('hex')).toBe('000904');
    expect(decodeRegisterResponse(no)).toEqual({ replySerial: 9, result: 4 });
  });
});

describe('0x0102 terminal auth (§8.8)', () => {
  it('2013: the whole body is the code', () => {
    expect(encodeAuth({ authCode: 'ABC' }, 2013).toString()).toBe('ABC');
    expect(decodeAuth(Buffer.from('ABC'), 2013)).toEqual({ authCode: 'ABC' });
  });

  it('2019: length, code, IMEI[15], software version[20]', () => {
    const body = encodeAuth({ authCode: 'ABC', imei: '860000000000001', softwareVersion: 'V1.0.2' }, 2019);
    expect(body.length).toBe(1 + 3 + 15 + 20);
    expect(body[0]).toBe(3);
    expect(decodeAuth(body, 2019)).toEqual({ authCode: 'ABC', imei: '860000000000001', softwareVersion: 'V1.0.2' });
    expect(() => decodeAuth(body.subarray(0, 30), 2019)).toThrow(/0x0102/);
  });
});

describe('0x0001 / 0x8001 general responses', () => {
  it('round-trips in a 2019 frame', () => {
    const f = encodePacket(
      { msgId: MsgId.PLATFORM_RESPONSE, phone: '13800000001', serial: 3, version: 2019 },
      encodeGeneralResponse({ replySerial: 0x7e7d, replyMsgId: 0x0200, result: 4 }),
    );
    const p = decodePacket(unescape(f.subarray(1, f.length - 1)));
    expect(p.header.msgId).toBe(0x8001);
    expect(decodeGeneralResponse(p.body)).toEqual({ replySerial: 0x7e7d, replyMsgId: 0x0200, result: 4 });
    expect(() => decodeGeneralResponse(Buffer.alloc(4))).toThrow(/general response/);
  });
});
