import { HttpError } from '../plugins/reply.js';

/** China time offset (UTC+8) in ms: request times given as text are China time (docs/fleet-contract.md Conventions). */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Longest range of a track call: 7 days in ms (docs/fleet-contract.md). */
export const MAX_TRACK_RANGE_MS = 7 * 86_400_000;

/** 400 with a Chinese message in the answer shape. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message, 400);
}

const TEXT_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses a request time: a ms-epoch number (or digit string), or `YYYY-MM-DD HH:mm:ss` /
 * `YYYY-MM-DD HH:mm` / `YYYY-MM-DD` in China time (UTC+8).
 * @returns ms since epoch (UTC), or null when the value is not a valid time.
 */
export function parseRequestTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value < 4.1e12 ? Math.trunc(value) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (/^\d{10,13}$/.test(s)) return parseRequestTime(Number(s));
  const m = TEXT_TIME.exec(s);
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', se = '0'] = m.slice(1).map((x) => x ?? undefined) as string[];
  const ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +se);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== +y || check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +se > 59) return null;
  return ms - CHINA_OFFSET_MS;
}

/**
 * Reads `startTime` / `endTime` of a body: both required, end after start, range at most
 * `maxMs` (default 7 days). Throws 400 (`开始时间格式不正确`, `结束时间格式不正确`,
 * `结束时间必须晚于开始时间`, `轨迹查询时间范围不能超过7天`).
 */
export function readRange(body: Record<string, unknown>, maxMs = MAX_TRACK_RANGE_MS, tooLong = '轨迹查询时间范围不能超过7天'): { from: number; to: number } {
  const from = parseRequestTime(body.startTime);
  if (from === null) throw badRequest('开始时间格式不正确');
  const to = parseRequestTime(body.endTime);
  if (to === null) throw badRequest('结束时间格式不正确');
  if (to <= from) throw badRequest('结束时间必须晚于开始时间');
  if (to - from > maxMs) throw badRequest(tooLong);
  return { from, to };
}

/** Car selection of a body: a non-empty `carId` or `carNum` string (≤ 32 / 20 chars); throws 400 `请选择车辆`. */
export function readCar(body: Record<string, unknown>): { carId?: string; carNum?: string } {
  const carId = typeof body.carId === 'string' ? body.carId.trim() : '';
  const carNum = typeof body.carNum === 'string' ? body.carNum.trim() : '';
  if ((body.carId != null && typeof body.carId !== 'string') || (body.carNum != null && typeof body.carNum !== 'string')) throw badRequest('车辆参数格式不正确');
  if (carId.length > 32 || carNum.length > 20) throw badRequest('车辆参数格式不正确');
  if (!carId && !carNum) throw badRequest('请选择车辆');
  return carId ? { carId } : { carNum };
}

/** An optional positive integer field within [min, max], else 400 `<label>不正确`. */
export function readInt(body: Record<string, unknown>, key: string, def: number, min: number, max: number, label: string): number {
  const v = body[key];
  if (v === undefined || v === null || v === '') return def;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${label}不正确`);
  return n;
}

/** The body as a plain object (null / missing → {}); anything else → 400 `请求参数格式不正确`. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body == null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求参数格式不正确');
  return body as Record<string, unknown>;
}
