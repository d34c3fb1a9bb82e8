import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { saveDepart } from './depart-api';
import { DepartFormFields } from './depart-form-fields';
import type { DepartNode } from './depart-types';

/** Props of {@link DepartAddModal}. */
export interface DepartAddModalProps {
  open: boolean;
  /** the parent; null adds a top-level department (admin only) */
  parent: DepartNode | null;
  onClose(saved: boolean): void;
}

/**
 * 添加部门 / 添加下级: the department fields under the given parent; the server generates the org
 * code (parent code + A01…) and answers 添加成功！ or the refusal.
 */
export function DepartAddModal({ open, parent, onClose }: DepartAddModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ orgCategory: parent ? '2' : '1', departOrder: 0, parentName: parent?.departName ?? '（一级部门）' });
  }, [open, parent, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: Record<string, unknown> = { ...values, parentId: parent?.id ?? null };
    delete body.parentName;
    setSaving(true);
    try {
      const answer = await saveDepart(body);
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
    <Modal title={parent ? '添加下级部门' : '添加一级部门'} open={open} width={650} okText="确定" cancelText="关闭" confirmLoading={saving} onOk={() => void submit()} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 17 }}>
        <Form.Item label="上级部门" name="parentName"><Input disabled /></Form.Item>
        <DepartFormFields />
      </Form>
    </Modal>
  );
}
