import type { FormWidgetProps } from '../form/form-types';
import { CronInput } from './cron-input';

/** Form widget `cron`: the cron field (text input + 选择 → Cron表达式 dialog; widgets-spec §2). */
export function CronFormWidget({ value, onChange, disabled, placeholder }: FormWidgetProps) {
  return <CronInput value={value as string | undefined} onChange={onChange} disabled={disabled} placeholder={placeholder} />;
}
