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
import { theme } from './theme';

export function App() {
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
