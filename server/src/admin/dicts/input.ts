import { DICT_ADMIN_TEXT as T, bad } from './texts.js';

/** A JSON body or query as the routes read it. */
export type Body = Record<string, unknown>;

/** First text of a value (repeated query keys arrive as arrays), trimmed; '' / missing → null. */
export function textOf(v: unknown): string | null {
  if (Array.isArray(v)) return textOf(v[0]);
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

/**
 * A required single-line text of at most `max` characters without control characters or angle
 * brackets. @throws HttpError 400 `<label>不能为空` / `…不能超过N个字符` / `…含有非法字符`.
 */
export function requiredText(v: unknown, label: string, max: number): string {
  const s = optionalText(v, label, max);
  if (s === null) throw bad(T.required(label));
  return s;
}

/** An optional text as requiredText (null when empty); `multiline` allows line breaks. */
export function optionalText(v: unknown, label: string, max: number, multiline = false): string | null {
  const s = textOf(v);
  if (s === null) return null;
  if (s.length > max) throw bad(T.tooLong(label, max));
  // eslint-disable-next-line no-control-regex
  const control = multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/ : /[\u0000-\u001f]/;
  if (control.test(s) || (!multiline && /[<>]/.test(s))) throw bad(T.badText(label));
  return s;
}

/** Ids of `id` / `ids` (comma list or array), distinct, each ≤ 64 characters, at most `max`. */
export function idList(v: unknown, max = 1000): string[] {
  const raw = Array.isArray(v) ? v.map((x) => String(x)).join(',') : textOf(v) ?? '';
  const ids = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > max) throw bad(`一次最多处理${max}条记录`);
  if (ids.some((id) => id.length > 64)) throw bad(T.tooLong('id', 64));
  return ids;
}

/** An integer in [min, max] (or `fallback` when missing). @throws HttpError 400 `message`. */
export function intOf(v: unknown, min: number, max: number, fallback: number, message: string): number {
  const s = textOf(v);
  if (s === null) return fallback;
  if (!/^-?\d{1,9}$/.test(s)) throw bad(message);
  const n = Number(s);
  if (n < min || n > max) throw bad(message);
  return n;
}

/** A China-time 'YYYY-MM-DD HH24:MI:SS' select of a timestamptz column. */
export const CHINA_TIME_FORMAT = 'YYYY-MM-DD HH24:MI:SS';
