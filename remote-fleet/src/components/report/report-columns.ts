import type { XlsxColumn } from 'shared-widgets';
import type { ReportColumnMeta, ReportRow } from '../../api/report-api';

const pad = (n: number) => String(n).padStart(2, '0');

/** ms epoch → 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8, the contract's display zone); null → ''. */
export function formatChinaTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const d = new Date(ms + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Header text of a column: 标题(单位) when it has a unit. */
export function columnTitle(c: ReportColumnMeta): string {
  return c.unit ? `${c.title}(${c.unit})` : c.title;
}

/** The shown text / exported value of a cell: times formatted, numbers kept as numbers, null → ''. */
export function cellValue(c: ReportColumnMeta, row: ReportRow): string | number {
  const v = row[c.key];
  if (v === null || v === undefined) return '';
  if (c.type === 'time') return formatChinaTime(typeof v === 'number' ? v : Number(v));
  if (typeof v === 'boolean') return v ? '是' : '否';
  return v;
}

/** xlsx columns of a report (headers with units, same values as the table shows). */
export function xlsxColumns(columns: ReportColumnMeta[]): XlsxColumn<ReportRow>[] {
  return columns.map((c) => ({ title: columnTitle(c), value: (row: ReportRow) => cellValue(c, row), width: c.type === 'time' ? 20 : undefined }));
}
