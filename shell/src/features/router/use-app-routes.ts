import { useMemo } from 'react';
import { matchPath } from 'react-router-dom';
import { useSessionStore } from 'shared-session';
import type { AppRoute } from './app-route';
import { filterByPermission } from './filter-by-permission';
import { flattenRoutes, menuToRoutes, withBuiltinRoutes } from './menu-to-routes';

export interface RouteIndex {
  tree: AppRoute[];
  flat: AppRoute[];
  byId: Map<string, AppRoute>;
}

export function buildRouteIndex(tree: AppRoute[]): RouteIndex {
  const flat = flattenRoutes(tree);
  return { tree, flat, byId: new Map(flat.map((r) => [r.id, r])) };
}

export function useAppRoutes(): RouteIndex {
  const menu = useSessionStore((s) => s.permissionList);
  const auth = useSessionStore((s) => s.auth);
  const allAuth = useSessionStore((s) => s.allAuth);
  return useMemo(() => buildRouteIndex(withBuiltinRoutes(filterByPermission(menuToRoutes(menu), { auth, allAuth }))), [menu, auth, allAuth]);
}

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

export function matchAppRoute(flat: AppRoute[], pathname: string): RouteMatch | undefined {
  const candidates = flat.filter((r) => !r.external && r.path.startsWith('/'));
  const exact = candidates.find((r) => r.path === pathname);
  if (exact) return { route: exact, params: {} };
  for (const route of candidates) {
    const m = matchPath({ path: route.path, end: true }, pathname);
    if (m) return { route, params: m.params };
  }
  return undefined;
}

export function routeChain(index: RouteIndex, route: AppRoute): AppRoute[] {
  const chain: AppRoute[] = [];
  for (let r: AppRoute | undefined = route; r; r = r.parentId ? index.byId.get(r.parentId) : undefined) chain.unshift(r);
  return chain;
}
