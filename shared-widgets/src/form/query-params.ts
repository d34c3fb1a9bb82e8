import type { FormSchemaItem } from './form-types';
import { joinValueList } from './value-codec';

/** Suffixes of range query fields (widgets-spec §3 "Query item (form)"). */
export const RANGE_BEGIN_SUFFIX = '_begin';
export const RANGE_END_SUFFIX = '_end';

/** The form field names of a query item: `[key]` in single mode, `[key_begin, key_end]` in range mode. */
export function queryFieldNames(item: Pick<FormSchemaItem, 'key' | 'mode'>): string[] {
  return item.mode === 'range' ? [item.key + RANGE_BEGIN_SUFFIX, item.key + RANGE_END_SUFFIX] : [item.key];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/**
 * The list-call parameters of a query form (widgets-spec §3 "Generic list query", "Query item
 * (form)"): one entry per filled field, under `key` (single mode) or `key_begin` / `key_end`
 * (range mode); blank values are dropped, arrays joined by commas, strings trimmed, numbers
 * and booleans as strings.
 */
export function buildQueryParams(items: Pick<FormSchemaItem, 'key' | 'mode'>[], values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items) {
    for (const name of queryFieldNames(item)) {
      const v = values[name];
      if (isBlank(v)) continue;
      out[name] = Array.isArray(v) ? joinValueList(v) : typeof v === 'string' ? v.trim() : String(v);
    }
  }
  return out;
}
