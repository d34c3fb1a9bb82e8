import { Jt808Error, canonicalPhone, decodeBcd, decodeBcdTime, samePhone, storedPhone, writeBcd, writeBcdTime } from '../../src/jt808/index.js';

describe('BCD', () => {
  it('decodes and writes digits, high nibble first, left-padded', () => {
    expect(decodeBcd(Buffer.from('013800000001', 'hex'), 0, 6)).toBe('013800000001');
    const b = Buffer.alloc(3);
    writeBcd(b, 0, 3, '12345');
    expect(b.toString('hex')).toBe('012345');
  });

  it('rejects nibbles above 9 and over-long input', () => {
    expect(() => decodeBcd(Buffer.from('1a', 'hex'), 0, 1)).toThrow(Jt808Error);
    expect(() => decodeBcd(Buffer.from('12', 'hex'), 0, 2)).toThrow(Jt808Error);
    expect(() => writeBcd(Buffer.alloc(1), 0, 1, '123')).toThrow(RangeError);
    expect(() => writeBcd(Buffer.alloc(1), 0, 1, '1a')).toThrow(RangeError);
  });

  it('normalises phones of both header versions to one canonical form and the stored 12 digits', () => {
    expect(canonicalPhone('013800000001')).toBe('13800000001');
    expect(canonicalPhone('00000000013800000001')).toBe('13800000001');
    expect(canonicalPhone('000000000000')).toBe('0');
    expect(storedPhone('00000000013800000001')).toBe('013800000001');
    expect(storedPhone('13800000001')).toBe('013800000001');
    expect(samePhone('013800000001', '00000000013800000001')).toBe(true);
    expect(samePhone('013800000001', '013800000002')).toBe(false);
  });
});

describe('BCD[6] time YYMMDDhhmmss, GMT+8', () => {
  it('decodes to UTC ms', () => {
    expect(decodeBcdTime(Buffer.from('240229235959', 'hex'), 0)).toBe(Date.UTC(2024, 1, 29, 15, 59, 59));
    expect(decodeBcdTime(Buffer.from('250101070000', 'hex'), 0)).toBe(Date.UTC(2024, 11, 31, 23, 0, 0));
  });

  it('writes UTC ms back', () => {
    const b = Buffer.alloc(6);
    writeBcdTime(b, 0, Date.UTC(2024, 11, 31, 23, 0, 0));
    expect(b.toString('hex')).toBe('250101070000');
  });

  it.each(['241301000000', '240230000000', '240101240000', '2401010000a0', '240100000000'])('rejects %s', (h) => {
    expect(() => decodeBcdTime(Buffer.from(h, 'hex'), 0)).toThrow(Jt808Error);
  });
});
