import type { SeedPermission } from '../seed/menu.js';
import { REPORTS } from './registry.js';

/**
 * The 报表统计 menu branch under 车辆监控 (/fleet/report): one page per report at
 * /fleet/report/<code>, all served by the fleet remote's generic view `fleet/Report`, which reads
 * the report code from the last path segment (views get no props).
 */
export const REPORT_MENU: SeedPermission[] = [
  { id: 'perm_fleet_report', parentId: 'perm_fleet', name: '报表统计', menuType: 1, url: '/fleet/report', component: 'layouts/RouteView', icon: 'bar-chart', sortNo: 10 },
  ...REPORTS.map((r, i): SeedPermission => ({
    id: `perm_rpt_${r.code}`, parentId: 'perm_fleet_report', name: r.title, menuType: 1, url: `/fleet/report/${r.code}`,
    component: 'fleet/Report', componentName: 'Report', icon: 'file-text', sortNo: i,
  })),
];
