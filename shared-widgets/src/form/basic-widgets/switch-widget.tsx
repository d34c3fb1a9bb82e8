import { Switch } from 'antd';
import type { FormWidgetProps } from '../form-types';

/** Default on/off values of the switch (widgets-spec §2 "Switch", §9: Y and N). */
export const SWITCH_DEFAULT_VALUES: [string, string] = ['Y', 'N'];

/**
 * Basic switch widget (type `switch`) until B3 registers its own: on when the value equals the
 * first value of `widgetAttrs.options` (default ['Y','N']), emits the first value when turned on
 * and the second when turned off (widgets-spec §4 "Switch").
 */
export function SwitchWidget({ id, value, onChange, disabled, schema }: FormWidgetProps) {
  const pair = (schema.widgetAttrs?.options as [string, string] | undefined) ?? SWITCH_DEFAULT_VALUES;
  return (
    <Switch
      id={id}
      checked={value === pair[0]}
      onChange={(on) => onChange?.(on ? pair[0] : pair[1])}
      disabled={disabled}
      checkedChildren="是"
      unCheckedChildren="否"
    />
  );
}
