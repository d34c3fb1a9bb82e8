/**
 * Wire shapes and constants of 菜单管理 (docs/admin-contract.md "Menus and permissions", JeecgBoot
 * SysPermissionTree / TreeModel / SysPermissionDataRule).
 */

/** A menu or button of GET /sys/permission/list. */
export interface PermissionNode {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  /** 0 一级菜单, 1 子菜单, 2 按钮/权限 */
  menuType: 0 | 1 | 2;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  sortNo: number;
  route: boolean;
  keepAlive: boolean;
  hidden: boolean;
  hideTab: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  perms: string | null;
  permsType: '1' | '2';
  status: '0' | '1';
  description: string | null;
  ruleFlag: 0 | 1;
  isLeaf: boolean;
  children?: PermissionNode[];
}

/** A node of the authorisation tree (queryTreeList / queryTreeListForDeptRole). */
export interface TreeModel {
  key: string;
  title: string;
  parentId: string | null;
  menuType: number;
  ruleFlag: 0 | 1;
  isLeaf: boolean;
  children?: TreeModel[];
}

/** A data rule of a menu. */
export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleConditions_dictText: string;
  ruleValue: string;
  status: '0' | '1';
  status_dictText: string;
  createTime: string | null;
}

/** GET /sys/permission/dataRuleMeta: what the rule editor offers for a menu. */
export interface DataRuleMeta {
  target: { key: string; label: string } | null;
  fields: { value: string; text: string; type: string }[];
  conditions: { value: string; text: string }[];
  variables: { value: string; text: string }[];
}

/** Button codes of 菜单管理 (server/src/admin/permissions/perms.ts). */
export const PERMISSION_BUTTONS = {
  list: 'system:permission:list',
  add: 'system:permission:add',
  edit: 'system:permission:edit',
  delete: 'system:permission:delete',
} as const;

/** 菜单类型 labels (JeecgBoot). */
export const MENU_TYPE_TEXT: Record<number, string> = { 0: '一级菜单', 1: '子菜单', 2: '按钮/权限' };

/** The component of an iframe page (console-spec §2.3). */
export const IFRAME_COMPONENT = 'layouts/IframePageView';
