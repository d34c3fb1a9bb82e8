import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { DictSelect, duplicateCheckRule, lengthRules } from 'shared-widgets';
import { POSITION_TEXTS as T, POSITION_URLS, type PositionRecord } from './position-types';

/** Props of {@link PositionForm}. */
export interface PositionFormProps {
  open: boolean;
  /** null: a new position */
  record: PositionRecord | null;
  onClose(saved: boolean): void;
}

/**
 * Add / edit a position (职务管理): code (letters, digits, _ and -, unique in the tenant through
 * /sys/duplicate/check), name, rank (dictionary position_rank). The server checks again; a changed
 * code is carried into the users holding the position.
 */
export function PositionForm({ open, record, onClose }: PositionFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string; name: string; rank?: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue({ code: record.code, name: record.name, rank: record.rank ?? undefined });
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const body = { ...values, rank: values.rank ?? null, id: record?.id };
      const answer = record ? await http.put(POSITION_URLS.edit, body) : await http.post(POSITION_URLS.add, body);
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
    <Modal title={record ? T.editTitle : T.addTitle} open={open} okText={T.save} cancelText={T.close} confirmLoading={saving} onOk={submit} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} name="positionForm" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }}>
        <Form.Item
          label={T.code} name="code" validateTrigger={['onChange', 'onBlur']}
          rules={[...lengthRules(T.code, { max: 100 }), { pattern: /^[A-Za-z0-9_-]+$/, message: T.codeRule }, duplicateCheckRule({ tableName: 'sys_position', fieldName: 'code', dataId: record?.id })]}
        >
          <Input placeholder={T.inputCode} />
        </Form.Item>
        <Form.Item label={T.name} name="name" rules={lengthRules(T.name, { max: 100 })}><Input placeholder={T.inputName} /></Form.Item>
        <Form.Item label={T.rank} name="rank"><DictSelect dictCode="position_rank" placeholder={T.chooseRank} /></Form.Item>
      </Form>
    </Modal>
  );
}
