import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { LIST_TEXTS } from './list-texts';

/** Props of {@link ListToolbar}. Each button shows only when its handler is given (pass none without the permission). */
export interface ListToolbarProps {
  /** shows 新增 (primary, plus icon) */
  onAdd?(): void;
  /** shows 批量删除 (usually list.batchDel) */
  onBatchDelete?(): void;
  /** buttons between 新增 and 批量删除 (e.g. 导出 / 导入) */
  beforeBatchDelete?: ReactNode;
  /** buttons after 批量删除 */
  children?: ReactNode;
}

/**
 * The button row above a list table (JeecgBoot list page layout): 新增, then `beforeBatchDelete`,
 * 批量删除, then `children`, wrapped, 12px above the table.
 *
 * @example <ListToolbar onAdd={has('x:add') ? openNew : undefined} onBatchDelete={has('x:delete') ? list.batchDel : undefined} />
 */
export function ListToolbar({ onAdd, onBatchDelete, beforeBatchDelete, children }: ListToolbarProps) {
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      {onAdd && <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>{LIST_TEXTS.ADD}</Button>}
      {beforeBatchDelete}
      {onBatchDelete && <Button onClick={onBatchDelete}>{LIST_TEXTS.BATCH_DELETE}</Button>}
      {children}
    </Space>
  );
}
