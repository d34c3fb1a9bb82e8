import type { Kysely } from 'kysely';
import type { SeedPermission } from '../../seed/menu.js';
import { addSeedMenuToExistingDatabase } from '../../seed/permission-rows.js';

/**
 * Button codes of the data-source and gateway-route pages, checked on the server by
 * requirePermission (docs/admin-contract.md "Data sources and gateway routes").
 */
export const DATASOURCE_GATEWAY_PERMS = {
  dataSourceList: 'system:dataSource:list',
  dataSourceAdd: 'system:dataSource:add',
  dataSourceEdit: 'system:dataSource:edit',
  dataSourceDelete: 'system:dataSource:delete',
  dataSourceTest: 'system:dataSource:test',
  gatewayList: 'system:gatewayRoute:list',
  gatewayAdd: 'system:gatewayRoute:add',
  gatewayEdit: 'system:gatewayRoute:edit',
  gatewayDelete: 'system:gatewayRoute:delete',
  gatewayStatus: 'system:gatewayRoute:status',
} as const;

const P = DATASOURCE_GATEWAY_PERMS;
const button = (id: string, parentId: string, name: string, perms: string, sortNo: number): SeedPermission => ({ id, parentId, name, menuType: 2, perms, sortNo });
const menu = (id: string, name: string, url: string, view: string, icon: string, sortNo: number): SeedPermission => ({
  id, parentId: 'perm_system', name, menuType: 1, url, component: `system/${view}`, componentName: view, icon, sortNo,
});

/** The menus 多数据源管理 and 网关路由 under 系统管理 and their buttons (admin role gets all). */
export const DATASOURCE_GATEWAY_MENU: SeedPermission[] = [
  menu('perm_sys_datasource', '多数据源管理', '/system/dataSource', 'DataSourceList', 'database', 40),
  menu('perm_sys_gateway_route', '网关路由', '/system/gatewayRoute', 'GatewayRouteList', 'gateway', 41),
  button('perm_btn_datasource_list', 'perm_sys_datasource', '数据源查看', P.dataSourceList, 0),
  button('perm_btn_datasource_add', 'perm_sys_datasource', '添加数据源', P.dataSourceAdd, 1),
  button('perm_btn_datasource_edit', 'perm_sys_datasource', '编辑数据源', P.dataSourceEdit, 2),
  button('perm_btn_datasource_delete', 'perm_sys_datasource', '删除数据源', P.dataSourceDelete, 3),
  button('perm_btn_datasource_test', 'perm_sys_datasource', '连接测试', P.dataSourceTest, 4),
  button('perm_btn_gateway_route_list', 'perm_sys_gateway_route', '路由查看', P.gatewayList, 0),
  button('perm_btn_gateway_route_add', 'perm_sys_gateway_route', '添加路由', P.gatewayAdd, 1),
  button('perm_btn_gateway_route_edit', 'perm_sys_gateway_route', '编辑路由', P.gatewayEdit, 2),
  button('perm_btn_gateway_route_delete', 'perm_sys_gateway_route', '删除路由', P.gatewayDelete, 3),
  button('perm_btn_gateway_route_status', 'perm_sys_gateway_route', '启用/停用路由', P.gatewayStatus, 4),
];

/**
 * For databases seeded before migration 013: adds DATASOURCE_GATEWAY_MENU under 系统管理 (when
 * that menu exists; ids already present are kept) and grants it to every role with code admin.
 * Does nothing on an empty database (the seed writes the menu then).
 */
export async function insertDatasourceGatewayMenu(db: Kysely<any>): Promise<void> {
  await addSeedMenuToExistingDatabase(db, DATASOURCE_GATEWAY_MENU);
}
