import type { SysPermission } from '../../db/types.js';

/** A menu node of getUserPermissionByToken (JeecgBoot shape, docs/contracts.md). */
export interface MenuNode {
  id: string;
  route: '1' | '0';
  path: string;
  name: string;
  component: string | null;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: {
    title: string;
    icon?: string;
    keepAlive: boolean;
    internalOrExternal: boolean;
    componentName: string | null;
    url?: string;
    hideTab?: boolean;
  };
  children?: MenuNode[];
}

/** JeecgBoot route name from a path: '/account/settings/base' → 'account-settings-base'. */
export function routeNameOf(url: string): string {
  const trimmed = url.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed.replace(/[/:?=&]+/g, '-') || 'root';
}

function toMenuNode(p: SysPermission): MenuNode {
  const path = p.url ?? '';
  const external = /^https?:\/\//i.test(path);
  const node: MenuNode = {
    id: p.id,
    route: p.is_route ? '1' : '0',
    path,
    name: routeNameOf(path),
    component: p.component,
    meta: {
      title: p.name,
      keepAlive: p.keep_alive,
      internalOrExternal: p.internal_or_external,
      componentName: p.component_name,
    },
  };
  if (p.icon) node.meta.icon = p.icon;
  if (external || p.internal_or_external) node.meta.url = path;
  if (p.hide_tab) node.meta.hideTab = true;
  if (p.redirect) node.redirect = p.redirect;
  if (p.hidden) node.hidden = true;
  if (p.always_show) node.alwaysShow = true;
  return node;
}

/**
 * Builds the menu tree from the user's menu rows (menu_type 0/1, sorted by sort_no). A row whose
 * parent is not among the rows is dropped unless it is top level, so a grant never exposes an
 * orphan page. `children` is present only when non-empty.
 */
export function buildMenuTree(rows: SysPermission[]): MenuNode[] {
  const sorted = [...rows].sort((a, b) => a.sort_no - b.sort_no || a.id.localeCompare(b.id));
  const ids = new Set(sorted.map((r) => r.id));
  const byParent = new Map<string | null, SysPermission[]>();
  for (const r of sorted) {
    const parent = r.parent_id && ids.has(r.parent_id) ? r.parent_id : r.parent_id ? undefined : null;
    if (parent === undefined) continue;
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(r);
    else byParent.set(parent, [r]);
  }
  const build = (parent: string | null): MenuNode[] => (byParent.get(parent) ?? []).map((r) => {
    const node = toMenuNode(r);
    const children = build(r.id);
    if (children.length) node.children = children;
    return node;
  });
  return build(null);
}
