import { useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '../features/router/app-routes';
import { RouteGuard } from '../features/router/route-guard';
import { ScrollToTop } from '../features/router/scroll-to-top';
import { AppErrorBoundary } from './app-error-boundary';
import { HttpUiBridge } from './http-ui-bridge';
import { queryClient } from './query-client';
import { useLayoutStore } from '../features/layout/layout-store';
import { themeFor } from './theme';

export function App() {
  const color = useLayoutStore((s) => s.color);
  const theme = useMemo(() => themeFor(color), [color]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp>
        <HttpUiBridge />
        <QueryClientProvider client={queryClient}>
          <AppErrorBoundary>
            <BrowserRouter basename="/">
              <ScrollToTop />
              <RouteGuard>
                <AppRoutes />
              </RouteGuard>
            </BrowserRouter>
          </AppErrorBoundary>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
