/** A fill rule as GET /sys/fillRule/list answers it (ruleParams: JSON of SerialParams). */
export interface FillRuleRecord {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleKind: 'serial';
  ruleParams: string;
  description: string | null;
  tenantId: number | null;
  editable: boolean;
  createTime: string;
}

/** Parameters of a 'serial' rule: prefix + optional form field + date + zero-padded sequence. */
export interface SerialParams {
  prefix: string;
  datePattern: 'yyyyMMdd' | 'yyyyMM' | 'yyyy' | '';
  seqLength: number;
  prefixField?: string;
}

/** Button codes of the fill-rule page. */
export const FILL_RULE_BUTTONS = { add: 'system:fillRule:add', edit: 'system:fillRule:edit', delete: 'system:fillRule:delete' } as const;

/** Date part options of a serial rule. */
export const DATE_PATTERN_OPTIONS = [
  { value: 'yyyyMMdd', label: '年月日 (yyyyMMdd)' }, { value: 'yyyyMM', label: '年月 (yyyyMM)' }, { value: 'yyyy', label: '年 (yyyy)' }, { value: '', label: '无日期' },
];

/** The parameters of a stored rule (defaults when the text is not an object). */
export function parseSerialParams(json: string | null | undefined): SerialParams {
  try {
    const v = JSON.parse(json ?? '{}') as Partial<SerialParams>;
    return { prefix: v.prefix ?? '', datePattern: v.datePattern ?? '', seqLength: v.seqLength ?? 4, ...(v.prefixField ? { prefixField: v.prefixField } : {}) };
  } catch {
    return { prefix: '', datePattern: '', seqLength: 4 };
  }
}

/** An example value of the parameters for a date (sequence 1), e.g. DD202611210001. */
export function serialExample(p: SerialParams, at: Date): string {
  const y = String(at.getFullYear());
  const m = String(at.getMonth() + 1).padStart(2, '0');
  const d = String(at.getDate()).padStart(2, '0');
  const date = { yyyyMMdd: `${y}${m}${d}`, yyyyMM: `${y}${m}`, yyyy: y, '': '' }[p.datePattern];
  return `${p.prefix}${p.prefixField ? `{${p.prefixField}}` : ''}${date}${'1'.padStart(Math.max(1, p.seqLength), '0')}`;
}
