/**
 * Wire shapes of the pickers (widgets-spec §3 "User row (picker)", "Department", "Department tree
 * node", "Position", "Role", "Popup report config").
 */

/** A user row of the user pickers; `birthday` only in the user-list variant (spec §3). */
export interface UserRow {
  id: string;
  username: string;
  realname: string;
  /** 1 男, 2 女 (spec §2). */
  sex?: number | string | null;
  phone?: string | null;
  /** Department names of the user, joined. */
  orgCodeTxt?: string | null;
  /** YYYY-MM-DD */
  birthday?: string | null;
  [key: string]: unknown;
}

/** Which user field a user picker stores (spec §3 "User (defaults)": username). */
export type UserStoreField = 'username' | 'id';

/** A department as the department picker returns it (spec §3 "Department"). */
export interface DepartPick {
  id: string;
  departName: string;
  orgCode: string;
}

/** A department tree node (spec §3 "Department tree node"); store field id, text field departName. */
export interface DepartTreeNode extends DepartPick {
  key: string;
  title: string;
  value?: string;
  parentId?: string | null;
  isLeaf?: boolean;
  children?: DepartTreeNode[];
}

/** A position (spec §3 "Position"); `rank_dictText` is the rank's dictionary text. */
export interface PositionRow {
  id: string;
  code: string;
  name: string;
  rank?: string | null;
  rank_dictText?: string | null;
  [key: string]: unknown;
}

/** A role (spec §3 "Role"). */
export interface RoleRow {
  id: string;
  roleName: string;
  roleCode: string;
  [key: string]: unknown;
}

/** One column of an online report (spec §3 "Popup report config"). */
export interface ReportColumn {
  title: string;
  dataIndex: string;
  align?: 'left' | 'right' | 'center';
  sorter?: boolean;
  /** Key into `dictOptions` (the column's dictionary). */
  customRender?: string;
  sortOrder?: 'ascend' | 'descend';
}

/** Answer of GET /online/cgreport/api/getRpColumns/{code} (spec §3, §7). */
export interface ReportConfig {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumn[];
  dictOptions: Record<string, { value: string; text: string }[]>;
}

/** One query item of an online report (spec §3): mode 'single' or a range; hidden '1' = not shown. */
export interface ReportQueryItem {
  field: string;
  label: string;
  view?: string;
  mode?: string;
  hidden?: string | number;
  dictCode?: string;
}
