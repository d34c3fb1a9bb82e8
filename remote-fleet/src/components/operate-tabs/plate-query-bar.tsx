import { Button, Form, Input, Space } from 'antd';
import RangeFormItem from './range-form-item';
import dayjs, { type Dayjs } from 'dayjs';

/** Plate (substring) and an optional time range in ms epoch. */
export interface PlateFilter {
  carNum?: string;
  startTime?: number;
  endTime?: number;
}

interface PlateQueryBarProps {
  initial: PlateFilter;
  /** Show the time range picker. */
  withRange?: boolean;
  onSearch: (filter: PlateFilter) => void;
}

type Values = { carNum?: string; range?: [Dayjs | null, Dayjs | null] | null };

const toValues = (f: PlateFilter): Values => ({
  carNum: f.carNum,
  range: f.startTime !== undefined || f.endTime !== undefined ? [f.startTime ? dayjs(f.startTime) : null, f.endTime ? dayjs(f.endTime) : null] : null,
});

/**
 * Query bar of 报警汇总 / 疲劳预警 / 离线通知: 车牌号 and, when `withRange`, a time range (at most 31
 * days, fleet contract Conventions). 重置 restores `initial`.
 */
export default function PlateQueryBar({ initial, withRange, onSearch }: PlateQueryBarProps) {
  const [form] = Form.useForm<Values>();
  const finish = (v: Values) => {
    const [from, to] = v.range ?? [];
    onSearch({ carNum: v.carNum?.trim() || undefined, startTime: from ? from.valueOf() : undefined, endTime: to ? to.valueOf() : undefined });
  };
  return (
    <Form form={form} layout="inline" size="small" initialValues={toValues(initial)} onFinish={finish} style={{ rowGap: 6 }}>
      <Form.Item name="carNum">
        <Input placeholder="车牌号" allowClear style={{ width: 120 }} />
      </Form.Item>
      {withRange && (
        <RangeFormItem />
      )}
      <Form.Item>
        <Space size={4}>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ carNum: undefined, range: null, ...toValues(initial) });
              onSearch(initial);
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
