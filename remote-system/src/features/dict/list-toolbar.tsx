import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  /** query form items (Form.Item) */
  query: ReactNode;
  onSearch(values: Record<string, unknown>): void;
  onReset(): void;
  /** shows 新增 when given */
  onAdd?(): void;
  /** shows 批量删除 when given */
  onBatchDelete?(): void;
  /** more buttons after these */
  extra?: ReactNode;
}

/**
 * The query bar (查询 / 重置) and the button row (新增 / 批量删除 / extra) of the administration
 * lists (JeecgBoot list page layout).
 */
export function ListToolbar({ query, onSearch, onReset, onAdd, onBatchDelete, extra }: ListToolbarProps) {
  return (
    <>
      <Form layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }}>
        {query}
        <Space>
          <Button type="primary" htmlType="submit">查询</Button>
          <Button htmlType="reset" onClick={onReset}>重置</Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 12 }} wrap>
        {onAdd && <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>新增</Button>}
        {onBatchDelete && <Button onClick={onBatchDelete}>批量删除</Button>}
        {extra}
      </Space>
    </>
  );
}
