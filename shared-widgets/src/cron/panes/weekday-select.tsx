import { Select } from 'antd';
import { weekdayName } from '../cron-texts';

export interface WeekdaySelectProps {
  value: number;
  disabled?: boolean;
  onChange(value: number): void;
  'aria-label'?: string;
}

/** A weekday select, Sunday = 1 … Saturday = 7 (widgets-spec §4 "Week numbering"). */
export function WeekdaySelect({ value, disabled, onChange, ...rest }: WeekdaySelectProps) {
  return (
    <Select
      size="small"
      style={{ width: 96, margin: '0 4px' }}
      aria-label={rest['aria-label']}
      value={value}
      disabled={disabled}
      onChange={onChange}
      options={[1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: n, label: weekdayName(n) }))}
    />
  );
}
