import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { HttpError } from '../plugins/reply.js';
import { LIST_QUERY_TEXT, type Condition, type FieldMap, type FieldSpec } from './list-query-types.js';

/**
 * Turns allow-listed conditions into SQL. Column references come only from the FieldMap (server
 * code); every value is a bound parameter, typed by the field (DESIGN §3: no SQL text from input).
 */

/** 400 with a Chinese message (docs/contracts.md "Bad input"). */
export function badQuery(message: string): HttpError {
  return new HttpError(400, message, 400);
}

/** True when `key` is an own key of `fields` (never a prototype member like `constructor`). */
export function isField(fields: FieldMap, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(fields, key);
}

/** Escapes LIKE wildcards (`%`, `_`) and the escape character `\` of a user value. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Longest value text accepted in one condition (characters). */
export const MAX_VALUE_LENGTH = 2000;
/** Most values of one `in` list. */
export const MAX_IN_VALUES = 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;

function validDay(y: string, m: string, d: string): boolean {
  const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return t.getUTCFullYear() === Number(y) && t.getUTCMonth() === Number(m) - 1 && t.getUTCDate() === Number(d);
}

/**
 * A value bound with the field's type. `edge` decides what a bare day means for a datetime
 * field: 'start' = 00:00:00, 'end' = 23:59:59.999, China time (UTC+8) — the console's time zone.
 * @throws HttpError 400 查询条件值格式不正确：{field} when the text does not fit the type.
 */
export function typedValue(field: string, spec: FieldSpec, text: string, edge: 'start' | 'end' = 'start'): RawBuilder<unknown> {
  const bad = () => badQuery(LIST_QUERY_TEXT.badValue(field));
  const v = text.trim();
  switch (spec.type) {
    case 'number': {
      if (!/^-?\d{1,18}(\.\d{1,12})?$/.test(v)) throw bad();
      return /^-?\d+$/.test(v) ? sql`${v}::bigint` : sql`${v}::numeric`;
    }
    case 'boolean': {
      const map: Record<string, boolean> = { true: true, false: false, 1: true, 0: false, y: true, n: false };
      const b = map[v.toLowerCase()];
      if (b === undefined) throw bad();
      return sql`${b}::boolean`;
    }
    case 'date': {
      const m = DATE_TIME.exec(v);
      if (!m || !validDay(m[1], m[2], m[3])) throw bad();
      return sql`${`${m[1]}-${m[2]}-${m[3]}`}::date`;
    }
    case 'datetime': {
      const m = DATE_TIME.exec(v);
      if (!m || !validDay(m[1], m[2], m[3])) throw bad();
      const [h, mi, s] = [m[4], m[5], m[6]];
      if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59)) throw bad();
      const time = h !== undefined ? `${h}:${mi}:${s ?? '00'}` : edge === 'end' ? '23:59:59.999' : '00:00:00';
      return sql`${`${m[1]}-${m[2]}-${m[3]}T${time}+08:00`}::timestamptz`;
    }
    default:
      return sql`${v}`;
  }
}

/** True for a datetime field given a bare day (it then means the whole day). */
function isWholeDay(spec: FieldSpec, text: string): boolean {
  return spec.type === 'datetime' && DATE.test(text.trim());
}

function equals(field: string, spec: FieldSpec, text: string): RawBuilder<SqlBool> {
  const col = sql.ref(spec.column);
  if (isWholeDay(spec, text)) {
    return sql<SqlBool>`(${col} >= ${typedValue(field, spec, text, 'start')} AND ${col} <= ${typedValue(field, spec, text, 'end')})`;
  }
  return sql<SqlBool>`${col} = ${typedValue(field, spec, text)}`;
}

/**
 * SQL of one condition (widgets-spec §5 rules): eq, ne (NULL counts as different), like
 * (contains), right_like (starts with), left_like (ends with) — case-insensitive with wildcards
 * escaped —, in (comma list), gt, ge, lt, le. The field must be in `fields`.
 * @throws HttpError 400 for an unknown field, an oversized value or a value of the wrong type.
 */
export function conditionSql(fields: FieldMap, c: Condition): RawBuilder<SqlBool> {
  if (!isField(fields, c.field)) throw badQuery(LIST_QUERY_TEXT.unknownField);
  const spec = fields[c.field];
  if (c.value.length > MAX_VALUE_LENGTH) throw badQuery(LIST_QUERY_TEXT.valueTooLong);
  const col = sql.ref(spec.column);
  const text = c.value;
  switch (c.rule) {
    case 'eq':
      return equals(c.field, spec, text);
    case 'ne':
      return sql<SqlBool>`(${col} IS NULL OR NOT ${equals(c.field, spec, text)})`;
    case 'like':
      return sql<SqlBool>`CAST(${col} AS text) ILIKE ${`%${escapeLike(text)}%`}`;
    case 'right_like':
      return sql<SqlBool>`CAST(${col} AS text) ILIKE ${`${escapeLike(text)}%`}`;
    case 'left_like':
      return sql<SqlBool>`CAST(${col} AS text) ILIKE ${`%${escapeLike(text)}`}`;
    case 'in': {
      const values = text.split(',').map((s) => s.trim()).filter(Boolean);
      if (values.length > MAX_IN_VALUES) throw badQuery(LIST_QUERY_TEXT.valueTooLong);
      if (!values.length) return sql<SqlBool>`false`;
      if (spec.type === 'datetime') return sql<SqlBool>`(${sql.join(values.map((v) => equals(c.field, spec, v)), sql` OR `)})`;
      return sql<SqlBool>`${col} IN (${sql.join(values.map((v) => typedValue(c.field, spec, v)))})`;
    }
    case 'gt':
      return sql<SqlBool>`${col} > ${typedValue(c.field, spec, text, 'end')}`;
    case 'ge':
      return sql<SqlBool>`${col} >= ${typedValue(c.field, spec, text, 'start')}`;
    case 'lt':
      return sql<SqlBool>`${col} < ${typedValue(c.field, spec, text, 'start')}`;
    case 'le':
      return sql<SqlBool>`${col} <= ${typedValue(c.field, spec, text, 'end')}`;
    default:
      throw badQuery(LIST_QUERY_TEXT.unknownRule);
  }
}

/** Joins conditions with AND or OR in parentheses; an empty list is `true`. */
export function joinConditions(parts: RawBuilder<SqlBool>[], matchType: 'and' | 'or'): RawBuilder<SqlBool> {
  if (!parts.length) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(parts, matchType === 'or' ? sql` OR ` : sql` AND `)})`;
}
