import { ESCAPE, FLAG, Jt808Error, escape, unescape, wrapFrame, xorChecksum } from '../../src/jt808/index.js';

const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex');

describe('JT/T 808 framing (§5.2)', () => {
  it('XOR check code over header + body', () => {
    expect(xorChecksum(hex('0002 0000 013800000001 0001'))).toBe(0x3b);
    expect(xorChecksum(hex(''))).toBe(0);
    expect(xorChecksum(hex('ff00ff'), 1, 3)).toBe(0xff);
  });

  it('escapes 0x7E as 7D 02 and 0x7D as 7D 01, and back', () => {
    const raw = hex('30 7e 08 7d 55 7d7e');
    const esc = escape(raw);
    expect(esc.toString('hex')).toBe('307d02087d01557d017d02');
    expect(unescape(esc).equals(raw)).toBe(true);
    expect(esc.includes(FLAG)).toBe(false);
  });

  it('returns the same buffer when nothing needs escaping', () => {
    const raw = hex('010203');
    expect(escape(raw)).toBe(raw);
    expect(unescape(raw)).toBe(raw);
  });

  it.each([
    ['7d03', '0x3'],
    ['017d', 'end of frame'],
    ['7d7d', '0x7d'],
  ])('rejects bad escape %s', (input, what) => {
    let err: unknown;
    try {
      unescape(hex(input));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(Jt808Error);
    expect((err as Jt808Error).reason).toBe('bad-escape');
    expect((err as Error).message).toContain(what);
  });

  it('wraps header + body into a frame with check code, escaping and flags', () => {
    expect(wrapFrame(hex('0002 0000 013800000001 0001')).toString('hex')).toBe('7e000200000138000000010001' + '3b' + '7e');
  });

  it('escapes a check code that equals 0x7E or 0x7D', () => {
    const f7e = wrapFrame(hex('7f01'));
    expect(f7e.toString('hex')).toBe('7e' + '7f01' + '7d02' + '7e');
    const f7d = wrapFrame(hex('7c01'));
    expect(f7d.toString('hex')).toBe('7e' + '7c01' + '7d01' + '7e');
    expect(ESCAPE).toBe(0x7d);
  });
});
