/** A person of GET /sys/user/queryByOrgCodeForAddressList. */
export interface AddressEntry {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  workNo: string | null;
  post: string | null;
  /** position names, comma-joined */
  postText: string;
  telephone: string | null;
  phone: string | null;
  email: string | null;
  /** department names, comma-joined */
  departName: string;
}

/** A node of GET /sys/sysDepart/queryTreeList. */
export interface DepartNode {
  id: string;
  key: string;
  title: string;
  orgCode: string;
  children?: DepartNode[];
}

/** The calls of 通讯录. */
export const ADDRESS_URLS = {
  list: '/sys/user/queryByOrgCodeForAddressList',
  tree: '/sys/sysDepart/queryTreeList',
} as const;

/** Texts of 通讯录. */
export const ADDRESS_TEXTS = {
  departs: '组织机构',
  all: '全部',
  realname: '姓名',
  workNo: '工号',
  post: '职务',
  phone: '手机号',
  telephone: '座机',
  email: '邮箱',
  depart: '部门',
  search: '查询',
  reset: '重置',
  inputRealname: '请输入姓名',
  inputWorkNo: '请输入工号',
  searchDepart: '搜索部门',
} as const;
