import { App, Spin } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from 'shared-session';
import { afterPermissionFetch, decideGuard } from './guard-decision';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const menuLoaded = useSessionStore((s) => s.permissionList.length > 0);
  const fetching = useRef(false);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideGuard({ pathname: location.pathname, fullPath, search: location.search, token, menuLoaded });

  useEffect(() => {
    if (decision.type !== 'fetch-permissions' || fetching.current) return;
    fetching.current = true;
    const here = { fullPath, search: location.search };
    const { fetchPermissions, logout } = useSessionStore.getState();
    fetchPermissions()
      .then(() => {
        const outcome = afterPermissionFetch(true, here);
        if (outcome.type === 'go') navigate(outcome.to, { replace: true });
      })
      .catch(async (error: Error) => {
        if (!(error as { isAxiosError?: boolean }).isAxiosError) message.error(error.message);
        await logout();
        const outcome = afterPermissionFetch(false, here);
        if (outcome.type === 'logout') navigate(outcome.to, { replace: true });
      })
      .finally(() => {
        fetching.current = false;
      });
  }, [decision.type, fullPath, location.search, navigate, message]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'fetch-permissions') return <Spin fullscreen size="large" description="加载中…" />;
  return <>{children}</>;
}
