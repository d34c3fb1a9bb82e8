import { badQuery } from '../../query/conditions.js';

/**
 * Input helpers and texts of the dictionary, category, picker and check calls
 * (docs/widgets-contract.md "Dictionaries, categories, users, departments, roles, positions,
 * checks"). Every failure is HTTP 400 `{success:false, code:400, message}`.
 */

/** Chinese messages of these calls (widgets-spec §5 / §8 texts where the spec gives them). */
export const SYS_DATA_TEXT = {
  /** widgets-spec §5 "Dictionary lookup" */
  emptyDictCode: '字典Code不能为空!',
  /** widgets-spec §5 "Category and tree select" */
  treeCondition: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
  dictCondition: '字典查询条件格式不正确，需要一个json字符串!',
  conditionField: '查询条件字段不在允许范围内',
  dictTable: '字典表或字段不在允许范围内',
  tooLong: (label: string) => `${label}过长`,
  categoryCodeMissing: '该分类编码不存在，请核实!',
  categoryNotFound: '查询无果',
  badLoadOneField: 'field只能是code或id',
  duplicateFree: '该值可用！',
  duplicateTaken: '该值不可用，系统中已存在！',
  duplicateTable: '表名或字段名不在允许范围内',
  checkPassed: '校验通过',
  unknownCheckRule: '校验规则不存在',
  unknownFillRule: '填值规则不存在',
  badFillRule: '填值规则配置有误',
  badFillField: (field: string) => `表单字段${field}的值只能是1到8位字母或数字`,
  serialExhausted: '流水号已用尽',
} as const;

/** First text of a query value (repeated keys arrive as arrays), trimmed; '' → undefined. */
export function queryText(query: Record<string, unknown> | null | undefined, key: string, max: number, label: string = key): string | undefined {
  let v = query?.[key];
  if (Array.isArray(v)) v = v[0];
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  if (!s) return undefined;
  if (s.length > max) throw badQuery(SYS_DATA_TEXT.tooLong(label));
  return s;
}

/** A comma list of at most `max` distinct non-empty trimmed values (more → 400). */
export function splitList(text: string | undefined, max = 1000, label = '参数'): string[] {
  if (!text) return [];
  const values = [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
  if (values.length > max) throw badQuery(SYS_DATA_TEXT.tooLong(label));
  return values;
}

/**
 * Parses a condition: a JSON object `{"column": value}` whose keys are all in `allowed` and whose
 * values are strings, numbers or booleans (compared as text). Answers {} for an empty text.
 * @throws HttpError 400 `badJson` when the text is not a JSON object, 查询条件字段不在允许范围内 for
 * another key or value type, or when it is too long / has more than 10 keys.
 */
export function parseJsonCondition(raw: string | undefined, allowed: readonly string[], badJson: string): Record<string, string> {
  if (raw === undefined || !raw.trim()) return {};
  if (raw.length > 2000) throw badQuery(badJson);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badQuery(badJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badQuery(badJson);
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > 10) throw badQuery(SYS_DATA_TEXT.conditionField);
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (!allowed.includes(key)) throw badQuery(SYS_DATA_TEXT.conditionField);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw badQuery(SYS_DATA_TEXT.conditionField);
    out[key] = String(value);
  }
  return out;
}

/** Query string schema of GET calls that read their query by hand (any keys, text values). */
export const anyQuery = { type: 'object', additionalProperties: true };
