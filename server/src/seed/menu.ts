import { REPORT_MENU } from '../reports/menu.js';
import { OPS_BUTTONS, OPS_MENUS } from './ops.js';
import { USER_ADMIN_MENU } from '../admin/users/seed-menu.js';
import { PERMISSION_ADMIN_MENUS } from '../admin/permissions/seed-menus.js';
import { DICT_ADMIN_MENU } from '../admin/dicts/seed-menu.js';
import { DATASOURCE_GATEWAY_MENU } from '../admin/datasource/seed-menu.js';
import { OSS_MENU } from '../files/oss-menu.js';

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
  { id: 'perm_system', parentId: null, name: '系统管理', menuType: 0, url: '/system', component: 'layouts/RouteView', redirect: '/system/widget-demo', icon: 'setting', sortNo: 10 },
  { id: 'perm_widget_demo', parentId: 'perm_system', name: '组件示例', menuType: 1, url: '/system/widget-demo', component: 'system/WidgetDemo', componentName: 'WidgetDemo', icon: 'appstore', sortNo: 90 },
  { id: 'perm_announcement', parentId: 'perm_system', name: '通告管理', menuType: 1, url: '/system/announcement', component: 'system/AnnouncementList', componentName: 'AnnouncementList', icon: 'notification', sortNo: 20 },
  { id: 'perm_user_announcement', parentId: null, name: '我的消息', menuType: 0, url: '/isps/userAnnouncement', component: 'isps/UserAnnouncement', componentName: 'UserAnnouncement', icon: 'bell', hidden: true, sortNo: 98 },
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
  { id: 'perm_btn_demo_add', parentId: 'perm_widget_demo', name: '示例新增', menuType: 2, perms: 'test:jeecgDemo:add', sortNo: 0 },
  { id: 'perm_btn_demo_edit', parentId: 'perm_widget_demo', name: '示例编辑', menuType: 2, perms: 'test:jeecgDemo:edit', sortNo: 1 },
  { id: 'perm_btn_demo_delete', parentId: 'perm_widget_demo', name: '示例删除', menuType: 2, perms: 'test:jeecgDemo:delete', sortNo: 2 },
  { id: 'perm_btn_demo_import', parentId: 'perm_widget_demo', name: '示例导入', menuType: 2, perms: 'test:jeecgDemo:importExcel', sortNo: 3 },
  { id: 'perm_btn_demo_export', parentId: 'perm_widget_demo', name: '示例导出', menuType: 2, perms: 'test:jeecgDemo:exportXls', sortNo: 4 },
  { id: 'perm_btn_demo_item_add', parentId: 'perm_widget_demo', name: '明细新增', menuType: 2, perms: 'test:jeecgDemo:item:add', sortNo: 5 },
  { id: 'perm_btn_demo_item_delete', parentId: 'perm_widget_demo', name: '明细删除', menuType: 2, perms: 'test:jeecgDemo:item:batch_delete', sortNo: 6 },
  { id: 'perm_btn_annt_list', parentId: 'perm_announcement', name: '通告列表', menuType: 2, perms: 'system:announcement:list', sortNo: 10 },
  { id: 'perm_btn_annt_add', parentId: 'perm_announcement', name: '新增通告', menuType: 2, perms: 'system:announcement:add', sortNo: 11 },
  { id: 'perm_btn_annt_edit', parentId: 'perm_announcement', name: '编辑通告', menuType: 2, perms: 'system:announcement:edit', sortNo: 12 },
  { id: 'perm_btn_annt_delete', parentId: 'perm_announcement', name: '删除通告', menuType: 2, perms: 'system:announcement:delete', sortNo: 13 },
  { id: 'perm_btn_annt_release', parentId: 'perm_announcement', name: '发布/撤销通告', menuType: 2, perms: 'system:announcement:release', sortNo: 14 },
  { id: 'perm_btn_alarm_rule', parentId: 'perm_fleet_map', name: '报警规则设置', menuType: 2, perms: 'fleet:alarm:rule', sortNo: 1 },
  ...OPS_MENUS,
  ...OPS_BUTTONS,
  ...USER_ADMIN_MENU,
  ...PERMISSION_ADMIN_MENUS,
  ...DICT_ADMIN_MENU,
  ...DATASOURCE_GATEWAY_MENU,
  ...OSS_MENU,
];

const PARENT = new Map(SEED_PERMISSIONS.map((p) => [p.id, p.parentId]));
function inSystemBranch(id: string | null): boolean {
  for (let at = id; at; at = PARENT.get(at) ?? null) if (at === 'perm_system') return true;
  return false;
}
// the system branch (administration, widget demo) is the administrator's
const MENU_IDS = SEED_PERMISSIONS.filter((p) => p.menuType !== 2 && !inSystemBranch(p.id)).map((p) => p.id);

/** Role → granted permission ids: admin all, fleet_operator menus + export, readonly menus. */
export const SEED_ROLE_PERMISSIONS: Record<string, string[]> = {
  role_admin: SEED_PERMISSIONS.map((p) => p.id),
  // the operator manages the vehicles and departments of their own branch (scope checked per call)
  role_fleet_operator: [...MENU_IDS, 'perm_btn_car_export', 'perm_btn_car_add', 'perm_btn_car_edit', 'perm_btn_car_delete', 'perm_btn_car_move',
    'perm_btn_org_add', 'perm_btn_org_edit', 'perm_btn_org_delete', 'perm_btn_alarm_handle'],
  role_readonly: [...MENU_IDS],
};
