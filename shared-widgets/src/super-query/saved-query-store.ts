import { storage } from 'shared-session';
import type { SavedQuery } from './super-query-types';

/** Local storage key prefix of saved queries (widgets-spec §3 "Saved query": prefix + save code). */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

/** The default save code: the current full route path (path, query and hash; widgets-spec §3). */
export function defaultSaveCode(): string {
  if (typeof window === 'undefined') return '';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Storage key of a save code. */
export function savedQueryKey(saveCode: string): string {
  return SAVED_QUERY_PREFIX + saveCode;
}

/** The saved queries of `saveCode`, oldest first ([] when none or unreadable). */
export function loadSavedQueries(saveCode: string): SavedQuery[] {
  const list = storage.get<SavedQuery[]>(savedQueryKey(saveCode), []);
  return Array.isArray(list) ? list.filter((q) => q && typeof q.title === 'string' && Array.isArray(q.records)) : [];
}

/** Replaces the saved queries of `saveCode` (no expiry). */
export function storeSavedQueries(saveCode: string, list: SavedQuery[]): void {
  storage.set(savedQueryKey(saveCode), list);
}

/** The list with `query` added, or replacing the entry of the same title in place. */
export function upsertSavedQuery(list: SavedQuery[], query: SavedQuery): SavedQuery[] {
  const i = list.findIndex((q) => q.title === query.title);
  if (i < 0) return [...list, query];
  const next = list.slice();
  next[i] = query;
  return next;
}

/** The list without the entry titled `title`. */
export function removeSavedQuery(list: SavedQuery[], title: string): SavedQuery[] {
  return list.filter((q) => q.title !== title);
}
