import { Button, Form, Input, Space } from 'antd';
import { DepartSelectInput, DictSelect } from 'shared-widgets';
import { USER_TEXTS as T } from './user-texts';

/** Props of {@link UserQuery}. */
export interface UserQueryProps {
  onSearch(values: Record<string, unknown>): void;
  onReset(): void;
}

/**
 * The query bar of 用户管理: username and name (contains), sex, mobile, status and a department
 * (with its sub-departments, `departId`), sent as the list's query parameters.
 */
export function UserQuery({ onSearch, onReset }: UserQueryProps) {
  const [form] = Form.useForm();
  const clean = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return (
    <Form form={form} name="userQuery" layout="inline" onFinish={(v) => onSearch(clean(v))} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="username" label={T.username}><Input allowClear placeholder={T.inputUsername} style={{ width: 150 }} /></Form.Item>
      <Form.Item name="realname" label={T.realname}><Input allowClear placeholder={T.inputRealname} style={{ width: 150 }} /></Form.Item>
      <Form.Item name="sex" label={T.sex}><DictSelect dictCode="sex" placeholder={T.chooseSex} style={{ width: 110 }} /></Form.Item>
      <Form.Item name="phone" label={T.phone}><Input allowClear style={{ width: 140 }} /></Form.Item>
      <Form.Item name="status" label={T.status}><DictSelect dictCode="user_status" placeholder={T.chooseStatus} style={{ width: 110 }} /></Form.Item>
      <Form.Item name="departId" label={T.departs}><DepartSelectInput multi={false} store="id" /></Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">{T.search}</Button>
        <Button onClick={() => { form.resetFields(); onReset(); }}>{T.reset}</Button>
      </Space>
    </Form>
  );
}
