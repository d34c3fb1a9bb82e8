import { App, Form, Modal, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { http } from 'shared-session';

/** Props of {@link EntityFormModal}. */
export interface EntityFormModalProps<R extends { id?: string }> {
  open: boolean;
  /** title when adding (record null) and when editing */
  titles: [add: string, edit: string];
  /** null: add */
  record: R | null;
  /** POST url of add, PUT url of edit (relative to the API base) */
  urls: { add: string; edit: string };
  /** form values of a record (default: the record itself) */
  toValues?(record: R): Record<string, unknown>;
  /** request body of the form values (default: the values, plus id when editing) */
  toBody?(values: Record<string, unknown>): Record<string, unknown>;
  /** defaults of a new record */
  initialValues?: Record<string, unknown>;
  width?: number;
  children: ReactNode | ((form: FormInstance) => ReactNode);
  onClose(saved: boolean): void;
}

/**
 * The add / edit dialog of the administration lists (issue 5): a Form in a Modal that validates,
 * POSTs urls.add or PUTs urls.edit (with the record id) and shows the server message
 * (添加成功！ / 编辑成功! or the 400 reason). Closes with saved=true after a success.
 */
export function EntityFormModal<R extends { id?: string }>(props: EntityFormModalProps<R>) {
  const { open, record, titles, urls, toValues, toBody, initialValues, width, children, onClose } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(toValues ? toValues(record) : record);
  }, [open, record, form, toValues]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { ...(toBody ? toBody(values) : values), ...(record?.id ? { id: record.id } : {}) };
    setSaving(true);
    try {
      const answer = record ? await http.put(urls.edit, body) : await http.post(urls.add, body);
      if (answer.success) {
        message.success(answer.message);
        onClose(true);
      } else {
        message.warning(answer.message);
      }
    } catch {
      // the HTTP layer reported it
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={record ? titles[1] : titles[0]} open={open} width={width ?? 640} okText="保存" cancelText="关闭" confirmLoading={saving}
      onOk={submit} onCancel={() => onClose(false)} destroyOnHidden forceRender>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} initialValues={initialValues}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
