import { Typography } from 'antd';
import { useEffect } from 'react';
import type { LoginResult } from 'shared-session';
import { useDepartPrompt } from '../depart/depart-prompt-store';
import { SYSTEM_NAME } from '../router/app-route';
import { LoginForm } from './login-form';
import { Logo } from './logo';
import { useLogin } from './use-login';

export function LoginPage() {
  const setDepartPending = useDepartPrompt((s) => s.setPending);
  const { submit, loading, error } = useLogin((result: LoginResult) => setDepartPending(Number(result.multi_depart) === 2));

  useEffect(() => {
    document.title = `登录 · ${SYSTEM_NAME}`;
  }, []);

  return (
    <div className="login-page">
      <div className="login-panel">
        <div className="login-brand">
          <Logo size={44} />
          <Typography.Title level={2} className="login-title">
            {SYSTEM_NAME}
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary" className="login-subtitle">
          车辆实时定位 · 轨迹回放 · 报警监控
        </Typography.Paragraph>
        <LoginForm loading={loading} error={error} onSubmit={submit} />
      </div>
      <div className="login-footer">
        Copyright © {new Date().getFullYear()} {SYSTEM_NAME}
      </div>
    </div>
  );
}
