/**
 * Texts and constants of the selects (widgets-spec §2, §4, §5, §8, §9). Chinese texts exactly as
 * the spec gives them; where the spec quotes English only, the Chinese wording of the common brief.
 */
export const SELECT_TEXTS = {
  /** Search select empty states (spec §2 "Search select"). */
  NOT_FOUND: '没有查询到任何数据',
  INPUT_KEYWORD: '请输入搜索内容',
  LOADING: '加载中…',
  /** Table dictionary without table, text and code (spec §5; wording chosen here). */
  TABLE_DICT_ERROR: '字典配置错误，表字典需要table、text和code!',
  /** Tree / category select condition that is not a JSON string (spec §5, §8). */
  TREE_CONDITION_ERROR: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
  /** Bad area-linkage type (spec §8 'Bad type value'). */
  AREA_BAD_TYPE: '请选择正确的类型',
  PROVINCE: '请选择省',
  CITY: '请选择市',
  DISTRICT: '请选择区',
  AREA_PLACEHOLDER: '请选择省市区',
  /** Switch texts (spec §2, §9). */
  YES: '是',
  NO: '否',
  /** Transfer buttons (spec §2, §9). */
  TRANSFER_ADD: '添加',
  TRANSFER_REMOVE: '移除',
  AUTO_NUMBER_REGENERATE: '重新生成',
  SELECT_PLACEHOLDER: '请选择',
} as const;

/** Constants of spec §9 for the selects. */
export const SELECT_CONSTANTS = {
  /** Search select page size. */
  SEARCH_PAGE_SIZE: 10,
  /** Search select debounce (ms). */
  SEARCH_DEBOUNCE_MS: 800,
  /** Tree dropdown max height (px). */
  TREE_MAX_HEIGHT: 400,
  /** Switch values: [on, off]. */
  SWITCH_OPTIONS: ['Y', 'N'] as [string, string],
  /** Root of the area code tree. */
  AREA_ROOT: '86',
  /** Multi-select cell shows at most 1 tag (spec §9). */
  MULTI_CELL_MAX_TAGS: 1,
} as const;
