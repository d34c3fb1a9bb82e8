/** A check rule as GET /sys/checkRule/list answers it (ruleJson: JSON array of CheckSegment). */
export interface CheckRuleRecord {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
  tenantId: number | null;
  editable: boolean;
  createTime: string;
}

/** One segment: `digits` characters (or '*' = the rest) must match `pattern`, else `message`. */
export interface CheckSegment {
  digits: string;
  pattern: string;
  message: string;
}

/** Button codes of the check-rule page. */
export const CHECK_RULE_BUTTONS = { add: 'system:checkRule:add', edit: 'system:checkRule:edit', delete: 'system:checkRule:delete' } as const;

/** The segments of a stored rule ([] when the text is not a JSON array). */
export function parseSegments(json: string | null | undefined): CheckSegment[] {
  try {
    const v: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(v) ? (v as CheckSegment[]) : [];
  } catch {
    return [];
  }
}
