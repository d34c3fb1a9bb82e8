/**
 * Types of the generic JeecgBoot list query (DESIGN §3, widgets-spec §3 "Generic list query",
 * §5 "Advanced query"). The FieldMap of an entity is the allow-list: only its wire names may be
 * filtered, sorted or used in superQueryParams, and only its `column` values reach SQL.
 */

/** How one wire field maps to SQL. */
export interface FieldSpec {
  /** SQL column reference chosen by the server, e.g. 'realname' or 'u.realname' (never input) */
  column: string;
  /** value type: decides parsing and binding of filter values */
  type: 'string' | 'number' | 'date' | 'datetime' | 'boolean';
  /** dictionary code of the field (informational, e.g. for `<field>_dictText`) */
  dictCode?: string;
}

/** Allow-list of an entity: wire field name (camelCase) → FieldSpec. */
export type FieldMap = Record<string, FieldSpec>;

/** A parsed list request (the input of applyListFilters / applySort / pageOf). */
export interface ListQueryInput {
  /** 1-based page number */
  pageNo: number;
  /** rows per page, already capped at the max page size */
  pageSize: number;
  /** wire name of the sort field (a key of the FieldMap), when sorted */
  column?: string;
  order?: 'asc' | 'desc';
  /** plain filters: wire field name (or `<field>_begin` / `<field>_end`) → raw value */
  filters: Record<string, string>;
  /** JSON array text of advanced-query conditions (already URL-decoded, or still encoded once) */
  superQueryParams?: string;
  superQueryMatchType?: 'and' | 'or';
}

/** The query rules of JeecgBoot (QueryRuleEnum names). */
export const QUERY_RULES = ['eq', 'ne', 'like', 'right_like', 'left_like', 'in', 'gt', 'ge', 'lt', 'le'] as const;
export type QueryRule = (typeof QUERY_RULES)[number];

/** One condition over an allow-listed field. */
export interface Condition {
  /** wire field name (a key of the FieldMap) */
  field: string;
  rule: QueryRule;
  /** raw value text; for `in` a comma list */
  value: string;
}

/** A page as every list call answers it (docs/contracts.md). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Chinese messages of the 400 answers of the list query (widgets-spec §5, §8 wording). */
export const LIST_QUERY_TEXT = {
  badPageNo: '页码必须是1到1000000之间的整数',
  badPageSize: '每页条数必须是正整数',
  badSortColumn: '排序字段不合法',
  badOrder: '排序方式只能是asc或desc',
  badSuperQuery: '高级查询参数格式不正确',
  unknownField: '高级查询字段不合法',
  unknownRule: '高级查询规则不合法',
  badMatchType: '高级查询匹配方式只能是and或or',
  tooManyConditions: '高级查询条件过多',
  valueTooLong: '查询条件值过长',
  badValue: (field: string) => `查询条件值格式不正确：${field}`,
} as const;
