import { http } from '../http/http';
import type { DictMap } from '../types';
import { setDictCache } from './dict-cache';

/** Texts of the dictionary cache refresh (widgets-spec §7 "What the product does with answers", §8). */
export const DICT_REFRESH_TEXT = {
  OK: '刷新缓存完成！',
  FAILED: '刷新缓存失败！',
} as const;

/**
 * Loads every dictionary (GET /sys/dict/queryAllDictItems → `{dictCode: items[]}`, widgets-spec
 * §7) and stores them locally for 7 days under UI_CACHE_DB_DICT_DATA. Resolves true when stored,
 * false when the call or the answer failed (the old cache is kept).
 */
export async function loadAllDictItems(): Promise<boolean> {
  try {
    const answer = await http.get<DictMap>('/sys/dict/queryAllDictItems', { skipErrorHandler: true });
    if (!answer?.success || !answer.result || typeof answer.result !== 'object') return false;
    setDictCache(answer.result);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refreshes the dictionary caches (widgets-spec §7, §8): GET /sys/dict/refleshCache (server side),
 * then {@link loadAllDictItems}. Resolves `{ok, message}` with 刷新缓存完成！ or 刷新缓存失败！ for the
 * caller to show; never rejects.
 */
export async function refreshDictCache(): Promise<{ ok: boolean; message: string }> {
  try {
    const answer = await http.get('/sys/dict/refleshCache', { skipErrorHandler: true });
    const ok = Boolean(answer?.success) && (await loadAllDictItems());
    return { ok, message: ok ? DICT_REFRESH_TEXT.OK : DICT_REFRESH_TEXT.FAILED };
  } catch {
    return { ok: false, message: DICT_REFRESH_TEXT.FAILED };
  }
}
