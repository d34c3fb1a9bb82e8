import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { saveDepartRole } from './depart-api';
import type { DepartRole } from './depart-types';

/** Props of {@link DepartRoleFormModal}. */
export interface DepartRoleFormModalProps {
  open: boolean;
  departId: string;
  /** null: a new role */
  record: DepartRole | null;
  onClose(saved: boolean): void;
}

/** 新增 / 编辑 部门角色: 部门角色名称, 部门角色编码 (unique in the department), 描述. */
export function DepartRoleFormModal({ open, departId, record, onClose }: DepartRoleFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(record);
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await saveDepartRole({ ...values, departId, id: record?.id });
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
    <Modal title={record ? '编辑部门角色' : '新增部门角色'} open={open} okText="确定" cancelText="关闭" confirmLoading={saving} onOk={() => void submit()} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 17 }}>
        <Form.Item label="部门角色名称" name="roleName" rules={[{ required: true, message: '请输入部门角色名称' }, { max: 100, message: '最大长度100位字符' }]}>
          <Input placeholder="请输入部门角色名称" />
        </Form.Item>
        <Form.Item label="部门角色编码" name="roleCode" rules={[{ required: true, message: '请输入部门角色编码' }, { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, message: '编码以字母开头，只能包含字母、数字、下划线和中划线' }]}>
          <Input placeholder="请输入部门角色编码" />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 255, message: '最大长度255位字符' }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
