/**
 * Wire shapes shared by the shell and the remotes (docs/contracts.md, spec §3 and §7).
 * All of them follow JeecgBoot so that existing habits and tools carry over.
 */

/** Every HTTP answer of the API (spec §7): `code` 200 ok, 500 error, 510 no authority. */
export interface ApiAnswer<T = unknown> {
  success: boolean;
  message: string;
  code: number | string;
  result: T;
  timestamp?: number;
}

/** A paged list answer (`result` of list calls). */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** The signed-in user (login answer `result.userInfo`, spec §3 "Session user"). */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  orgCode?: string | null;
  orgCodeTxt?: string | null;
  tenantId?: number | string | null;
  phone?: string | null;
  email?: string | null;
  sex?: number | null;
  status?: number | null;
  [key: string]: unknown;
}

/** A department the user belongs to (spec §3 "Department"). */
export interface Depart {
  id: string;
  orgCode: string;
  departName: string;
}

/** One dictionary option of `sysAllDictItems` (spec §3 "Tree/dictionary option"). */
export interface DictItem {
  value: string;
  text: string;
  title?: string;
  label?: string;
}

/** Dictionary cache: dictCode -> options (stored under UI_CACHE_DB_DICT_DATA, 7 days). */
export type DictMap = Record<string, DictItem[]>;

/** `result` of POST /sys/login. `multi_depart`: 0 none, 1 one department, 2 must pick one. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs?: Depart[];
  multi_depart?: 0 | 1 | 2 | number;
  sysAllDictItems?: DictMap;
}

/** Route meta of a menu node (spec §2.1). */
export interface MenuMeta {
  title: string;
  icon?: string | null;
  keepAlive?: boolean;
  /** true: an external link opened in a new tab. */
  internalOrExternal?: boolean;
  componentName?: string;
  url?: string | null;
  hideTab?: boolean;
  /** Permission codes required to see the route (filtered by the shell). */
  permissionList?: PermissionItem[];
  [key: string]: unknown;
}

/** A node of the server menu (GET /sys/permission/getUserPermissionByToken `result.menu`). */
export interface MenuNode {
  id: string;
  /** '1' routed, '0' skipped by the router. */
  route?: '1' | '0' | string;
  path: string;
  name?: string;
  component?: string | null;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuNode[];
}

/**
 * A permission item (spec §3): `type` '1' menu/visible, '2' action (excluded from button
 * checks); `action` may hold comma-separated codes; `status` '0' rule off, '1' rule on.
 */
export interface PermissionItem {
  action: string;
  type?: string | number;
  describe?: string;
  status?: string | number;
}

/** `result` of GET /sys/permission/getUserPermissionByToken. */
export interface PermissionResult {
  menu: MenuNode[];
  auth: PermissionItem[];
  allAuth: PermissionItem[];
  sysSafeMode?: boolean;
}
