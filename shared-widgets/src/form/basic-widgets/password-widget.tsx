import { Input } from 'antd';
import type { FormWidgetProps } from '../form-types';

/** Password input widget (type `password`): string value, characters hidden. */
export function PasswordWidget({ id, value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  return (
    <Input.Password
      id={id}
      {...schema.widgetAttrs}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      disabled={disabled}
      placeholder={placeholder}
    />
  );
}
