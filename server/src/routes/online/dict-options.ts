import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { loadDictItems } from '../sys/dict-repo.js';

/** One dictionary option as the report columns' dictOptions carry it. */
export interface DictOption {
  value: string;
  text: string;
}

/**
 * The enabled items of the dictionaries `codes` the tenant sees (its own and the system-wide
 * ones, sys_dict of migration 006), in sort order, keyed by code; an unknown code maps to [].
 */
export async function loadDictOptions(db: Kysely<Database>, tenantId: number, codes: string[]): Promise<Record<string, DictOption[]>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  const lists = await Promise.all(wanted.map((code) => loadDictItems(db, tenantId, code)));
  return Object.fromEntries(wanted.map((code, i) => [code, lists[i].map((o) => ({ value: o.value, text: o.text }))]));
}

/** The text of `value` in a dictionary's options, or null. */
export function dictText(options: DictOption[] | undefined, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return options?.find((o) => o.value === String(value))?.text ?? null;
}
