import { App } from 'antd';
import { useState } from 'react';
import { greeting, http, useSessionStore, type LoginResult } from 'shared-session';
import type { Credentials } from './login-form';

export function useLogin(onSuccess: (result: LoginResult) => void) {
  const { notification } = App.useApp();
  const login = useSessionStore((s) => s.login);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (values: Credentials) => {
    setLoading(true);
    setError(undefined);
    try {
      const answer = await http.post<LoginResult>('/sys/login', values);
      if (String(answer.code) !== '200') {
        setError(answer.message || '登录失败');
        return;
      }
      const result = login(answer);
      notification.success({ title: '欢迎', description: `${greeting()}，欢迎回来` });
      onSuccess(result);
    } catch (e) {
      const data = (e as { response?: { data?: { message?: string } } }).response?.data;
      setError(data?.message || (e as Error).message || '登录失败');
    } finally {
      setLoading(false);
    }
  };

  return { submit, loading, error };
}
