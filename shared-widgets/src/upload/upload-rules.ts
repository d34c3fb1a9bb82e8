/**
 * Pure upload rules of widgets-spec §3 (value shapes), §4 (Upload, Image reorder) and §5 (Upload).
 * No React, no DOM: the widgets call these and show the returned texts.
 */
import type { UploadResult } from './upload-api';
import { countLimitText, typeMismatchText, UPLOAD_TEXTS } from './upload-texts';

/** Which files a widget takes (JeecgBoot's `fileType`): any, non-images only, images only. */
export type UploadKind = 'all' | 'file' | 'image';

/** Status of one upload (widgets-spec §4 "Upload"). */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

/** Upload value of a table cell (widgets-spec §3 "Upload value (cell)"). */
export interface UploadCellItem {
  name: string;
  type?: string;
  size?: number;
  status: UploadStatus;
  /** 0-100 while uploading. */
  percent?: number;
  /** Stored path; may be comma-joined, only the first is displayed. */
  path?: string;
  /** Server / failure message of an error. */
  message?: string;
}

/** One entry of a File upload value (widgets-spec §3 "File upload value"); `fileSize` in bytes. */
export interface FileValueItem {
  fileName: string;
  filePath: string;
  fileSize?: number;
}

/** Splits a comma-joined path string (§9 "Uploaded path strings: comma-separated"). */
export function splitPaths(value: string | null | undefined): string[] {
  if (!value) return [];
  return String(value)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Joins stored paths with commas (§3 image value / returnUrl mode). */
export function joinPaths(paths: string[]): string {
  return paths.filter(Boolean).join(',');
}

/**
 * The first stored path of a comma-joined value: the one a cell displays (§3 "only the first is
 * used for display", §5 "Only the first of several image or file values is used").
 */
export function firstPath(value: string | null | undefined): string {
  return splitPaths(value)[0] ?? '';
}

/**
 * Kind check of §5 Upload: image mode accepts only files whose MIME type contains `image`
 * (else 请上传图片); file mode rejects images (请上传文件); `all` accepts anything.
 * @returns the warning text, or null when the file is accepted.
 */
export function kindProblem(file: { type?: string }, kind: UploadKind): string | null {
  const isImage = (file.type ?? '').includes('image');
  if (kind === 'image' && !isImage) return UPLOAD_TEXTS.PLEASE_UPLOAD_IMAGE;
  if (kind === 'file' && isImage) return UPLOAD_TEXTS.PLEASE_UPLOAD_FILE;
  return null;
}

/** Extensions (lower case, no dot) of an extension-JSON `fileType` such as `"jpg,png"`, `".pdf|.docx"`. */
export function allowedExtensions(fileType: string | null | undefined): string[] {
  if (!fileType) return [];
  return fileType
    .split(/[,，|;\s]+/)
    .map((e) => e.trim().replace(/^\*?\./, '').toLowerCase())
    .filter(Boolean);
}

/**
 * Extension check of §5 Upload (extension JSON `fileType`): a file whose extension is not in the
 * list gives `要求上传的附件为{type}格式，请按照要求上传！` with `{type}` the configured text.
 * @returns the warning text, or null when accepted (or when no list is configured).
 */
export function extensionProblem(fileName: string, fileType: string | null | undefined): string | null {
  const allowed = allowedExtensions(fileType);
  if (!allowed.length) return null;
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return allowed.includes(ext) ? null : typeMismatchText(String(fileType));
}

/**
 * uploadnum rule of §5: with `max > 0` and more than `max` items, only the last `max` are kept and
 * the warning `上传附件数量限制为{n},将会替换已上传附件！` is returned. `max` 0 means unlimited (§3).
 */
export function limitToLast<T>(list: T[], max: number | undefined): { list: T[]; warning: string | null } {
  const n = Number(max) || 0;
  if (n > 0 && list.length > n) return { list: list.slice(-n), warning: countLimitText(n) };
  return { list, warning: null };
}

/**
 * How a finished request counts (§4 Upload): a done answer with `success` false is a failure whose
 * message is the server message, or 未知错误 when there is none.
 */
export function judgeAnswer(answer: UploadResult | undefined | null): { ok: true; path: string } | { ok: false; message: string } {
  if (answer && answer.success) return { ok: true, path: answer.message };
  return { ok: false, message: answer?.message || UPLOAD_TEXTS.UNKNOWN_ERROR };
}

/**
 * Whether a value may be emitted (§4: "A path string is emitted only when all files are done").
 */
export function allDone(items: { status?: string }[]): boolean {
  return items.every((i) => i.status === 'done');
}

/**
 * Image reorder of §4: moves item `index` one place left (-1) or right (+1). At the first item a
 * left move gives 未知操作 ('unknown operation'); at the last a right move gives 已到最后~
 * ('already at the end~'); the list is then returned unchanged.
 */
export function moveItem<T>(list: T[], index: number, direction: -1 | 1): { list: T[]; warning: string | null } {
  if (direction === -1 && index <= 0) return { list, warning: UPLOAD_TEXTS.UNKNOWN_OPERATION };
  if (direction === 1 && index >= list.length - 1) return { list, warning: UPLOAD_TEXTS.ALREADY_AT_END };
  const next = list.slice();
  const [item] = next.splice(index, 1);
  next.splice(index + direction, 0, item);
  return { list: next, warning: null };
}

/**
 * The display name of a stored path: its last segment without the `_<timestamp>[<random hex>]`
 * suffix the server adds (`temp/20260101/合同_1767225600000a1b2c3d4e5f6.pdf` → `合同.pdf`).
 */
export function fileNameOf(path: string): string {
  const last = (path ?? '').split('?')[0].split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    name = last;
  }
  return name.replace(/_\d{10,}[0-9a-f]*(?=\.[^.]+$|$)/, '');
}

/**
 * Reads a File upload value (§3) in either shape: a list of `{fileName, filePath, fileSize}`, a
 * JSON string of that list, or a comma-joined path string (returnUrl mode).
 */
export function readFileValue(value: string | FileValueItem[] | null | undefined): FileValueItem[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.filter((v) => v && v.filePath);
  const text = String(value).trim();
  if (text.startsWith('[')) {
    try {
      const parsed = JSON.parse(text) as FileValueItem[];
      if (Array.isArray(parsed)) return parsed.filter((v) => v && v.filePath);
    } catch {
      /* not JSON: a path list */
    }
  }
  return splitPaths(text).map((p) => ({ fileName: fileNameOf(p), filePath: p }));
}
