import { Spin } from 'antd';
import { Suspense } from 'react';
import { ModuleNotFound } from '../remotes/module-not-found';
import { RemoteView } from '../remotes/remote-view';
import { ViewErrorBoundary } from '../remotes/view-error-boundary';
import { forgetView } from '../remotes/view-loader';
import type { AppRoute } from '../router/app-route';
import { IframePageView } from './iframe-page-view';
import { shellViews } from './shell-views';

const loading = (
  <div style={{ padding: 80, textAlign: 'center' }}>
    <Spin size="large" />
  </div>
);

function ViewBody({ route }: { route: AppRoute }) {
  const view = route.view;
  switch (view.kind) {
    case 'shell': {
      const View = shellViews[view.key];
      return View ? <View /> : <ModuleNotFound component={view.key} />;
    }
    case 'iframe':
      return <IframePageView url={view.url} title={route.title} />;
    case 'remote':
      return <RemoteView view={view} />;
    case 'missing':
      return <ModuleNotFound component={view.component || route.path} />;
    default:
      return null;
  }
}

export function ViewHost({ route }: { route: AppRoute }) {
  const view = route.view;
  const onRetry = view.kind === 'remote' ? () => forgetView(view.component) : undefined;
  return (
    <ViewErrorBoundary onRetry={onRetry}>
      <Suspense fallback={loading}>
        <ViewBody route={route} />
      </Suspense>
    </ViewErrorBoundary>
  );
}
