/** Wire shapes and constants of 角色管理 (docs/admin-contract.md "Roles"; JeecgBoot SysRole). */

/** A role of the tenant (GET /sys/role/list). */
export interface Role {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string;
}

/** A user of a role (GET /sys/user/userRoleList). */
export interface RoleUser {
  id: string;
  username: string;
  realname: string;
  sex_dictText: string;
  phone: string | null;
  orgCodeTxt: string;
  status_dictText: string;
}

/** Button codes of 角色管理 (server/src/admin/permissions/perms.ts). */
export const ROLE_BUTTONS = {
  list: 'system:role:list',
  add: 'system:role:add',
  edit: 'system:role:edit',
  delete: 'system:role:delete',
  authorize: 'system:role:authorize',
} as const;
