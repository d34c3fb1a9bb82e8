import {
  Jt808Error,
  LOCATION_BASIC_LENGTH,
  decodeExtras,
  decodeLocation,
  decodeLocationBatch,
  encodeExtras,
  encodeLocation,
  encodeLocationBatch,
  type Location,
} from '../../src/jt808/index.js';

// built independently of the encoder (byte by byte): all basic fields, south + west, every extra
const VECTOR =
  '80000003000c000f0157faf806cc6289002d028d010f240229235959' +
  '01040001e240' + '020201f7' + '03020280' + '04020007' + '11050100000058' + '1206020000006301' +
  '13070000003704b001' + '250400000101' + '2a020003' + '2b0400640032' + '300117' + '310109' + 'e103aabbcc';

describe('0x0200 location report (§8.18)', () => {
  const loc = decodeLocation(Buffer.from(VECTOR, 'hex'));

  it('decodes the basic information with units and south/west from status bits 2/3', () => {
    expect(loc.alarmFlags).toBe(0x80000003);
    expect(loc.statusFlags).toBe(0x000c000f);
    expect(loc.lat).toBe(-22.543096);
    expect(loc.lon).toBe(-114.057865);
    expect(loc.altitude).toBe(45);
    expect(loc.speed).toBeCloseTo(65.3, 10);
    expect(loc.direction).toBe(271);
    expect(loc.gpsTime).toBe(Date.UTC(2024, 1, 29, 15, 59, 59));
  });

  it('decodes every extra and keeps unknown ids as hex', () => {
    expect(loc.extras).toEqual({
      mileageKm: 12345.6,
      fuelL: 50.3,
      recorderSpeedKmh: 64,
      manualAlarmEventId: 7,
      overspeed: { locationType: 1, areaId: 88 },
      areaInOut: { locationType: 2, areaId: 99, direction: 1 },
      routeTime: { routeId: 55, drivingTimeS: 1200, result: 1 },
      vehicleSignal: 0x101,
      ioStatus: 3,
      analog: 0x00640032,
      signalStrength: 23,
      satellites: 9,
      unknown: { '0xe1': 'aabbcc' },
    });
  });

  it('north/east when bits 2/3 are clear; overspeed without a location', () => {
    const b = Buffer.from(VECTOR.slice(0, 56) + '110100', 'hex');
    b.writeUInt32BE(0x3, 4);
    const l = decodeLocation(b);
    expect(l.lat).toBe(22.543096);
    expect(l.lon).toBe(114.057865);
    expect(l.extras.overspeed).toEqual({ locationType: 0 });
  });

  it('round-trips encode → decode, setting the south/west bits from the signs', () => {
    const input: Location = { ...loc, statusFlags: 0x000c0003 };
    const body = encodeLocation(input);
    expect(body.toString('hex')).toBe(VECTOR);
    const north: Location = { ...loc, lat: 31.230416, lon: 121.473701, statusFlags: 0xf };
    const back = decodeLocation(encodeLocation(north));
    expect(back.statusFlags).toBe(0x3);
    expect(back.lat).toBe(31.230416);
    expect(back.lon).toBe(121.473701);
  });

  it('keeps extras of a wrong length raw and a truncated tail', () => {
    const x = decodeExtras(Buffer.from('0102ffff' + '3105', 'hex'), 0, 6);
    expect(x.mileageKm).toBeUndefined();
    expect(x.unknown).toEqual({ '0x01': 'ffff', truncated: '3105' });
    expect(encodeExtras({ satellites: 4, unknown: { '0x01': 'ffff' } }).toString('hex')).toBe('3101040102ffff');
  });

  it('rejects a body shorter than 28 bytes or with a bad time', () => {
    expect(() => decodeLocation(Buffer.alloc(LOCATION_BASIC_LENGTH - 1))).toThrow(Jt808Error);
    const b = Buffer.from(VECTOR, 'hex');
    b[23] = 0x13;
    expect(() => decodeLocation(b)).toThrow(/impossible/);
  });

  it('rejects a direction above 359 (table 23) and keeps 359', () => {
    const b = Buffer.from(VECTOR, 'hex');
    b.writeUInt16BE(359, 20);
    expect(decodeLocation(b).direction).toBe(359);
    b.writeUInt16BE(360, 20);
    expect(() => decodeLocation(b)).toThrow(/direction 360 is outside 0-359/);
    b.writeUInt16BE(0xffff, 20);
    expect(() => decodeLocation(b)).toThrow(Jt808Error);
  });
});

describe('0x0704 batch location upload (§8.56)', () => {
  const item = (i: number): Location => ({
    alarmFlags: 0,
    statusFlags: 3,
    lat: 30.27 + i / 1000,
    lon: 120.16,
    altitude: 10,
    speed: 40 + i,
    direction: 90,
    gpsTime: Date.UTC(2024, 5, 1, 0, 0, i),
    extras: { mileageKm: 100 + i },
  });

  it('decodes count, type and length-prefixed 0x0200 items', () => {
    const body = encodeLocationBatch(1, [item(0), item(1), item(2)]);
    expect(body.readUInt16BE(0)).toBe(3);
    expect(body[2]).toBe(1);
    expect(body.readUInt16BE(3)).toBe(LOCATION_BASIC_LENGTH + 6);
    const batch = decodeLocationBatch(body);
    expect(batch.type).toBe(1);
    expect(batch.items).toEqual([item(0), item(1), item(2)]);
  });

  it('rejects items overrunning the body and trailing bytes', () => {
    const body = encodeLocationBatch(0, [item(0)]);
    expect(() => decodeLocationBatch(body.subarray(0, body.length - 1))).toThrow(Jt808Error);
    expect(() => decodeLocationBatch(Buffer.concat([body, Buffer.alloc(1)]))).toThrow(/after 1 items/);
    const lying = Buffer.from(body);
    lying.writeUInt16BE(2, 0);
    expect(() => decodeLocationBatch(lying)).toThrow(Jt808Error);
  });
});
