import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { checkRoleCode, saveRole } from './role-api';
import type { Role } from './role-types';

/** Props of {@link RoleFormModal}. */
export interface RoleFormModalProps {
  open: boolean;
  /** null: a new role */
  record: Role | null;
  onClose(saved: boolean): void;
}

/**
 * 新增 / 编辑 角色: 角色名称, 角色编码 (letters first; checked for uniqueness through
 * /sys/role/checkRoleCode as it is typed; fixed once created), 描述. The server checks again.
 */
export function RoleFormModal({ open, record, onClose }: RoleFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(record);
  }, [open, record, form]);

  const codeFree = async (_: unknown, value?: string) => {
    if (!value || record) return;
    const answer = await checkRoleCode(value).catch(() => null);
    if (answer && !answer.success) throw new Error(answer.message);
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await saveRole({ ...values, id: record?.id });
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
    <Modal title={record ? '编辑角色' : '新增角色'} open={open} width={600} okText="确定" cancelText="关闭" confirmLoading={saving} onOk={() => void submit()} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }}>
        <Form.Item label="角色名称" name="roleName" rules={[{ required: true, message: '请输入角色名称' }, { max: 100, message: '最大长度100位字符' }]}>
          <Input placeholder="请输入角色名称" />
        </Form.Item>
        <Form.Item
          label="角色编码" name="roleCode" validateDebounce={300}
          rules={[
            { required: true, message: '请输入角色编码' },
            { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, message: '角色编码以字母开头，只能包含字母、数字、下划线和中划线' },
            { validator: codeFree },
          ]}
        >
          <Input placeholder="请输入角色编码" disabled={record !== null} />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 255, message: '最大长度255位字符' }]}>
          <Input.TextArea rows={3} placeholder="请输入描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
