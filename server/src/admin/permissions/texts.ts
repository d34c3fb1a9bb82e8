import { HttpError, forbidden } from '../../plugins/reply.js';

/**
 * Chinese answers of the role, menu, data-rule and department calls (JeecgBoot's messages where
 * known; docs/admin-contract.md "Roles, menus and permissions, data rules, departments").
 */
export const ADMIN_TEXT = {
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
  saved: '保存成功！',
  queried: '查询成功',
  codeFree: '该值可用！',
  // roles
  roleNotFound: '未找到对应角色',
  roleCodeTaken: '角色编码已存在',
  roleCodeChange: '角色编码不能修改',
  adminCodeReserved: '只有管理员可以使用角色编码admin',
  ownRoleEdit: '不能修改自己所属的角色',
  ownRoleDelete: '不能删除自己所属的角色',
  ownRoleUsers: '不能修改自己的角色',
  roleExceeds: '不能管理权限超出自己的角色',
  cannotGrant: '不能授予自己没有的权限',
  userNotFound: '用户不存在或不在可见范围内',
  // menus and data rules
  permissionNotFound: '未找到菜单',
  menuOwner: '菜单为全平台共用，只有平台租户可以修改',
  urlTaken: '访问路径不允许重复，请重定义！',
  topMenuAdmin: '只有管理员可以新增一级菜单',
  ruleOffAdmin: '只有管理员可以把按钮设为无效（对所有人可见）',
  ownRuleChange: '不能修改约束自己的数据规则',
  ruleNotFound: '未找到数据规则',
  sqlRule: '不支持自定义SQL规则',
  // departments
  departNotFound: '未找到部门',
  departHasChildren: '该部门下存在子部门，不能删除',
  departHasUsers: '该部门下存在用户，不能删除',
  departHasVehicles: '该部门下存在车辆，不能删除',
  rootDepartAdmin: '只有管理员可以新增一级部门',
  departRoleNotFound: '未找到部门角色',
  departRoleCodeTaken: '部门角色编码已存在',
  outsideDepartGrant: '权限超出部门的授权范围',
  notDepartMember: '用户不属于该部门',
  ownDepart: '不能修改自己的部门或部门角色',
  notDepartAdmin: '您不是该部门的负责人',
} as const;

/** 400 with a Chinese message. */
export function badInput(message: string): HttpError {
  return new HttpError(400, message, 400);
}

/** 404 with a Chinese message. */
export function notFound(message: string): HttpError {
  return new HttpError(404, message, 404);
}

/** 403 (answer code 510) with a Chinese message. */
export function refused(message: string): HttpError {
  return forbidden(message);
}
