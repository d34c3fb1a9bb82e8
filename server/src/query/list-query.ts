import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { badQuery, conditionSql, isField, joinConditions, MAX_VALUE_LENGTH } from './conditions.js';
import { LIST_QUERY_TEXT, type FieldMap, type ListQueryInput, type Page } from './list-query-types.js';
import { filtersToConditions, parseMatchType, parseSuperQuery, rangeKey } from './value-rules.js';

/**
 * The generic JeecgBoot list query (DESIGN §3; widgets-spec §3 "Generic list query", §5
 * "Advanced query"): `pageNo, pageSize, column, order, field, superQueryParams,
 * superQueryMatchType` plus plain filters with the query-value rules. Usage:
 *
 * ```ts
 * const input = parseListQuery(request.query, USER_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' } });
 * let q = db.selectFrom('sys_user as u').select([...]).where('u.tenant_id', '=', tenantId);
 * q = applySort(applyListFilters(q, input, USER_FIELDS), input, USER_FIELDS, 'u.id');
 * return ok(await pageOf(db, q, input, toWire));
 * ```
 */

export * from './list-query-types.js';
export { conditionSql, escapeLike, joinConditions, typedValue } from './conditions.js';
export { filtersToConditions, parseMatchType, parseSuperQuery, ruleOfValue } from './value-rules.js';

/** Options of parseListQuery. */
export interface ListQueryOptions {
  /** sort used when the request names no column (wire field name, must be in the FieldMap) */
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  /** page size when none is sent; default 10 (widgets-spec §9 generic list page size) */
  defaultPageSize?: number;
  /** larger page sizes are capped to this; default 1000 */
  maxPageSize?: number;
  /**
   * fields whose plain filter value, when it carries no rule marker (`* ! > < ,`), matches as
   * "contains" (`x` is read as `*x*`) — for name searches of pickers
   */
  likeFields?: readonly string[];
}

/** Query keys that are never filters. */
const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', 'field', 'superQueryParams', 'superQueryMatchType', '_t']);
const MAX_PAGE_NO = 1_000_000;

/** First text of a query value (repeated keys arrive as arrays). */
function first(v: unknown): string | undefined {
  if (Array.isArray(v)) return first(v[0]);
  if (v === undefined || v === null) return undefined;
  return typeof v === 'string' ? v : String(v);
}

function intParam(v: unknown, def: number, message: string): number {
  const s = first(v)?.trim();
  if (s === undefined || s === '') return def;
  if (!/^\d{1,9}$/.test(s) || Number(s) < 1) throw badQuery(message);
  return Number(s);
}

function parseOrder(v: unknown): 'asc' | 'desc' | undefined {
  const s = first(v)?.trim().toLowerCase();
  if (!s) return undefined;
  if (s === 'asc' || s === 'ascend') return 'asc';
  if (s === 'desc' || s === 'descend') return 'desc';
  throw badQuery(LIST_QUERY_TEXT.badOrder);
}

/**
 * Parses a list request's query against the entity's FieldMap:
 * - pageNo 1…1000000 (default 1), pageSize ≥ 1 (default 10) capped at maxPageSize (1000);
 * - column: a wire field of `fields` (a `_dictText` suffix is dropped), order asc|desc (also
 *   ascend|descend; default desc); no column → opts.defaultSort;
 * - filters: only keys that are fields or `<field>_begin|_end`; unknown keys are ignored;
 *   repeated keys are joined with commas (an `in` list); opts.likeFields match as contains;
 * - superQueryParams / superQueryMatchType: parsed and checked here already.
 * Every condition is compiled once, so bad values fail here rather than in SQL.
 * @throws HttpError 400 with a Chinese message (LIST_QUERY_TEXT) on a bad page, unknown sort
 * column, bad order, bad filter value, or a bad / unknown advanced query field or rule.
 */
export function parseListQuery(query: Record<string, unknown> | null | undefined, fields: FieldMap, opts: ListQueryOptions = {}): ListQueryInput {
  const q = query ?? {};
  const pageNo = intParam(q.pageNo, 1, LIST_QUERY_TEXT.badPageNo);
  if (pageNo > MAX_PAGE_NO) throw badQuery(LIST_QUERY_TEXT.badPageNo);
  const pageSize = Math.min(intParam(q.pageSize, opts.defaultPageSize ?? 10, LIST_QUERY_TEXT.badPageSize), opts.maxPageSize ?? 1000);
  const order = parseOrder(q.order);
  let column = first(q.column)?.trim();
  if (column) {
    if (column.endsWith('_dictText')) column = column.slice(0, -'_dictText'.length);
    if (!isField(fields, column)) throw badQuery(LIST_QUERY_TEXT.badSortColumn);
  }
  const input: ListQueryInput = { pageNo, pageSize, filters: {} };
  if (column) {
    input.column = column;
    input.order = order ?? 'desc';
  } else if (opts.defaultSort) {
    if (!isField(fields, opts.defaultSort.column)) throw new Error(`defaultSort ${opts.defaultSort.column} is not in the FieldMap`);
    input.column = opts.defaultSort.column;
    input.order = opts.defaultSort.order;
  }
  for (const key of Object.keys(q)) {
    if (RESERVED.has(key) || !(isField(fields, key) || rangeKey(fields, key))) continue;
    const raw = q[key];
    const value = Array.isArray(raw) ? raw.map((x) => first(x) ?? '').join(',') : first(raw);
    if (value === undefined) continue;
    if (value.length > MAX_VALUE_LENGTH) throw badQuery(LIST_QUERY_TEXT.valueTooLong);
    const contains = opts.likeFields?.includes(key) && value.trim() && !/[*!<>,]/.test(value);
    input.filters[key] = contains ? `*${value.trim()}*` : value;
  }
  const superQueryParams = first(q.superQueryParams);
  if (superQueryParams) input.superQueryParams = superQueryParams;
  input.superQueryMatchType = parseMatchType(first(q.superQueryMatchType));
  buildWhere(input, fields);
  return input;
}

/** The WHERE expression of plain filters (AND) and the advanced query (joined by its match type). */
function buildWhere(input: ListQueryInput, fields: FieldMap) {
  const plain = filtersToConditions(input.filters, fields).map((c) => conditionSql(fields, c));
  const advanced = parseSuperQuery(input.superQueryParams, fields).map((c) => conditionSql(fields, c));
  const parts = [...plain];
  if (advanced.length) parts.push(joinConditions(advanced, parseMatchType(input.superQueryMatchType)));
  return parts;
}

/**
 * Adds the filters of `input` (plain filters ANDed, then the advanced query as one group joined
 * by superQueryMatchType) to a Kysely select. Columns come from `fields` only; values are
 * bound parameters.
 * @throws HttpError 400 as parseListQuery for inputs built by hand.
 */
export function applyListFilters<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, input: ListQueryInput, fields: FieldMap): QB {
  let out = qb;
  for (const part of buildWhere(input, fields)) out = out.where(part) as QB;
  return out;
}

/**
 * Orders a select by input.column (allow-listed through `fields`; NULLs last in both
 * directions, as JeecgBoot's MySQL does for desc), then by `tieBreaker` (a server-chosen
 * column such as 'u.id') for stable pages.
 * @throws HttpError 400 排序字段不合法 when input.column is not in `fields`.
 */
export function applySort<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, input: ListQueryInput, fields: FieldMap, tieBreaker?: string): QB {
  let out = qb;
  if (input.column) {
    if (!isField(fields, input.column)) throw badQuery(LIST_QUERY_TEXT.badSortColumn);
    const desc = input.order !== 'asc';
    out = out.orderBy(sql.ref(fields[input.column].column), (ob) => (desc ? ob.desc() : ob.asc()).nullsLast()) as QB;
  }
  if (tieBreaker) out = out.orderBy(sql.ref(tieBreaker), 'asc') as QB;
  return out;
}

/**
 * Runs a filtered, sorted select as one page: the total counts the whole select (wrapped as a
 * sub-query, so GROUP BY / DISTINCT selects count right), rows are OFFSET (pageNo-1)*pageSize
 * LIMIT pageSize. Answers `{records, total, size, current, pages}` (docs/contracts.md), records
 * mapped by `map` when given.
 */
export async function pageOf<O, T = O>(
  db: Kysely<any>, qb: SelectQueryBuilder<any, any, O>, input: ListQueryInput, map?: (row: O) => T,
): Promise<Page<T>> {
  const totalRow = await db.selectFrom(qb.clearOrderBy().as('list_page'))
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const total = Number((totalRow as { n: number }).n);
  const rows = await qb.offset((input.pageNo - 1) * input.pageSize).limit(input.pageSize).execute();
  return {
    records: map ? rows.map(map) : (rows as unknown as T[]),
    total,
    size: input.pageSize,
    current: input.pageNo,
    pages: Math.ceil(total / input.pageSize),
  };
}
