import { Checkbox } from 'antd';
import { useDictOptions } from './use-dict';

/** Props of {@link DictCheckbox}. */
export interface DictCheckboxProps {
  /** Dictionary code or table form `table,text,code` (spec §7). */
  dictCode: string;
  /** Comma-joined chosen values (spec §3: multi values travel comma-joined). */
  value?: string;
  /** Emits the chosen values comma-joined in option order ('' when none). */
  onChange?(value: string): void;
  disabled?: boolean;
}

/** Splits a comma-joined value into its non-empty parts. */
export function splitValues(value: string | null | undefined): string[] {
  return value ? value.split(',').filter((v) => v !== '') : [];
}

/**
 * Dictionary checkbox tag (widgets-spec §3 "Dictionary option"): one checkbox per option of
 * `dictCode`; the value is the comma-joined list of the checked values, in dictionary order.
 */
export function DictCheckbox({ dictCode, value, onChange, disabled }: DictCheckboxProps) {
  const { options } = useDictOptions(dictCode);
  const checked = splitValues(value);
  return (
    <Checkbox.Group
      value={checked}
      disabled={disabled}
      onChange={(list) => {
        const picked = new Set(list.map(String));
        onChange?.(options.filter((o) => picked.has(o.value)).map((o) => o.value).join(','));
      }}
      options={options.map((o) => ({ value: o.value, label: o.text, disabled: o.disabled }))}
    />
  );
}
