import { Checkbox, Switch } from 'antd';
import { useEffect } from 'react';
import { SELECT_CONSTANTS, SELECT_TEXTS } from './select-texts';

/** Props of {@link SwitchField}. */
export interface SwitchFieldProps {
  value?: string;
  /** Emits options[0] when switched on, options[1] when off. */
  onChange?(value: string): void;
  /** [on, off] values (default ['Y', 'N'], spec §9). */
  options?: [string, string];
  disabled?: boolean;
  /** Query mode shows a checkbox instead of a switch. */
  query?: boolean;
  id?: string;
}

/** Whether `value` means on: it equals the first option (widgets-spec §4 "Switch"). */
export function switchChecked(value: string | null | undefined, options: [string, string] = SELECT_CONSTANTS.SWITCH_OPTIONS): boolean {
  return value != null && String(value) === options[0];
}

/**
 * Switch with a pair of values (widgets-spec §2 "Switch", §4, §9): default Y / N shown 是 / 否; a
 * value equal to the first option is on; an empty value emits the second option once mounted.
 */
export function SwitchField({ value, onChange, options = SELECT_CONSTANTS.SWITCH_OPTIONS, disabled, query, id }: SwitchFieldProps) {
  const empty = value == null || value === '';
  useEffect(() => {
    if (empty) onChange?.(options[1]);
    // only an empty value triggers the default
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [empty]);
  const checked = switchChecked(value, options);
  const emit = (on: boolean) => onChange?.(on ? options[0] : options[1]);
  if (query) return <Checkbox id={id} checked={checked} disabled={disabled} onChange={(e) => emit(e.target.checked)}>{SELECT_TEXTS.YES}</Checkbox>;
  return <Switch id={id} checked={checked} disabled={disabled} checkedChildren={SELECT_TEXTS.YES} unCheckedChildren={SELECT_TEXTS.NO} onChange={emit} />;
}
