import { SESSION_CONSTANTS, STORAGE_KEYS } from '../constants';
import type { DictItem, DictMap } from '../types';
import { storage } from './storage';

/** Stores all dictionaries (login answer `sysAllDictItems`) for 7 days (spec §7, §9). */
export function setDictCache(dicts: DictMap): void {
  storage.set(STORAGE_KEYS.UI_CACHE_DB_DICT_DATA, dicts, SESSION_CONSTANTS.DICT_TTL_MS);
}

/** The options of one dictionary code from the local cache, or [] when not cached. */
export function getDictItems(dictCode: string): DictItem[] {
  return storage.get<DictMap>(STORAGE_KEYS.UI_CACHE_DB_DICT_DATA)?.[dictCode] ?? [];
}

/** Drops the dictionary cache (user menu 清理缓存). */
export function clearDictCache(): void {
  storage.remove(STORAGE_KEYS.UI_CACHE_DB_DICT_DATA);
}
