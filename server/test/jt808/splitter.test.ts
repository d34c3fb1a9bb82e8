import { FrameSplitter, MsgId, encodeLocation, encodePacket, wrapFrame, type Jt808ErrorReason, type Jt808Packet } from '../../src/jt808/index.js';

function collect(maxFrameLength?: number) {
  const packets: Jt808Packet[] = [];
  const errors: Array<{ reason: Jt808ErrorReason; raw: string }> = [];
  const splitter = new FrameSplitter({
    maxFrameLength,
    onPacket: (p) => packets.push({ header: p.header, body: Buffer.from(p.body) }),
    onError: (reason, _detail, raw) => errors.push({ reason, raw: raw.toString('hex') }),
  });
  return { splitter, packets, errors, serials: () => packets.map((p) => p.header.serial) };
}

const frame = (serial: number, body: Buffer = Buffer.alloc(0), version: 2013 | 2019 = 2013) =>
  encodePacket({ msgId: MsgId.LOCATION, phone: '13800000001', serial, version }, body);
const hex = (s: string) => Buffer.from(s, 'hex');

describe('FrameSplitter', () => {
  it('parses several frames in one chunk', () => {
    const c = collect();
    c.splitter.push(Buffer.concat([frame(1), frame(2), frame(3, Buffer.alloc(4), 2019)]));
    expect(c.serials()).toEqual([1, 2, 3]);
    expect(c.packets[2].header.version).toBe(2019);
    expect(c.errors).toEqual([]);
  });

  it('reassembles a frame split across chunks at every byte', () => {
    const body = encodeLocation({ alarmFlags: 0, statusFlags: 3, lat: 31.2, lon: 121.4, altitude: 0, speed: 50, direction: 0, gpsTime: Date.UTC(2024, 0, 1), extras: { mileageKm: 1 } });
    const f = Buffer.concat([frame(0x7e7d, body), frame(2)]);
    for (let cut = 1; cut < f.length; cut++) {
      const c = collect();
      c.splitter.push(f.subarray(0, cut));
      c.splitter.push(f.subarray(cut));
      expect(c.serials()).toEqual([0x7e7d, 2]);
      expect(c.errors).toEqual([]);
    }
  });

  it('handles 0x7E and 0x7D escaped inside the body and the check code', () => {
    const c = collect();
    const body = hex('7e7d7e7d01');
    const f = frame(0x7d7e, body);
    expect(f.subarray(1, -1).includes(0x7e)).toBe(false);
    c.splitter.push(f);
    expect(c.packets[0].body.toString('hex')).toBe('7e7d7e7d01');
    const cs7e = wrapFrame(hex('7f01'));
    expect(cs7e.toString('hex')).toContain('7d02');
  });

  it('drops garbage between frames and back-to-back flags', () => {
    const c = collect();
    c.splitter.push(Buffer.concat([hex('0d0a'), frame(1), hex('aabb'), frame(2), hex('7e7e7e'), frame(3), hex('ff')]));
    expect(c.serials()).toEqual([1, 2, 3]);
    expect(c.errors.map((e) => e.reason)).toEqual(['garbage', 'garbage', 'garbage']);
  });

  const cases: Array<[Jt808ErrorReason, () => Buffer]> = [
    ['bad-checksum', () => {
      const f = Buffer.from(frame(9, hex('0102')));
      f[f.length - 2] ^= 0x01;
      return f;
    }],
    ['bad-escape', () => hex('7e00020000013800000001007d0300' + '7e')],
    ['too-short', () => hex('7e0002000001387e')],
    ['body-length-mismatch', () => {
      const content = hex('000200050138000000010009' + '0102');
      let x = 0;
      for (const b of content) x ^= b;
      return Buffer.concat([hex('7e'), content, Buffer.from([x]), hex('7e')]);
    }],
  ];

  it.each(cases)('drops a frame with %s between two good frames and goes on', (reason, bad) => {
    const c = collect();
    c.splitter.push(Buffer.concat([frame(1), bad(), frame(2)]));
    expect(c.serials()).toEqual([1, 2]);
    expect(c.errors.map((e) => e.reason)).toEqual([reason]);
  });

  it('drops an over-long frame, also when it never closes within the limit', () => {
    const c = collect(64);
    c.splitter.push(Buffer.concat([frame(1), hex('7e'), Buffer.alloc(100, 1), hex('7e'), frame(2)]));
    expect(c.serials()).toEqual([1, 2]);
    expect(c.errors.map((e) => e.reason)).toEqual(['too-long']);

    const d = collect(64);
    d.splitter.push(Buffer.concat([frame(1), hex('7e'), Buffer.alloc(50, 1)]));
    d.splitter.push(Buffer.alloc(50, 1));
    expect(d.errors.map((e) => e.reason)).toEqual(['too-long']);
    expect(d.splitter.pendingBytes).toBe(0);
    d.splitter.push(Buffer.alloc(500, 2));
    d.splitter.push(Buffer.concat([hex('7e'), frame(2)]));
    expect(d.serials()).toEqual([1, 2]);
    expect(d.errors.map((e) => e.reason)).toEqual(['too-long']);
  });

  it('recovers when a frame lost its closing flag: the bad frame costs only itself', () => {
    const c = collect();
    const truncated = frame(1, hex('01020304')).subarray(0, -3);
    c.splitter.push(Buffer.concat([truncated, frame(2), frame(3)]));
    expect(c.serials()).toEqual([2, 3]);
    expect(c.errors).toHaveLength(1);
  });

  it('survives random bytes without throwing and still parses the frame that follows', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 256);
    const c = collect();
    for (let i = 0; i < 200; i++) {
      const junk = Buffer.from(Array.from({ length: 1 + (rnd() % 40) }, rnd));
      expect(() => c.splitter.push(junk)).not.toThrow();
    }
    c.splitter.push(Buffer.concat([hex('7e7e'), frame(42)]));
    expect(c.serials().at(-1)).toBe(42);
  });
});
