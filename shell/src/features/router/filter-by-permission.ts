import { hasPermission, type PermissionContext } from 'shared-session';
import type { AppRoute } from './app-route';

function allowed(route: AppRoute, ctx: PermissionContext): boolean {
  const codes = (route.permission ?? []).flatMap((p) => String(p.action ?? '').split(',')).map((c) => c.trim()).filter(Boolean);
  return codes.length === 0 || codes.some((code) => hasPermission(code, ctx));
}

export function filterByPermission(routes: AppRoute[], ctx: PermissionContext): AppRoute[] {
  return routes.filter((r) => allowed(r, ctx)).map((r) => ({ ...r, children: filterByPermission(r.children, ctx) }));
}
