/**
 * Texts of the generic list page (widgets-spec §8). The spec quotes some only in English; the UI
 * shows JeecgBoot's Chinese wording (the English reading is given per key).
 */
export const LIST_TEXTS = {
  /** 'please set url.list' */
  NO_LIST_URL: '请设置url.list属性!',
  /** 'please set url.delete' */
  NO_DELETE_URL: '请设置url.delete属性!',
  /** 'please set url.deleteBatch' */
  NO_DELETE_BATCH_URL: '请设置url.deleteBatch属性!',
  /** 'please select one record' */
  SELECT_ONE: '请选择一条记录！',
  /** 'confirm delete' */
  CONFIRM_DELETE_TITLE: '确认删除',
  /** 'delete the selected data?' */
  CONFIRM_DELETE_CONTENT: '是否删除选中数据?',
  /** query bar submit button ('search') */
  SEARCH: '查询',
  /** query bar reset button ('reset') */
  RESET: '重置',
  /** toolbar add button ('add') */
  ADD: '新增',
  /** toolbar batch delete button ('batch delete') */
  BATCH_DELETE: '批量删除',
  /** total text of the pagination: 共 N 条 (§9) */
  total: (n: number) => `共 ${n} 条`,
} as const;

/** Generic list constants (widgets-spec §9): page size 10 of 10/20/30, default sort createTime desc. */
export const LIST_CONSTANTS = {
  PAGE_SIZE: 10,
  PAGE_SIZE_OPTIONS: [10, 20, 30],
  DEFAULT_SORT: { column: 'createTime', order: 'desc' as const },
} as const;
