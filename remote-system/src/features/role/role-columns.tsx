import { Popconfirm, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Role } from './role-types';

/** Row actions the role page passes in; each is shown only when allowed. */
export interface RoleActions {
  canEdit: boolean;
  canDelete: boolean;
  canAuthorize: boolean;
  canUsers: boolean;
  edit(row: Role): void;
  authorize(row: Role): void;
  users(row: Role): void;
  remove(row: Role): void;
}

/** Columns of 角色管理: name, code, description, create time (sortable), actions. */
export function roleColumns(a: RoleActions): ColumnsType<Role> {
  return [
    { title: '角色名称', dataIndex: 'roleName', sorter: true },
    { title: '角色编码', dataIndex: 'roleCode', sorter: true },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', width: 170, sorter: true },
    {
      title: '操作', key: 'action', width: 220, fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="small">
          {a.canEdit && <Typography.Link onClick={() => a.edit(row)}>编辑</Typography.Link>}
          {a.canAuthorize && <Typography.Link onClick={() => a.authorize(row)}>授权</Typography.Link>}
          {a.canUsers && <Typography.Link onClick={() => a.users(row)}>用户</Typography.Link>}
          {a.canDelete && (
            <Popconfirm title="确定删除吗?" onConfirm={() => a.remove(row)}><Typography.Link type="danger">删除</Typography.Link></Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
