import { Radio } from 'antd';
import type { FormWidgetProps } from '../form-types';
import { useChoiceOptions } from './use-choice-options';

/** Radio group widget (type `radio`): one option value (string) from the list source or dictionary. */
export function RadioWidget({ id, value, onChange, disabled, schema }: FormWidgetProps) {
  const { options } = useChoiceOptions(schema);
  return (
    <Radio.Group
      id={id}
      {...schema.widgetAttrs}
      options={options}
      value={value === null || value === undefined ? undefined : String(value)}
      onChange={(e) => onChange?.(e.target.value)}
      disabled={disabled}
    />
  );
}
