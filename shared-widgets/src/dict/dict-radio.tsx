import { Radio } from 'antd';
import { useDictOptions } from './use-dict';

/** Props of {@link DictRadio}. */
export interface DictRadioProps {
  /** Dictionary code or table form `table,text,code` (spec §7). */
  dictCode: string;
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  /** 'radio' (default) or 'button' (radio buttons). */
  optionType?: 'default' | 'button';
}

/**
 * Dictionary radio tag (widgets-spec §3 "Dictionary option"): one radio per option of `dictCode`,
 * emitting the chosen option's value; disabled options cannot be chosen.
 */
export function DictRadio({ dictCode, value, onChange, disabled, optionType = 'default' }: DictRadioProps) {
  const { options } = useDictOptions(dictCode);
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      optionType={optionType}
      onChange={(e) => onChange?.(String(e.target.value))}
      options={options.map((o) => ({ value: o.value, label: o.text, disabled: o.disabled }))}
    />
  );
}
