/**
 * Input checks of the alarm calls: every bad value is an HTTP 400 `{success:false, code:400,
 * message}` with a Chinese message (docs/fleet-contract.md "Conventions"). Times: ms epoch or
 * 'YYYY-MM-DD[ HH:mm:ss]' China time (parseChinaTime); ranges at most 31 days.
 */
import { HttpError } from '../plugins/reply.js';
import { parseChinaTime } from '../reports/china-time.js';

/** A 400 error with a Chinese message. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message, 400);
}

/** The body as an object ({} for null/absent); a non-object body → 400. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === null || body === undefined) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体必须是JSON对象');
  return body as Record<string, unknown>;
}

/** An integer field in [min, max] (numeric strings accepted), `def` when absent. Throws 400. */
export function readInt(b: Record<string, unknown>, name: string, def: number, min: number, max: number, label: string): number {
  const v = b[name];
  if (v === undefined || v === null || v === '') return def;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${label}必须是${min}到${max}之间的整数`);
  return n;
}

/** An optional string field of at most `max` characters (trimmed; '' → undefined). Throws 400. */
export function readString(b: Record<string, unknown>, name: string, max: number, label: string, pattern?: RegExp): string | undefined {
  const v = b[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badRequest(`${label}必须是字符串`);
  const s = v.trim();
  if (s === '') return undefined;
  if (s.length > max) throw badRequest(`${label}不能超过${max}个字符`);
  if (pattern && !pattern.test(s)) throw badRequest(`${label}格式不正确`);
  return s;
}

/** An optional boolean (true/false or 'true'/'false'/1/0). Throws 400. */
export function readBool(b: Record<string, unknown>, name: string, label: string): boolean | undefined {
  const v = b[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (v === true || v === 'true' || v === 1 || v === '1') return true;
  if (v === false || v === 'false' || v === 0 || v === '0') return false;
  throw badRequest(`${label}必须是布尔值`);
}

/** Max query range of the alarm calls, ms (31 days). */
export const MAX_RANGE_MS = 31 * 86_400_000;

/**
 * Optional startTime/endTime: parsed, end >= start, range <= 31 days when both are given.
 * Throws 400 时间格式不正确 / 结束时间不能早于开始时间 / 查询时间范围不能超过31天.
 */
export function readOptionalRange(b: Record<string, unknown>): { from?: number; to?: number } {
  const read = (name: string, label: string): number | undefined => {
    const v = b[name];
    if (v === undefined || v === null || v === '') return undefined;
    const t = parseChinaTime(v);
    if (t === null) throw badRequest(`${label}格式不正确，应为毫秒数或 YYYY-MM-DD HH:mm:ss`);
    return t;
  };
  const from = read('startTime', '开始时间');
  let to = read('endTime', '结束时间');
  // a bare day as end means "through that day"
  if (to !== undefined && typeof b.endTime === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(b.endTime.trim())) to += 86_400_000 - 1;
  if (from !== undefined && to !== undefined) {
    if (to < from) throw badRequest('结束时间不能早于开始时间');
    if (to - from > MAX_RANGE_MS) throw badRequest('查询时间范围不能超过31天');
  }
  return { from, to };
}

/** Sort order asc|desc (default `def`). Throws 400. */
export function readOrder(b: Record<string, unknown>, def: 'asc' | 'desc'): 'asc' | 'desc' {
  const v = b.order;
  if (v === undefined || v === null || v === '') return def;
  if (v !== 'asc' && v !== 'desc') throw badRequest('排序方式只能是 asc 或 desc');
  return v;
}

/** A sort column from an allow-list (wire name → SQL expression); unknown → 400. */
export function readColumn<K extends string>(b: Record<string, unknown>, allowed: Record<K, string>, def: K): K {
  const v = b.column;
  if (v === undefined || v === null || v === '') return def;
  if (typeof v !== 'string' || !Object.prototype.hasOwnProperty.call(allowed, v)) throw badRequest('不支持的排序字段');
  return v as K;
}

/** Vehicle and department ids are short word strings. */
export const ID_RE = /^[A-Za-z0-9_-]{1,32}$/;
