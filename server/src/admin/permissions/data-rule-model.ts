import type { FieldMap, QueryRule } from '../../query/list-query.js';
import { ADMIN_TEXT, badInput } from './texts.js';
import { oneOf, requiredText } from './input.js';

/**
 * Data rules (JeecgBoot sys_permission_data_rule): a field of the guarded list, a condition and
 * a value. Conditions are JeecgBoot's rule_conditions values; JeecgBoot's USE_SQL_RULES (custom
 * SQL) is refused: no SQL text ever comes from input.
 */
export const DATA_RULE_CONDITIONS: Record<string, { rule: QueryRule; text: string }> = {
  '=': { rule: 'eq', text: '等于' },
  '!=': { rule: 'ne', text: '不等于' },
  '>': { rule: 'gt', text: '大于' },
  '>=': { rule: 'ge', text: '大于等于' },
  '<': { rule: 'lt', text: '小于' },
  '<=': { rule: 'le', text: '小于等于' },
  IN: { rule: 'in', text: '包含' },
  LIKE: { rule: 'like', text: '模糊' },
  LEFT_LIKE: { rule: 'left_like', text: '左模糊' },
  RIGHT_LIKE: { rule: 'right_like', text: '右模糊' },
};

/**
 * System variables of a rule value, `#{name}` (JeecgBoot): the caller's username, real name,
 * id, current department org code, all their departments' org codes (comma-joined, for IN),
 * today and now (China time, 'YYYY-MM-DD' / 'YYYY-MM-DD HH:mm:ss').
 */
export const RULE_VARIABLES = {
  sys_user_code: '当前用户登录账号',
  sys_user_name: '当前用户真实名称',
  sys_user_id: '当前用户id',
  sys_org_code: '当前用户所在部门编码',
  sys_multi_org_code: '当前用户拥有的所有部门编码',
  sys_date: '当前系统日期',
  sys_time: '当前系统时间',
} as const;
export type RuleVariable = keyof typeof RULE_VARIABLES;

const VARIABLE = /#\{([^}]*)\}/g;

/** The variable names used in a rule value, in order. */
export function variablesOf(value: string): string[] {
  return [...value.matchAll(VARIABLE)].map((m) => m[1].trim());
}

/** Replaces every `#{name}` by its value (an unknown name yields null: the caller fails closed). */
export function resolveVariables(value: string, values: Record<RuleVariable, string>): string | null {
  let unknown = false;
  const out = value.replace(VARIABLE, (_, name: string) => {
    const key = name.trim() as RuleVariable;
    if (!Object.prototype.hasOwnProperty.call(values, key)) {
      unknown = true;
      return '';
    }
    return values[key];
  });
  return unknown ? null : out;
}

/** A checked data-rule body. */
export interface DataRuleInput {
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: '0' | '1';
}

/**
 * Checks a data-rule body {ruleName ≤ 50, ruleColumn ≤ 50 (a field name), ruleConditions (a key
 * of DATA_RULE_CONDITIONS), ruleValue ≤ 300 (known #{variables} only), status '1' | '0'}. When
 * `fields` (the FieldMap of the list the menu guards) is known, ruleColumn must be one of its fields.
 * @throws HttpError 400 with a Chinese message; USE_SQL_RULES → 不支持自定义SQL规则.
 */
export function parseDataRuleInput(raw: Record<string, unknown>, fields: FieldMap | null): DataRuleInput {
  const ruleName = requiredText(raw.ruleName, 50, '规则名称');
  const condition = requiredText(raw.ruleConditions, 20, '条件规则');
  if (condition.toUpperCase() === 'USE_SQL_RULES') throw badInput(ADMIN_TEXT.sqlRule);
  const ruleConditions = condition.toUpperCase();
  if (!Object.prototype.hasOwnProperty.call(DATA_RULE_CONDITIONS, ruleConditions)) throw badInput('条件规则不正确');
  const ruleColumn = requiredText(raw.ruleColumn, 50, '规则字段', /^[A-Za-z_][A-Za-z0-9_]*$/);
  if (fields && !Object.prototype.hasOwnProperty.call(fields, ruleColumn)) {
    throw badInput(`规则字段不在该菜单列表的可选字段内：${Object.keys(fields).join('、')}`);
  }
  const ruleValue = requiredText(raw.ruleValue, 300, '规则值');
  for (const name of variablesOf(ruleValue)) {
    if (!Object.prototype.hasOwnProperty.call(RULE_VARIABLES, name)) throw badInput(`规则值中的系统变量不存在：#{${name}}`);
  }
  const status = oneOf(raw.status, ['0', '1'] as const, '状态', '1');
  return { ruleName, ruleColumn, ruleConditions, ruleValue, status };
}
