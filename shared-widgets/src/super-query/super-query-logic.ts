import { toValueList } from '../form/value-codec';
import type { MatchType, SuperQueryCondition, SuperQueryField, SuperQueryOutput, SuperQueryParam, SuperQueryRule } from './super-query-types';

let seq = 0;
/** A new row id. */
export function rowKey(): string {
  seq += 1;
  return `sq-${Date.now().toString(36)}-${seq}`;
}

/** A new empty row with rule eq (widgets-spec §4 "It starts with one empty row, rule eq"). */
export function emptyCondition(): SuperQueryCondition {
  return { key: rowKey(), rule: 'eq' };
}

function blank(val: unknown): boolean {
  return val === undefined || val === null || (typeof val === 'string' && val.trim() === '') || (Array.isArray(val) && val.length === 0);
}

/** True when a row is unusable: its field, value or rule is missing (widgets-spec §5 "Advanced query"). */
export function isEmptyCondition(c: SuperQueryCondition): boolean {
  return !c.field || !c.rule || blank(c.val);
}

/**
 * A row after choosing `field` (widgets-spec §4): the value is reset and the field's type info
 * (type, dbType, options, dictCode, dictTable, dictText, customReturnField, popup) is copied.
 */
export function selectField(row: SuperQueryCondition, field: SuperQueryField | undefined): SuperQueryCondition {
  return {
    key: row.key,
    rule: row.rule,
    field: field?.value,
    val: undefined,
    type: field?.type,
    dbType: field?.dbType,
    options: field?.options,
    dictCode: field?.dictCode,
    dictTable: field?.dictTable,
    dictText: field?.dictText,
    customReturnField: field?.customReturnField,
    popup: field?.popup,
  };
}

/** True for rows whose value is chosen from a dictionary or an option list. */
export function hasChoices(row: Pick<SuperQueryCondition, 'dictCode' | 'options'>): boolean {
  return Boolean(row.dictCode) || Boolean(row.options && row.options.length);
}

/**
 * A row after changing its rule (widgets-spec §4): moving away from `in` on a dictionary or
 * option field keeps only the first selected value.
 */
export function changeRule(row: SuperQueryCondition, rule: SuperQueryRule): SuperQueryCondition {
  if (row.rule === 'in' && rule !== 'in' && hasChoices(row)) {
    const first = toValueList(row.val)[0];
    return { ...row, rule, val: first };
  }
  return { ...row, rule };
}

/** The wire form of the usable rows: field, rule, val (arrays joined by commas, widgets-spec §5), type, dbType. */
export function toParams(rows: SuperQueryCondition[]): SuperQueryParam[] {
  return rows
    .filter((r) => !isEmptyCondition(r))
    .map((r) => {
      const val = Array.isArray(r.val) ? r.val.map(String).join(',') : String(r.val).trim();
      const param: SuperQueryParam = { field: r.field as string, rule: r.rule as SuperQueryRule, val };
      if (r.type) param.type = r.type;
      if (r.dbType) param.dbType = r.dbType;
      return param;
    });
}

/** superQueryParams text: the URL-encoded JSON of the params ('' for none), as the list calls take it. */
export function encodeSuperQueryParams(params: SuperQueryParam[]): string {
  return params.length ? encodeURIComponent(JSON.stringify(params)) : '';
}

/** The builder's output for `rows` (widgets-spec §3 "{matchType, params}") with the encoded list parameters. */
export function buildSuperQuery(matchType: MatchType, rows: SuperQueryCondition[]): SuperQueryOutput {
  const params = toParams(rows);
  return { matchType, params, superQueryParams: encodeSuperQueryParams(params), superQueryMatchType: matchType };
}

/** The list-call parameters of an output: `{superQueryParams, superQueryMatchType}`, or {} for an empty query. */
export function superQueryListParams(output: SuperQueryOutput | null | undefined): Record<string, string> {
  if (!output || !output.params.length) return {};
  return { superQueryParams: output.superQueryParams, superQueryMatchType: output.superQueryMatchType };
}

/** Rows stripped of UI keys for storage (saved queries keep the type info so values render again). */
export function storableRows(rows: SuperQueryCondition[]): SuperQueryCondition[] {
  return rows.filter((r) => !isEmptyCondition(r)).map(({ key: _key, ...rest }) => rest);
}
