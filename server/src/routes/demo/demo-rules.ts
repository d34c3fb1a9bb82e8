import { HttpError } from '../../plugins/reply.js';
import { checkRelativePath } from '../sys/upload-paths.js';

/**
 * Field rules of the demo entity, shared by add / edit and the Excel import (widgets-spec §5
 * "Common field patterns with messages"). Each check answers the clean value or throws a
 * DemoRuleError carrying the Chinese message (the routes turn it into HTTP 400; the import
 * writes it into the 错误信息 column).
 */

/** Messages of the demo rules (spec §5 texts where the spec gives one). */
export const DEMO_TEXT = {
  nameRequired: '名称不能为空',
  nameTooLong: '名称不能超过50个字符',
  mobile: '请输入正确手机号',
  email: '邮箱格式不正确',
  natural: '请输入自然数',
  sex: '性别只能是男或女',
  birthday: '生日格式不正确，应为YYYY-MM-DD',
  enabled: '是否启用只能是是或否',
  orderNumCode: '编号只能包含字母、数字、下划线和短横线（最多50位）',
  orderNumCodeTaken: '编号已存在',
  areaCode: '地区编码应为6位数字',
  cron: 'Cron表达式格式不正确',
  effective: '生效日期格式不正确',
  paths: '文件路径不合法',
  departIds: '部门不存在或无权访问',
  userNames: '用户不存在',
  category: '分类编码格式不正确',
  text: (label: string, max: number) => `${label}不能超过${max}个字符`,
  control: (label: string) => `${label}含有非法字符`,
  notFound: '未找到对应数据',
} as const;

/** A rule violation with its Chinese message. */
export class DemoRuleError extends Error {}

/** HTTP 400 of a rule violation. */
export function toBadInput(err: unknown): unknown {
  return err instanceof DemoRuleError ? new HttpError(400, err.message, 400) : err;
}

const fail = (message: string): never => {
  throw new DemoRuleError(message);
};

/** Empty (undefined, null, '' or blanks) → null; other values as trimmed text. */
export function blank(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  const s = typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : fail('参数格式不正确');
  return s === '' ? null : s;
}

/** True when `s` holds a control character (tab, LF and CR allowed when `multiline`). */
export function hasControl(s: string, multiline = false): boolean {
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if ((c < 0x20 || c === 0x7f) && !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
  }
  return false;
}

/** Optional text of at most `max` characters without control characters. */
export function text(v: unknown, max: number, label: string, multiline = false): string | null {
  const s = blank(v);
  if (s === null) return null;
  if ([...s].length > max) fail(DEMO_TEXT.text(label, max));
  if (hasControl(s, multiline)) fail(DEMO_TEXT.control(label));
  return s;
}

/** Required name, 1-50 characters. */
export function name(v: unknown): string {
  const s = text(v, 50, '名称');
  return s ?? fail(DEMO_TEXT.nameRequired);
}

/** Mobile: 11 digits starting 13, 14, 15, 17 or 18 (spec §5) → 请输入正确手机号. */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
/** E-mail → 邮箱格式不正确. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** Optional mobile; `strict` false keeps any text of at most 20 characters (import without validation). */
export function mobile(v: unknown, strict = true): string | null {
  const s = text(v, 20, '手机号');
  if (s !== null && strict && !MOBILE_PATTERN.test(s)) fail(DEMO_TEXT.mobile);
  return s;
}

/** Optional e-mail (at most 100 characters). */
export function email(v: unknown, strict = true): string | null {
  const s = text(v, 100, '邮箱');
  if (s !== null && strict && !EMAIL_PATTERN.test(s)) fail(DEMO_TEXT.email);
  return s;
}

/** Optional natural number 0…200 (age) → 请输入自然数. */
export function natural(v: unknown): number | null {
  const s = blank(v);
  if (s === null) return null;
  if (!/^\d{1,3}$/.test(s) || Number(s) > 200) fail(DEMO_TEXT.natural);
  return Number(s);
}

/** Sex as dictionary value '1' / '2'; the texts 男 / 女 are accepted too (Excel). */
export function sex(v: unknown): string | null {
  const s = blank(v);
  if (s === null) return null;
  const value = s === '男' ? '1' : s === '女' ? '2' : s;
  return value === '1' || value === '2' ? value : fail(DEMO_TEXT.sex);
}

/** A real calendar day 'YYYY-MM-DD' (a Date from an Excel cell is taken as its local day). */
export function day(v: unknown, message: string = DEMO_TEXT.birthday): string | null {
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) fail(message);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${v.getFullYear()}-${p(v.getMonth() + 1)}-${p(v.getDate())}`;
  }
  const s = blank(v);
  if (s === null) return null;
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s);
  if (!m) return fail(message);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || y > 2100 || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) fail(message);
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Switch value 'Y' | 'N' (是 / 否 accepted); empty → 'N' (spec §9 switch values). */
export function yn(v: unknown): 'Y' | 'N' {
  const s = blank(v);
  if (s === null) return 'N';
  const u = s.toUpperCase();
  if (u === 'Y' || s === '是' || u === 'TRUE' || s === '1') return 'Y';
  if (u === 'N' || s === '否' || u === 'FALSE' || s === '0') return 'N';
  return fail(DEMO_TEXT.enabled);
}

/** Optional code of letters, digits, '_' and '-' (at most `max`). */
export function code(v: unknown, message: string, max = 50): string | null {
  const s = blank(v);
  if (s === null) return null;
  return new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`).test(s) ? s : fail(message);
}

/** Optional district code: 6 digits (or 12, a street-level code). */
export function areaCode(v: unknown): string | null {
  const s = blank(v);
  if (s === null) return null;
  return /^\d{6}(\d{6})?$/.test(s) ? s : fail(DEMO_TEXT.areaCode);
}

const CRON_PART = /^[0-9A-Z*?/,#-]{1,40}$/;

/** Optional cron expression: 6 or 7 space-separated parts of cron characters (spec §3 "Cron expression"). */
export function cron(v: unknown): string | null {
  const s = text(v, 120, 'Cron表达式');
  if (s === null) return null;
  const parts = s.split(/\s+/);
  if (parts.length < 6 || parts.length > 7 || !parts.every((p) => CRON_PART.test(p.toUpperCase()))) fail(DEMO_TEXT.cron);
  return parts.join(' ');
}

/**
 * Optional effective-date value (spec §3): JSON `{date, forever, notice}` with exactly one of
 * date ('YYYY-MM-DD'), forever ('1') or notice ('0') filled. Answers the normalised JSON text.
 */
export function effective(v: unknown): string | null {
  const s = blank(v);
  if (s === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(s);
  } catch {
    return fail(DEMO_TEXT.effective);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return fail(DEMO_TEXT.effective);
  const o = parsed as Record<string, unknown>;
  const date = blank(o.date);
  const forever = blank(o.forever);
  const notice = blank(o.notice);
  const filled = [date, forever, notice].filter((x) => x !== null).length;
  if (filled !== 1 || (forever !== null && forever !== '1') || (notice !== null && notice !== '0')) fail(DEMO_TEXT.effective);
  return JSON.stringify({ date: date === null ? '' : day(date, DEMO_TEXT.effective), forever: forever ?? '', notice: notice ?? '' });
}

/** Comma list → distinct trimmed items (at most `max` characters joined). */
export function commaList(v: unknown, max: number, label: string): string[] {
  const s = text(v, max, label);
  return s === null ? [] : [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))];
}

/** Comma list of stored paths (checkRelativePath) or http(s) URLs → joined text or null. */
export function paths(v: unknown, label: string): string | null {
  const items = commaList(v, 5000, label);
  for (const p of items) if (!/^https?:\/\/[^\s,]+$/.test(p) && !checkRelativePath(p)) fail(DEMO_TEXT.paths);
  return items.length ? items.join(',') : null;
}
