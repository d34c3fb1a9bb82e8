import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useListPage } from 'shared-widgets';
import { DepartRoleAuthorizeDrawer } from './depart-role-authorize-drawer';
import { DepartRoleFormModal } from './depart-role-form-modal';
import type { DepartRole } from './depart-types';

/** Props of {@link DepartRolePanel}. */
export interface DepartRolePanelProps {
  departId: string;
  /** may add / edit / delete / authorise (部门管理 system:depart:edit or 我的部门 manage) */
  editable: boolean;
}

/**
 * 部门角色 of a department (JeecgBoot): the roles (GET /sys/sysDepartRole/list, paged), 新增 / 编辑,
 * 授权 within the department's permissions, 删除 and 批量删除.
 */
export function DepartRolePanel({ departId, editable }: DepartRolePanelProps) {
  const list = useListPage<DepartRole>({
    url: { list: '/sys/sysDepartRole/list', delete: '/sys/sysDepartRole/delete', deleteBatch: '/sys/sysDepartRole/deleteBatch' },
    baseParams: { deptId: departId },
  });
  const [editing, setEditing] = useState<{ open: boolean; record: DepartRole | null }>({ open: false, record: null });
  const [authorizing, setAuthorizing] = useState<DepartRole | null>(null);

  return (
    <>
      {editable && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, record: null })}>新增部门角色</Button>
          <Button onClick={list.batchDel}>批量删除</Button>
        </Space>
      )}
      <Table<DepartRole>
        rowKey="id" size="small" loading={list.loading} dataSource={list.dataSource} pagination={list.pagination}
        onChange={list.onTableChange} rowSelection={editable ? list.rowSelection : undefined}
        columns={[
          { title: '部门角色名称', dataIndex: 'roleName' },
          { title: '部门角色编码', dataIndex: 'roleCode' },
          { title: '描述', dataIndex: 'description', ellipsis: true },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          ...(editable ? [{
            title: '操作', key: 'action', width: 170,
            render: (_: unknown, r: DepartRole) => (
              <Space size="small">
                <Typography.Link onClick={() => setEditing({ open: true, record: r })}>编辑</Typography.Link>
                <Typography.Link onClick={() => setAuthorizing(r)}>授权</Typography.Link>
                <Popconfirm title="确定删除吗?" onConfirm={() => void list.handleDelete(r.id)}><Typography.Link type="danger">删除</Typography.Link></Popconfirm>
              </Space>
            ),
          }] : []),
        ]}
      />
      <DepartRoleFormModal
        open={editing.open} departId={departId} record={editing.record}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      />
      {authorizing && <DepartRoleAuthorizeDrawer role={authorizing} onClose={() => setAuthorizing(null)} />}
    </>
  );
}
