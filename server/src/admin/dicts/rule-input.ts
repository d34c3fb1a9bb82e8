import type { CheckRuleSegment, SerialParams } from '../../seed/sys-data-defs.js';
import { optionalText, requiredText, textOf, type Body } from './input.js';
import { DICT_ADMIN_TEXT as T, bad } from './texts.js';

/** Most segments of one check rule. */
export const MAX_SEGMENTS = 20;
/** Longest pattern of a segment. */
export const MAX_PATTERN = 200;
/** Rule codes: a letter, then letters, digits or underscores (at most 100). */
export const RULE_CODE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
/** A quantified group that itself contains a quantifier ((a+)+, (\d*)*, (x{2,})+ …). */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[*+}](?:[^()\\]|\\.)*\)\s*[*+{]/;

/**
 * Checks the segments of a check rule (JeecgBoot SysCheckRule ruleJson: `[{digits, pattern,
 * message}]`): 1-20 segments; digits a whole number 1-999 or '*' (the rest, last segment only);
 * pattern a valid JavaScript regular expression of ≤ 200 characters without back-references or
 * nested quantifiers (their run time can explode on the values the check sees); message 1-100.
 * Accepts the JSON text or the parsed array.
 * @throws HttpError 400 with the first problem found.
 */
export function parseCheckSegments(raw: unknown): CheckRuleSegment[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw bad(T.badRuleJson);
    }
  }
  if (!Array.isArray(value) || !value.length || value.length > MAX_SEGMENTS) throw bad(T.badRuleJson);
  return value.map((seg, i) => {
    if (typeof seg !== 'object' || seg === null) throw bad(T.badRuleJson);
    const s = seg as Record<string, unknown>;
    const digits = textOf(s.digits);
    if (digits === null || !(digits === '*' || /^[1-9]\d{0,2}$/.test(digits))) throw bad(T.badDigits);
    if (digits === '*' && i !== value.length - 1) throw bad(T.starLast);
    const pattern = typeof s.pattern === 'string' ? s.pattern : '';
    if (!pattern || pattern.length > MAX_PATTERN) throw bad(T.badPattern(pattern.slice(0, 50)));
    try {
      new RegExp(pattern);
    } catch {
      throw bad(T.badPattern(pattern));
    }
    if (NESTED_QUANTIFIER.test(pattern) || /\\[1-9]|\\k</.test(pattern)) throw bad(T.unsafePattern(pattern));
    const message = requiredText(s.message, '提示信息', 100);
    return { digits, pattern, message };
  });
}

/** Checked add / edit input of a check rule. @throws HttpError 400. */
export function parseCheckRule(body: Body): { rule_name: string; rule_code: string; rule_json: string; description: string | null } {
  const code = requiredText(body.ruleCode, '规则编码', 100);
  if (!RULE_CODE.test(code)) throw bad(T.badRuleCode);
  return {
    rule_name: requiredText(body.ruleName, '规则名称', 100),
    rule_code: code,
    rule_json: JSON.stringify(parseCheckSegments(body.ruleJson)),
    description: optionalText(body.ruleDescription ?? body.description, '规则描述', 255),
  };
}

const DATE_PATTERNS = ['yyyyMMdd', 'yyyyMM', 'yyyy', ''] as const;

/**
 * Checks the parameters of a 'serial' fill rule (the only kind of A1's allow-list): prefix 0-16
 * of A-Z a-z 0-9 _ -, datePattern yyyyMMdd | yyyyMM | yyyy | '', seqLength 1-8, prefixField
 * (optional) an identifier. Accepts the JSON text or the object.
 * @throws HttpError 400 with the first problem found.
 */
export function parseSerialParams(raw: unknown): SerialParams {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw bad('规则参数必须是JSON对象');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad('规则参数必须是JSON对象');
  const p = value as Record<string, unknown>;
  const prefix = p.prefix === undefined || p.prefix === null ? '' : String(p.prefix);
  if (!/^[A-Za-z0-9_-]{0,16}$/.test(prefix)) throw bad(T.badPrefix);
  const datePattern = p.datePattern === undefined || p.datePattern === null ? '' : String(p.datePattern);
  if (!(DATE_PATTERNS as readonly string[]).includes(datePattern)) throw bad(T.badDatePattern);
  const seqLength = Number(p.seqLength);
  if (!Number.isInteger(seqLength) || seqLength < 1 || seqLength > 8) throw bad(T.badSeqLength);
  const out: SerialParams = { prefix, datePattern: datePattern as SerialParams['datePattern'], seqLength };
  const field = textOf(p.prefixField);
  if (field !== null) {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(field)) throw bad(T.badPrefixField);
    out.prefixField = field;
  }
  return out;
}

/** Checked add / edit input of a fill rule. @throws HttpError 400. */
export function parseFillRule(body: Body): { rule_name: string; rule_code: string; rule_kind: 'serial'; rule_params: string; description: string | null } {
  const code = requiredText(body.ruleCode, '规则编码', 100);
  if (!RULE_CODE.test(code)) throw bad(T.badRuleCode);
  const kind = textOf(body.ruleKind) ?? 'serial';
  if (kind !== 'serial') throw bad(T.badRuleKind);
  return {
    rule_name: requiredText(body.ruleName, '规则名称', 100),
    rule_code: code,
    rule_kind: kind,
    rule_params: JSON.stringify(parseSerialParams(body.ruleParams)),
    description: optionalText(body.description, '描述', 255),
  };
}
