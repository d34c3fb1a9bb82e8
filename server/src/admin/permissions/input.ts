import { badInput } from './texts.js';

/**
 * Hand-written input checks of the role, menu and department calls: every failure is HTTP 400
 * `{success:false, code:400, message}` with a Chinese message naming the field.
 */

/** JSON schema of a body read by hand (any object). */
export const anyBody = { type: ['object', 'null'], additionalProperties: true };
/** JSON schema of a query read by hand. */
export const anyQuery = { type: 'object', additionalProperties: true };

const ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The body as a plain object ({} for null / non-objects). */
export function bodyOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** First text of a query value (arrays take their first item). */
function scalar(v: unknown): unknown {
  return Array.isArray(v) ? v[0] : v;
}

/**
 * An optional text field: trimmed, '' / null / undefined → null; numbers are accepted as text.
 * @throws 400 `{label}不能超过{max}个字符`, `{label}格式不正确` (another type or `pattern` mismatch).
 */
export function optionalText(value: unknown, max: number, label: string, pattern?: RegExp): string | null {
  const v = scalar(value);
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' && typeof v !== 'number') throw badInput(`${label}格式不正确`);
  const s = String(v).trim();
  if (!s) return null;
  if (s.length > max) throw badInput(`${label}不能超过${max}个字符`);
  if (pattern && !pattern.test(s)) throw badInput(`${label}格式不正确`);
  return s;
}

/** A required text field (as optionalText). @throws 400 `{label}不能为空` when missing or blank. */
export function requiredText(value: unknown, max: number, label: string, pattern?: RegExp): string {
  const s = optionalText(value, max, label, pattern);
  if (s === null) throw badInput(`${label}不能为空`);
  return s;
}

/** A required id (letters, digits, _ and -, up to 32). @throws 400 when missing or malformed. */
export function requiredId(value: unknown, label: string): string {
  return requiredText(value, 32, label, ID);
}

/** An optional id, null when empty. @throws 400 when malformed. */
export function optionalId(value: unknown, label: string): string | null {
  return optionalText(value, 32, label, ID);
}

/**
 * Distinct ids of a comma-joined text or an array of ids (empty → []).
 * @throws 400 `{label}格式不正确` for a malformed id, `{label}过多` past `max`.
 */
export function idList(value: unknown, label: string, max = 5000): string[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  if (!parts) throw badInput(`${label}格式不正确`);
  const out = new Set<string>();
  for (const p of parts) {
    if (typeof p !== 'string') throw badInput(`${label}格式不正确`);
    const s = p.trim();
    if (!s) continue;
    if (!ID.test(s)) throw badInput(`${label}格式不正确`);
    out.add(s);
  }
  if (out.size > max) throw badInput(`${label}过多`);
  return [...out];
}

/**
 * A flag: true / false, 1 / 0, '1' / '0', 'true' / 'false' (JeecgBoot sends booleans and 0/1);
 * missing → `fallback`. @throws 400 `{label}只能是是或否` otherwise.
 */
export function flag(value: unknown, label: string, fallback: boolean): boolean {
  const v = scalar(value);
  if (v === undefined || v === null || v === '') return fallback;
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  throw badInput(`${label}只能是是或否`);
}

/** An integer in [min, max]; missing → `fallback`. @throws 400 `{label}应为{min}至{max}之间的整数`. */
export function intIn(value: unknown, min: number, max: number, label: string, fallback: number): number {
  const v = scalar(value);
  if (v === undefined || v === null || v === '') return fallback;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.0+)?$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badInput(`${label}应为${min}至${max}之间的整数`);
  return n;
}

/** One of `allowed` (compared as text); missing → `fallback`. @throws 400 `{label}不正确`. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], label: string, fallback: T): T {
  const v = scalar(value);
  if (v === undefined || v === null || v === '') return fallback;
  const s = String(v).trim();
  if (!(allowed as readonly string[]).includes(s)) throw badInput(`${label}不正确`);
  return s as T;
}
