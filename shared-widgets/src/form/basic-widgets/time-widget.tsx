import { TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FormWidgetProps } from '../form-types';
import { TIME_FORMAT } from './date-widget';

dayjs.extend(customParseFormat);

/** Time widget (type `time`): the value is an `HH:mm:ss` string (widgets-spec §9), clearing emits undefined. */
export function TimeWidget({ id, value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  const parsed = typeof value === 'string' && value ? dayjs(value, TIME_FORMAT) : null;
  return (
    <TimePicker
      id={id}
      style={{ width: '100%' }}
      {...schema.widgetAttrs}
      format={TIME_FORMAT}
      value={parsed && parsed.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? d.format(TIME_FORMAT) : undefined)}
      disabled={disabled}
      placeholder={placeholder}
    />
  );
}
