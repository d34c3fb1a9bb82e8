import type { Kysely } from 'kysely';
import type { SeedPermission } from '../../seed/menu.js';
import { addSeedMenuToExistingDatabase } from '../../seed/permission-rows.js';

/** Button codes of the user, tenant and position pages (checked on the server by requirePermission). */
export const USER_ADMIN_PERMS = {
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  userDelete: 'system:user:delete',
  userFreeze: 'system:user:freeze',
  userResetPassword: 'system:user:resetPassword',
  userImport: 'system:user:import',
  userExport: 'system:user:export',
  tenantList: 'system:tenant:list',
  tenantAdd: 'system:tenant:add',
  tenantEdit: 'system:tenant:edit',
  tenantDelete: 'system:tenant:delete',
  tenantMember: 'system:tenant:member',
  positionAdd: 'system:position:add',
  positionEdit: 'system:position:edit',
  positionDelete: 'system:position:delete',
  positionImport: 'system:position:import',
  positionExport: 'system:position:export',
} as const;

const P = USER_ADMIN_PERMS;
const button = (id: string, parentId: string, name: string, perms: string, sortNo: number): SeedPermission => ({ id, parentId, name, menuType: 2, perms, sortNo });

/**
 * The menus 用户管理, 职务管理, 租户管理, 通讯录 under 系统管理 (component `system/<View>`) and their
 * buttons (docs/admin-contract.md "Users, tenants, positions, address book"). The admin role is
 * granted all of them; other roles none.
 */
export const USER_ADMIN_MENU: SeedPermission[] = [
  { id: 'perm_sys_user', parentId: 'perm_system', name: '用户管理', menuType: 1, url: '/system/user', component: 'system/UserList', componentName: 'UserList', icon: 'user', sortNo: 1 },
  { id: 'perm_sys_position', parentId: 'perm_system', name: '职务管理', menuType: 1, url: '/system/position', component: 'system/PositionList', componentName: 'PositionList', icon: 'idcard', sortNo: 5 },
  { id: 'perm_sys_tenant', parentId: 'perm_system', name: '租户管理', menuType: 1, url: '/system/tenant', component: 'system/TenantList', componentName: 'TenantList', icon: 'bank', sortNo: 6 },
  { id: 'perm_sys_address_book', parentId: 'perm_system', name: '通讯录', menuType: 1, url: '/system/address-book', component: 'system/AddressBook', componentName: 'AddressBook', icon: 'contacts', sortNo: 7 },
  button('perm_btn_user_add', 'perm_sys_user', '添加用户', P.userAdd, 0),
  button('perm_btn_user_edit', 'perm_sys_user', '编辑用户', P.userEdit, 1),
  button('perm_btn_user_delete', 'perm_sys_user', '删除用户', P.userDelete, 2),
  button('perm_btn_user_freeze', 'perm_sys_user', '冻结/解冻用户', P.userFreeze, 3),
  button('perm_btn_user_reset_password', 'perm_sys_user', '重置密码', P.userResetPassword, 4),
  button('perm_btn_user_import', 'perm_sys_user', '导入用户', P.userImport, 5),
  button('perm_btn_user_export', 'perm_sys_user', '导出用户', P.userExport, 6),
  button('perm_btn_position_add', 'perm_sys_position', '添加职务', P.positionAdd, 0),
  button('perm_btn_position_edit', 'perm_sys_position', '编辑职务', P.positionEdit, 1),
  button('perm_btn_position_delete', 'perm_sys_position', '删除职务', P.positionDelete, 2),
  button('perm_btn_position_import', 'perm_sys_position', '导入职务', P.positionImport, 3),
  button('perm_btn_position_export', 'perm_sys_position', '导出职务', P.positionExport, 4),
  button('perm_btn_tenant_list', 'perm_sys_tenant', '租户列表', P.tenantList, 0),
  button('perm_btn_tenant_add', 'perm_sys_tenant', '添加租户', P.tenantAdd, 1),
  button('perm_btn_tenant_edit', 'perm_sys_tenant', '编辑租户', P.tenantEdit, 2),
  button('perm_btn_tenant_delete', 'perm_sys_tenant', '删除租户', P.tenantDelete, 3),
  button('perm_btn_tenant_member', 'perm_sys_tenant', '租户成员', P.tenantMember, 4),
];

/**
 * For databases seeded before migration 010: adds USER_ADMIN_MENU under 系统管理 (when that menu
 * exists; ids already present are kept) and grants it to every role with code admin. Does
 * nothing on an empty database (the seed writes the menu then).
 */
export async function insertUserAdminMenu(db: Kysely<any>): Promise<void> {
  await addSeedMenuToExistingDatabase(db, USER_ADMIN_MENU);
}
