import { realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * Path rules of stored files (docs/widgets-contract.md "Files"): every stored path is
 * `<biz>/<yyyyMMdd>/<safe name>_<timestamp>.<ext>` relative to UPLOAD_DIR, and every path read
 * back from a request is checked segment by segment and resolved inside UPLOAD_DIR (symbolic
 * links included) before any file system call.
 */

/** biz: one to eight segments of 1-32 letters, digits, '_' or '-', joined by '/'. */
export const BIZ_PATTERN = /^[A-Za-z0-9_-]{1,32}(\/[A-Za-z0-9_-]{1,32}){0,7}$/;

/** The default biz of an upload (spec §2 "default upload path is temp"). */
export const DEFAULT_BIZ = 'temp';

/** A stored path segment: letters (any script), digits, '_', '-', '.', not starting with '.'. */
const SEGMENT = /^[\p{L}\p{N}_-][\p{L}\p{N}_.-]{0,199}$/u;

const NAME_MAX = 60;

/** The biz value of a request ('' or absent → temp); null when it breaks BIZ_PATTERN. */
export function checkBiz(value: string | undefined): string | null {
  const biz = (value ?? '').trim() || DEFAULT_BIZ;
  return BIZ_PATTERN.test(biz) ? biz : null;
}

/**
 * Splits a client file name into a safe base name and a lower-case extension: the part after
 * the last '/' or '\', control characters removed, every character other than letters, digits,
 * '_' and '-' replaced by '_', at most 60 characters ('file' when nothing is left). The
 * extension is '' when missing or not 1-10 letters/digits.
 */
export function safeFileName(original: string): { base: string; ext: string } {
  const last = original.split(/[\\/]/).pop() ?? '';
  const clean = [...last].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('').trim();
  const dot = clean.lastIndexOf('.');
  const rawExt = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const ext = /^[a-z0-9]{1,10}$/.test(rawExt) ? rawExt : '';
  const stem = dot > 0 ? clean.slice(0, dot) : clean;
  const base = [...stem.replace(/[^\p{L}\p{N}_-]+/gu, '_').replace(/^_+|_+$/g, '')].slice(0, NAME_MAX).join('');
  return { base: base || 'file', ext };
}

/**
 * Checks a relative stored path taken from a request (already URL-decoded): no NUL byte, no
 * backslash, not absolute, no empty, '.' or '..' segment, every segment of SEGMENT, at most 500
 * characters. Answers the path or null.
 */
export function checkRelativePath(rel: string): string | null {
  if (!rel || rel.length > 500 || rel.includes('\0') || rel.includes('\\') || rel.startsWith('/') || /^[A-Za-z]:/.test(rel)) return null;
  const segments = rel.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || !SEGMENT.test(s))) return null;
  return segments.join('/');
}

/**
 * The absolute path of `rel` inside `root`, following symbolic links: null when the path breaks
 * checkRelativePath, does not exist, or its real location is outside the real root.
 */
export async function resolveInside(root: string, rel: string): Promise<string | null> {
  const checked = checkRelativePath(rel);
  if (!checked) return null;
  const target = path.resolve(root, checked);
  if (!target.startsWith(path.resolve(root) + path.sep)) return null;
  try {
    const [realRoot, realTarget] = await Promise.all([realpath(root), realpath(target)]);
    return realTarget.startsWith(realRoot + path.sep) ? realTarget : null;
  } catch {
    return null;
  }
}

/** `Content-Disposition` value for `name` (ASCII fallback plus RFC 5987 UTF-8 form). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
