import { flattenRoutes, menuToRoutes, withBuiltinRoutes } from '../src/features/router/menu-to-routes';
import { resolveComponent } from '../src/features/router/resolve-component';
import { menu } from './menu-fixture';

describe('menuToRoutes (spec §2.1)', () => {
  const routes = menuToRoutes(menu);
  const flat = flattenRoutes(routes);
  const byId = (id: string) => flat.find((r) => r.id === id);

  it("skips nodes whose route flag is '0'", () => {
    expect(byId('skip')).toBeUndefined();
    expect(flat.map((r) => r.id)).toEqual(['home', 'fleet', 'map', 'cars', 'detail', 'doc', 'odd']);
  });

  it('routes hidden items and marks them hidden', () => {
    expect(byId('detail')).toMatchObject({ path: '/fleet/car/:id', hidden: true });
  });

  it('joins relative child paths to the parent path and keeps meta', () => {
    expect(byId('cars')).toMatchObject({ path: '/fleet/cars', title: '车辆列表', keepAlive: false, parentId: 'fleet' });
    expect(byId('map')).toMatchObject({ keepAlive: true, componentName: 'MapMonitor' });
  });

  it('marks internalOrExternal links as external with their url', () => {
    expect(byId('doc')).toMatchObject({ external: true, url: 'https://example.com/doc', children: [] });
  });

  it('resolves components: shell views, layouts, remote prefix/view, missing', () => {
    expect(byId('home')?.view).toEqual({ kind: 'shell', key: 'dashboard/Analysis' });
    expect(byId('fleet')?.view).toEqual({ kind: 'container' });
    expect(byId('map')?.view).toEqual({ kind: 'remote', component: 'fleet/MapMonitor', prefix: 'fleet', view: 'MapMonitor', componentName: 'MapMonitor' });
    expect(byId('odd')?.view).toEqual({ kind: 'missing', component: 'Odd' });
    expect(resolveComponent('account/settings/BaseSetting')).toEqual({ kind: 'shell', key: 'account/settings/BaseSetting' });
    expect(resolveComponent('layouts/IframePageView', { url: 'https://x' })).toEqual({ kind: 'iframe', url: 'https://x' });
    expect(resolveComponent('/views/system/UserList.vue')).toMatchObject({ kind: 'remote', prefix: 'system', view: 'UserList' });
  });

  it('adds the home and account settings routes when the menu lacks them', () => {
    const withBuiltins = flattenRoutes(withBuiltinRoutes(menuToRoutes(menu.slice(1))));
    expect(withBuiltins[0]).toMatchObject({ path: '/dashboard/analysis', title: '首页' });
    expect(withBuiltins.find((r) => r.name === 'account-settings-base')).toMatchObject({ path: '/account/settings/base', hidden: true });
    expect(flattenRoutes(withBuiltinRoutes(routes)).filter((r) => r.path === '/dashboard/analysis')).toHaveLength(1);
  });

  it('tolerates an empty or missing menu', () => {
    expect(menuToRoutes(undefined)).toEqual([]);
    expect(menuToRoutes([])).toEqual([]);
  });
});
