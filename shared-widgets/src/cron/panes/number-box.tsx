import { InputNumber } from 'antd';
import type { Bounds } from '../cron-limits';

export interface NumberBoxProps {
  value: number;
  bounds: Bounds;
  disabled?: boolean;
  onChange(value: number): void;
  'aria-label'?: string;
}

/**
 * A whole-number input held within `bounds` (widgets-spec §5 "Cron inputs (whole numbers)"):
 * precision 0; a cleared or out-of-range entry is not emitted, antd restores the last value.
 */
export function NumberBox({ value, bounds, disabled, onChange, ...rest }: NumberBoxProps) {
  return (
    <InputNumber
      size="small"
      style={{ width: 72, margin: '0 4px' }}
      min={bounds.min}
      max={bounds.max}
      precision={0}
      value={value}
      disabled={disabled}
      aria-label={rest['aria-label']}
      onChange={(v) => {
        if (typeof v === 'number' && Number.isInteger(v) && v >= bounds.min && v <= bounds.max) onChange(v);
      }}
    />
  );
}
