import { Button, Form, Input, Select, Space } from 'antd';
import RangeFormItem from './range-form-item';
import dayjs, { type Dayjs } from 'dayjs';
import { useAlarmTypes } from '../../api/alarm-calls';
import { ALARM_LEVEL_LABEL, HANDLE_STATE_LABEL, type AlarmFilter, type AlarmLevel } from '../../domain/alarm';

interface FormValues {
  carNum?: string;
  alarmType?: string[];
  level?: AlarmLevel;
  handleState?: 0 | 1;
  source?: 'terminal' | 'platform';
  open?: boolean;
  range?: [Dayjs | null, Dayjs | null] | null;
}

interface AlarmQueryBarProps {
  /** The filter shown (and restored by 重置 from `initial`). */
  initial: AlarmFilter;
  /** Show 来源 and 状态 (全部报警). */
  extended?: boolean;
  /** Show the type / level / handling selects (not for 疲劳预警). */
  typed?: boolean;
  onSearch: (filter: AlarmFilter) => void;
}

const toValues = (f: AlarmFilter): FormValues => ({
  carNum: f.carNum,
  alarmType: f.alarmType ? f.alarmType.split(',') : undefined,
  level: f.level,
  handleState: f.handleState,
  source: f.source,
  open: f.open,
  range: f.startTime !== undefined || f.endTime !== undefined ? [f.startTime ? dayjs(f.startTime) : null, f.endTime ? dayjs(f.endTime) : null] : null,
});

/**
 * Query bar of the alarm tabs: 车牌号 (substring), 报警类型 (GET /api/alarm/types, several),
 * 级别, 处理状态, 时间 (start time range; ms epoch sent), and for 全部报警 来源 / 状态.
 * The fleet contract caps the range at 31 days; a longer range is refused here with the server's words.
 */
export default function AlarmQueryBar({ initial, extended, typed = true, onSearch }: AlarmQueryBarProps) {
  const [form] = Form.useForm<FormValues>();
  const types = useAlarmTypes();

  const finish = (v: FormValues) => {
    const [from, to] = v.range ?? [];
    onSearch({
      carNum: v.carNum?.trim() || undefined,
      alarmType: v.alarmType?.length ? v.alarmType.join(',') : undefined,
      level: v.level,
      handleState: v.handleState,
      source: v.source,
      open: v.open || undefined,
      startTime: from ? from.valueOf() : undefined,
      endTime: to ? to.valueOf() : undefined,
    });
  };

  return (
    <Form form={form} layout="inline" size="small" initialValues={toValues(initial)} onFinish={finish} style={{ rowGap: 6 }}>
      <Form.Item name="carNum">
        <Input placeholder="车牌号" allowClear style={{ width: 110 }} />
      </Form.Item>
      {typed && (
        <>
          <Form.Item name="alarmType">
            <Select
              mode="multiple"
              allowClear
              maxTagCount={1}
              placeholder="报警类型"
              style={{ width: 180 }}
              loading={types.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={(types.data ?? []).map((t) => ({ value: t.code, label: t.name }))}
            />
          </Form.Item>
          <Form.Item name="level">
            <Select allowClear placeholder="级别" style={{ width: 80 }} options={([1, 2, 3] as const).map((l) => ({ value: l, label: ALARM_LEVEL_LABEL[l] }))} />
          </Form.Item>
          <Form.Item name="handleState">
            <Select allowClear placeholder="处理状态" style={{ width: 96 }} options={([0, 1] as const).map((s) => ({ value: s, label: HANDLE_STATE_LABEL[s] }))} />
          </Form.Item>
        </>
      )}
      {extended && (
        <>
          <Form.Item name="source">
            <Select allowClear placeholder="来源" style={{ width: 80 }} options={[{ value: 'terminal', label: '终端' }, { value: 'platform', label: '平台' }]} />
          </Form.Item>
          <Form.Item name="open">
            <Select allowClear placeholder="报警状态" style={{ width: 96 }} options={[{ value: true, label: '进行中' }]} />
          </Form.Item>
        </>
      )}
      <RangeFormItem />
      <Form.Item>
        <Space size={4}>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ carNum: undefined, alarmType: undefined, level: undefined, handleState: undefined, source: undefined, open: undefined, ...toValues(initial) });
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
