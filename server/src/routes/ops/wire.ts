import { HttpError } from '../../plugins/reply.js';
import { CHINA_OFFSET_MS } from '../../reports/china-time.js';

/** A time on the wire: China time 'YYYY-MM-DD HH:mm:ss' (JeecgBoot's format), null stays null. */
export function chinaTimeText(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Schema of an id query parameter (letters, digits, _ and -, up to 32). */
export const ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' };
/** Schema of a comma-joined id list. */
export const IDS = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}(,[A-Za-z0-9_-]{1,32}){0,199},?$' };

/** The ids of a comma-joined list (empty items dropped). */
export function splitIds(ids: string): string[] {
  return ids.split(',').map((s) => s.trim()).filter(Boolean);
}

/** 404 with the given Chinese message. */
export function notFound(message: string): HttpError {
  return new HttpError(404, message, 404);
}

/** 400 with the given Chinese message. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message, 400);
}
