import { App, Button, Drawer, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ListQueryBar, listTableProps, useListPage, UserSelectModal } from 'shared-widgets';
import { addRoleUsers, removeRoleUsers } from './role-api';
import type { Role, RoleUser } from './role-types';

/** Props of {@link RoleUsersDrawer} (rendered while a role is chosen). */
export interface RoleUsersDrawerProps {
  role: Role;
  /** may add / remove users (system:role:edit) */
  canEdit: boolean;
  onClose(): void;
}

/**
 * 角色用户 (JeecgBoot): the users holding a role (GET /sys/user/userRoleList, paged, 用户账号 query),
 * 添加已有用户 through the user picker (ids), 移除 one or the selected ones. Refusals (own roles,
 * roles beyond the user's rights) show the server message.
 */
export function RoleUsersDrawer({ role, canEdit, onClose }: RoleUsersDrawerProps) {
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const list = useListPage<RoleUser>({ url: { list: '/sys/user/userRoleList' }, baseParams: { roleId: role.id } });

  const report = async (run: Promise<{ success: boolean; message: string }>) => {
    const answer = await run.catch(() => null);
    if (!answer) return;
    if (answer.success) message.success(answer.message);
    else message.warning(answer.message);
    list.clearSelection();
    await list.reload();
  };
  const removeSelected = () => {
    const ids = list.selectedRowKeys.map(String);
    if (!ids.length) {
      message.warning('请选择一条记录！');
      return;
    }
    void report(removeRoleUsers(role.id, ids));
  };

  return (
    <Drawer title={`角色用户：${role.roleName}`} size={800} open onClose={onClose} destroyOnHidden>
      <ListQueryBar list={list} style={{ marginBottom: 12 }}>
        <Form.Item name="username" label="用户账号"><Input allowClear placeholder="请输入用户账号" /></Form.Item>
      </ListQueryBar>
      {canEdit && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setPicking(true)}>添加已有用户</Button>
          <Popconfirm title="确定移除选中的用户吗?" onConfirm={removeSelected}><Button>批量移除</Button></Popconfirm>
        </Space>
      )}
      <Table<RoleUser>
        {...listTableProps(list, canEdit)} size="small"
        columns={[
          { title: '用户账号', dataIndex: 'username' },
          { title: '用户名称', dataIndex: 'realname' },
          { title: '性别', dataIndex: 'sex_dictText', width: 60 },
          { title: '手机号码', dataIndex: 'phone' },
          { title: '部门', dataIndex: 'orgCodeTxt', ellipsis: true },
          { title: '状态', dataIndex: 'status_dictText', width: 70 },
          ...(canEdit ? [{
            title: '操作', key: 'action', width: 80,
            render: (_: unknown, r: RoleUser) => (
              <Popconfirm title="确定移除吗?" onConfirm={() => void report(removeRoleUsers(role.id, [r.id]))}>
                <Typography.Link type="danger">移除</Typography.Link>
              </Popconfirm>
            ),
          }] : []),
        ]}
      />
      <UserSelectModal
        open={picking}
        store="id"
        onCancel={() => setPicking(false)}
        onOk={(rows) => {
          setPicking(false);
          if (rows.length) void report(addRoleUsers(role.id, rows.map((r) => r.id)));
        }}
      />
    </Drawer>
  );
}
