import { Col, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Props of {@link DemoField}. */
export interface DemoFieldProps {
  label: string;
  /** The widget's current value, shown under it (what would be stored). */
  value?: unknown;
  /** Test hook of the value text. */
  testId?: string;
  children: ReactNode;
  span?: number;
}

/** One widget of the picker demo: its label, the widget and the value it holds. */
export function DemoField({ label, value, testId, children, span = 12 }: DemoFieldProps) {
  const shown = value == null || value === '' ? '（空）' : typeof value === 'string' ? value : JSON.stringify(value);
  return (
    <Col span={span} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <div style={{ margin: '6px 0' }}>{children}</div>
      <Typography.Text type="secondary" data-testid={testId}>值：{shown}</Typography.Text>
    </Col>
  );
}
