import { TABLE_CONSTANTS } from '../constants';
import type { ColumnOption } from '../types';

/** The shown text of an option: text, then label, then title, then the value (spec §3 "Dictionary option"). */
export function optionText(option: ColumnOption): string {
  return option.text ?? option.label ?? option.title ?? option.value;
}

/** The values of a multi-select cell: an array as is, a comma-joined string split. */
export function multiValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter((v) => v !== '');
  if (value === null || value === undefined || value === '') return [];
  return String(value).split(',').filter((v) => v !== '');
}

/** The texts of the given values among options; unknown values are shown as themselves. */
export function textsOf(options: readonly ColumnOption[], values: string[]): string[] {
  return values.map((v) => {
    const hit = options.find((o) => String(o.value) === v);
    return hit ? optionText(hit) : v;
  });
}

/**
 * What a multi-select cell shows (widgets-spec §9 "Multi-select cell shows at most 1 tag"): the
 * first tag's text and a `+N` counter for the rest.
 */
export function multiTagDisplay(options: readonly ColumnOption[], value: unknown, max: number = TABLE_CONSTANTS.MAX_TAGS): { tags: string[]; more: number } {
  const texts = textsOf(options, multiValues(value));
  return { tags: texts.slice(0, max), more: Math.max(0, texts.length - max) };
}
