import { http } from 'shared-session';
import { toDictOption, type DictOption } from '../dict/dict-api';
import { SELECT_CONSTANTS, SELECT_TEXTS } from './select-texts';

/**
 * The configuration error of a table dictionary `table,text,code`, or null (widgets-spec §5
 * "Search select from a table dictionary": table, code and text are needed).
 */
export function tableDictError(dict: string | undefined): string | null {
  const parts = (dict ?? '').split(',').map((p) => p.trim());
  return parts.length >= 3 && parts[0] && parts[1] && parts[2] ? null : SELECT_TEXTS.TABLE_DICT_ERROR;
}

/**
 * Options whose text matches `keyword` (widgets-spec §7 GET /sys/dict/loadDict/{dict} with keyword,
 * pageSize (10, spec §9)). A failure gives [] (spec §7 "A dictionary that cannot be loaded gives an
 * empty option list").
 */
export async function searchDictOptions(dict: string, keyword: string, pageSize: number = SELECT_CONSTANTS.SEARCH_PAGE_SIZE): Promise<DictOption[]> {
  try {
    const answer = await http.get<unknown[]>(`/sys/dict/loadDict/${encodeURIComponent(dict)}`, { params: { keyword, pageSize }, skipErrorHandler: true });
    return answer?.success && Array.isArray(answer.result) ? answer.result.map((r) => toDictOption(r as Record<string, unknown>)) : [];
  } catch {
    return [];
  }
}

/**
 * Texts of `keys` in key order (widgets-spec §7 GET /sys/dict/loadDictItem/{dict} with key). The
 * answer may be a list of texts or of options; a failure gives [] (the keys then show as they are).
 */
export async function loadDictItemTexts(dict: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  try {
    const answer = await http.get<unknown[]>(`/sys/dict/loadDictItem/${encodeURIComponent(dict)}`, { params: { key: keys.join(',') }, skipErrorHandler: true });
    if (!answer?.success || !Array.isArray(answer.result)) return [];
    return answer.result.map((r) => (typeof r === 'object' && r ? toDictOption(r as Record<string, unknown>).text : String(r ?? '')));
  } catch {
    return [];
  }
}
