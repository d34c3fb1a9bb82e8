import { useEffect } from 'react';
import type { AppRoute } from '../router/app-route';
import { resolveComponent } from '../router/resolve-component';
import { SYSTEM_NAME } from '../router/app-route';
import { ViewHost } from '../views/view-host';

const route: AppRoute = {
  id: 'show-map',
  path: '/show-map',
  name: 'show-map',
  title: '地图展示',
  component: 'fleet/ShowMap',
  componentName: 'ShowMap',
  keepAlive: false,
  hidden: true,
  hideTab: true,
  external: false,
  view: resolveComponent('fleet/ShowMap', { componentName: 'ShowMap' }),
  children: [],
};

export function ShowMapPage() {
  useEffect(() => {
    document.title = `地图展示 · ${SYSTEM_NAME}`;
  }, []);
  return (
    <div className="show-map-page">
      <ViewHost route={route} />
    </div>
  );
}
