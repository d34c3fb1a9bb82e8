import type { MenuProps } from 'antd';
import type { AppRoute } from '../router/app-route';
import { MenuIcon } from './menu-icon';

type Item = Required<MenuProps>['items'][number];

export const SHOW_MAP_KEY = '__show-map';
export const externalKey = (route: AppRoute) => `external:${route.id}`;

export function menuItems(routes: AppRoute[], depth = 0): Item[] {
  const items: Item[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const icon = depth === 0 ? <MenuIcon name={route.icon ?? 'appstore'} /> : route.icon ? <MenuIcon name={route.icon} /> : undefined;
    const children = route.external ? [] : menuItems(route.children, depth + 1);
    if (children.length > 0) items.push({ key: route.path, icon, label: route.title, children });
    else if (route.view.kind !== 'container') items.push({ key: route.external ? externalKey(route) : route.path, icon, label: route.title });
  }
  return items;
}

export function ancestorKeys(chain: AppRoute[]): string[] {
  return chain.slice(0, -1).map((r) => r.path);
}
