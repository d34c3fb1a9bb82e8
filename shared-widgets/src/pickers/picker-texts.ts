/**
 * Texts and constants of the pickers (widgets-spec §2, §4, §5, §8, §9). Chinese texts exactly as
 * the spec gives them; where the spec quotes English only, the Chinese wording of the common brief.
 */
export const PICKER_TEXTS = {
  USER_BY_DEPART_TITLE: '根据部门选择用户',
  USER_LIST_TITLE: '选择用户',
  USERNAME: '用户账号',
  REALNAME: '用户姓名',
  SEX: '性别',
  PHONE: '手机',
  DEPART: '部门',
  BIRTHDAY: '生日',
  MALE: '男',
  FEMALE: '女',
  SEARCH: '查询',
  RESET: '重置',
  USER_PLACEHOLDER: '请点击选择用户',
  DEPART_PLACEHOLDER: '请点击选择部门',
  DEPART_TITLE: '选择部门',
  DEPART_SEARCH: '请输入部门名称按回车进行搜索',
  TREE_ACTIONS: '树操作',
  TREE_LINK: '父子关联',
  TREE_UNLINK: '取消关联',
  TREE_CHECK_ALL: '全部勾选',
  TREE_UNCHECK_ALL: '取消全选',
  TREE_EXPAND_ALL: '展开所有',
  TREE_COLLAPSE_ALL: '合并所有',
  /** 'please select one record' (spec §5 "Selection"). */
  SELECT_ONE: '请选择一条记录！',
  /** Popup widget config errors (spec §5 "Popup widget"). */
  POPUP_CONFIG_ERROR: 'popup参数未正确配置!',
  POPUP_COUNT_ERROR: 'popup参数未正确配置,原始值和目标值数量不一致!',
  POPUP_PLACEHOLDER: '点击选择',
  SELECTED: '已选择',
  ITEMS: '项',
  CLEAR: '清空',
  REFRESH: '刷新',
  EXPAND: '展开',
  COLLAPSE: '收起',
  DELETE: '删除',
  /** Business component picker title suffix (spec §2: name plus select). */
  SELECT_SUFFIX: '选择',
  SELECTED_PANEL: '已选择的项',
  SELECT_BUTTON: '选择',
  POSITION: '职务',
  POSITION_CODE: '职务编码',
  POSITION_NAME: '职务名称',
  POSITION_RANK: '职级',
  ROLE: '角色',
  ROLE_NAME: '角色名称',
  ROLE_CODE: '角色编码',
} as const;

/** Total text of the pickers' paginations (spec §9 "total text 共 N 条"). */
export function totalText(total: number): string {
  return `共 ${total} 条`;
}

/** Constants of spec §9 for the pickers (px, rows, ms). */
export const PICKER_CONSTANTS = {
  USER_MODAL_WIDTH: 1250,
  USER_LIST_MODAL_WIDTH: 1200,
  DEPART_MODAL_WIDTH: 500,
  POPUP_WIDTH: 1200,
  BIZ_MODAL_WIDTH: 900,
  PAGE_SIZE: 10,
  PAGE_SIZES: ['10', '20', '30'],
  BIZ_PAGE_SIZE: 5,
  BIZ_PAGE_SIZES: ['5', '10', '20', '30'],
  BIZ_SCROLL_Y: 240,
  BIZ_ELLIPSIS: 12,
  POPUP_ELLIPSIS: 4,
  /** Popup table column load delay after the dialog is created (spec §9). */
  POPUP_COLUMN_DELAY_MS: 500,
  /** Default sort of the user picker and the popup report (spec §4, §9). */
  DEFAULT_SORT: { column: 'createTime', order: 'desc' as const },
  /** Popup separator (spec §9). */
  SPLITER: ',',
} as const;
