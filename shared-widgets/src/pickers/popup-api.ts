import { http } from 'shared-session';
import { unwrap, unwrapPage } from './answer';
import { PICKER_CONSTANTS } from './picker-texts';
import type { ReportConfig, ReportQueryItem } from './picker-types';

/** An empty report config: what a failed getRpColumns gives (widgets-spec §7 "failure gives empty columns"). */
export const EMPTY_REPORT: ReportConfig = { cgRpConfigId: '', cgRpConfigName: '', columns: [], dictOptions: {} };

const groupCache = new Map<string, Promise<ReportConfig>>();

async function loadColumns(code: string): Promise<ReportConfig> {
  try {
    const answer = await http.get<Partial<ReportConfig>>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`, { skipErrorHandler: true });
    if (!answer?.success || Number(answer.code) !== 200 || !answer.result) return EMPTY_REPORT;
    const r = answer.result;
    return {
      cgRpConfigId: String(r.cgRpConfigId ?? ''),
      cgRpConfigName: String(r.cgRpConfigName ?? ''),
      columns: Array.isArray(r.columns) ? r.columns : [],
      dictOptions: r.dictOptions ?? {},
    };
  } catch {
    return EMPTY_REPORT;
  }
}

/**
 * The columns of the online report `code` (spec §7 GET /online/cgreport/api/getRpColumns/{code}:
 * code 200, result.columns). Any failure gives {@link EMPTY_REPORT}; never rejects. With a
 * `groupId`, successful configs are shared by every picker of that group.
 */
export function fetchReportColumns(code: string, groupId?: string): Promise<ReportConfig> {
  if (!groupId) return loadColumns(code);
  const key = `${groupId}|${code}`;
  let hit = groupCache.get(key);
  if (!hit) {
    hit = loadColumns(code).then((cfg) => {
      if (!cfg.cgRpConfigId) groupCache.delete(key);
      return cfg;
    });
    groupCache.set(key, hit);
  }
  return hit;
}

/** Query items of a report (spec §7 GET /online/cgreport/api/getQueryInfo/{cgRpConfigId}); failure → []. */
export async function fetchReportQueryInfo(configId: string): Promise<ReportQueryItem[]> {
  try {
    const result = unwrap(await http.get<ReportQueryItem[]>(`/online/cgreport/api/getQueryInfo/${encodeURIComponent(configId)}`, { skipErrorHandler: true }));
    return Array.isArray(result) ? result : [];
  } catch {
    return [];
  }
}

/** Parameters of one report data page. */
export interface ReportDataQuery {
  pageNo: number;
  pageSize: number;
  column: string;
  order: 'asc' | 'desc';
  /** Query form values (field, field_begin, field_end…); empty values are not sent. */
  values: Record<string, string | undefined>;
  /** Dynamic parameters, sent as `self_<name>` (spec §7). */
  param?: Record<string, string>;
}

/** The request parameters of {@link fetchReportData}, exported for tests. */
export function reportDataParams(q: ReportDataQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { pageNo: q.pageNo, pageSize: q.pageSize, column: q.column, order: q.order };
  Object.entries(q.values).forEach(([k, v]) => {
    if (v != null && v !== '') out[k] = v;
  });
  Object.entries(q.param ?? {}).forEach(([k, v]) => {
    out[`self_${k}`] = v;
  });
  return out;
}

/** One page of report rows (spec §7 GET /online/cgreport/api/getData/{cgRpConfigId} → total, records). */
export async function fetchReportData(configId: string, q: ReportDataQuery): Promise<{ records: Record<string, unknown>[]; total: number }> {
  return unwrapPage(await http.get(`/online/cgreport/api/getData/${encodeURIComponent(configId)}`, { params: reportDataParams(q) }));
}

/**
 * Reads a sort string `column=asc|desc` (spec §3 "Generic list query"); anything else gives the
 * default sort createTime desc (spec §4 "Popup report").
 */
export function parseSorter(sorter: string | undefined): { column: string; order: 'asc' | 'desc' } {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)=(asc|desc)$/.exec(sorter ?? '');
  return m ? { column: m[1], order: m[2] as 'asc' | 'desc' } : { ...PICKER_CONSTANTS.DEFAULT_SORT };
}
