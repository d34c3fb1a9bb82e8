import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/session-user.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/types.js';

/**
 * The report descriptions served by GET /api/report/meta/{code} (docs/fleet-contract.md
 * "Reports"): the front end builds its query form, table, chart and export from them.
 */

/** A query form field. `dateRange` fills startTime/endTime (China time, see china-time.ts). */
export interface QueryField {
  key: string;
  type: 'org' | 'plate' | 'dateRange' | 'number' | 'select';
  label: string;
  required?: boolean;
  /** unit shown beside a number (e.g. 'h') */
  unit?: string;
  min?: number;
  max?: number;
  default?: number | string;
  options?: { value: string; label: string }[];
  /** dateRange: default span in days ending now (7 unless told) */
  defaultDays?: number;
  /** dateRange: pick whole days only */
  dayOnly?: boolean;
}

/** A table column; `unit` is shown in the header as 标题(单位) and in the export. */
export interface ReportColumn {
  key: string;
  title: string;
  unit?: string;
  /** time: ms epoch shown YYYY-MM-DD HH:mm:ss; day: 'YYYY-MM-DD'; number; text (default) */
  type?: 'text' | 'number' | 'time' | 'day';
  width?: number;
  sortable?: boolean;
}

/**
 * Chart of a report. source 'rows': the client plots the rows shown (x = column `x`, one
 * series per `y`); source 'answer': the data answer carries {@link ChartData}.
 */
export interface ReportChartMeta {
  kind: 'column' | 'line' | 'spline' | 'pie';
  title: string;
  source: 'rows' | 'answer';
  x?: string;
  y?: { key: string; name: string; unit: string }[];
}

/** Chart series computed by the server. datetime x values are ms epoch. */
export interface ChartData {
  xType: 'datetime' | 'category';
  categories?: string[];
  series: { name: string; unit: string; type?: 'line' | 'spline' | 'column' | 'scatter' | 'pie'; data: Array<number | null | [number, number | null] | { name: string; y: number }> }[];
}

/** A headline figure shown above the table. */
export interface SummaryItem {
  label: string;
  value: number | string | null;
  unit?: string;
}

/** What GET /api/report/meta/{code} answers. */
export interface ReportMeta {
  code: string;
  title: string;
  group: string;
  description: string;
  rowKey: string;
  query: QueryField[];
  columns: ReportColumn[];
  chart?: ReportChartMeta;
}

/** A row of a report: values keyed by column key (plus the row key). */
export type ReportRow = Record<string, string | number | boolean | null>;

/** The parsed, validated query of one data call. */
export interface ReportQuery {
  pageNo: number;
  pageSize: number;
  offset: number;
  orgId?: string;
  carNum?: string;
  /** ms epoch */
  startMs: number;
  endMs: number;
  /** China days of startMs / endMs */
  fromDay: string;
  toDay: string;
  column?: string;
  order: 'asc' | 'desc';
  /** report-specific fields (number and select fields of the meta) */
  params: Record<string, string | number>;
}

/** A vehicle resolved from carNum / carId inside the user's scope. */
export interface ScopedVehicle {
  id: string;
  carNum: string;
  departId: string;
  departName: string | null;
  fuelTank: number | null;
  speedLimit: number;
}

/** What a report's run() gets: db, user, scope (department ids) and the car for single-car reports. */
export interface ReportContext {
  db: Kysely<Database>;
  config: AppConfig;
  user: SessionUser;
  tenantId: number;
  departIds: string[];
  vehicle: ScopedVehicle | null;
  now: number;
}

/** One page of a report answer. */
export interface ReportResult {
  records: ReportRow[];
  total: number;
  chart?: ChartData;
  summary?: SummaryItem[];
}

/** A report: its meta, limits, sortable columns (key → SQL expression, the allow-list) and run(). */
export interface ReportDef extends ReportMeta {
  /** longest accepted time range, days (31; raw-position reports 7) */
  maxRangeDays: number;
  /** true: needs one car (carNum or carId) */
  singleCar?: boolean;
  /** false: no time range (current state reports) */
  timed?: boolean;
  sorts?: Record<string, string>;
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  run(ctx: ReportContext, q: ReportQuery): Promise<ReportResult>;
}
