import type { Kysely } from 'kysely';
import type { SeedPermission } from '../../seed/menu.js';
import { ADMIN_PERMS } from './perms.js';
import { addSeedMenuToExistingDatabase } from '../../seed/permission-rows.js';

/**
 * The pages of this slice under 系统管理 (component names served by remote-system) and their
 * buttons; the admin role holds them all (SEED_ROLE_PERMISSIONS grants admin every seeded row).
 */
export const PERMISSION_ADMIN_MENUS: SeedPermission[] = [
  { id: 'perm_role', parentId: 'perm_system', name: '角色管理', menuType: 1, url: '/system/role', component: 'system/RoleList', componentName: 'RoleList', icon: 'team', sortNo: 2 },
  { id: 'perm_permission', parentId: 'perm_system', name: '菜单管理', menuType: 1, url: '/system/permission', component: 'system/PermissionList', componentName: 'PermissionList', icon: 'menu', sortNo: 3 },
  { id: 'perm_depart', parentId: 'perm_system', name: '部门管理', menuType: 1, url: '/system/depart', component: 'system/DepartList', componentName: 'DepartList', icon: 'apartment', sortNo: 4 },
  { id: 'perm_my_depart', parentId: 'perm_system', name: '我的部门', menuType: 1, url: '/system/myDepart', component: 'system/MyDepartList', componentName: 'MyDepartList', icon: 'cluster', sortNo: 5 },
  { id: 'perm_btn_role_list', parentId: 'perm_role', name: '角色查询', menuType: 2, perms: ADMIN_PERMS.roleList, sortNo: 0 },
  { id: 'perm_btn_role_add', parentId: 'perm_role', name: '角色新增', menuType: 2, perms: ADMIN_PERMS.roleAdd, sortNo: 1 },
  { id: 'perm_btn_role_edit', parentId: 'perm_role', name: '角色编辑', menuType: 2, perms: ADMIN_PERMS.roleEdit, sortNo: 2 },
  { id: 'perm_btn_role_delete', parentId: 'perm_role', name: '角色删除', menuType: 2, perms: ADMIN_PERMS.roleDelete, sortNo: 3 },
  { id: 'perm_btn_role_authorize', parentId: 'perm_role', name: '角色授权', menuType: 2, perms: ADMIN_PERMS.roleAuthorize, sortNo: 4 },
  { id: 'perm_btn_permission_list', parentId: 'perm_permission', name: '菜单查询', menuType: 2, perms: ADMIN_PERMS.permissionList, sortNo: 0 },
  { id: 'perm_btn_permission_add', parentId: 'perm_permission', name: '菜单新增', menuType: 2, perms: ADMIN_PERMS.permissionAdd, sortNo: 1 },
  { id: 'perm_btn_permission_edit', parentId: 'perm_permission', name: '菜单编辑', menuType: 2, perms: ADMIN_PERMS.permissionEdit, sortNo: 2 },
  { id: 'perm_btn_permission_delete', parentId: 'perm_permission', name: '菜单删除', menuType: 2, perms: ADMIN_PERMS.permissionDelete, sortNo: 3 },
  { id: 'perm_btn_depart_list', parentId: 'perm_depart', name: '部门查询', menuType: 2, perms: ADMIN_PERMS.departList, sortNo: 0 },
  { id: 'perm_btn_depart_add', parentId: 'perm_depart', name: '部门新增', menuType: 2, perms: ADMIN_PERMS.departAdd, sortNo: 1 },
  { id: 'perm_btn_depart_edit', parentId: 'perm_depart', name: '部门编辑', menuType: 2, perms: ADMIN_PERMS.departEdit, sortNo: 2 },
  { id: 'perm_btn_depart_delete', parentId: 'perm_depart', name: '部门删除', menuType: 2, perms: ADMIN_PERMS.departDelete, sortNo: 3 },
  { id: 'perm_btn_my_depart_manage', parentId: 'perm_my_depart', name: '管理我的部门', menuType: 2, perms: ADMIN_PERMS.myDepartManage, sortNo: 0 },
];

/**
 * For databases seeded before migration 011: adds these menus and buttons under 系统管理 (when
 * that menu exists) and grants them to every role with code admin. Nothing on an empty database.
 */
export async function insertPermissionAdminMenus(db: Kysely<any>): Promise<void> {
  await addSeedMenuToExistingDatabase(db, PERMISSION_ADMIN_MENUS);
}
