/** A seeded sys_permission row (menu_type 0 top-level, 1 sub menu, 2 button). */
export interface SeedPermission {
  id: string;
  parentId: string | null;
  name: string;
  menuType: 0 | 1 | 2;
  url?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  perms?: string;
  /** '1' rule on; '0' rule off (button shown to all). */
  status?: '0' | '1';
  keepAlive?: boolean;
  hidden?: boolean;
  sortNo: number;
}

/**
 * The menu tree of docs/contracts.md: shell-owned components (dashboard/Analysis,
 * layouts/RouteView, account/settings/BaseSetting) and the fleet remote's pages
 * (`fleet/<ComponentName>`). fleet:car:edit has its rule off (status '0') to exercise allAuth.
 */
export const SEED_PERMISSIONS: SeedPermission[] = [
  { id: 'perm_dashboard', parentId: null, name: '首页', menuType: 0, url: '/dashboard/analysis', component: 'dashboard/Analysis', componentName: 'Analysis', icon: 'home', sortNo: 0 },
  { id: 'perm_fleet', parentId: null, name: '车辆监控', menuType: 0, url: '/fleet', component: 'layouts/RouteView', redirect: '/fleet/map', icon: 'car', sortNo: 1 },
  { id: 'perm_fleet_map', parentId: 'perm_fleet', name: '地图监控', menuType: 1, url: '/fleet/map', component: 'fleet/MapMonitor', componentName: 'MapMonitor', icon: 'environment', keepAlive: true, sortNo: 0 },
  { id: 'perm_fleet_cars', parentId: 'perm_fleet', name: '车辆列表', menuType: 1, url: '/fleet/cars', component: 'fleet/CarList', componentName: 'CarList', icon: 'unordered-list', sortNo: 1 },
  { id: 'perm_account_settings', parentId: null, name: '账户设置', menuType: 0, url: '/account/settings/base', component: 'account/settings/BaseSetting', componentName: 'BaseSetting', icon: 'setting', hidden: true, sortNo: 99 },
  { id: 'perm_btn_car_add', parentId: 'perm_fleet_cars', name: '添加车辆', menuType: 2, perms: 'fleet:car:add', sortNo: 0 },
  { id: 'perm_btn_car_edit', parentId: 'perm_fleet_cars', name: '编辑车辆', menuType: 2, perms: 'fleet:car:edit', status: '0', sortNo: 1 },
  { id: 'perm_btn_car_delete', parentId: 'perm_fleet_cars', name: '删除车辆', menuType: 2, perms: 'fleet:car:delete', sortNo: 2 },
  { id: 'perm_btn_car_export', parentId: 'perm_fleet_cars', name: '导出车辆', menuType: 2, perms: 'fleet:car:export', sortNo: 3 },
];

const MENU_IDS = SEED_PERMISSIONS.filter((p) => p.menuType !== 2).map((p) => p.id);

/** Role → granted permission ids: admin all, fleet_operator menus + export, readonly menus. */
export const SEED_ROLE_PERMISSIONS: Record<string, string[]> = {
  role_admin: SEED_PERMISSIONS.map((p) => p.id),
  role_fleet_operator: [...MENU_IDS, 'perm_btn_car_export'],
  role_readonly: [...MENU_IDS],
};
