import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table } from 'antd';
import { useState, type ReactNode } from 'react';
import { encodeQueryValue, QueryForm, SuperQuery, useListPage, type SuperQueryOutput } from 'shared-widgets';
import { demoColumns } from './demo-columns';
import { DemoEditorModal } from './demo-editor-modal';
import { DEMO_QUERY_ITEMS, DEMO_SUPER_QUERY_FIELDS } from './demo-query';
import { DEMO_URLS, type DemoRecord } from './demo-types';

export interface DemoListProps {
  title: string;
  /** Saved-query code of the 高级查询 builder. */
  saveCode: string;
  /** Adds 新增 / 编辑 / 删除 / 批量删除. */
  editable?: boolean;
  /** Told about every advanced query run (the query tab shows it). */
  onSuperQuery?(output: SuperQueryOutput): void;
  /** Extra toolbar content. */
  extra?: ReactNode;
  testId?: string;
}

/**
 * The demo record list on the generic list page (GET /test/jeecgDemo/list): query form with the
 * single and range modes (name contains → `*x*`), the 高级查询 builder honoured by the server
 * (superQueryParams / superQueryMatchType), page size 10 of 10/20/30 with 共 N 条, sorting, and,
 * when editable, add / edit through the dynamic form, delete and batch delete (请选择一条记录！
 * when nothing is selected).
 */
export function DemoList({ title, saveCode, editable, onSuperQuery, extra, testId }: DemoListProps) {
  const list = useListPage<DemoRecord>({ url: { list: DEMO_URLS.list, delete: DEMO_URLS.delete, deleteBatch: DEMO_URLS.deleteBatch } });
  const [target, setTarget] = useState<string | null | undefined>();
  const search = (params: Record<string, string>) => void list.searchQuery(params.name ? { ...params, name: encodeQueryValue('like', params.name) } : params);
  const superQuery = (output: SuperQueryOutput) => {
    onSuperQuery?.(output);
    void list.handleSuperQuery(output.params.length ? { superQueryParams: output.superQueryParams, superQueryMatchType: output.superQueryMatchType } : null);
  };
  return (
    <Card size="small" title={title} data-testid={testId}>
      <QueryForm items={DEMO_QUERY_ITEMS} onSearch={search} />
      <Space style={{ margin: '12px 0' }} wrap>
        {editable && (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget(null)}>
              新增
            </Button>
            <Button icon={<DeleteOutlined />} onClick={list.batchDel}>
              批量删除
            </Button>
          </>
        )}
        <SuperQuery fieldList={DEMO_SUPER_QUERY_FIELDS} saveCode={saveCode} onSearch={superQuery} />
        {extra}
      </Space>
      <Table<DemoRecord>
        rowKey={list.rowKey}
        size="middle"
        loading={list.loading}
        dataSource={list.dataSource}
        columns={demoColumns(editable ? { onEdit: (r) => setTarget(r.id), onDelete: (r) => void list.handleDelete(r.id) } : {})}
        pagination={list.pagination}
        rowSelection={editable ? list.rowSelection : undefined}
        onChange={list.onTableChange}
        scroll={{ x: 1200 }}
      />
      {editable && (
        <DemoEditorModal
          target={target}
          onClose={() => setTarget(undefined)}
          onSaved={() => {
            setTarget(undefined);
            void list.reload();
          }}
        />
      )}
    </Card>
  );
}
