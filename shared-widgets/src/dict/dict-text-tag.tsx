import { dictTextOf } from './dict-api';
import { DICT_TEXTS } from './dict-texts';
import { useDictOptions } from './use-dict';

/** Props of {@link DictText}. */
export interface DictTextProps {
  dictCode: string;
  /** One value or a comma list. */
  value?: string | number | null;
}

/**
 * Shows the dictionary text of `value` (widgets-spec §5 "Dictionary lookup"): a comma list shows the
 * texts joined by commas, an unknown value shows itself, no dictionary code shows 字典Code不能为空!.
 */
export function DictText({ dictCode, value }: DictTextProps) {
  const { options } = useDictOptions(dictCode);
  return <span>{dictCode ? dictTextOf(options, value) : DICT_TEXTS.CODE_EMPTY}</span>;
}
