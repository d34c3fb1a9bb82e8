import type { FormRule } from 'antd';
import { http } from 'shared-session';

/** Parameters of the duplicate-value check (widgets-spec §5 "Duplicate-value check"). */
export interface DuplicateCheckOptions {
  /** Table name, allow-listed by the server (e.g. 'sys_user'). */
  tableName: string;
  /** Field (column) name, allow-listed by the server (e.g. 'username'). */
  fieldName: string;
  /** Id of the record being edited (its own value is not a duplicate); omit when adding. */
  dataId?: string | (() => string | undefined);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

function messageOf(error: unknown): string {
  const data = (error as { response?: { data?: { message?: string } } })?.response?.data;
  return data?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Checks a value against the database: GET /sys/duplicate/check with tableName, fieldName,
 * fieldVal and dataId (widgets-spec §5, §7). Resolves when the value is empty or the server
 * answers success; otherwise rejects with the server's message (e.g. 该值不可用，系统中已存在！).
 */
export async function checkDuplicate(options: DuplicateCheckOptions, value: unknown): Promise<void> {
  if (isEmpty(value)) return;
  const dataId = typeof options.dataId === 'function' ? options.dataId() : options.dataId;
  let answer;
  try {
    answer = await http.get('/sys/duplicate/check', {
      params: { tableName: options.tableName, fieldName: options.fieldName, fieldVal: String(value), dataId: dataId || undefined },
      skipErrorHandler: true,
    });
  } catch (error) {
    throw new Error(messageOf(error));
  }
  if (!answer.success) throw new Error(answer.message);
}

/**
 * The duplicate-value check as an antd Form rule (validated on blur by default to spare calls).
 *
 * @example rules={[duplicateCheckRule({ tableName: 'sys_user', fieldName: 'phone', dataId: record.id })]}
 */
export function duplicateCheckRule(options: DuplicateCheckOptions): FormRule {
  return { validateTrigger: 'onBlur', validator: (_rule, value: unknown) => checkDuplicate(options, value) };
}

/**
 * Checks a value against a coded rule: GET /sys/checkRule/checkByCode with ruleCode and the
 * value (axios URL-encodes it; widgets-spec §5 "Rule-code check"). An empty value passes; a
 * failure rejects with the server's message.
 */
export async function checkByRuleCode(ruleCode: string, value: unknown): Promise<void> {
  if (isEmpty(value)) return;
  let answer;
  try {
    answer = await http.get('/sys/checkRule/checkByCode', { params: { ruleCode, value: String(value) }, skipErrorHandler: true });
  } catch (error) {
    throw new Error(messageOf(error));
  }
  if (!answer.success) throw new Error(answer.message);
}

/** The rule-code check as an antd Form rule. */
export function ruleCodeRule(ruleCode: string): FormRule {
  return { validateTrigger: 'onBlur', validator: (_rule, value: unknown) => checkByRuleCode(ruleCode, value) };
}
