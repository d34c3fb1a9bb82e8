import type { FormRule } from 'antd';
import { toValueList } from '../form/value-codec';
import { FIELD_PATTERNS, isNationalId } from './field-patterns';
import { FIELD_RULE_TEXTS as T } from './field-rule-texts';

const pattern = (re: RegExp, message: string): FormRule => ({ pattern: re, message });

/**
 * The common field patterns of widgets-spec §5 as antd Form rules, each a rule list for
 * `<Form.Item rules>`. Only `mobile` and `username` are required; the others pass an empty value
 * (combine with `lengthRules` or `{required: true}` to require them).
 *
 * - mobile: required 请输入手机号; 11 digits starting 13/14/15/17/18, 请输入正确手机号
 * - username: required 请输入用户名; 只允许字母、数字、下划线; length 4-18 with the spec's message 6到18
 * - email 邮箱格式不正确; naturalNumber 请输入自然数; english 请输入英文字符; landline 请输入正确的座机号
 * - bankCard 10-20 digits; idNumber ≤50 letters/digits; nationalId with check digit; qq 5-12 digits
 * - url http/https; alnum20; cnEnSpace 2-100; digitsNewlines; max255
 *
 * @example <Form.Item name="phone" rules={rules.mobile}><Input /></Form.Item>
 */
export const rules = {
  mobile: [{ required: true, message: T.mobileRequired }, pattern(FIELD_PATTERNS.mobile, T.mobile)],
  username: [
    { required: true, message: T.usernameRequired },
    pattern(FIELD_PATTERNS.usernameChars, T.usernameChars),
    { min: 4, max: 18, message: T.usernameLength },
  ],
  email: [{ type: 'email', message: T.email }],
  naturalNumber: [pattern(FIELD_PATTERNS.naturalNumber, T.naturalNumber)],
  english: [pattern(FIELD_PATTERNS.english, T.english)],
  landline: [pattern(FIELD_PATTERNS.landline, T.landline)],
  bankCard: [pattern(FIELD_PATTERNS.bankCard, T.bankCard)],
  idNumber: [pattern(FIELD_PATTERNS.idNumber, T.idNumber)],
  nationalId: [
    {
      validator: (_rule, value: unknown) =>
        value === undefined || value === null || value === '' || isNationalId(String(value))
          ? Promise.resolve()
          : Promise.reject(new Error(T.nationalId)),
    },
  ],
  qq: [pattern(FIELD_PATTERNS.qq, T.qq)],
  url: [pattern(FIELD_PATTERNS.url, T.url)],
  alnum20: [pattern(FIELD_PATTERNS.alnum20, T.alnum20)],
  cnEnSpace: [pattern(FIELD_PATTERNS.cnEnSpace, T.cnEnSpace)],
  digitsNewlines: [pattern(FIELD_PATTERNS.digitsNewlines, T.digitsNewlines)],
  max255: [{ max: 255, message: T.max255 }],
} satisfies Record<string, FormRule[]>;

/** Name of one common field pattern of `rules`. */
export type FieldRuleName = keyof typeof rules;

/**
 * A required input with optional length limits (widgets-spec §5 "Required with optional min/max
 * length"): required `请输入{label}`, then `最小长度N位字符` / `最大长度N位字符` for `min` / `max`
 * characters.
 */
export function lengthRules(label: string, limits: { min?: number; max?: number } = {}): FormRule[] {
  const list: FormRule[] = [{ required: true, whitespace: true, message: T.inputRequired(label) }];
  if (limits.min !== undefined) list.push({ min: limits.min, message: T.minLength(limits.min) });
  if (limits.max !== undefined) list.push({ max: limits.max, message: T.maxLength(limits.max) });
  return list;
}

/**
 * A required checkbox group with optional counts (widgets-spec §5 "Checkbox group: required
 * array, 最少选择N项, 最多选择N项"). The value may be an array or a comma-joined string; an empty
 * one fails with `请选择{label}`.
 */
export function checkboxRules(label: string, limits: { min?: number; max?: number } = {}): FormRule[] {
  return [
    {
      required: true,
      validator: (_rule, value: unknown) => {
        const count = toValueList(value).length;
        if (count === 0) return Promise.reject(new Error(T.choiceRequired(label)));
        if (limits.min !== undefined && count < limits.min) return Promise.reject(new Error(T.minChecked(limits.min)));
        if (limits.max !== undefined && count > limits.max) return Promise.reject(new Error(T.maxChecked(limits.max)));
        return Promise.resolve();
      },
    },
  ];
}
