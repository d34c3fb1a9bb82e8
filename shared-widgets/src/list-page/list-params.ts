import { LIST_CONSTANTS } from './list-texts';

/** Sort of a list call (widgets-spec §3 "Generic list query": column=asc|desc). */
export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

/** Advanced query in force (widgets-spec §3 "Advanced query condition": {matchType, params}). */
export interface SuperQueryState {
  /** URL-encoded JSON array of conditions, as the list calls take it */
  superQueryParams: string;
  superQueryMatchType: 'and' | 'or';
}

/** Inputs of {@link buildListParams}. */
export interface ListParamsInput {
  query: Record<string, unknown>;
  pageNo: number;
  pageSize: number;
  sort?: ListSort | null;
  superQuery?: SuperQueryState | null;
  /** visible column keys, sent as `field` (comma joined) */
  fields?: string[];
}

/**
 * The query string of a generic list call (widgets-spec §3, §7): the query form's values without
 * empty ones (arrays comma-joined), `pageNo`, `pageSize`, `column` / `order` (default createTime
 * desc), `field`, and `superQueryParams` / `superQueryMatchType` when an advanced query is in force.
 */
export function buildListParams(input: ListParamsInput): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(input.query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params[key] = value.join(',');
    } else {
      params[key] = typeof value === 'number' ? value : String(value);
    }
  }
  const sort = input.sort === undefined ? LIST_CONSTANTS.DEFAULT_SORT : input.sort;
  if (sort) {
    params.column = sort.column;
    params.order = sort.order;
  }
  if (input.fields?.length) params.field = input.fields.join(',');
  if (input.superQuery?.superQueryParams) {
    params.superQueryParams = input.superQuery.superQueryParams;
    params.superQueryMatchType = input.superQuery.superQueryMatchType;
  }
  params.pageNo = input.pageNo;
  params.pageSize = input.pageSize;
  return params;
}

/** The sort of an antd table change: field + 'ascend'|'descend' → {column, order}, or null. */
export function sortFromTable(sorter: { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null } | undefined): ListSort | null {
  if (!sorter?.order) return null;
  const column = String(sorter.field ?? sorter.columnKey ?? '');
  if (!column) return null;
  return { column, order: sorter.order === 'ascend' ? 'asc' : 'desc' };
}
