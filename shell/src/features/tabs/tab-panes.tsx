import type { AppRoute } from '../router/app-route';
import type { RouteIndex } from '../router/use-app-routes';
import { ViewHost } from '../views/view-host';
import { useTabStore } from './tab-store';

interface Pane {
  fullPath: string;
  route: AppRoute;
}

export function TabPanes({ index, active, current }: { index: RouteIndex; active: string; current?: AppRoute }) {
  const tabs = useTabStore((s) => s.tabs);
  const refreshKeys = useTabStore((s) => s.refreshKeys);
  const byPath = new Map(index.flat.map((r) => [r.path, r]));
  const panes: Pane[] = [];
  for (const tab of tabs) {
    const route = tab.fullPath === active ? current : byPath.get(tab.path);
    if (route && (tab.fullPath === active || route.keepAlive)) panes.push({ fullPath: tab.fullPath, route });
  }
  if (current && current.view.kind !== 'container' && !panes.some((p) => p.fullPath === active)) panes.push({ fullPath: active, route: current });

  return (
    <>
      {panes.map(({ fullPath, route }) => (
        <div key={`${fullPath}#${refreshKeys[fullPath] ?? 0}`} className="tab-pane" data-tab-pane={fullPath} style={{ display: fullPath === active ? 'block' : 'none' }}>
          <ViewHost route={route} />
        </div>
      ))}
    </>
  );
}
