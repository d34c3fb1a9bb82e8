import { Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MENU_TYPE_TEXT, type PermissionNode } from './permission-types';

/** Row actions the menu page passes in; each is shown only when allowed. */
export interface PermissionActions {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canRules: boolean;
  edit(node: PermissionNode): void;
  addChild(node: PermissionNode): void;
  rules(node: PermissionNode): void;
  remove(node: PermissionNode): void;
}

const TYPE_COLOR: Record<number, string> = { 0: 'blue', 1: 'cyan', 2: 'orange' };

/** Columns of 菜单管理: name, type, icon, component, path, code, sort, actions. */
export function permissionColumns(a: PermissionActions): ColumnsType<PermissionNode> {
  return [
    { title: '菜单名称', dataIndex: 'name', width: 220, ellipsis: true },
    { title: '菜单类型', dataIndex: 'menuType', width: 100, render: (v: number) => <Tag color={TYPE_COLOR[v]}>{MENU_TYPE_TEXT[v]}</Tag> },
    { title: '图标', dataIndex: 'icon', width: 110, ellipsis: true },
    { title: '组件', dataIndex: 'component', width: 200, ellipsis: true },
    { title: '路径', dataIndex: 'url', ellipsis: true },
    { title: '授权标识', dataIndex: 'perms', width: 180, ellipsis: true },
    { title: '排序', dataIndex: 'sortNo', width: 70 },
    {
      title: '操作', key: 'action', width: 230, fixed: 'right',
      render: (_: unknown, node) => (
        <Space size="small">
          {a.canEdit && <Typography.Link onClick={() => a.edit(node)}>编辑</Typography.Link>}
          {a.canAdd && node.menuType !== 2 && <Typography.Link onClick={() => a.addChild(node)}>添加下级</Typography.Link>}
          {a.canRules && node.menuType !== 2 && <Typography.Link onClick={() => a.rules(node)}>数据规则</Typography.Link>}
          {a.canDelete && (
            <Popconfirm title="确定删除吗?（下级菜单和按钮一并删除）" onConfirm={() => a.remove(node)}>
              <Typography.Link type="danger">删除</Typography.Link>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
