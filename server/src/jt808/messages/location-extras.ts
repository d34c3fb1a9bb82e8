/**
 * 0x0200 附加信息 (JT/T 808-2019 §8.18, tables 27-31): TLV items id BYTE, length BYTE, value.
 * Decoded with units in the names; items with an unknown id or an unexpected length are kept as
 * raw hex in `unknown`, keyed by the id as "0xNN".
 */
export interface LocationExtras {
  /** 0x01 里程 DWORD 1/10 km → km */
  mileageKm?: number;
  /** 0x02 油量 WORD 1/10 L → L */
  fuelL?: number;
  /** 0x03 行驶记录功能获取的速度 WORD 1/10 km/h → km/h */
  recorderSpeedKmh?: number;
  /** 0x04 需要人工确认报警事件的 ID WORD */
  manualAlarmEventId?: number;
  /** 0x11 超速报警附加信息 (table 29): locationType 0 无特定位置 1 圆 2 矩形 3 多边形 4 路段; areaId when type ≠ 0 */
  overspeed?: { locationType: number; areaId?: number };
  /** 0x12 进出区域/路线报警附加信息 (table 30): direction 0 进 1 出 */
  areaInOut?: { locationType: number; areaId: number; direction: number };
  /** 0x13 路段行驶时间不足/过长 (table 31): drivingTimeS seconds, result 0 不足 1 过长 */
  routeTime?: { routeId: number; drivingTimeS: number; result: number };
  /** 0x25 扩展车辆信号状态位 DWORD (table 32) */
  vehicleSignal?: number;
  /** 0x2A IO状态位 WORD (table 33) */
  ioStatus?: number;
  /** 0x2B 模拟量 DWORD: bits 0-15 AD0, bits 16-31 AD1 */
  analog?: number;
  /** 0x30 无线通信网络信号强度 BYTE */
  signalStrength?: number;
  /** 0x31 GNSS 定位卫星数 BYTE */
  satellites?: number;
  /** other ids (and a truncated tail under "truncated"), value as hex */
  unknown?: Record<string, string>;
}

function keepRaw(x: LocationExtras, id: number, buf: Buffer, o: number, len: number): void {
  (x.unknown ??= {})['0x' + id.toString(16).padStart(2, '0')] = buf.toString('hex', o, o + len);
}

/** Decodes the extras between `offset` and `end`. Never throws: bad items are kept raw. */
export function decodeExtras(buf: Buffer, offset: number, end: number): LocationExtras {
  const x: LocationExtras = {};
  let o = offset;
  while (o + 2 <= end) {
    const id = buf[o];
    const len = buf[o + 1];
    o += 2;
    if (o + len > end) {
      (x.unknown ??= {}).truncated = buf.toString('hex', o - 2, end);
      return x;
    }
    if (!decodeItem(x, id, buf, o, len)) keepRaw(x, id, buf, o, len);
    o += len;
  }
  if (o < end) (x.unknown ??= {}).truncated = buf.toString('hex', o, end);
  return x;
}

function decodeItem(x: LocationExtras, id: number, b: Buffer, o: number, len: number): boolean {
  switch (id) {
    case 0x01:
      if (len !== 4) return false;
      x.mileageKm = b.readUInt32BE(o) / 10;
      return true;
    case 0x02:
      if (len !== 2) return false;
      x.fuelL = b.readUInt16BE(o) / 10;
      return true;
    case 0x03:
      if (len !== 2) return false;
      x.recorderSpeedKmh = b.readUInt16BE(o) / 10;
      return true;
    case 0x04:
      if (len !== 2) return false;
      x.manualAlarmEventId = b.readUInt16BE(o);
      return true;
    case 0x11:
      if (len === 1 && b[o] === 0) x.overspeed = { locationType: 0 };
      else if (len === 5) x.overspeed = { locationType: b[o], areaId: b.readUInt32BE(o + 1) };
      else return false;
      return true;
    case 0x12:
      if (len !== 6) return false;
      x.areaInOut = { locationType: b[o], areaId: b.readUInt32BE(o + 1), direction: b[o + 5] };
      return true;
    case 0x13:
      if (len !== 7) return false;
      x.routeTime = { routeId: b.readUInt32BE(o), drivingTimeS: b.readUInt16BE(o + 4), result: b[o + 6] };
      return true;
    case 0x25:
      if (len !== 4) return false;
      x.vehicleSignal = b.readUInt32BE(o);
      return true;
    case 0x2a:
      if (len !== 2) return false;
      x.ioStatus = b.readUInt16BE(o);
      return true;
    case 0x2b:
      if (len !== 4) return false;
      x.analog = b.readUInt32BE(o);
      return true;
    case 0x30:
      if (len !== 1) return false;
      x.signalStrength = b[o];
      return true;
    case 0x31:
      if (len !== 1) return false;
      x.satellites = b[o];
      return true;
    default:
      return false;
  }
}

function item(id: number, len: number, write: (b: Buffer) => void): Buffer {
  const b = Buffer.alloc(2 + len);
  b[0] = id;
  b[1] = len;
  write(b);
  return b;
}

/** Encodes extras in id order (the inverse of {@link decodeExtras}; unknown values written back raw). */
export function encodeExtras(x: LocationExtras): Buffer {
  const parts: Buffer[] = [];
  if (x.mileageKm !== undefined) parts.push(item(0x01, 4, (b) => b.writeUInt32BE(Math.round(x.mileageKm! * 10), 2)));
  if (x.fuelL !== undefined) parts.push(item(0x02, 2, (b) => b.writeUInt16BE(Math.round(x.fuelL! * 10), 2)));
  if (x.recorderSpeedKmh !== undefined) parts.push(item(0x03, 2, (b) => b.writeUInt16BE(Math.round(x.recorderSpeedKmh! * 10), 2)));
  if (x.manualAlarmEventId !== undefined) parts.push(item(0x04, 2, (b) => b.writeUInt16BE(x.manualAlarmEventId!, 2)));
  const os = x.overspeed;
  if (os) {
    if (os.locationType === 0) parts.push(item(0x11, 1, (b) => (b[2] = 0)));
    else parts.push(item(0x11, 5, (b) => ((b[2] = os.locationType), b.writeUInt32BE(os.areaId ?? 0, 3))));
  }
  const ai = x.areaInOut;
  if (ai) parts.push(item(0x12, 6, (b) => ((b[2] = ai.locationType), b.writeUInt32BE(ai.areaId, 3), (b[7] = ai.direction))));
  const rt = x.routeTime;
  if (rt) parts.push(item(0x13, 7, (b) => (b.writeUInt32BE(rt.routeId, 2), b.writeUInt16BE(rt.drivingTimeS, 6), (b[8] = rt.result))));
  if (x.vehicleSignal !== undefined) parts.push(item(0x25, 4, (b) => b.writeUInt32BE(x.vehicleSignal! >>> 0, 2)));
  if (x.ioStatus !== undefined) parts.push(item(0x2a, 2, (b) => b.writeUInt16BE(x.ioStatus!, 2)));
  if (x.analog !== undefined) parts.push(item(0x2b, 4, (b) => b.writeUInt32BE(x.analog! >>> 0, 2)));
  if (x.signalStrength !== undefined) parts.push(item(0x30, 1, (b) => (b[2] = x.signalStrength!)));
  if (x.satellites !== undefined) parts.push(item(0x31, 1, (b) => (b[2] = x.satellites!)));
  for (const [k, hex] of Object.entries(x.unknown ?? {})) {
    if (!/^0x[0-9a-f]{2}$/i.test(k)) continue;
    const v = Buffer.from(hex, 'hex');
    parts.push(Buffer.concat([Buffer.from([parseInt(k, 16), v.length]), v]));
  }
  return Buffer.concat(parts);
}
