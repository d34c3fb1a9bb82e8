import { Alert, App, Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { usePermission } from 'shared-session';
import { lengthRules } from 'shared-widgets';
import { saveDataSource, testConnection } from './datasource-api';
import { DATASOURCE_BUTTONS, DATASOURCE_TEXTS as T, DB_TYPE_OPTIONS, type DataSourceRecord } from './datasource-types';

/** Props of {@link DataSourceForm}. */
export interface DataSourceFormProps {
  open: boolean;
  /** null: a new data source */
  record: DataSourceRecord | null;
  onClose(saved: boolean): void;
}

interface Values {
  code: string;
  name: string;
  dbType: string;
  dbHost: string;
  dbPort: number;
  dbName: string;
  dbUsername: string;
  dbPassword?: string;
  remark?: string;
}

const IDENT = /^[A-Za-z0-9_.-]{1,63}$/;
const CONNECTION_FIELDS = ['dbType', 'dbHost', 'dbPort', 'dbName', 'dbUsername', 'dbPassword'] as const;

/**
 * Add / edit a data source (多数据源管理; docs/admin-contract.md "Data sources and gateway routes"):
 * code (letter first), name, type postgresql | mysql (the port follows the type while untouched),
 * host, port 1-65535, database, user, password (empty on edit = keep the stored one), remark.
 * 连接测试 (system:dataSource:test) posts the typed connection fields (with the id on edit, so an
 * empty password tests the stored one) and shows 数据库连接成功 or the failure message. A refused
 * save shows the server's message (数据源编码已存在, a field message) in the dialog.
 */
export function DataSourceForm({ open, record, onClose }: DataSourceFormProps) {
  const { message } = App.useApp();
  const has = usePermission();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const dbType = Form.useWatch('dbType', form);

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    form.resetFields();
    if (record) {
      form.setFieldsValue({
        code: record.code, name: record.name, dbType: record.dbType, dbHost: record.dbHost, dbPort: record.dbPort,
        dbName: record.dbName, dbUsername: record.dbUsername, dbPassword: '', remark: record.remark ?? '',
      });
    }
  }, [open, record, form]);

  const onTypeChange = (value: string) => {
    const port = form.getFieldValue('dbPort');
    if (port === undefined || port === null || DB_TYPE_OPTIONS.some((o) => o.port === port)) {
      form.setFieldValue('dbPort', DB_TYPE_OPTIONS.find((o) => o.value === value)?.port);
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    setServerError(null);
    const outcome = await saveDataSource({ ...values, remark: values.remark ?? '' }, record?.id);
    setSaving(false);
    if (outcome.ok) {
      message.success(outcome.message);
      onClose(true);
    } else if (!outcome.reported) setServerError(outcome.message);
  };

  const test = async () => {
    const values = await form.validateFields([...CONNECTION_FIELDS]).catch(() => null);
    if (!values) return;
    setTesting(true);
    const outcome = await testConnection({ ...values, id: record?.id });
    setTesting(false);
    if (outcome.ok) message.success(outcome.message);
    else if (!outcome.reported) message.error(outcome.message);
  };

  const footer = [
    has(DATASOURCE_BUTTONS.test) && <Button key="test" loading={testing} onClick={() => void test()}>{T.testConnection}</Button>,
    <Button key="close" onClick={() => onClose(false)}>{T.close}</Button>,
    <Button key="save" type="primary" loading={saving} onClick={() => void submit()}>{T.save}</Button>,
  ];

  return (
    <Modal title={record ? T.editTitle : T.addTitle} open={open} width={640} footer={footer} onCancel={() => onClose(false)} destroyOnHidden>
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
      <Form form={form} name="dataSourceForm" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} initialValues={{ dbType: 'postgresql', dbPort: 5432 }}>
        <Form.Item label={T.code} name="code" rules={[...lengthRules(T.code, { max: 100 }), { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, message: T.codeRule }]}>
          <Input placeholder={T.inputCode} />
        </Form.Item>
        <Form.Item label={T.name} name="name" rules={lengthRules(T.name, { max: 100 })}><Input placeholder={T.inputName} /></Form.Item>
        <Form.Item label={T.dbType} name="dbType" rules={[{ required: true, message: T.chooseDbType }]} extra={dbType === 'mysql' ? T.mysqlHint : undefined}>
          <Select placeholder={T.chooseDbType} options={DB_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }))} onChange={onTypeChange} />
        </Form.Item>
        <Form.Item label={T.dbHost} name="dbHost" rules={[{ required: true, whitespace: true, message: T.inputHost }]}><Input placeholder={T.inputHost} /></Form.Item>
        <Form.Item label={T.dbPort} name="dbPort" rules={[{ required: true, message: T.inputPort }]}>
          <InputNumber min={1} max={65535} precision={0} placeholder={T.inputPort} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={T.dbName} name="dbName" rules={[{ required: true, message: T.inputDbName }, { pattern: IDENT, message: `${T.dbName}${T.identRule}` }]}>
          <Input placeholder={T.inputDbName} />
        </Form.Item>
        <Form.Item label={T.dbUsername} name="dbUsername" rules={[{ required: true, message: T.inputUsername }, { pattern: IDENT, message: `${T.dbUsername}${T.identRule}` }]}>
          <Input placeholder={T.inputUsername} autoComplete="off" />
        </Form.Item>
        <Form.Item label={T.dbPassword} name="dbPassword" rules={[{ max: 128, message: T.passwordMax }]}>
          <Input.Password placeholder={record ? T.keepPassword : T.inputPassword} autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={T.remark} name="remark" rules={[{ max: 500, message: T.remarkMax }]}><Input.TextArea rows={2} placeholder={T.inputRemark} /></Form.Item>
      </Form>
    </Modal>
  );
}
