import { Alert, App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { lengthRules } from 'shared-widgets';
import { saveGatewayRoute } from './gateway-api';
import { GATEWAY_TEXTS as T, gatewayAddress, type GatewayRouteRecord } from './gateway-types';

/** Props of {@link GatewayRouteForm}. */
export interface GatewayRouteFormProps {
  open: boolean;
  /** null: a new route */
  record: GatewayRouteRecord | null;
  onClose(saved: boolean): void;
}

interface Values {
  name: string;
  path: string;
  uri: string;
  stripPrefix: number;
  status: '1' | '0';
  sortOrder: number;
}

/**
 * Add / edit a gateway route (网关路由; docs/admin-contract.md "Data sources and gateway routes"):
 * name, path ('/api-ext/**'), target URI (http / https), strip prefix 0-10, status, order 0-99999.
 * Only presence and ranges are checked here; the server validates path and target and its
 * messages (该路由路径已存在, 路由路径必须以/开头…, 目标地址必须是http或https地址…, 目标主机不在
 * 允许列表…) are shown in the dialog. Shows the /jeecg-boot/gateway/<path> address being defined.
 */
export function GatewayRouteForm({ open, record, onClose }: GatewayRouteFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const path = Form.useWatch('path', form);

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    form.resetFields();
    if (record) {
      form.setFieldsValue({ name: record.name, path: record.path, uri: record.uri, stripPrefix: record.stripPrefix, status: record.status, sortOrder: record.sortOrder });
    }
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    setServerError(null);
    const outcome = await saveGatewayRoute({ ...values, name: values.name.trim(), path: values.path.trim(), uri: values.uri.trim() }, record?.id);
    setSaving(false);
    if (outcome.ok) {
      message.success(outcome.message);
      onClose(true);
    } else if (!outcome.reported) setServerError(outcome.message);
  };

  return (
    <Modal
      title={record ? T.editTitle : T.addTitle} open={open} width={640} okText={T.save} cancelText={T.close}
      confirmLoading={saving} onOk={() => void submit()} onCancel={() => onClose(false)} destroyOnHidden
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
      <Form
        form={form} name="gatewayRouteForm" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }}
        initialValues={{ stripPrefix: 0, status: '1', sortOrder: 0 }}
      >
        <Form.Item label={T.name} name="name" rules={[...lengthRules(T.name), { max: 100, message: T.nameMax }]}><Input placeholder={T.inputName} /></Form.Item>
        <Form.Item
          label={T.path} name="path" rules={lengthRules(T.path)}
          extra={typeof path === 'string' && path.trim().startsWith('/') ? gatewayAddress(path.trim()) : T.pathHint}
        >
          <Input placeholder={T.inputPath} />
        </Form.Item>
        <Form.Item label={T.uri} name="uri" rules={lengthRules(T.uri)}><Input placeholder={T.inputUri} /></Form.Item>
        <Form.Item label={T.stripPrefix} name="stripPrefix" extra={T.stripHint} rules={[{ required: true, message: T.stripHint }]}>
          <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={T.sortOrder} name="sortOrder" rules={[{ required: true, message: T.inputSortOrder }]}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={T.status} name="status" rules={[{ required: true, message: T.chooseStatus }]}>
          <Radio.Group options={[{ value: '1', label: T.enabled }, { value: '0', label: T.disabled }]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
