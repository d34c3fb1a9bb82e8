import { InputNumber } from 'antd';
import type { FormWidgetProps } from '../form-types';
import { numberPrecision } from '../number-precision';

/**
 * Number widget (types `number`, `inputNumber`, `int`, `double`): numeric value or null; the
 * precision is 0 for `onlyInteger` items, otherwise `dbPointLength` (widgets-spec §5 "Other").
 */
export function NumberWidget({ id, value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  const precision = numberPrecision(schema);
  return (
    <InputNumber
      id={id}
      style={{ width: '100%' }}
      {...schema.widgetAttrs}
      precision={precision}
      value={typeof value === 'number' || typeof value === 'string' ? Number(value) : null}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      placeholder={placeholder}
    />
  );
}
