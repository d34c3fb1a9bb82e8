/**
 * Texts of the advanced query builder (widgets-spec §2 "Advanced query builder", §5 "Advanced
 * query", §8), exactly as the spec gives them; labels the spec does not give (rule names, match
 * type names, placeholders) use JeecgBoot's usual wording.
 */
export const SUPER_QUERY_TEXTS = {
  button: '高级查询',
  activeTip: '已有高级查询条件生效',
  clear: '清空',
  title: '高级查询构造器',
  matchTypeLabel: '过滤条件匹配：',
  matchTypes: { and: 'AND（所有条件都要求匹配）', or: 'OR（条件中的任意一个匹配）' },
  noCondition: '没有任何查询条件',
  addLink: '点击新增',
  reset: '重置',
  save: '保存查询条件',
  close: '关闭',
  search: '查询',
  savedTitle: '保存的查询',
  savedEmpty: '没有保存任何查询',
  namePrompt: '请输入保存的名称',
  nameEmpty: '保存名称不能为空',
  emptySave: '空条件不能保存',
  overwrite: (name: string) => `${name} 已存在，是否覆盖？`,
  saved: '保存成功',
  deleteConfirm: '是否删除当前查询？',
  emptyQuery: '不能查询空条件',
  fieldPlaceholder: '选择查询字段',
  rulePlaceholder: '匹配规则',
  valuePlaceholder: '请输入值',
  selectPlaceholder: '请选择',
  yes: '是',
  no: '否',
} as const;

/** Rule labels of the rule select (widgets-spec §5 "Rules: eq, like, right_like (starts with), left_like (ends with), in, ne, gt, ge, lt, le"). */
export const RULE_LABELS = {
  eq: '等于',
  like: '包含',
  right_like: '以..开始',
  left_like: '以..结尾',
  in: '在...中',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
} as const;
