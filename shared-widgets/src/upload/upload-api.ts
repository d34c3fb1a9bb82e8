import { message as staticMessage } from 'antd';
import { http, SESSION_CONSTANTS } from 'shared-session';
import { postForm } from './post-form';
import { fileNameOf } from './upload-rules';
import { UPLOAD_TEXTS } from './upload-texts';

/** The upload call of widgets-spec §7. */
export const UPLOAD_ACTION = '/sys/common/upload';
/** Default storage folder (`biz`) of an upload, widgets-spec §9 "Upload defaults: path temp". */
export const DEFAULT_UPLOAD_BIZ = 'temp';
/** Static file route, relative to the API base (widgets-spec §7 "Static file URLs"). */
export const STATIC_PATH = '/sys/common/static';

/**
 * Answer of `POST /sys/common/upload` (widgets-spec §3 "Upload result"): `message` is the stored
 * relative path (e.g. `temp/20260101/a_1767225600000.png`) when `success` is true, otherwise the
 * server's reason.
 */
export interface UploadResult {
  success: boolean;
  message: string;
  code: number;
}

/** Options of {@link uploadFile}. */
export interface UploadOptions {
  /** Storage folder on the server; default `temp` (§9). Rich-text images use `jeditor`. */
  biz?: string;
  /** Upload URL relative to the API base; default `/sys/common/upload` (§7). */
  action?: string;
  /** Extra multipart fields, e.g. `{jeditor: '1'}` for rich-text images (§7). */
  extra?: Record<string, string>;
  /** Progress in whole percent 0-100 while the body is sent. */
  onProgress?(percent: number): void;
}

/**
 * Uploads one file (widgets-spec §7): multipart `file`, `biz` (default `temp`), `isup=1` (+ `extra`)
 * through the shared-session `http` instance (so `X-Access-Token` and `tenant-id` are sent).
 *
 * Resolves with the server answer, also when the server refuses the file with an HTTP 4xx/5xx and
 * a JeecgBoot body (e.g. 400 `文件大小超出限制`): then `success` is false and `message` is the
 * server's reason; the widgets show it themselves, so the global error notification is skipped —
 * except for 401 / `Token失效`, which still run the session's logout handling.
 *
 * @throws the axios error when no answer body came back (network failure, timeout); the widgets
 *   then show `{文件名} 上传失败.` (§5).
 */
export async function uploadFile(file: File, opts: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('biz', opts.biz || DEFAULT_UPLOAD_BIZ);
  form.append('isup', '1');
  for (const [key, value] of Object.entries(opts.extra ?? {})) form.append(key, value);
  const answer = await postForm<unknown>(opts.action ?? UPLOAD_ACTION, form, opts.onProgress);
  if (!answer) return { success: false, message: UPLOAD_TEXTS.UNKNOWN_ERROR, code: 500 };
  return { success: answer.success, message: answer.message, code: answer.code };
}

/**
 * The browser URL of a stored file (widgets-spec §7 "Static file URLs"): a value starting with
 * `http` is used as is, anything else is a stored relative path served under
 * `/jeecg-boot/sys/common/static/<path>` (each path segment URI-encoded). Empty input gives ''.
 */
export function fileUrl(path: string): string {
  const p = (path ?? '').trim();
  if (!p) return '';
  if (p.startsWith('http')) return p;
  const clean = p.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${SESSION_CONSTANTS.API_BASE}${STATIC_PATH}/${clean}`;
}

/** Saves a blob under `name` through a temporary object URL and a clicked link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a stored file (widgets-spec §7 "Download", §8). An empty `path` warns 未知的文件
 * ('unknown file') and resolves false. An `http…` path is opened in a new tab. A stored path is
 * fetched as a blob through `http` (with the token); an empty blob warns 文件下载失败 ('file
 * download failed') and resolves false; otherwise it is saved as `name` (default: the path's file
 * name) and resolves true. A failed request resolves false after the session's error handling.
 *
 * @param warn how to show the warnings; default antd's static `message.warning`.
 */
export async function downloadFile(path: string, name?: string, warn: (text: string) => void = (t) => void staticMessage.warning(t)): Promise<boolean> {
  const p = (path ?? '').split(',')[0].trim();
  if (!p) {
    warn(UPLOAD_TEXTS.UNKNOWN_FILE);
    return false;
  }
  if (p.startsWith('http')) {
    window.open(p, '_blank', 'noopener');
    return true;
  }
  let blob: Blob;
  try {
    const clean = p.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
    blob = await http.get<never, Blob>(`${STATIC_PATH}/${clean}`, { responseType: 'blob' });
  } catch {
    return false;
  }
  if (!blob || !(blob instanceof Blob) || blob.size === 0) {
    warn(UPLOAD_TEXTS.DOWNLOAD_FAILED);
    return false;
  }
  saveBlob(blob, name || fileNameOf(p));
  return true;
}
