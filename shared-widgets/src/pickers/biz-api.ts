import { http } from 'shared-session';
import { unwrapPage } from './answer';

type Row = Record<string, unknown>;

/**
 * The rows whose `valueKey` is one of `values`, for a business component picker (widgets-spec §7
 * "Further calls": the value key list joined with commas plus a trailing comma, pageNo 1 and
 * pageSize equal to the count). No values → [] without a call.
 */
export async function fetchBizRowsByValue(url: string, valueKey: string, values: string[], extra: Row = {}): Promise<Row[]> {
  if (values.length === 0) return [];
  const params = { ...extra, [valueKey]: `${values.join(',')},`, pageNo: 1, pageSize: values.length };
  return (await fetchBizPage(url, params)).records;
}

/** One page of a business component picker list (GET `url` with the query, spec §7 "Generic list GET"). */
export async function fetchBizPage(url: string, params: Row): Promise<{ records: Row[]; total: number }> {
  const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return unwrapPage<Row>(await http.get(url, { params: clean }));
}

/** A typed query text as a fuzzy list value (spec §5 "like gets asterisks around"); blank gives ''. */
export function likeValue(text: string | undefined): string {
  const t = (text ?? '').trim();
  return t ? `*${t}*` : '';
}
