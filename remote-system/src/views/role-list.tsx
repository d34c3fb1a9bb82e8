import { Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { RoleAuthorizeDrawer } from '../features/role/role-authorize-drawer';
import { roleColumns } from '../features/role/role-columns';
import { RoleFormModal } from '../features/role/role-form-modal';
import { ROLE_BUTTONS, type Role } from '../features/role/role-types';
import { RoleUsersDrawer } from '../features/role/role-users-drawer';

/**
 * 角色管理 (issue 5; JeecgBoot system/RoleList): the tenant's roles with query by name and code,
 * paging and sort, 新增 / 编辑 (RoleFormModal), 授权 (menus, buttons and data rules through the
 * tree), 用户 (the role's users), 删除 and 批量删除 (确认删除 / 是否删除选中数据?). Buttons are hidden
 * without their codes; the server checks again and refuses any escalation.
 */
export default function RoleList() {
  const has = usePermission();
  const list = useListPage<Role>({ url: { list: '/sys/role/list', delete: '/sys/role/delete', deleteBatch: '/sys/role/deleteBatch' } });
  const [editing, setEditing] = useState<{ open: boolean; record: Role | null }>({ open: false, record: null });
  const [authorizing, setAuthorizing] = useState<Role | null>(null);
  const [usersOf, setUsersOf] = useState<Role | null>(null);

  const columns = roleColumns({
    canEdit: has(ROLE_BUTTONS.edit), canDelete: has(ROLE_BUTTONS.delete), canAuthorize: has(ROLE_BUTTONS.authorize), canUsers: has(ROLE_BUTTONS.list),
    edit: (record) => setEditing({ open: true, record }),
    authorize: setAuthorizing,
    users: setUsersOf,
    remove: (row) => void list.handleDelete(row.id),
  });

  return (
    <Card variant="borderless">
      <ListQueryBar list={list}>
        <Form.Item name="roleName" label="角色名称"><Input allowClear placeholder="请输入角色名称" /></Form.Item>
        <Form.Item name="roleCode" label="角色编码"><Input allowClear placeholder="请输入角色编码" /></Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(ROLE_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(ROLE_BUTTONS.delete) ? list.batchDel : undefined}
      />
      <Table<Role> {...listTableProps(list, has(ROLE_BUTTONS.delete))} size="middle" columns={columns} scroll={{ x: 900 }} />
      <RoleFormModal
        open={editing.open}
        record={editing.record}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      />
      <RoleAuthorizeDrawer role={authorizing} onClose={() => setAuthorizing(null)} />
      {usersOf && <RoleUsersDrawer role={usersOf} canEdit={has(ROLE_BUTTONS.edit)} onClose={() => setUsersOf(null)} />}
    </Card>
  );
}
