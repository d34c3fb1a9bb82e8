import { PRESET_TEXTS, TABLE_TEXTS } from '../editable-table-texts';
import type { RuleContext, TableColumn, TableRow, ValidateRule } from '../types';
import { isPreset, patternRegExp, UNIQUE_PATTERN } from './presets';

/** True for null, undefined, '' (after trimming) and empty arrays. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

/** A rule message with `${title}` replaced by the column title. */
export function ruleMessage(template: string, column: Pick<TableColumn, 'title'>): string {
  return template.replace(/\$\{title\}/g, column.title);
}

/** The comparable text of a value for the unique rule (arrays joined by commas). */
export function valueKey(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(',') : String(value);
}

/** True when the rule asks for unique values (`unique: true` or `pattern: 'only'`). */
export function isUniqueRule(rule: ValidateRule): boolean {
  return rule.unique === true || rule.pattern === UNIQUE_PATTERN;
}

/** Count of rows of `rows` holding `value` in `key` (empty values never count). */
export function countSame(rows: readonly TableRow[], key: string, value: unknown): number {
  if (isEmptyValue(value)) return 0;
  const wanted = valueKey(value);
  let n = 0;
  for (const row of rows) if (!isEmptyValue(row[key]) && valueKey(row[key]) === wanted) n += 1;
  return n;
}

function checkSync(rule: ValidateRule, ctx: RuleContext): string | null {
  const { value, column, rows } = ctx;
  if (rule.required && isEmptyValue(value)) return ruleMessage(rule.message ?? TABLE_TEXTS.required, column);
  if (isUniqueRule(rule)) {
    return countSame(rows, column.key, value) >= 2 ? ruleMessage(rule.message ?? TABLE_TEXTS.unique, column) : null;
  }
  if (rule.pattern !== undefined) {
    const isStar = rule.pattern === '*';
    if (isEmptyValue(value) && !isStar) return null;
    const re = patternRegExp(rule.pattern);
    if (!re) return null;
    re.lastIndex = 0;
    const text = isEmptyValue(value) ? '' : valueKey(value);
    if (!re.test(text)) {
      const fallback = isPreset(rule.pattern) ? PRESET_TEXTS[rule.pattern] : TABLE_TEXTS.patternMismatch;
      return ruleMessage(rule.message ?? fallback, column);
    }
  }
  return null;
}

/**
 * Validates one cell against its column's rules in order (widgets-spec §5 "Table column rules");
 * resolves the FIRST failing rule's message, or null when every rule passes. A custom `handler`
 * may be async: `false` fails with the rule's message (or the pattern-mismatch text), a string
 * fails with that string, anything else passes; a rejected handler fails with its error message.
 */
export async function validateCell(column: TableColumn, row: TableRow, rows: readonly TableRow[], value: unknown = row[column.key]): Promise<string | null> {
  const ctx: RuleContext = { value, row, column, rows };
  for (const rule of column.validateRules ?? []) {
    const sync = checkSync(rule, ctx);
    if (sync) return sync;
    if (rule.handler) {
      let answer: boolean | string | void;
      try {
        answer = await rule.handler(ctx);
      } catch (err) {
        return err instanceof Error && err.message ? err.message : ruleMessage(rule.message ?? TABLE_TEXTS.patternMismatch, column);
      }
      if (answer === false) return ruleMessage(rule.message ?? TABLE_TEXTS.patternMismatch, column);
      if (typeof answer === 'string' && answer) return answer;
    }
  }
  return null;
}
