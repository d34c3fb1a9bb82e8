import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { passwordRules, usernameRules } from './login-rules';

export interface Credentials {
  username: string;
  password: string;
}

interface Props {
  loading?: boolean;
  error?: string;
  onSubmit(values: Credentials): void;
}

export function LoginForm({ loading, error, onSubmit }: Props) {
  return (
    <Form<Credentials> name="login" size="large" onFinish={onSubmit} autoComplete="off" className="login-form">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
      <Form.Item name="username" rules={usernameRules}>
        <Input prefix={<UserOutlined />} placeholder="请输入用户名" aria-label="用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={passwordRules}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" aria-label="密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={loading}>
          登 录
        </Button>
      </Form.Item>
    </Form>
  );
}
