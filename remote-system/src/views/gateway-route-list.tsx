import { Alert, Card, Form, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { GatewayRouteForm } from '../features/gateway/gateway-route-form';
import { GATEWAY_BUTTONS, GATEWAY_TEXTS as T, GATEWAY_URLS, gatewayAddress, type GatewayRouteRecord } from '../features/gateway/gateway-types';
import { RouteStatusSwitch } from '../features/gateway/route-status-switch';

/**
 * 网关路由 (issue 5; docs/admin-contract.md "Data sources and gateway routes"): the tenant's
 * gateway routes (default order sortOrder asc) with query (name / path contain, status), paging,
 * sort, the 启用 / 停用 switch (updateStatus), add / edit (GatewayRouteForm, server messages shown
 * in the dialog), delete and batch delete, and the hint that requests go through
 * /jeecg-boot/gateway/<path>. Buttons follow system:gatewayRoute:*; the server checks again.
 */
export default function GatewayRouteList() {
  const has = usePermission();
  const list = useListPage<GatewayRouteRecord>({
    url: { list: GATEWAY_URLS.list, delete: GATEWAY_URLS.delete, deleteBatch: GATEWAY_URLS.deleteBatch },
    defaultSort: { column: 'sortOrder', order: 'asc' },
  });
  const [editing, setEditing] = useState<{ open: boolean; record: GatewayRouteRecord | null }>({ open: false, record: null });

  const columns: ColumnsType<GatewayRouteRecord> = [
    { title: T.name, dataIndex: 'name', sorter: true, width: 160 },
    {
      title: T.path, dataIndex: 'path', sorter: true,
      render: (v: string) => <Space orientation="vertical" size={0}><Typography.Text code>{v}</Typography.Text><Typography.Text type="secondary">{gatewayAddress(v)}</Typography.Text></Space>,
    },
    { title: T.uri, dataIndex: 'uri', sorter: true, ellipsis: true },
    { title: T.stripPrefix, dataIndex: 'stripPrefix', width: 110 },
    { title: T.sortOrder, dataIndex: 'sortOrder', sorter: true, width: 80 },
    {
      title: T.status, dataIndex: 'status', sorter: true, width: 100,
      render: (_: unknown, row) => <RouteStatusSwitch row={row} canChange={has(GATEWAY_BUTTONS.status)} onChanged={() => void list.reload()} />,
    },
    { title: T.createTime, dataIndex: 'createTime', sorter: true, width: 170 },
    {
      title: T.action, key: 'action', width: 120,
      render: (_: unknown, row) => (
        <Space size="small">
          {has(GATEWAY_BUTTONS.edit) && <Typography.Link onClick={() => setEditing({ open: true, record: row })}>{T.edit}</Typography.Link>}
          {has(GATEWAY_BUTTONS.delete) && (
            <Popconfirm title={T.deleteConfirm} onConfirm={() => void list.handleDelete(row.id)}><Typography.Link type="danger">{T.delete}</Typography.Link></Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Alert type="info" showIcon title={T.hint} style={{ marginBottom: 12 }} />
      <ListQueryBar list={list} name="gatewayRouteQuery">
        <Form.Item name="name" label={T.name}><Input allowClear placeholder={T.inputName} /></Form.Item>
        <Form.Item name="path" label={T.path}><Input allowClear placeholder={T.inputPath} /></Form.Item>
        <Form.Item name="status" label={T.status}>
          <Select allowClear placeholder={T.chooseStatus} style={{ width: 120 }} options={[{ value: '1', label: T.enabled }, { value: '0', label: T.disabled }]} />
        </Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(GATEWAY_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(GATEWAY_BUTTONS.delete) ? list.batchDel : undefined}
      />
      <Table<GatewayRouteRecord> {...listTableProps(list)} size="middle" columns={columns} scroll={{ x: 1100 }} />
      <GatewayRouteForm
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
