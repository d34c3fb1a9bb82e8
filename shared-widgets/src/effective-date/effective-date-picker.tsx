import { DatePicker, Radio, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { EFFECTIVE_DATE_TEXTS as T } from './effective-date-texts';
import { formatEffectiveDate, parseEffectiveDate, type EffectiveChoice } from './effective-date-value';

export interface EffectiveDatePickerProps {
  /** The JSON string `{date, forever, notice}` (widgets-spec §3 "Effective-date value"). */
  value?: string;
  /** Called with the new JSON string, or undefined when the date choice has no date yet. */
  onChange?(value: string | undefined): void;
  disabled?: boolean;
}

/**
 * The effective-date picker (widgets-spec §2, §4): a date, 永久 (forever '1') or 直至另行通知
 * (notice '0'); exactly one is filled. Choosing a date clears the flags, choosing a flag clears
 * the date.
 */
export function EffectiveDatePicker({ value, onChange, disabled }: EffectiveDatePickerProps) {
  const incoming = parseEffectiveDate(value);
  const [kind, setKind] = useState<EffectiveChoice['kind']>(incoming.kind);
  useEffect(() => {
    if (incoming.kind !== 'none') setKind(incoming.kind);
  }, [incoming.kind]);
  const date = incoming.kind === 'date' ? incoming.date : '';
  const emit = (choice: EffectiveChoice) => onChange?.(formatEffectiveDate(choice));
  return (
    <Radio.Group
      disabled={disabled}
      value={kind === 'none' ? undefined : kind}
      onChange={(e) => {
        const next = e.target.value as EffectiveChoice['kind'];
        setKind(next);
        if (next === 'date') emit({ kind: 'date', date: '' });
        else emit({ kind: next } as EffectiveChoice);
      }}
    >
      <Space wrap>
        <Radio value="date">{T.date}</Radio>
        <DatePicker
          aria-label={T.date}
          disabled={disabled || kind !== 'date'}
          placeholder={T.datePlaceholder}
          value={date ? dayjs(date, 'YYYY-MM-DD') : null}
          onChange={(d) => emit({ kind: 'date', date: d ? d.format('YYYY-MM-DD') : '' })}
        />
        <Radio value="forever">{T.forever}</Radio>
        <Radio value="notice">{T.notice}</Radio>
      </Space>
    </Radio.Group>
  );
}

