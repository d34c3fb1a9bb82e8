import { HttpError } from '../../plugins/reply.js';

/**
 * Chinese answer texts of the dictionary, category, rule, message and data-log calls
 * (JeecgBoot's wording where it has one).
 */
export const DICT_ADMIN_TEXT = {
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
  restored: '操作成功!',
  idsRequired: '请选择一条记录！',
  notFound: '未找到对应数据',
  systemWide: '系统字典只能由平台管理员维护',
  required: (label: string) => `${label}不能为空`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  badText: (label: string) => `${label}含有非法字符`,
  dictCodeTaken: '该值不可用，系统中已存在！',
  badDictCode: '字典编码只能是字母、数字、下划线、中划线或点，且以字母开头',
  itemValueTaken: '该值不可用，系统中已存在！',
  badSort: '排序必须是0到99999之间的整数',
  badStatus: '状态只能是1(启用)或0(不启用)',
  categoryParentMissing: '上级分类不存在',
  categoryLevelFull: '下级分类数量已达上限',
  categoryCodeConflict: '分类编码生成冲突，请重试',
  categoryHasChildren: '该分类下有子分类，请先删除子分类',
  ruleCodeTaken: '规则编码已存在',
  badRuleCode: '规则编码只能是字母、数字或下划线，且以字母开头',
  badRuleJson: '规则JSON格式不正确，需要一个数组：[{digits, pattern, message}]',
  badDigits: '位数只能是正整数或*',
  starLast: '*只能用于最后一段',
  badPattern: (p: string) => `正则表达式不正确：${p}`,
  unsafePattern: (p: string) => `正则表达式含有嵌套的重复，可能导致校验缓慢：${p}`,
  badRuleKind: '规则类型只能是 serial（前缀+日期+流水号）',
  badPrefix: '前缀只能是0到16位字母、数字、下划线或中划线',
  badDatePattern: '日期格式只能是 yyyyMMdd、yyyyMM、yyyy 或空',
  badSeqLength: '流水号位数只能是1到8',
  badPrefixField: '表单字段名只能是字母、数字或下划线，且以字母或下划线开头',
  testValueRequired: '请输入需要测试的值',
} as const;

/** HTTP 400 `{success:false, code:400, message}`. */
export function bad(message: string): HttpError {
  return new HttpError(400, message, 400);
}

/** HTTP 404 `{success:false, code:404, message}`. */
export function missing(message: string = DICT_ADMIN_TEXT.notFound): HttpError {
  return new HttpError(404, message, 404);
}

/** HTTP 403 `{success:false, code:510, message}`. */
export function refuse(message: string): HttpError {
  return new HttpError(403, message, 510);
}
