import { getDictItems as getCachedDictItems, http, SESSION_CONSTANTS } from 'shared-session';

/**
 * One dictionary option (widgets-spec §3 "Dictionary option"): `value` and `text`, also readable as
 * `label` / `title`; `disabled` when the item may not be chosen.
 */
export interface DictOption {
  value: string;
  text: string;
  label: string;
  title: string;
  disabled?: boolean;
}

interface RawItem {
  value?: unknown;
  text?: unknown;
  label?: unknown;
  title?: unknown;
  disabled?: unknown;
}

/**
 * Normalises one dictionary item of any server shape (`{value, text}`, `{value, label}`,
 * `{value, title}`) into a {@link DictOption}; the value is always a string (spec §3).
 */
export function toDictOption(item: RawItem): DictOption {
  const value = item.value == null ? '' : String(item.value);
  const text = String(item.text ?? item.label ?? item.title ?? value);
  const option: DictOption = { value, text, label: text, title: text };
  if (item.disabled === true) option.disabled = true;
  return option;
}

/** Options of `dictCode` from the local 7-day cache (UI_CACHE_DB_DICT_DATA, spec §3, §9), [] when absent. */
export function cachedDictOptions(dictCode: string): DictOption[] {
  if (!dictCode) return [];
  return getCachedDictItems(dictCode).map(toDictOption);
}

interface MemoEntry {
  at: number;
  promise: Promise<DictOption[]>;
}

const memo = new Map<string, MemoEntry>();

/** Forgets the server answers remembered by {@link loadDictOptions} (after a cache refresh). */
export function clearDictMemo(): void {
  memo.clear();
}

async function fetchDictOptions(dictCode: string): Promise<DictOption[]> {
  const answer = await http.get<RawItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(dictCode)}`, { skipErrorHandler: true });
  if (!answer?.success || !Array.isArray(answer.result)) throw new Error(answer?.message || 'dict');
  return answer.result.map(toDictOption);
}

/**
 * The options of a dictionary (widgets-spec §7 GET /sys/dict/getDictItems/{dictCode}, §9): the
 * local cache first, then the server. `dictCode` is a dictionary code or the table form
 * `table,text,code[,condition]`. No code, a failed call or a failed answer give [] (spec §7 "A
 * dictionary that cannot be loaded gives an empty option list"); never rejects. Server answers are
 * shared by concurrent callers and remembered for 30000 ms (spec §9 cache helper lifetime).
 */
export async function loadDictOptions(dictCode: string, now: number = Date.now()): Promise<DictOption[]> {
  if (!dictCode) return [];
  const cached = cachedDictOptions(dictCode);
  if (cached.length > 0) return cached;
  const hit = memo.get(dictCode);
  if (hit && now - hit.at < SESSION_CONSTANTS.DEFAULT_CACHE_TTL_MS) return hit.promise;
  const promise = fetchDictOptions(dictCode).catch(() => {
    memo.delete(dictCode);
    return [] as DictOption[];
  });
  memo.set(dictCode, { at: now, promise });
  return promise;
}

/**
 * The text of `value` among `options`; a comma list of values gives the texts joined by commas
 * (spec §3 "Dictionary option", §5 multi values). Unknown values are shown as themselves; empty
 * value gives ''.
 */
export function dictTextOf(options: DictOption[], value: string | number | null | undefined): string {
  if (value == null || value === '') return '';
  return String(value)
    .split(',')
    .map((v) => options.find((o) => o.value === v)?.text ?? v)
    .join(',');
}
