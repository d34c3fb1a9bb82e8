import type { FormWidgetProps } from '../form/form-types';
import { EffectiveDatePicker } from './effective-date-picker';

/** Form widget `effective_date`: the effective-date picker; the value is the JSON string of widgets-spec §3. */
export function EffectiveDateFormWidget({ value, onChange, disabled }: FormWidgetProps) {
  return <EffectiveDatePicker value={value as string | undefined} onChange={onChange} disabled={disabled} />;
}
