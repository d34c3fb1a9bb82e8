import { Alert, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { TenantForm } from '../features/tenant/tenant-form';
import { TenantMembers } from '../features/tenant/tenant-members';
import { TENANT_BUTTONS, TENANT_TEXTS as T, TENANT_URLS, type TenantRecord } from '../features/tenant/tenant-types';

/**
 * 租户管理 (issue 5; docs/admin-contract.md "Users, tenants, positions, address book"): for
 * administrators of the platform tenant: tenants with query, paging, sort, add / edit (status and
 * validity window), delete (only unused tenants) and members. Every call is checked on the server
 * (system:tenant:* and the platform tenant).
 */
export default function TenantList() {
  const has = usePermission();
  const list = useListPage<TenantRecord>({
    url: { list: TENANT_URLS.list, delete: TENANT_URLS.delete, deleteBatch: TENANT_URLS.deleteBatch },
    defaultSort: { column: 'id', order: 'asc' },
  });
  const [editing, setEditing] = useState<{ open: boolean; record: TenantRecord | null }>({ open: false, record: null });
  const [members, setMembers] = useState<TenantRecord | null>(null);

  const columns: ColumnsType<TenantRecord> = [
    { title: T.id, dataIndex: 'id', sorter: true, width: 100 },
    { title: T.name, dataIndex: 'name', sorter: true, width: 200 },
    { title: T.status, dataIndex: 'status', sorter: true, width: 90, render: (v: number) => <Tag color={v === 1 ? 'green' : 'red'}>{v === 1 ? T.normal : T.frozen}</Tag> },
    { title: T.beginDate, dataIndex: 'beginDate', sorter: true, width: 170 },
    { title: T.endDate, dataIndex: 'endDate', sorter: true, width: 170 },
    { title: T.userCount, dataIndex: 'userCount', width: 90 },
    { title: T.createBy, dataIndex: 'createBy', width: 100 },
    { title: T.createTime, dataIndex: 'createTime', sorter: true, width: 170 },
    {
      title: T.action, key: 'action', width: 170,
      render: (_: unknown, row) => (
        <Space size="small">
          {has(TENANT_BUTTONS.edit) && <Typography.Link onClick={() => setEditing({ open: true, record: row })}>{T.edit}</Typography.Link>}
          {has(TENANT_BUTTONS.member) && <Typography.Link onClick={() => setMembers(row)}>{T.members}</Typography.Link>}
          {has(TENANT_BUTTONS.delete) && (
            <Popconfirm title={T.deleteConfirm} onConfirm={() => void list.handleDelete(String(row.id))}><Typography.Link type="danger">{T.delete}</Typography.Link></Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Alert type="info" showIcon title={T.platformTip} style={{ marginBottom: 12 }} />
      <ListQueryBar list={list} name="tenantQuery">
        <Form.Item name="name" label={T.name}><Input allowClear placeholder={T.inputName} /></Form.Item>
        <Form.Item name="status" label={T.status}>
          <Select allowClear placeholder={T.chooseStatus} style={{ width: 110 }} options={[{ value: '1', label: T.normal }, { value: '0', label: T.frozen }]} />
        </Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(TENANT_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(TENANT_BUTTONS.delete) ? list.batchDel : undefined}
      />
      <Table<TenantRecord> {...listTableProps(list)} size="middle" columns={columns} scroll={{ x: 1200 }} />
      <TenantForm
        open={editing.open}
        record={editing.record}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      />
      <TenantMembers tenant={members} onClose={() => { setMembers(null); void list.reload(); }} />
    </Card>
  );
}
