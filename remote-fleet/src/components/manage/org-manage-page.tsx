import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Modal, Popconfirm, Space, Spin, Tree, message } from 'antd';
import { useMemo, useState } from 'react';
import { hasPermission } from 'shared-session';
import { addOrg, deleteOrg, renameOrg, useManageOrgTree, type ManagedOrg } from '../../api/manage-org';

type Dialog = { mode: 'add' | 'rename'; org: ManagedOrg } | null;

function index(tree: ManagedOrg[]): Map<string, ManagedOrg> {
  const map = new Map<string, ManagedOrg>();
  const walk = (nodes: ManagedOrg[]) => nodes.forEach((n) => { map.set(n.id, n); walk(n.children ?? []); });
  walk(tree);
  return map;
}

/**
 * 组织管理: the visible organisation tree with vehicle counts (本级 / 合计, 在线), and for the
 * selected department 添加下级 / 重命名 / 删除 (buttons fleet:org:add / edit / delete, also checked
 * by the server, which refuses deleting a department that still has children, vehicles or users).
 */
export default function OrgManagePage() {
  const tree = useManageOrgTree();
  const client = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saving, setSaving] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [form] = Form.useForm<{ departName: string }>();
  const [msg, msgHolder] = message.useMessage();
  const byId = useMemo(() => index(tree.data ?? []), [tree.data]);
  const selected = selectedId ? byId.get(selectedId) ?? null : null;
  const can = { add: hasPermission('fleet:org:add'), edit: hasPermission('fleet:org:edit'), remove: hasPermission('fleet:org:delete') };

  const refresh = () => client.invalidateQueries({ queryKey: ['fleet'] });
  const open = (mode: 'add' | 'rename', org: ManagedOrg) => {
    setDialogError(null);
    form.setFieldsValue({ departName: mode === 'rename' ? org.departName : '' });
    setDialog({ mode, org });
  };
  const submit = async () => {
    if (!dialog) return;
    let departName: string;
    try {
      ({ departName } = await form.validateFields());
    } catch {
      return; // the form shows the messages
    }
    setSaving(true);
    try {
      if (dialog.mode === 'add') {
        const created = await addOrg(dialog.org.id, departName.trim());
        msg.success(`已添加 ${departName.trim()}（编码 ${created.orgCode}）`);
        setSelectedId(created.id);
      } else {
        await renameOrg(dialog.org.id, departName.trim());
        msg.success('已重命名');
      }
      setDialog(null);
      await refresh();
    } catch (err) {
      setDialogError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (org: ManagedOrg) => {
    try {
      await deleteOrg(org.id);
      msg.success(`已删除 ${org.departName}`);
      setSelectedId(org.parentId);
      await refresh();
    } catch (err) {
      msg.error((err as Error).message);
    }
  };

  const titleOf = (org: ManagedOrg) => (
    <span data-testid={`org-node-${org.id}`}>
      {org.departName}
      <span style={{ color: '#8c8c8c', marginLeft: 6, fontSize: 12 }} title="在线/车辆总数（辆）">
        (<span style={{ color: '#52c41a' }}>{org.onlineCount}</span>/{org.carCount} 辆)
      </span>
    </span>
  );

  return (
    <div style={{ display: 'flex', gap: 16, padding: 16, alignItems: 'flex-start' }} data-testid="org-manage">
      {msgHolder}
      <Card title="组织机构" variant="borderless" style={{ width: 420, flex: 'none' }}>
        {tree.error && <Alert type="warning" showIcon title={tree.error.message} />}
        {tree.isLoading ? (
          <Spin />
        ) : (
          <Tree<ManagedOrg>
            blockNode
            showLine
            defaultExpandAll
            treeData={tree.data ?? []}
            fieldNames={{ key: 'id', children: 'children', title: 'departName' }}
            titleRender={titleOf}
            selectedKeys={selectedId ? [selectedId] : []}
            onSelect={(keys) => setSelectedId(keys.length ? String(keys[0]) : null)}
          />
        )}
      </Card>
      <Card title="组织信息" variant="borderless" style={{ flex: 1 }}>
        {!selected ? (
          <Empty description="请在左侧选择组织" />
        ) : (
          <>
            <Descriptions column={1} bordered size="small" data-testid="org-detail">
              <Descriptions.Item label="组织名称">{selected.departName}</Descriptions.Item>
              <Descriptions.Item label="组织编码">{selected.orgCode}</Descriptions.Item>
              <Descriptions.Item label="上级组织">{selected.parentId ? byId.get(selected.parentId)?.departName ?? '—' : '—'}</Descriptions.Item>
              <Descriptions.Item label="本级车辆">{selected.ownCarCount} 辆</Descriptions.Item>
              <Descriptions.Item label="车辆合计（含下级）">{selected.carCount} 辆</Descriptions.Item>
              <Descriptions.Item label="在线车辆">{selected.onlineCount} 辆</Descriptions.Item>
              <Descriptions.Item label="下级组织">{selected.children?.length ?? 0} 个</Descriptions.Item>
            </Descriptions>
            <Space style={{ marginTop: 16 }}>
              {can.add && (
                <Button type="primary" onClick={() => open('add', selected)}>
                  添加下级
                </Button>
              )}
              {can.edit && <Button onClick={() => open('rename', selected)}>重命名</Button>}
              {can.remove && (
                <Popconfirm title="确认删除" description={`是否删除组织“${selected.departName}”?`} okText="确认" cancelText="取消" onConfirm={() => remove(selected)}>
                  <Button danger>删除</Button>
                </Popconfirm>
              )}
            </Space>
          </>
        )}
      </Card>
      <Modal
        open={dialog !== null}
        title={dialog?.mode === 'add' ? `添加下级组织（上级：${dialog.org.departName}）` : '重命名组织'}
        okText="确定"
        cancelText="取消"
        confirmLoading={saving}
        onOk={submit}
        onCancel={() => setDialog(null)}
        forceRender
      >
        {dialogError && <Alert type="error" showIcon title={dialogError} style={{ marginBottom: 12 }} data-testid="org-form-error" />}
        <Form form={form} layout="vertical">
          <Form.Item label="组织名称" name="departName" rules={[{ required: true, whitespace: true, message: '请输入组织名称' }, { max: 50, message: '组织名称不能超过50个字符' }]}>
            <Input placeholder="请输入组织名称" maxLength={50} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
