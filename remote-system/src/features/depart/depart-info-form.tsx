import { App, Button, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { fetchDepart, saveDepart } from './depart-api';
import { DepartFormFields } from './depart-form-fields';

/** Props of {@link DepartInfoForm}. */
export interface DepartInfoFormProps {
  departId: string;
  /** may save (system:depart:edit) */
  editable: boolean;
  onSaved(): void;
}

/**
 * 基本信息 of the selected department: loads it (queryById), shows its org code (generated, fixed)
 * and saves the edited fields through PUT /sys/sysDepart/edit.
 */
export function DepartInfoForm({ departId, editable, onSaved }: DepartInfoFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setLoading(true);
    fetchDepart(departId)
      .then((a) => {
        form.resetFields();
        if (a.success) form.setFieldsValue(a.result);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [departId, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await saveDepart({ ...values, id: departId });
      if (answer.success) {
        message.success(answer.message);
        onSaved();
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin spinning={loading}>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} disabled={!editable}>
        <Form.Item label="机构编码" name="orgCode"><Input disabled /></Form.Item>
        <DepartFormFields />
        {editable && (
          <Form.Item wrapperCol={{ offset: 5 }}>
            <Button type="primary" loading={saving} onClick={() => void submit()}>保存</Button>
          </Form.Item>
        )}
      </Form>
    </Spin>
  );
}
