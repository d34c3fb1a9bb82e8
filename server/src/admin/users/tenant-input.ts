import { optionalText } from '../../routes/fleet/manage-input.js';
import { TENANT_TEXT as T, bad } from './texts.js';
import type { TenantInput } from './tenant-repo.js';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A China-time date 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' as a Date (a date alone is the start
 * of that day, or its end when `endOfDay`); '' / null → null; anything else → 400.
 */
export function chinaDateTime(value: unknown, endOfDay = false): Date | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw bad(T.badDate);
  const m = DATE_TIME.exec(value.trim());
  if (!m) throw bad(T.badDate);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = m[4] !== undefined ? `${m[4]}:${m[5]}:${m[6] ?? '00'}` : endOfDay ? '23:59:59' : '00:00:00';
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${time}+08:00`);
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (Number.isNaN(date.getTime()) || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || y < 1970 || y > 2199) throw bad(T.badDate);
  return date;
}

/** 'YYYY-MM-DD HH:mm:ss' China time of a Date (null stays null). */
export function chinaText(date: Date | null): string | null {
  if (!date) return null;
  return new Date(date.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

/** A tenant id: an integer 1…999999999 (number or digit text); undefined / '' → null. */
export function tenantIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,8}$/.test(s)) throw bad(T.badId);
  return Number(s);
}

/** Checks a tenant body {name, status?, beginDate?, endDate?} (400 with TENANT_TEXT). */
export function parseTenant(body: Record<string, unknown>): TenantInput {
  const name = optionalText(body.name, 100, '租户名称');
  if (!name) throw bad(T.nameRequired);
  const raw = body.status;
  const status = raw === undefined || raw === null || raw === '' ? 1 : raw === 1 || raw === '1' ? 1 : raw === 0 || raw === '0' ? 0 : null;
  if (status === null) throw bad(T.badStatus);
  const beginDate = chinaDateTime(body.beginDate);
  const endDate = chinaDateTime(body.endDate, true);
  if (beginDate && endDate && endDate < beginDate) throw bad(T.badRange);
  return { name, status, beginDate, endDate };
}
