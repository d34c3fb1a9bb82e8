import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { DictSelect } from '../dict/dict-select';
import { PICKER_TEXTS } from './picker-texts';
import type { ReportConfig, ReportQueryItem } from './picker-types';

/** Props of {@link PopupQueryForm}. */
export interface PopupQueryFormProps {
  items: ReportQueryItem[];
  dictOptions: ReportConfig['dictOptions'];
  values: Record<string, string | undefined>;
  onChange(values: Record<string, string | undefined>): void;
  onSearch(): void;
  onReset(): void;
}

/** How many query items show while the form is collapsed. */
export const POPUP_QUERY_COLLAPSED = 2;

const DATE_FMT: Record<string, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' };

/** Visible query items: hidden '1' items are left out (widgets-spec §3 "Popup report config"). */
export function visibleQueryItems(items: ReportQueryItem[]): ReportQueryItem[] {
  return items.filter((i) => String(i.hidden ?? '') !== '1');
}

function Field({ id, item, dictOptions, values, set }: { id: string; item: ReportQueryItem; dictOptions: ReportConfig['dictOptions']; values: PopupQueryFormProps['values']; set(k: string, v?: string): void }) {
  const view = item.view ?? 'text';
  const single = (item.mode ?? 'single') === 'single';
  const fmt = DATE_FMT[view];
  if (fmt && single) {
    return <DatePicker id={id} showTime={view === 'datetime'} value={values[item.field] ? dayjs(values[item.field]) : null} onChange={(d) => set(item.field, d ? d.format(fmt) : undefined)} />;
  }
  if (fmt) {
    const b = values[`${item.field}_begin`];
    const e = values[`${item.field}_end`];
    return (
      <DatePicker.RangePicker
        showTime={view === 'datetime'}
        value={[b ? dayjs(b) : null, e ? dayjs(e) : null]}
        onChange={(r) => {
          set(`${item.field}_begin`, r?.[0]?.format(fmt));
          set(`${item.field}_end`, r?.[1]?.format(fmt));
        }}
      />
    );
  }
  if (item.dictCode) return <DictSelect id={id} dictCode={item.dictCode} value={values[item.field]} onChange={(v) => set(item.field, v)} />;
  if (dictOptions[item.field]) {
    return <Select id={id} allowClear style={{ minWidth: 120 }} value={values[item.field]} onChange={(v?: string) => set(item.field, v)} options={dictOptions[item.field].map((o) => ({ value: o.value, label: o.text }))} />;
  }
  if (!single) {
    return (
      <Space.Compact>
        <Input aria-label={`${item.label}_begin`} value={values[`${item.field}_begin`] ?? ''} onChange={(e) => set(`${item.field}_begin`, e.target.value)} />
        <Input aria-label={`${item.label}_end`} value={values[`${item.field}_end`] ?? ''} onChange={(e) => set(`${item.field}_end`, e.target.value)} />
      </Space.Compact>
    );
  }
  return <Input id={id} value={values[item.field] ?? ''} onChange={(e) => set(item.field, e.target.value)} />;
}

/**
 * Query form of the popup report dialog (widgets-spec §2 "Popup picker", §3): one field per visible
 * query item (text, dictionary select, date / datetime; range modes write `<field>_begin` /
 * `<field>_end`), 查询, 重置 and 展开 / 收起 when more than two items exist.
 */
export function PopupQueryForm({ items, dictOptions, values, onChange, onSearch, onReset }: PopupQueryFormProps) {
  const [expanded, setExpanded] = useState(false);
  const prefix = useId();
  const visible = visibleQueryItems(items);
  const shown = expanded ? visible : visible.slice(0, POPUP_QUERY_COLLAPSED);
  const set = (k: string, v?: string) => onChange({ ...values, [k]: v });
  return (
    <Form layout="inline" onFinish={onSearch} style={{ marginBottom: 12 }}>
      <Row gutter={[12, 8]} style={{ width: '100%' }}>
        {shown.map((item) => (
          <Col key={item.field}>
            <Form.Item label={item.label} htmlFor={`${prefix}-${item.field}`} style={{ marginBottom: 0 }}>
              <Field id={`${prefix}-${item.field}`} item={item} dictOptions={dictOptions} values={values} set={set} />
            </Form.Item>
          </Col>
        ))}
        <Col>
          <Space>
            <Button type="primary" htmlType="submit">{PICKER_TEXTS.SEARCH}</Button>
            <Button onClick={onReset}>{PICKER_TEXTS.RESET}</Button>
            {visible.length > POPUP_QUERY_COLLAPSED && (
              <Button type="link" onClick={() => setExpanded((x) => !x)}>{expanded ? PICKER_TEXTS.COLLAPSE : PICKER_TEXTS.EXPAND}</Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
