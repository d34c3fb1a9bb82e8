import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';

/** Longest query range of the operate tabs, days (docs/fleet-contract.md Conventions). */
export const MAX_RANGE_DAYS = 31;

/**
 * The `range` field of an operate-tab query bar: a date-time range (either end may be empty),
 * refused with 查询时间范围不能超过31天 when longer than {@link MAX_RANGE_DAYS}.
 */
export default function RangeFormItem() {
  return (
    <Form.Item
      name="range"
      rules={[
        {
          validator: (_r, value: [Dayjs | null, Dayjs | null] | null | undefined) =>
            value?.[0] && value[1] && value[1].diff(value[0], 'day', true) > MAX_RANGE_DAYS
              ? Promise.reject(new Error('查询时间范围不能超过31天'))
              : Promise.resolve(),
        },
      ]}
    >
      <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} placeholder={['开始时间', '结束时间']} style={{ width: 290 }} />
    </Form.Item>
  );
}
