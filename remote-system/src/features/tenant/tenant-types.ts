/** A row of GET /sys/tenant/list. */
export interface TenantRecord {
  id: number;
  name: string;
  /** 1 正常, 0 冻结 */
  status: number;
  status_dictText: string;
  /** 'YYYY-MM-DD HH:mm:ss' China time, or null (open) */
  beginDate: string | null;
  endDate: string | null;
  createBy: string | null;
  createTime: string;
  userCount: number;
}

/** A member row of GET /sys/tenant/getTenantUserList. */
export interface TenantMember {
  id: string;
  username: string;
  realname: string;
  status: number;
  homeTenantId: number;
  homeTenantName: string;
  /** 'home': the tenant is the user's own; 'member': joined from another tenant */
  member: 'home' | 'member';
  tenantAdmin: boolean;
}

/** Button codes of 租户管理 (platform tenant administrators), checked again on the server. */
export const TENANT_BUTTONS = {
  list: 'system:tenant:list',
  add: 'system:tenant:add',
  edit: 'system:tenant:edit',
  delete: 'system:tenant:delete',
  member: 'system:tenant:member',
} as const;

/** The calls of the page. */
export const TENANT_URLS = {
  list: '/sys/tenant/list',
  add: '/sys/tenant/add',
  edit: '/sys/tenant/edit',
  delete: '/sys/tenant/delete',
  deleteBatch: '/sys/tenant/deleteBatch',
  members: '/sys/tenant/getTenantUserList',
  join: '/sys/tenant/invitationUserJoin',
  leave: '/sys/tenant/leaveTenant',
} as const;

/** Texts of 租户管理. */
export const TENANT_TEXTS = {
  id: '租户编号',
  name: '租户名称',
  status: '状态',
  beginDate: '开始时间',
  endDate: '结束时间',
  userCount: '用户数',
  createBy: '创建人',
  createTime: '创建时间',
  action: '操作',
  addTitle: '新增租户',
  editTitle: '编辑租户',
  edit: '编辑',
  members: '成员',
  membersTitle: (name: string) => `租户成员：${name}`,
  delete: '删除',
  deleteConfirm: '确定删除吗?',
  save: '保存',
  close: '关闭',
  normal: '正常',
  frozen: '冻结',
  idHint: '留空自动编号',
  inputName: '请输入租户名称',
  chooseStatus: '请选择状态',
  username: '用户账号',
  realname: '用户姓名',
  homeTenant: '所属租户',
  memberType: '成员类型',
  homeMember: '本租户用户',
  joinedMember: '外部成员',
  tenantAdmin: '租户管理员',
  yes: '是',
  no: '否',
  usernames: '加入用户',
  usernamesHint: '输入用户账号，多个用逗号分隔',
  asAdmin: '设为租户管理员',
  join: '加入',
  leave: '移出',
  leaveConfirm: '确定移出该租户吗?',
  platformTip: '只有平台租户的管理员可以管理租户；用户可以通过请求头 tenant-id 切换到自己所属的其他租户。',
} as const;
