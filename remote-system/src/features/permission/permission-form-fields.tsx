import { Form, Input, InputNumber, Radio, Switch, TreeSelect } from 'antd';
import type { PermissionNode } from './permission-types';

/** A node of the parent-menu TreeSelect. */
export interface ParentOption {
  value: string;
  title: string;
  children?: ParentOption[];
}

/** Menus (not buttons) of `nodes` as TreeSelect options, leaving out `excludeId` and its subtree. */
export function parentOptions(nodes: PermissionNode[], excludeId?: string): ParentOption[] {
  return nodes
    .filter((n) => n.menuType !== 2 && n.id !== excludeId)
    .map((n) => {
      const children = parentOptions(n.children ?? [], excludeId);
      return children.length ? { value: n.id, title: n.name, children } : { value: n.id, title: n.name };
    });
}

const ROUTE_PATH = /^(\/[A-Za-z0-9_\-/.:]*|https?:\/\/[^\s<>"'`\\]+)$/i;
const CODES = /^[A-Za-z0-9_\-:]+(,[A-Za-z0-9_\-:]+)*$/;

/**
 * The fields of the menu form for a menu type (JeecgBoot 菜单管理): names and parent for all;
 * path, component, redirect, icon and the route flags for menus; code, strategy and status for
 * buttons. Client rules mirror the server's (which checks again).
 */
export function PermissionFormFields({ menuType, parents }: { menuType: 0 | 1 | 2; parents: ParentOption[] }) {
  const isButton = menuType === 2;
  return (
    <>
      <Form.Item label="菜单类型" name="menuType">
        <Radio.Group options={[{ value: 0, label: '一级菜单' }, { value: 1, label: '子菜单' }, { value: 2, label: '按钮/权限' }]} />
      </Form.Item>
      <Form.Item label={isButton ? '按钮/权限' : '菜单名称'} name="name" rules={[{ required: true, message: isButton ? '请输入按钮/权限名称' : '请输入菜单名称' }, { max: 100, message: '最大长度100位字符' }]}>
        <Input placeholder="请输入" />
      </Form.Item>
      {menuType !== 0 && (
        <Form.Item label="上级菜单" name="parentId" rules={[{ required: true, message: '请选择上级菜单' }]}>
          <TreeSelect treeData={parents} placeholder="请选择上级菜单" showSearch treeNodeFilterProp="title" allowClear listHeight={400} />
        </Form.Item>
      )}
      {!isButton && (
        <>
          <Form.Item label="访问路径" name="url" rules={[{ required: true, message: '请输入访问路径' }, { pattern: ROUTE_PATH, message: '访问路径应以/开头，外部链接以http://或https://开头' }]}>
            <Input placeholder="如 /system/role 或 https://…" />
          </Form.Item>
          <Form.Item label="前端组件" name="component" rules={[{ required: menuType === 1, message: '请输入前端组件' }, { pattern: /^[A-Za-z0-9_\-/.]+$/, message: '前端组件格式不正确' }]}>
            <Input placeholder="如 system/RoleList，iframe 页面用 layouts/IframePageView" />
          </Form.Item>
          <Form.Item label="组件名称" name="componentName" rules={[{ pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, message: '组件名称格式不正确' }]}>
            <Input placeholder="如 RoleList" />
          </Form.Item>
          <Form.Item label="默认跳转地址" name="redirect" rules={[{ pattern: /^\/[A-Za-z0-9_\-/.:]*$/, message: '默认跳转地址应以/开头' }]}>
            <Input placeholder="请输入路由参数 redirect" />
          </Form.Item>
          <Form.Item label="菜单图标" name="icon" rules={[{ pattern: /^[A-Za-z0-9_\-:]+$/, message: '菜单图标格式不正确' }]}>
            <Input placeholder="如 setting" />
          </Form.Item>
        </>
      )}
      {isButton && (
        <>
          <Form.Item label="授权标识" name="perms" rules={[{ required: true, message: '请输入授权标识' }, { pattern: CODES, message: '授权标识只能包含字母、数字、下划线、中划线和冒号' }]}>
            <Input placeholder="多个用逗号分隔，如 user:add" />
          </Form.Item>
          <Form.Item label="授权策略" name="permsType">
            <Radio.Group options={[{ value: '1', label: '显示/访问(授权后显示/可访问)' }, { value: '2', label: '可编辑(未授权时禁用)' }]} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Radio.Group options={[{ value: '1', label: '有效' }, { value: '0', label: '无效（对所有人可见）' }]} />
          </Form.Item>
        </>
      )}
      <Form.Item label="排序" name="sortNo">
        <InputNumber min={0} max={99999} precision={0} placeholder="请输入菜单排序" style={{ width: '100%' }} />
      </Form.Item>
      {!isButton && (
        <>
          <Form.Item label="是否路由菜单" name="route" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
          <Form.Item label="隐藏路由" name="hidden" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
          <Form.Item label="隐藏Tab" name="hideTab" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
          <Form.Item label="是否缓存路由" name="keepAlive" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
          <Form.Item label="聚合路由" name="alwaysShow" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
          <Form.Item label="打开方式" name="internalOrExternal">
            <Radio.Group options={[{ value: false, label: '内部打开' }, { value: true, label: '外部打开' }]} />
          </Form.Item>
        </>
      )}
      <Form.Item label="描述" name="description" rules={[{ max: 255, message: '最大长度255位字符' }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}
