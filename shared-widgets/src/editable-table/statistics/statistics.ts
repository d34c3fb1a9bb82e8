import type { TableColumn, TableRow } from '../types';

/** One footer line: its label and the value per column key. */
export interface StatisticsLine {
  kind: 'sum' | 'average';
  values: Record<string, number>;
}

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

/** Rounds away binary noise (0.1 + 0.2) to at most 10 decimals. */
function tidy(n: number): number {
  return Math.round(n * 1e10) / 1e10;
}

/**
 * The statistics footer (widgets-spec §3 "statistics (sum or average)"): one line per kind used
 * by any column, with, for each column asking for it, the sum of its numeric values or their
 * average (sum / count of numeric values; 0 when there is none). Non-numeric cells are ignored.
 */
export function computeStatistics(rows: readonly TableRow[], columns: readonly TableColumn[]): StatisticsLine[] {
  const lines: StatisticsLine[] = [];
  for (const kind of ['sum', 'average'] as const) {
    const cols = columns.filter((c) => c.statistics?.includes(kind));
    if (cols.length === 0) continue;
    const values: Record<string, number> = {};
    for (const column of cols) {
      let sum = 0;
      let count = 0;
      for (const row of rows) {
        const n = numberOf(row[column.key]);
        if (n === null) continue;
        sum += n;
        count += 1;
      }
      values[column.key] = tidy(kind === 'sum' ? sum : count ? sum / count : 0);
    }
    lines.push({ kind, values });
  }
  return lines;
}

/** True when any column asks for statistics (the footer is shown and narrow columns widen to 60). */
export function hasStatistics(columns: readonly TableColumn[]): boolean {
  return columns.some((c) => (c.statistics ?? []).length > 0);
}
