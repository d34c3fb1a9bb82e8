import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { connectionOf, testConnection } from '../features/datasource/datasource-api';
import { DataSourceForm } from '../features/datasource/datasource-form';
import {
  DATASOURCE_BUTTONS, DATASOURCE_TEXTS as T, DATASOURCE_URLS, DB_TYPE_OPTIONS, dbTypeLabel, type DataSourceRecord,
} from '../features/datasource/datasource-types';

/**
 * 多数据源管理 (issue 5; docs/admin-contract.md "Data sources and gateway routes"): the tenant's
 * data-source definitions with query (code / name contain, type), paging, sort, add / edit
 * (DataSourceForm), 连接测试 per row (POST /sys/dataSource/testConnection with the stored
 * password; 数据库连接成功 or the failure message), delete and batch delete. Passwords are never
 * shown (only 已保存 / 未设置). Buttons follow system:dataSource:*; the server checks again.
 */
export default function DataSourceList() {
  const { message } = App.useApp();
  const has = usePermission();
  const list = useListPage<DataSourceRecord>({
    url: { list: DATASOURCE_URLS.list, delete: DATASOURCE_URLS.delete, deleteBatch: DATASOURCE_URLS.deleteBatch },
  });
  const [editing, setEditing] = useState<{ open: boolean; record: DataSourceRecord | null }>({ open: false, record: null });
  const [testingId, setTestingId] = useState<string | null>(null);

  const testRow = async (row: DataSourceRecord) => {
    setTestingId(row.id);
    const outcome = await testConnection(connectionOf(row));
    setTestingId(null);
    if (outcome.ok) message.success(outcome.message);
    else if (!outcome.reported) message.error(outcome.message);
  };

  const columns: ColumnsType<DataSourceRecord> = [
    { title: T.code, dataIndex: 'code', sorter: true, width: 140 },
    { title: T.name, dataIndex: 'name', sorter: true, width: 160 },
    { title: T.dbType, dataIndex: 'dbType', sorter: true, width: 110, render: (v: string) => <Tag>{dbTypeLabel(v)}</Tag> },
    { title: T.dbHost, dataIndex: 'dbHost', sorter: true },
    { title: T.dbPort, dataIndex: 'dbPort', width: 80 },
    { title: T.dbName, dataIndex: 'dbName', sorter: true },
    { title: T.dbUsername, dataIndex: 'dbUsername', width: 120 },
    { title: T.dbPassword, dataIndex: 'hasPassword', width: 80, render: (v: boolean) => (v ? T.passwordStored : T.passwordNone) },
    { title: T.remark, dataIndex: 'remark', ellipsis: true },
    { title: T.createTime, dataIndex: 'createTime', sorter: true, width: 170 },
    {
      title: T.action, key: 'action', width: 190, fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="small">
          {has(DATASOURCE_BUTTONS.edit) && <Typography.Link onClick={() => setEditing({ open: true, record: row })}>{T.edit}</Typography.Link>}
          {has(DATASOURCE_BUTTONS.test) && (
            <Button type="link" size="small" style={{ padding: 0 }} loading={testingId === row.id} onClick={() => void testRow(row)}>{T.testConnection}</Button>
          )}
          {has(DATASOURCE_BUTTONS.delete) && (
            <Popconfirm title={T.deleteConfirm} onConfirm={() => void list.handleDelete(row.id)}><Typography.Link type="danger">{T.delete}</Typography.Link></Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <ListQueryBar list={list} name="dataSourceQuery">
        <Form.Item name="code" label={T.code}><Input allowClear placeholder={T.inputCode} /></Form.Item>
        <Form.Item name="name" label={T.name}><Input allowClear placeholder={T.inputName} /></Form.Item>
        <Form.Item name="dbType" label={T.dbType}>
          <Select allowClear placeholder={T.chooseDbType} style={{ width: 140 }} options={DB_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }))} />
        </Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(DATASOURCE_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(DATASOURCE_BUTTONS.delete) ? list.batchDel : undefined}
      />
      <Table<DataSourceRecord> {...listTableProps(list)} size="middle" columns={columns} scroll={{ x: 1400 }} />
      <DataSourceForm
        open={editing.open}
        record={editing.record}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      />
    </Card>
  );
}
