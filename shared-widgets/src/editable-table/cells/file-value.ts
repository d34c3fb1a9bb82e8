import { TABLE_CONSTANTS } from '../constants';

/** Only the first of several comma-joined paths is used for display (widgets-spec §3 "Upload value", §5). */
export function firstPath(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).split(',').map((p) => p.trim()).find(Boolean) ?? '';
}

/** The file name of a stored path: last segment, the `_<timestamp>` suffix the server adds removed. */
export function fileNameOfPath(path: string): string {
  const base = path.split(/[\\/]/).pop() ?? '';
  return base.replace(/_\d{10,}(?=\.[^.]+$|$)/, '');
}

/**
 * Display name of a file cell (widgets-spec §9 "File name display: truncated at 5 characters plus
 * an ellipsis"): the first path's file name, its first 5 characters and '…' when longer.
 */
export function displayFileName(value: unknown, max: number = TABLE_CONSTANTS.FILE_NAME_CHARS): string {
  const name = fileNameOfPath(firstPath(value));
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
