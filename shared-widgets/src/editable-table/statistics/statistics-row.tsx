import { columnWidth } from '../columns/column-kinds';
import { TABLE_TEXTS } from '../editable-table-texts';
import type { TableColumn } from '../types';
import type { StatisticsLine } from './statistics';

/** Props of {@link StatisticsRow}. */
export interface StatisticsRowProps {
  lines: StatisticsLine[];
  /** Columns shown by the grid (drag handle excluded: it is the row header). */
  shown: TableColumn[];
  /** Width of the row header (drag handle), 0 without. */
  headerWidth: number;
  /** Horizontal scroll of the grid, px. */
  scrollLeft: number;
}

/** A footer figure: whole numbers as they are, others with at most 2 decimals. */
export function formatFigure(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/**
 * The statistics footer (widgets-spec §3 "statistics (sum or average)"): one line per kind, the
 * label 合计 / 平均值 in the first column, the value under each column asking for it; aligned with
 * the grid's columns and scrolled with it.
 */
export function StatisticsRow({ lines, shown, headerWidth, scrollLeft }: StatisticsRowProps) {
  if (lines.length === 0) return null;
  return (
    <div className="et-statistics" data-testid="et-statistics">
      <div style={{ transform: `translateX(${-scrollLeft}px)` }}>
        {lines.map((line) => (
          <div className="et-statistics-line" key={line.kind} data-testid={`et-statistics-${line.kind}`}>
            {headerWidth > 0 && <div className="et-statistics-cell" style={{ width: headerWidth }} />}
            {shown.map((column, i) => (
              <div className="et-statistics-cell" key={column.key} style={{ width: columnWidth(column, true) }} data-key={column.key}>
                {[i === 0 ? (line.kind === 'sum' ? TABLE_TEXTS.sum : TABLE_TEXTS.average) : '', column.key in line.values ? formatFigure(line.values[column.key]) : ''].filter(Boolean).join(' ')}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
