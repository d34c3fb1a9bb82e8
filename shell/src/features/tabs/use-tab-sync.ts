import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setRouteContext } from 'shared-session';
import type { RouteMatch } from '../router/use-app-routes';
import { documentTitle, tabKey } from './tab-rules';
import { useTabStore } from './tab-store';

export function useTabSync(match: RouteMatch | undefined): string {
  const location = useLocation();
  const fullPath = tabKey(location);
  const open = useTabStore((s) => s.open);
  const route = match?.route;
  const params = match?.params;

  useEffect(() => {
    setRouteContext({ name: route?.name, params });
    document.title = documentTitle(route?.title, fullPath);
    if (!route || route.view.kind === 'container' || route.hideTab) return;
    open({ fullPath, path: route.path, name: route.name, title: route.title, keepAlive: route.keepAlive, componentName: route.componentName });
  }, [fullPath, route, params, open]);

  return fullPath;
}
