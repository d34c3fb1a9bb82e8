import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space, Table } from 'antd';
import { useCallback, useEffect, useRef, useState, type Key } from 'react';
import { usePermission } from 'shared-session';
import { DataRuleDrawer } from '../features/permission/data-rule-drawer';
import { deletePermission, fetchMenuTree } from '../features/permission/permission-api';
import { permissionColumns } from '../features/permission/permission-columns';
import { PermissionFormDrawer, type PermissionDraft } from '../features/permission/permission-form-drawer';
import { PERMISSION_BUTTONS, type PermissionNode } from '../features/permission/permission-types';

/**
 * 菜单管理 (issue 5; JeecgBoot system/PermissionList): the menu tree (一级菜单 / 子菜单 / 按钮) with a
 * name query, 新增菜单, per row 编辑 / 添加下级 / 数据规则 / 删除 (with the descendants). Changes
 * show in every user's next getUserPermissionByToken. Buttons are hidden without their codes;
 * the server checks again.
 */
export default function PermissionList() {
  const { message } = App.useApp();
  const has = usePermission();
  const [tree, setTree] = useState<PermissionNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [name, setName] = useState<string>();
  const [draft, setDraft] = useState<PermissionDraft | null>(null);
  const [ruleMenu, setRuleMenu] = useState<PermissionNode | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const opened = useRef(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await fetchMenuTree(name);
      if (answer.success) {
        setTree(answer.result);
        // the first level opens on load (and on every name query, to show the matches)
        if (!opened.current || name) setExpanded(answer.result.map((n) => n.id));
        opened.current = true;
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setLoading(false);
    }
  }, [name, message]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (node: PermissionNode) => {
    const answer = await deletePermission(node.id).catch(() => null);
    if (!answer) return;
    if (answer.success) message.success(answer.message);
    else message.warning(answer.message);
    await load();
  };

  const columns = permissionColumns({
    canAdd: has(PERMISSION_BUTTONS.add), canEdit: has(PERMISSION_BUTTONS.edit), canDelete: has(PERMISSION_BUTTONS.delete),
    canRules: has(PERMISSION_BUTTONS.list),
    edit: (node) => setDraft({ mode: 'edit', node }),
    addChild: (node) => setDraft({ mode: 'add', parent: node }),
    rules: (node) => setRuleMenu(node),
    remove: (node) => void remove(node),
  });

  return (
    <Card variant="borderless">
      <Form layout="inline" onFinish={(v) => setName(v.name?.trim() || undefined)} style={{ marginBottom: 16 }}>
        <Form.Item name="name" label="菜单名称"><Input allowClear placeholder="请输入菜单名称" /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">查询</Button>
          <Button htmlType="reset" onClick={() => setName(undefined)}>重置</Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 12 }}>
        {has(PERMISSION_BUTTONS.add) && <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ mode: 'add' })}>新增菜单</Button>}
        <Button onClick={() => setExpanded([])}>全部折叠</Button>
      </Space>
      <Table<PermissionNode>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={tree}
        columns={columns}
        pagination={false}
        scroll={{ x: 1300 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
      />
      <PermissionFormDrawer
        draft={draft}
        tree={tree}
        onClose={(saved) => {
          setDraft(null);
          if (saved) void load();
        }}
      />
      <DataRuleDrawer menu={ruleMenu} canEdit={has(PERMISSION_BUTTONS.edit)} onClose={() => setRuleMenu(null)} />
    </Card>
  );
}
