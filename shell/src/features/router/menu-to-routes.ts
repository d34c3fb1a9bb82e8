import type { MenuNode } from 'shared-session';
import { HOME_PATH, type AppRoute } from './app-route';
import { resolveComponent } from './resolve-component';

function joinPath(parent: string, path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`.replace(/\/{2,}/g, '/');
}

function routeName(node: MenuNode, path: string): string {
  return node.name || path.replace(/^\/+/, '').replace(/[/:]+/g, '-') || node.id;
}

export function menuToRoutes(menu: MenuNode[] | null | undefined, parentPath = '', parentId?: string): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const node of menu ?? []) {
    if (!node || String(node.route ?? '1') === '0') continue;
    const meta = node.meta ?? { title: '' };
    const path = joinPath(parentPath, node.path || '');
    const url = meta.url || undefined;
    const external = meta.internalOrExternal === true || /^https?:\/\//.test(node.path || '');
    const childNodes = node.children ?? [];
    const route: AppRoute = {
      id: node.id || path,
      path,
      name: routeName(node, path),
      title: meta.title || node.name || path,
      icon: meta.icon || undefined,
      component: node.component || '',
      componentName: meta.componentName || undefined,
      keepAlive: Boolean(meta.keepAlive),
      hidden: Boolean(node.hidden),
      hideTab: Boolean(meta.hideTab),
      external,
      url: external ? url || node.path : url,
      redirect: node.redirect || undefined,
      permission: Array.isArray(meta.permissionList) ? meta.permissionList : undefined,
      view: resolveComponent(node.component, { url, componentName: meta.componentName, hasChildren: childNodes.length > 0 }),
      parentId,
      children: [],
    };
    route.children = external ? [] : menuToRoutes(childNodes, path, route.id);
    routes.push(route);
  }
  return routes;
}

export function flattenRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => [r, ...flattenRoutes(r.children)]);
}

const BUILTIN: AppRoute[] = [
  {
    id: 'builtin-home',
    path: HOME_PATH,
    name: 'dashboard-analysis',
    title: '首页',
    icon: 'dashboard',
    component: 'dashboard/Analysis',
    keepAlive: true,
    hidden: false,
    hideTab: false,
    external: false,
    view: { kind: 'shell', key: 'dashboard/Analysis' },
    children: [],
  },
  {
    id: 'builtin-account-settings-base',
    path: '/account/settings/base',
    name: 'account-settings-base',
    title: '账户设置',
    component: 'account/settings/BaseSetting',
    keepAlive: false,
    hidden: true,
    hideTab: false,
    external: false,
    view: { kind: 'shell', key: 'account/settings/BaseSetting' },
    children: [],
  },
];

export function withBuiltinRoutes(routes: AppRoute[]): AppRoute[] {
  const paths = new Set(flattenRoutes(routes).map((r) => r.path));
  const missing = BUILTIN.filter((b) => !paths.has(b.path));
  const home = missing.filter((b) => b.path === HOME_PATH);
  return [...home, ...routes, ...missing.filter((b) => b.path !== HOME_PATH)];
}
