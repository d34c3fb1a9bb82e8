/**
 * Button codes of the role, menu, department and "my departments" calls (issue 5
 * "Enforcement": checked on the server with requirePermission; seeded under 系统管理 by
 * seed-menus.ts and granted to the admin role).
 */
export const ADMIN_PERMS = {
  roleList: 'system:role:list',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  roleDelete: 'system:role:delete',
  roleAuthorize: 'system:role:authorize',
  permissionList: 'system:permission:list',
  permissionAdd: 'system:permission:add',
  permissionEdit: 'system:permission:edit',
  permissionDelete: 'system:permission:delete',
  departList: 'system:depart:list',
  departAdd: 'system:depart:add',
  departEdit: 'system:depart:edit',
  departDelete: 'system:depart:delete',
  myDepartManage: 'system:myDepart:manage',
} as const;

/**
 * The tenant whose users may change the menu tree and its data rules: sys_permission is shared by
 * every tenant (one platform menu), so other tenants' administrators read it but cannot change it.
 */
export const MENU_OWNER_TENANT_ID = 1;
