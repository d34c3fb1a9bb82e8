import { Button, DatePicker, Form, Input, InputNumber, Select, Space, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import type { ReportMeta } from '../../api/report-api';
import { useOrgTree } from '../../api/query-org-tree';
import type { OrgNode } from '../../types';

/** Form values of a report query (dateRange fields hold [start, end] dayjs pairs). */
export type ReportFormValues = Record<string, string | number | [Dayjs, Dayjs] | undefined | null>;

function toTreeData(nodes: OrgNode[]): { value: string; title: string; children?: ReturnType<typeof toTreeData> }[] {
  return nodes.map((n) => ({ value: n.id, title: n.title, children: n.children?.length ? toTreeData(n.children) : undefined }));
}

/** Initial values: defaults of number/select fields, date ranges of the last `defaultDays` days (7) ending now / today. */
export function initialFormValues(meta: ReportMeta, now: Dayjs = dayjs()): ReportFormValues {
  const values: ReportFormValues = {};
  for (const f of meta.query) {
    if (f.type === 'dateRange') {
      const days = f.defaultDays ?? 7;
      values[f.key] = f.dayOnly ? [now.subtract(days - 1, 'day').startOf('day'), now.endOf('day')] : [now.subtract(days, 'day'), now];
    } else if (f.default !== undefined) values[f.key] = f.default;
  }
  return values;
}

/**
 * Form values → the data call's body: dateRange → startTime/endTime (ms epoch; whole days as
 * 'YYYY-MM-DD', read by the server as China days), blank values left out.
 */
export function toQueryBody(meta: ReportMeta, values: ReportFormValues): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const f of meta.query) {
    const v = values[f.key];
    if (v === undefined || v === null || v === '') continue;
    if (f.type === 'dateRange' && Array.isArray(v)) {
      const [s, e] = v;
      if (f.dayOnly) {
        body.startTime = s.format('YYYY-MM-DD');
        body.endTime = e.format('YYYY-MM-DD');
      } else {
        body.startTime = s.valueOf();
        body.endTime = e.valueOf();
      }
    } else if (f.type === 'plate' && typeof v === 'string') body[f.key] = v.trim();
    else if (typeof v === 'string' || typeof v === 'number') body[f.key] = v;
  }
  return body;
}

/** The query form of a report, built from its meta (org tree, plate, date range, numbers with units, selects). */
export default function ReportQueryForm({ meta, onSearch, onReset, extra }: {
  meta: ReportMeta;
  onSearch: (body: Record<string, string | number>) => void;
  onReset: () => void;
  extra?: ReactNode;
}) {
  const [form] = Form.useForm<ReportFormValues>();
  const initial = useMemo(() => initialFormValues(meta), [meta]);
  const needsOrg = meta.query.some((f) => f.type === 'org');
  const tree = useOrgTree(needsOrg);
  const treeData = useMemo(() => toTreeData(tree.data ?? []), [tree.data]);
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initial}
      data-testid="report-query"
      onFinish={(values) => onSearch(toQueryBody(meta, values))}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      {meta.query.map((f) => {
        const rules = f.required ? [{ required: true, message: `请输入${f.label}` }] : undefined;
        switch (f.type) {
          case 'org':
            return (
              <Form.Item key={f.key} name={f.key} label={f.label} rules={rules}>
                <TreeSelect allowClear showSearch treeNodeFilterProp="title" treeDefaultExpandAll placeholder="全部" treeData={treeData} style={{ width: 200 }} />
              </Form.Item>
            );
          case 'plate':
            return (
              <Form.Item key={f.key} name={f.key} label={f.label} rules={rules}>
                <Input allowClear placeholder="请输入车牌号" maxLength={20} style={{ width: 160 }} />
              </Form.Item>
            );
          case 'dateRange':
            return (
              <Form.Item key={f.key} name={f.key} label={f.label} rules={[{ required: true, message: `请选择${f.label}` }]}>
                <DatePicker.RangePicker
                  showTime={!f.dayOnly}
                  format={f.dayOnly ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss'}
                  allowClear={false}
                  disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
                />
              </Form.Item>
            );
          case 'number':
            return (
              <Form.Item key={f.key} name={f.key} label={f.label} rules={rules}>
                <InputNumber min={f.min} max={f.max} suffix={f.unit} style={{ width: 140 }} />
              </Form.Item>
            );
          case 'select':
            return (
              <Form.Item key={f.key} name={f.key} label={f.label} rules={rules}>
                <Select allowClear={f.default === undefined} showSearch optionFilterProp="label" placeholder="全部" options={f.options} style={{ width: 180 }} />
              </Form.Item>
            );
          default:
            return null;
        }
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">查询</Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            重置
          </Button>
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}
