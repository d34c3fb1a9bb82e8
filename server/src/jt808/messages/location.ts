import { decodeBcdTime, writeBcdTime } from '../bcd-time.js';
import { Jt808Error } from '../errors.js';
import { decodeExtras, encodeExtras, type LocationExtras } from './location-extras.js';

/** Size of the basic 0x0200 information (位置基本信息, JT/T 808-2019 table 23). */
export const LOCATION_BASIC_LENGTH = 28;

const SOUTH = 1 << 2;
const WEST = 1 << 3;

/**
 * 0x0200 位置信息汇报 (JT/T 808-2019 §8.18, table 23), decoded with units:
 * - alarmFlags / statusFlags: unsigned DWORDs (see alarm-bits.ts: ALARM_BITS, STATUS_BITS)
 * - lat / lon: WGS-84 degrees, negative for south (status bit 2) / west (status bit 3)
 * - altitude m, speed km/h (wire 1/10 km/h), direction degrees 0-359 from north
 * - gpsTime: UTC ms since epoch (wire BCD[6] GMT+8)
 */
export interface Location {
  alarmFlags: number;
  statusFlags: number;
  lat: number;
  lon: number;
  altitude: number;
  speed: number;
  direction: number;
  gpsTime: number;
  extras: LocationExtras;
}

/**
 * Decodes a 0x0200 body (or one 0x0704 item) from `body[offset..end)`.
 * @throws Jt808Error('bad-body') when shorter than 28 bytes, with a direction above 359 (JT/T 808
 * table 23: 0-359 degrees, north 0, clockwise) or with a bad BCD time.
 */
export function decodeLocation(body: Buffer, offset = 0, end = body.length): Location {
  if (end - offset < LOCATION_BASIC_LENGTH) {
    throw new Jt808Error('bad-body', `0x0200 of ${end - offset} bytes, basic information needs 28`);
  }
  const status = body.readUInt32BE(offset + 4);
  const latRaw = body.readUInt32BE(offset + 8) / 1e6;
  const lonRaw = body.readUInt32BE(offset + 12) / 1e6;
  const direction = body.readUInt16BE(offset + 20);
  // out of the standard's range it would also break the smallint column for the whole batch
  if (direction > 359) throw new Jt808Error('bad-body', `0x0200 direction ${direction} is outside 0-359`);
  return {
    alarmFlags: body.readUInt32BE(offset),
    statusFlags: status,
    lat: status & SOUTH ? -latRaw : latRaw,
    lon: status & WEST ? -lonRaw : lonRaw,
    altitude: body.readUInt16BE(offset + 16),
    speed: body.readUInt16BE(offset + 18) / 10,
    direction,
    gpsTime: decodeBcdTime(body, offset + 22),
    extras: decodeExtras(body, offset + LOCATION_BASIC_LENGTH, end),
  };
}

/**
 * Encodes a 0x0200 body. The south/west status bits are set from the signs of lat/lon
 * (overriding bits 2/3 of statusFlags); speed is rounded to 1/10 km/h.
 * @throws RangeError via Buffer writes when a field is out of range.
 */
export function encodeLocation(loc: Omit<Location, 'extras'> & { extras?: LocationExtras }): Buffer {
  const extras = loc.extras ? encodeExtras(loc.extras) : null;
  const b = Buffer.allocUnsafe(LOCATION_BASIC_LENGTH + (extras ? extras.length : 0));
  let status = loc.statusFlags & ~(SOUTH | WEST);
  if (loc.lat < 0) status |= SOUTH;
  if (loc.lon < 0) status |= WEST;
  b.writeUInt32BE(loc.alarmFlags >>> 0, 0);
  b.writeUInt32BE(status >>> 0, 4);
  b.writeUInt32BE(Math.round(Math.abs(loc.lat) * 1e6), 8);
  b.writeUInt32BE(Math.round(Math.abs(loc.lon) * 1e6), 12);
  b.writeUInt16BE(Math.max(0, Math.round(loc.altitude)), 16);
  b.writeUInt16BE(Math.round(loc.speed * 10), 18);
  b.writeUInt16BE(Math.round(loc.direction) % 360, 20);
  writeBcdTime(b, 22, loc.gpsTime);
  if (extras) extras.copy(b, LOCATION_BASIC_LENGTH);
  return b;
}
