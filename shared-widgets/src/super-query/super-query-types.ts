/** Condition rules (widgets-spec §5 "Advanced query"). */
export const SUPER_QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

/** Match types (widgets-spec §5: and, or). */
export type MatchType = 'and' | 'or';

/** An option of a field with a fixed value list. */
export interface SuperQueryOption {
  value: string | number;
  label?: string;
  text?: string;
}

/**
 * A queryable field offered by the builder (the field list of widgets-spec §3 "Advanced query
 * condition": type, dbType, options, dictCode, dictTable, dictText, customReturnField, popup).
 * `type` picks the value widget: string/text (text input), int/number/double/BigDecimal/Integer
 * (number), date, datetime, list/select/radio/checkbox/list_multi (dictionary or options), switch
 * (是/否), and sel_user / sel_depart / popup (B3's pickers when registered).
 */
export interface SuperQueryField {
  /** Wire field name (the list call's allow-listed name). */
  value: string;
  /** Label shown in the field select. */
  text: string;
  type: string;
  dbType?: string;
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  options?: SuperQueryOption[];
  customReturnField?: string;
  popup?: Record<string, unknown>;
}

/** One condition row (widgets-spec §3 "Advanced query condition"), `key` being the row's UI id. */
export interface SuperQueryCondition {
  key?: string;
  field?: string;
  rule?: SuperQueryRule;
  val?: unknown;
  type?: string;
  dbType?: string;
  options?: SuperQueryOption[];
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: Record<string, unknown>;
}

/** A condition as sent to the server: field, rule, val (arrays joined by commas), type, dbType. */
export interface SuperQueryParam {
  field: string;
  rule: SuperQueryRule;
  val: string;
  type?: string;
  dbType?: string;
}

/** The query the builder emits (widgets-spec §3 "The whole query is {matchType, params}") with the list-call parameters. */
export interface SuperQueryOutput {
  matchType: MatchType;
  params: SuperQueryParam[];
  /** URL-encoded JSON of `params` ('' when there is none), for the list call's superQueryParams. */
  superQueryParams: string;
  superQueryMatchType: MatchType;
}

/** A saved query (widgets-spec §3 "Saved query": title, matchType, records). */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: SuperQueryCondition[];
}
