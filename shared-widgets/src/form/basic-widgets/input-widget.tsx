import { Input } from 'antd';
import type { FormWidgetProps } from '../form-types';

/** Text input widget (types `input`, `text`): string value, `widgetAttrs` passed to antd Input. */
export function InputWidget({ id, value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  return (
    <Input
      id={id}
      {...schema.widgetAttrs}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
    />
  );
}
