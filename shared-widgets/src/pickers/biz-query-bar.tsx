import { Button, Form, Input, Space } from 'antd';
import { DictSelect } from '../dict/dict-select';
import type { BizQueryItem } from './biz-types';
import { PICKER_TEXTS } from './picker-texts';

/** Props of {@link BizQueryBar}. */
export interface BizQueryBarProps {
  items: BizQueryItem[];
  values: Record<string, string | undefined>;
  onChange(values: Record<string, string | undefined>): void;
  onSearch(): void;
  onReset(): void;
}

/**
 * Query fields of the business component picker (widgets-spec §2, §3): a text input or a
 * dictionary select per item, with 查询 and 重置.
 */
export function BizQueryBar({ items, values, onChange, onSearch, onReset }: BizQueryBarProps) {
  return (
    <Form layout="inline" onFinish={onSearch} style={{ marginBottom: 12 }}>
      {items.map((item) => (
        <Form.Item key={item.key} label={item.label}>
          {item.dictCode ? (
            <DictSelect dictCode={item.dictCode} placeholder={item.placeholder} value={values[item.key]} onChange={(v) => onChange({ ...values, [item.key]: v })} {...item.props} />
          ) : (
            <Input aria-label={item.label} placeholder={item.placeholder} value={values[item.key] ?? ''} onChange={(e) => onChange({ ...values, [item.key]: e.target.value })} {...item.props} />
          )}
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit">{PICKER_TEXTS.SEARCH}</Button>
        <Button onClick={onReset}>{PICKER_TEXTS.RESET}</Button>
      </Space>
    </Form>
  );
}
