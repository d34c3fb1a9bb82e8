import { badQuery, isField } from './conditions.js';
import { LIST_QUERY_TEXT, QUERY_RULES, type Condition, type FieldMap, type QueryRule } from './list-query-types.js';

/**
 * The two ways conditions arrive (DESIGN §3, widgets-spec §5 "Advanced query"): plain filters
 * whose value text carries its rule (`*x*`, `!x`, `>=x`, comma list …), and superQueryParams.
 */

/**
 * Reads the rule a plain filter value carries (JeecgBoot query-value rules): `>=x` ge, `<=x` le,
 * `!x` ne, `>x` gt, `<x` lt, `*x*` like, `*x` left_like (ends with x), `x*` right_like (starts
 * with x), `a,b` in, anything else eq. Answers null when nothing is left to match (e.g. `*`).
 */
export function ruleOfValue(raw: string): { rule: QueryRule; value: string } | null {
  const v = raw.trim();
  const take = (rule: QueryRule, value: string) => (value.trim() ? { rule, value: value.trim() } : null);
  if (v.startsWith('>=')) return take('ge', v.slice(2));
  if (v.startsWith('<=')) return take('le', v.slice(2));
  if (v.startsWith('!')) return take('ne', v.slice(1));
  if (v.startsWith('>')) return take('gt', v.slice(1));
  if (v.startsWith('<')) return take('lt', v.slice(1));
  if (v.length >= 2 && v.startsWith('*') && v.endsWith('*')) return take('like', v.slice(1, -1));
  if (v.startsWith('*')) return take('left_like', v.slice(1));
  if (v.endsWith('*')) return take('right_like', v.slice(0, -1));
  if (v.includes(',')) return take('in', v);
  return take('eq', v);
}

/** The wire field of a `<field>_begin` / `<field>_end` key, with its rule (ge / le), or null. */
export function rangeKey(fields: FieldMap, key: string): { field: string; rule: 'ge' | 'le' } | null {
  const m = /^(.+)_(begin|end)$/.exec(key);
  if (!m || !isField(fields, m[1])) return null;
  return { field: m[1], rule: m[2] === 'begin' ? 'ge' : 'le' };
}

/**
 * Conditions of the plain filters: keys that are fields of `fields` use ruleOfValue; keys
 * `<field>_begin` / `<field>_end` are ge / le of the raw value (a bare day on a datetime field
 * spans the whole day). Unknown keys and empty values are ignored (never SQL).
 */
export function filtersToConditions(filters: Record<string, string>, fields: FieldMap): Condition[] {
  const out: Condition[] = [];
  for (const [key, raw] of Object.entries(filters)) {
    if (typeof raw !== 'string' || !raw.trim()) continue;
    if (isField(fields, key)) {
      const r = ruleOfValue(raw);
      if (r) out.push({ field: key, ...r });
      continue;
    }
    const range = rangeKey(fields, key);
    if (range) out.push({ field: range.field, rule: range.rule, value: raw.trim() });
  }
  return out;
}

/** Longest superQueryParams text accepted (characters). */
export const MAX_SUPER_QUERY_LENGTH = 20000;
/** Most conditions of one advanced query. */
export const MAX_SUPER_CONDITIONS = 50;

function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function decodeJson(raw: string): unknown {
  let text = raw.trim();
  // the client sends encodeURIComponent(JSON.stringify(params)); the query string decodes once
  for (let i = 0; i < 2 && !text.startsWith('['); i++) {
    try {
      text = decodeURIComponent(text).trim();
    } catch {
      throw badQuery(LIST_QUERY_TEXT.badSuperQuery);
    }
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badQuery(LIST_QUERY_TEXT.badSuperQuery);
  }
}

function valueText(val: unknown): string {
  if (val === undefined || val === null) return '';
  if (Array.isArray(val)) {
    if (!val.every((x) => typeof x === 'string' || typeof x === 'number')) throw badQuery(LIST_QUERY_TEXT.badSuperQuery);
    return val.map(String).join(',');
  }
  if (typeof val === 'string' || typeof val === 'number' || typeof val === 'boolean') return String(val);
  throw badQuery(LIST_QUERY_TEXT.badSuperQuery);
}

/**
 * Parses superQueryParams: a JSON array (URL-encoded once or twice, or plain) of
 * `{field, rule, val, type?, dbType?}`. field must be a wire name of `fields` (snake_case is
 * accepted and mapped to camelCase); rule one of QUERY_RULES; val text, number or an array
 * (joined with commas, spec §5). Conditions with an empty val are skipped.
 * @throws HttpError 400 高级查询参数格式不正确 / 高级查询字段不合法 / 高级查询规则不合法 / 高级查询条件过多.
 */
export function parseSuperQuery(raw: string | undefined, fields: FieldMap): Condition[] {
  if (raw === undefined || !raw.trim()) return [];
  if (raw.length > MAX_SUPER_QUERY_LENGTH) throw badQuery(LIST_QUERY_TEXT.badSuperQuery);
  const list = decodeJson(raw);
  if (!Array.isArray(list)) throw badQuery(LIST_QUERY_TEXT.badSuperQuery);
  if (list.length > MAX_SUPER_CONDITIONS) throw badQuery(LIST_QUERY_TEXT.tooManyConditions);
  const out: Condition[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badQuery(LIST_QUERY_TEXT.badSuperQuery);
    const { field, rule, val } = item as Record<string, unknown>;
    if (typeof field !== 'string' || typeof rule !== 'string') throw badQuery(LIST_QUERY_TEXT.badSuperQuery);
    const name = isField(fields, field) ? field : isField(fields, camel(field)) ? camel(field) : null;
    if (!name) throw badQuery(LIST_QUERY_TEXT.unknownField);
    if (!(QUERY_RULES as readonly string[]).includes(rule)) throw badQuery(LIST_QUERY_TEXT.unknownRule);
    const value = valueText(val);
    if (value.trim()) out.push({ field: name, rule: rule as QueryRule, value: rule === 'in' ? value : value.trim() });
  }
  return out;
}

/** superQueryMatchType: '' / missing → 'and'; 'and' | 'or' (any case); else 400 高级查询匹配方式只能是and或or. */
export function parseMatchType(raw: unknown): 'and' | 'or' {
  if (raw === undefined || raw === null || raw === '') return 'and';
  const v = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (v !== 'and' && v !== 'or') throw badQuery(LIST_QUERY_TEXT.badMatchType);
  return v;
}
