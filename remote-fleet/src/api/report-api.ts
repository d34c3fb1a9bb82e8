import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-session';
import { unwrap } from './answer';

/**
 * The report calls of docs/fleet-contract.md "Reports": GET /api/report/meta/{code} describes a
 * report (query fields, columns with units, chart), POST /api/report/data/{code} answers a page of
 * rows plus optional chart series and headline figures. Times are ms epoch; units per column.
 */

/** A query form field (server: server/src/reports/types.ts QueryField). */
export interface ReportQueryField {
  key: string;
  type: 'org' | 'plate' | 'dateRange' | 'number' | 'select';
  label: string;
  required?: boolean;
  unit?: string;
  min?: number;
  max?: number;
  default?: number | string;
  options?: { value: string; label: string }[];
  defaultDays?: number;
  dayOnly?: boolean;
}

/** A table column; `unit` goes into the header as 标题(单位). */
export interface ReportColumnMeta {
  key: string;
  title: string;
  unit?: string;
  type?: 'text' | 'number' | 'time' | 'day';
  width?: number;
  sortable?: boolean;
}

/** The chart of a report: from the rows shown, or from the answer's `chart`. */
export interface ReportChartMeta {
  kind: 'column' | 'line' | 'spline' | 'pie';
  title: string;
  source: 'rows' | 'answer';
  x?: string;
  y?: { key: string; name: string; unit: string }[];
}

/** GET /api/report/meta/{code}. */
export interface ReportMeta {
  code: string;
  title: string;
  group: string;
  description: string;
  rowKey: string;
  query: ReportQueryField[];
  columns: ReportColumnMeta[];
  chart?: ReportChartMeta;
  maxRangeDays: number;
  singleCar: boolean;
  timed: boolean;
}

/** Chart series computed by the server (datetime x in ms epoch). */
export interface ReportChartData {
  xType: 'datetime' | 'category';
  categories?: string[];
  series: { name: string; unit: string; type?: string; data: Array<number | null | [number, number | null] | { name: string; y: number }> }[];
}

/** A row: values keyed by column key. */
export type ReportRow = Record<string, string | number | boolean | null>;

/** POST /api/report/data/{code} answer. */
export interface ReportPage {
  records: ReportRow[];
  total: number;
  size: number;
  current: number;
  pages: number;
  chart?: ReportChartData;
  summary?: { label: string; value: number | string | null; unit?: string }[];
}

/** The body of a data call: the form values (startTime/endTime as 'YYYY-MM-DD HH:mm:ss' China time) plus paging and sort. */
export type ReportDataQuery = Record<string, string | number | undefined> & { pageNo: number; pageSize: number };

/** GET /api/report/meta/{code}; throws with the server message on failure. */
export async function fetchReportMeta(code: string): Promise<ReportMeta> {
  return unwrap<ReportMeta>(await http.get(`/api/report/meta/${encodeURIComponent(code)}`));
}

/** POST /api/report/data/{code}; throws with the server message (e.g. 查询时间范围不能超过31天) on failure. */
export async function fetchReportData(code: string, query: ReportDataQuery): Promise<ReportPage> {
  return unwrap<ReportPage>(await http.post(`/api/report/data/${encodeURIComponent(code)}`, query));
}

/**
 * Every row of a query for export: pages of 1,000 until `total` or `limit` rows (default 10,000).
 * @returns the rows and whether the limit cut them.
 */
export async function fetchAllReportRows(code: string, query: ReportDataQuery, limit = 10_000): Promise<{ rows: ReportRow[]; total: number; truncated: boolean }> {
  const rows: ReportRow[] = [];
  let total = 0;
  for (let pageNo = 1; rows.length < limit; pageNo++) {
    const page = await fetchReportData(code, { ...query, pageNo, pageSize: 1000 });
    total = page.total;
    rows.push(...page.records);
    if (page.records.length < 1000 || rows.length >= total) break;
  }
  return { rows: rows.slice(0, limit), total, truncated: total > limit };
}

/** The report meta as a query (cached 10 min: it changes only with the server). */
export function useReportMeta(code: string) {
  return useQuery(queryOptions({ queryKey: ['fleet', 'reportMeta', code], queryFn: () => fetchReportMeta(code), staleTime: 600_000, enabled: !!code }));
}

/** A page of report rows; null query = not asked yet. Keeps the previous page while the next loads. */
export function useReportData(code: string, query: ReportDataQuery | null) {
  return useQuery({
    queryKey: ['fleet', 'reportData', code, query],
    queryFn: () => fetchReportData(code, query!),
    enabled: !!query,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
