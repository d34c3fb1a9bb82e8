/** Wire shapes and constants of 部门管理 and 我的部门 (docs/admin-contract.md "Departments"). */

/** A node of the department trees (queryTreeList, queryMyDeptTreeList). */
export interface DepartNode {
  id: string;
  key: string;
  title: string;
  departName: string;
  orgCode: string;
  parentId: string | null;
  isLeaf: boolean;
  children?: DepartNode[];
}

/** A department's details (GET /sys/sysDepart/queryById; JeecgBoot SysDepart). */
export interface Depart {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  /** '1' 公司, '2' 部门, '3' 岗位 */
  orgCategory: string;
  orgType: string;
  departOrder: number;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  createTime: string | null;
}

/** A department role (JeecgBoot SysDepartRole). */
export interface DepartRole {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string | null;
}

/** A member of a department (GET /sys/user/departUserList). */
export interface DepartUser {
  id: string;
  username: string;
  realname: string;
  sex_dictText: string;
  phone: string | null;
  orgCodeTxt: string;
  status_dictText: string;
}

/** Button codes (server/src/admin/permissions/perms.ts). */
export const DEPART_BUTTONS = {
  list: 'system:depart:list',
  add: 'system:depart:add',
  edit: 'system:depart:edit',
  delete: 'system:depart:delete',
  myManage: 'system:myDepart:manage',
} as const;

/** 机构类型 (JeecgBoot org_category). */
export const ORG_CATEGORY_OPTIONS = [
  { value: '1', label: '公司' },
  { value: '2', label: '部门' },
  { value: '3', label: '岗位' },
];
