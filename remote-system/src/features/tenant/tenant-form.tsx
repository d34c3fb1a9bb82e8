import { App, DatePicker, Form, Input, InputNumber, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { lengthRules } from 'shared-widgets';
import { TENANT_TEXTS as T, TENANT_URLS, type TenantRecord } from './tenant-types';

/** Props of {@link TenantForm}. */
export interface TenantFormProps {
  open: boolean;
  /** null: a new tenant */
  record: TenantRecord | null;
  onClose(saved: boolean): void;
}

interface Values {
  id?: number | null;
  name: string;
  status: 0 | 1;
  beginDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Add / edit a tenant (租户管理): number (add only, empty = next free), name, status (正常 / 冻结:
 * a frozen tenant's users can neither sign in nor call) and the validity window. The platform
 * tenant can only be renamed (the server refuses the rest).
 */
export function TenantForm({ open, record, onClose }: TenantFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) {
      form.setFieldsValue({
        name: record.name, status: record.status === 0 ? 0 : 1,
        beginDate: record.beginDate ? dayjs(record.beginDate) : null, endDate: record.endDate ? dayjs(record.endDate) : null,
      });
    }
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      id: record?.id ?? values.id ?? undefined, name: values.name, status: values.status,
      beginDate: values.beginDate ? values.beginDate.format(FORMAT) : null, endDate: values.endDate ? values.endDate.format(FORMAT) : null,
    };
    setSaving(true);
    try {
      const answer = record ? await http.put(TENANT_URLS.edit, body) : await http.post(TENANT_URLS.add, body);
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
      <Form form={form} name="tenantForm" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} initialValues={{ status: 1 }}>
        {!record && (
          <Form.Item label={T.id} name="id"><InputNumber min={1} max={999999999} precision={0} placeholder={T.idHint} style={{ width: '100%' }} /></Form.Item>
        )}
        <Form.Item label={T.name} name="name" rules={lengthRules(T.name, { max: 100 })}><Input placeholder={T.inputName} /></Form.Item>
        <Form.Item label={T.status} name="status">
          <Radio.Group options={[{ value: 1, label: T.normal }, { value: 0, label: T.frozen }]} />
        </Form.Item>
        <Form.Item label={T.beginDate} name="beginDate"><DatePicker showTime format={FORMAT} style={{ width: '100%' }} /></Form.Item>
        <Form.Item label={T.endDate} name="endDate"><DatePicker showTime format={FORMAT} style={{ width: '100%' }} /></Form.Item>
      </Form>
    </Modal>
  );
}
