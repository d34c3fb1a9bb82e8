import { Input } from 'antd';
import type { FormWidgetProps } from '../form-types';

/** Default rows of the textarea widget (widgets-spec §9 "Textarea default rows"). */
export const TEXTAREA_DEFAULT_ROWS = 4;

/** Multi-line text widget (type `textarea`): string value, 4 rows unless `widgetAttrs.rows` says otherwise. */
export function TextareaWidget({ id, value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  return (
    <Input.TextArea
      id={id}
      rows={TEXTAREA_DEFAULT_ROWS}
      {...schema.widgetAttrs}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      disabled={disabled}
      placeholder={placeholder}
    />
  );
}
