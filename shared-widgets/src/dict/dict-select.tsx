import { Select } from 'antd';
import { DICT_TEXTS } from './dict-texts';
import { useDictOptions } from './use-dict';

/** Props of {@link DictSelect}. */
export interface DictSelectProps {
  /** Dictionary code or table form `table,text,code` (spec §7 getDictItems). */
  dictCode: string;
  /** The chosen item value. */
  value?: string;
  /** Emits the chosen value, `undefined` when cleared. */
  onChange?(value?: string): void;
  placeholder?: string;
  disabled?: boolean;
  /** Show a clear icon (default true). */
  allowClear?: boolean;
  style?: React.CSSProperties;
  /** Accessible name and test hook of the select. */
  id?: string;
}

/**
 * Dictionary select tag (widgets-spec §2 "Date, time and textarea widgets" neighbours, §3
 * "Dictionary option"): a drop-down over the options of `dictCode` (7-day local cache, then the
 * server); options carrying `disabled` cannot be chosen; searchable by text.
 */
export function DictSelect({ dictCode, value, onChange, placeholder = DICT_TEXTS.SELECT_PLACEHOLDER, disabled, allowClear = true, style, id }: DictSelectProps) {
  const { options, loading } = useDictOptions(dictCode);
  return (
    <Select
      id={id}
      value={value === '' ? undefined : value}
      onChange={(v?: string) => onChange?.(v ?? undefined)}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 120, ...style }}
      options={options.map((o) => ({ value: o.value, label: o.text, disabled: o.disabled }))}
    />
  );
}
