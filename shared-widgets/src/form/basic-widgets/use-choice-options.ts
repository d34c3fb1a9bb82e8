import { useMemo } from 'react';
import { useDictOptions } from '../../dict/use-dict';
import type { FormSchemaItem, ListSourceItem } from '../form-types';

/**
 * Options of a choice widget (select, radio, checkbox): the schema's list source when given,
 * otherwise the dictionary `dictCode` through B3's `useDictOptions` (local 7-day cache, then
 * GET /sys/dict/getDictItems/{code}); values are strings so they match stored comma lists.
 */
export function useChoiceOptions(schema: FormSchemaItem): { options: ListSourceItem[]; loading: boolean } {
  const fromList = schema.options;
  const dict = useDictOptions(fromList ? '' : (schema.dictCode ?? ''));
  const options = useMemo<ListSourceItem[]>(() => {
    if (fromList) return fromList.map((o) => ({ ...o, value: String(o.value) }));
    return dict.options.map((o) => ({ value: String(o.value), label: String(o.label ?? o.text), disabled: o.disabled }));
  }, [fromList, dict.options]);
  return { options, loading: fromList ? false : dict.loading };
}
