import { http } from 'shared-session';

/** Where an auto-number comes from: a fill rule code, or a prefix (serial = prefix + yyyyMMdd + 4 digits). */
export type AutoNumberSource = { ruleCode: string; formData?: Record<string, unknown> } | { prefix: string };

/**
 * A newly generated serial number (widgets-spec §2 "Auto-number field", §7): by rule code,
 * PUT /sys/fillRule/executeRuleByCode/{ruleCode} {formData}; by prefix, POST
 * /api/redOrange/redOrangeRule {prefix}. Throws an Error with the server message on failure.
 */
export async function generateAutoNumber(source: AutoNumberSource): Promise<string> {
  const answer = 'ruleCode' in source
    ? await http.put<unknown>(`/sys/fillRule/executeRuleByCode/${encodeURIComponent(source.ruleCode)}`, { formData: source.formData ?? {} })
    : await http.post<unknown>('/api/redOrange/redOrangeRule', { prefix: source.prefix });
  if (!answer?.success || answer.result == null || answer.result === '') throw new Error(answer?.message || '生成失败');
  return String(answer.result);
}
