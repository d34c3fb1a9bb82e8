import { App, Button, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ListQueryBar, listTableProps, useListPage, UserSelectModal } from 'shared-widgets';
import { addDepartUsers, removeDepartUsers } from './depart-api';
import { DepartUserRolesModal } from './depart-user-roles-modal';
import type { DepartUser } from './depart-types';

/** Props of {@link DepartUsersPanel}. */
export interface DepartUsersPanelProps {
  departId: string;
  /** may add / remove members and set their department roles */
  editable: boolean;
}

/**
 * 用户信息 of a department (JeecgBoot 我的部门 / 部门管理): the direct members (departUserList, paged,
 * 用户账号 query), 添加已有用户 through the user picker, 移除 one or the selected, 分配部门角色.
 */
export function DepartUsersPanel({ departId, editable }: DepartUsersPanelProps) {
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const [rolesOf, setRolesOf] = useState<DepartUser | null>(null);
  const list = useListPage<DepartUser>({ url: { list: '/sys/user/departUserList' }, baseParams: { depId: departId } });

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
    if (!ids.length) message.warning('请选择一条记录！');
    else void report(removeDepartUsers(departId, ids));
  };

  return (
    <>
      <ListQueryBar list={list} style={{ marginBottom: 12 }}>
        <Form.Item name="username" label="用户账号"><Input allowClear placeholder="请输入用户账号" /></Form.Item>
      </ListQueryBar>
      {editable && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setPicking(true)}>添加已有用户</Button>
          <Popconfirm title="确定移除选中的用户吗?" onConfirm={removeSelected}><Button>批量移除</Button></Popconfirm>
        </Space>
      )}
      <Table<DepartUser>
        {...listTableProps(list, editable)} size="small"
        columns={[
          { title: '用户账号', dataIndex: 'username' },
          { title: '用户名称', dataIndex: 'realname' },
          { title: '性别', dataIndex: 'sex_dictText', width: 60 },
          { title: '手机号码', dataIndex: 'phone' },
          { title: '状态', dataIndex: 'status_dictText', width: 70 },
          ...(editable ? [{
            title: '操作', key: 'action', width: 150,
            render: (_: unknown, r: DepartUser) => (
              <Space size="small">
                <Typography.Link onClick={() => setRolesOf(r)}>分配部门角色</Typography.Link>
                <Popconfirm title="确定移除吗?" onConfirm={() => void report(removeDepartUsers(departId, [r.id]))}>
                  <Typography.Link type="danger">移除</Typography.Link>
                </Popconfirm>
              </Space>
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
          if (rows.length) void report(addDepartUsers(departId, rows.map((r) => r.id)));
        }}
      />
      <DepartUserRolesModal departId={departId} user={rolesOf} onClose={() => setRolesOf(null)} />
    </>
  );
}
