import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FormWidgetProps } from '../form-types';

dayjs.extend(customParseFormat);

/** Date formats of widgets-spec §9 "Formats". */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

/**
 * Date widget (types `date` and `datetime`): the value is the formatted string (YYYY-MM-DD, or
 * YYYY-MM-DD HH:mm:ss for `datetime`, widgets-spec §9) and clearing emits undefined.
 */
export function DateWidget({ id, value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  const withTime = schema.type === 'datetime';
  const format = withTime ? DATETIME_FORMAT : DATE_FORMAT;
  const parsed = typeof value === 'string' && value ? dayjs(value, format) : null;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      {...schema.widgetAttrs}
      showTime={withTime}
      format={format}
      value={parsed && parsed.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? d.format(format) : undefined)}
      disabled={disabled}
      placeholder={placeholder}
    />
  );
}
