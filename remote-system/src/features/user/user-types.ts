/** A row of GET /sys/user/list (docs/admin-contract.md "Users, tenants, positions, address book"). */
export interface UserRecord {
  id: string;
  username: string;
  realname: string;
  /** 1 男, 2 女 */
  sex: number | null;
  sex_dictText: string;
  phone: string | null;
  email: string | null;
  /** 'YYYY-MM-DD' */
  birthday: string | null;
  orgCode: string | null;
  /** department names, comma-joined */
  orgCodeTxt: string;
  /** 1 正常, 2 冻结 */
  status: number;
  status_dictText: string;
  /** position codes, comma-joined */
  post: string | null;
  workNo: string | null;
  telephone: string | null;
  /** the user's home tenant (not the current one: a member from another tenant) */
  tenantId: number;
  createTime: string;
}

/** Button codes of 用户管理, checked again on the server. */
export const USER_BUTTONS = {
  add: 'system:user:add',
  edit: 'system:user:edit',
  delete: 'system:user:delete',
  freeze: 'system:user:freeze',
  resetPassword: 'system:user:resetPassword',
  import: 'system:user:import',
  export: 'system:user:export',
} as const;

/** The calls of the page (JeecgBoot names). */
export const USER_URLS = {
  list: '/sys/user/list',
  add: '/sys/user/add',
  edit: '/sys/user/edit',
  delete: '/sys/user/delete',
  deleteBatch: '/sys/user/deleteBatch',
  frozenBatch: '/sys/user/frozenBatch',
  changePassword: '/sys/user/changePassword',
  checkOnlyUser: '/sys/user/checkOnlyUser',
  queryUserRole: '/sys/user/queryUserRole',
  userDepartList: '/sys/user/userDepartList',
  exportXls: '/sys/user/exportXls',
  importExcel: '/sys/user/importExcel',
  roleList: '/sys/role/list',
} as const;

/** Status tag of a user: 1 正常 (green), 2 冻结 (red). */
export const USER_STATUS: Record<number, { text: string; color: string }> = {
  1: { text: '正常', color: 'green' },
  2: { text: '冻结', color: 'red' },
};
