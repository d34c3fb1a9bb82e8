import { REPORT_MENU } from '../reports/menu.js';

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
 * (`fleet/<ComponentName>`). Every management button has its rule on: a read-only user may not change data.
 */
export const SEED_PERMISSIONS: SeedPermission[] = [
  { id: 'perm_dashboard', parentId: null, name: '首页', menuType: 0, url: '/dashboard/analysis', component: 'dashboard/Analysis', componentName: 'Analysis', icon: 'home', sortNo: 0 },
  { id: 'perm_fleet', parentId: null, name: '车辆监控', menuType: 0, url: '/fleet', component: 'layouts/RouteView', redirect: '/fleet/map', icon: 'car', sortNo: 1 },
  { id: 'perm_fleet_map', parentId: 'perm_fleet', name: '地图监控', menuType: 1, url: '/fleet/map', component: 'fleet/MapMonitor', componentName: 'MapMonitor', icon: 'environment', keepAlive: true, sortNo: 0 },
  { id: 'perm_fleet_cars', parentId: 'perm_fleet', name: '车辆列表', menuType: 1, url: '/fleet/cars', component: 'fleet/CarList', componentName: 'CarList', icon: 'unordered-list', sortNo: 1 },
  { id: 'perm_fleet_playback', parentId: 'perm_fleet', name: '轨迹回放', menuType: 1, url: '/fleet/playback', component: 'fleet/TrackPlayback', componentName: 'TrackPlayback', icon: 'history', sortNo: 2 },
  { id: 'perm_fleet_org', parentId: 'perm_fleet', name: '组织管理', menuType: 1, url: '/fleet/org', component: 'fleet/OrgManage', componentName: 'OrgManage', icon: 'apartment', sortNo: 20 },
  ...REPORT_MENU,
  { id: 'perm_account_settings', parentId: null, name: '账户设置', menuType: 0, url: '/account/settings/base', component: 'account/settings/BaseSetting', componentName: 'BaseSetting', icon: 'setting', hidden: true, sortNo: 99 },
  { id: 'perm_btn_car_add', parentId: 'perm_fleet_cars', name: '添加车辆', menuType: 2, perms: 'fleet:car:add', sortNo: 0 },
  { id: 'perm_btn_car_edit', parentId: 'perm_fleet_cars', name: '编辑车辆', menuType: 2, perms: 'fleet:car:edit', sortNo: 1 },
  { id: 'perm_btn_car_delete', parentId: 'perm_fleet_cars', name: '删除车辆', menuType: 2, perms: 'fleet:car:delete', sortNo: 2 },
  { id: 'perm_btn_car_export', parentId: 'perm_fleet_cars', name: '导出车辆', menuType: 2, perms: 'fleet:car:export', sortNo: 3 },
  { id: 'perm_btn_car_move', parentId: 'perm_fleet_cars', name: '转移组织', menuType: 2, perms: 'fleet:car:move', sortNo: 4 },
  { id: 'perm_btn_org_add', parentId: 'perm_fleet_org', name: '新增组织', menuType: 2, perms: 'fleet:org:add', sortNo: 0 },
  { id: 'perm_btn_org_edit', parentId: 'perm_fleet_org', name: '编辑组织', menuType: 2, perms: 'fleet:org:edit', sortNo: 1 },
  { id: 'perm_btn_org_delete', parentId: 'perm_fleet_org', name: '删除组织', menuType: 2, perms: 'fleet:org:delete', sortNo: 2 },
  { id: 'perm_btn_alarm_handle', parentId: 'perm_fleet_map', name: '处理报警', menuType: 2, perms: 'fleet:alarm:handle', sortNo: 0 },
  { id: 'perm_btn_alarm_rule', parentId: 'perm_fleet_map', name: '报警规则设置', menuType: 2, perms: 'fleet:alarm:rule', sortNo: 1 },
];

const MENU_IDS = SEED_PERMISSIONS.filter((p) => p.menuType !== 2).map((p) => p.id);

/** Role → granted permission ids: admin all, fleet_operator menus + export, readonly menus. */
export const SEED_ROLE_PERMISSIONS: Record<string, string[]> = {
  role_admin: SEED_PERMISSIONS.map((p) => p.id),
  // the operator manages the vehicles and departments of their own branch (scope checked per call)
  role_fleet_operator: [...MENU_IDS, 'perm_btn_car_export', 'perm_btn_car_add', 'perm_btn_car_edit', 'perm_btn_car_delete', 'perm_btn_car_move',
    'perm_btn_org_add', 'perm_btn_org_edit', 'perm_btn_org_delete', 'perm_btn_alarm_handle'],
  role_readonly: [...MENU_IDS],
};
