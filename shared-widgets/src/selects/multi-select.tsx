import { Select } from 'antd';
import { splitValues } from '../dict/dict-checkbox';
import { useDictOptions } from '../dict/use-dict';
import { SELECT_TEXTS } from './select-texts';

/** Props of {@link MultiSelect} (JSelectMultiple). */
export interface MultiSelectProps {
  /** Dictionary code (or `table,text,code`) of the options. */
  dictCode?: string;
  /** Options given directly (used when no dictCode). */
  options?: { value: string; label: string; disabled?: boolean }[];
  /** Joined values. */
  value?: string;
  /** Emits the chosen values joined by `spliter` ('' when none). */
  onChange?(value: string): void;
  /** Separator (default comma). */
  spliter?: string;
  /** Tags shown before '+N' (the table cell shows 1, spec §9). */
  maxTagCount?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * Multi-select, JSelectMultiple (widgets-spec §2 "Multi-select", §9): several options of a
 * dictionary (or given options); the value is the chosen values joined by commas.
 */
export function MultiSelect({ dictCode = '', options, value, onChange, spliter = ',', maxTagCount, placeholder = SELECT_TEXTS.SELECT_PLACEHOLDER, disabled, id }: MultiSelectProps) {
  const dict = useDictOptions(dictCode);
  const list = dictCode ? dict.options.map((o) => ({ value: o.value, label: o.text, disabled: o.disabled })) : (options ?? []);
  return (
    <Select
      id={id}
      data-testid="multi-select"
      mode="multiple"
      allowClear
      style={{ width: '100%' }}
      placeholder={placeholder}
      disabled={disabled}
      maxTagCount={maxTagCount}
      loading={Boolean(dictCode) && dict.loading}
      showSearch={{ optionFilterProp: 'label' }}
      value={value ? value.split(spliter).filter(Boolean) : splitValues('')}
      onChange={(v: string[]) => onChange?.(v.join(spliter))}
      options={list}
    />
  );
}
