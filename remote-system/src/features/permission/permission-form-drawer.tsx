import { App, Button, Drawer, Form, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { savePermission } from './permission-api';
import { PermissionFormFields, parentOptions } from './permission-form-fields';
import type { PermissionNode } from './permission-types';

/** What the drawer edits: an existing node, or a new one (optionally under a parent). */
export type PermissionDraft = { mode: 'edit'; node: PermissionNode } | { mode: 'add'; parent?: PermissionNode };

/** Props of {@link PermissionFormDrawer}. */
export interface PermissionFormDrawerProps {
  /** null: closed */
  draft: PermissionDraft | null;
  /** the whole menu tree (for the parent select) */
  tree: PermissionNode[];
  onClose(saved: boolean): void;
}

const NEW_MENU = {
  menuType: 0, sortNo: 1, route: true, hidden: false, hideTab: false, keepAlive: false, alwaysShow: false,
  internalOrExternal: false, permsType: '1', status: '1',
};

/**
 * 新增 / 编辑 菜单 (JeecgBoot 菜单管理 drawer, width 600): the fields of the chosen menu type
 * (PermissionFormFields); saves through POST /sys/permission/add or PUT /sys/permission/edit and
 * shows the server's message (添加成功！ / 编辑成功!, or the refusal).
 */
export function PermissionFormDrawer({ draft, tree, onClose }: PermissionFormDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const menuType = (Form.useWatch('menuType', form) ?? 0) as 0 | 1 | 2;
  const editing = draft?.mode === 'edit' ? draft.node : null;
  const parents = useMemo(() => parentOptions(tree, editing?.id), [tree, editing?.id]);

  useEffect(() => {
    if (!draft) return;
    form.resetFields();
    if (draft.mode === 'edit') form.setFieldsValue({ ...draft.node });
    else if (draft.parent) form.setFieldsValue({ ...NEW_MENU, menuType: draft.parent.menuType === 1 ? 2 : 1, parentId: draft.parent.id });
    else form.setFieldsValue(NEW_MENU);
  }, [draft, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await savePermission({ ...values, id: editing?.id });
      if (answer.success) {
        message.success(answer.message);
        onClose(true);
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={editing ? '编辑菜单' : '新增菜单'}
      size={600}
      open={draft !== null}
      onClose={() => onClose(false)}
      destroyOnHidden
      footer={(
        <Space style={{ float: 'right' }}>
          <Button onClick={() => onClose(false)}>关闭</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()}>确定</Button>
        </Space>
      )}
    >
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 17 }} initialValues={NEW_MENU}>
        <PermissionFormFields menuType={menuType} parents={parents} />
      </Form>
    </Drawer>
  );
}
