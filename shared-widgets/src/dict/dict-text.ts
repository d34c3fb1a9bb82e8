import { DICT_TEXTS } from './dict-texts';
import { cachedDictOptions, dictTextOf, loadDictOptions } from './dict-api';

/**
 * Text lookup of a value in the locally cached dictionary (widgets-spec §5 "Dictionary lookup"):
 * no `dictCode` returns 字典Code不能为空!; a comma list gives texts joined by commas; a value missing
 * from the cache is returned as is.
 */
export function dictTextFromCache(dictCode: string | null | undefined, value: string | number | null | undefined): string {
  if (!dictCode) return DICT_TEXTS.CODE_EMPTY;
  return dictTextOf(cachedDictOptions(dictCode), value);
}

/**
 * Like {@link dictTextFromCache} but falls back to the server (GET /sys/dict/getDictItems/{code},
 * spec §7) when the dictionary is not cached. Never rejects.
 */
export async function loadDictText(dictCode: string | null | undefined, value: string | number | null | undefined): Promise<string> {
  if (!dictCode) return DICT_TEXTS.CODE_EMPTY;
  return dictTextOf(await loadDictOptions(dictCode), value);
}
