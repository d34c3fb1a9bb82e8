import { randomUUID } from 'node:crypto';
import { HttpError } from '../../plugins/reply.js';

/**
 * Input rules of the management calls (vehicles and organisations), each failing with
 * HTTP 400 `{success:false, code:400, message}` in Chinese (docs/fleet-contract.md "Conventions").
 */

/** A 400 answer with a Chinese message. */
export function badInput(message: string): HttpError {
  return new HttpError(400, message, 400);
}

/** A JeecgBoot-style 32-character id (uuid without dashes). */
export function newId(): string {
  return randomUUID().replace(/-/g, '');
}

/** Province abbreviations that start a mainland plate (GA 36-2018). */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';

/**
 * Mainland plate (GA 36-2018): province abbreviation, issuing-authority letter (no I/O), then
 * 5 characters for ordinary plates (7 in all) or 6 for new-energy plates (8 in all) of capital
 * letters without I/O and digits; the last may be 挂 学 警 港 澳 (trailer, coach, police, HK, Macau).
 */
export const PLATE_PATTERN = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$`);

/** JT/T 808 / JT/T 415 plate colour codes: 1 蓝 2 黄 3 黑 4 白 9 其他 (dictionary plate_color). */
export const PLATE_COLORS = [1, 2, 3, 4, 9] as const;

const VIN_VALUE: Record<string, number> = Object.fromEntries([
  ...[...'0123456789'].map((c, i) => [c, i] as const),
  ...[...'ABCDEFGH'].map((c, i) => [c, i + 1] as const),
  ...[...'JKLMN'].map((c, i) => [c, i + 1] as const),
  ['P', 7], ['R', 9],
  ...[...'STUVWXYZ'].map((c, i) => [c, i + 2] as const),
]);
const VIN_WEIGHT = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Validates a VIN (GB 16735 / ISO 3779): 17 characters of digits and capital letters without
 * I, O, Q, with the check digit (position 9, 0-9 or X) of the weighted sum mod 11.
 * Throws 400 with the reason otherwise.
 */
export function checkVin(vin: string): string {
  const v = vin.trim().toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(v)) throw badInput('车架号(VIN)应为17位数字或大写字母，且不含I、O、Q');
  const sum = [...v].reduce((acc, c, i) => acc + VIN_VALUE[c] * VIN_WEIGHT[i], 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  if (v[8] !== check) throw badInput('车架号(VIN)校验位错误');
  return v;
}

/**
 * Terminal phone (SIM) of JT/T 808: 11 or 12 digits; stored in the 12-digit BCD[6] form of
 * JT/T 808-2013 (an 11-digit mobile number gets a leading 0), as fleet_terminal.phone holds it.
 */
export function checkPhone(phone: string): string {
  const p = phone.trim();
  if (!/^\d{11,12}$/.test(p)) throw badInput('终端手机号应为11至12位数字');
  return p.padStart(12, '0');
}

/** A trimmed optional text of at most `max` characters; '' and null become null. */
export function optionalText(value: unknown, max: number, label: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badInput(`${label}格式不正确`);
  const s = value.trim();
  if (!s) return null;
  if ([...s].length > max) throw badInput(`${label}不能超过${max}个字符`);
  if ([...s].some((c) => c.charCodeAt(0) < 0x20 || c === '<' || c === '>')) throw badInput(`${label}含有非法字符`);
  return s;
}

/** A required trimmed text of at most `max` characters. */
export function requiredText(value: unknown, max: number, label: string): string {
  const s = optionalText(value, max, label);
  if (!s) throw badInput(`${label}不能为空`);
  return s;
}

/** An integer in [min, max] (a numeric string is accepted); null/'' → null when optional. */
export function intInRange(value: unknown, min: number, max: number, label: string, unit: string, required: boolean): number | null {
  if (value === undefined || value === null || value === '') {
    if (required) throw badInput(`${label}不能为空`);
    return null;
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badInput(`${label}应为${min}至${max}之间的整数（${unit}）`);
  return n;
}

/** Comma-separated ids (or an array) → distinct non-empty ids; 400 when none or more than 1000. */
export function idList(value: unknown, label = 'ids'): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = [...new Set(raw.map((v) => (typeof v === 'string' ? v.trim() : '')).filter(Boolean))];
  if (!ids.length) throw badInput(`${label}不能为空`);
  if (ids.length > 1000) throw badInput('一次最多操作1000条数据');
  if (ids.some((id) => id.length > 32)) throw badInput(`${label}格式不正确`);
  return ids;
}

/** True for a PostgreSQL unique violation (SQLSTATE 23505), from pg or PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
