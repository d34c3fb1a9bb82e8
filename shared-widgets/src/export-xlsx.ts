/**
 * Export of a table's rows to an .xlsx workbook with SheetJS (`xlsx`), in the browser.
 * Used by every list that has an 导出 button (console-spec §7 "export downloads xls").
 */

/** One exported column: header text (with its unit, e.g. '速度(km/h)') and how to read a cell. */
export interface XlsxColumn<Row> {
  title: string;
  /** Property of the row, or a function giving the cell value. */
  value: keyof Row | ((row: Row, index: number) => string | number | boolean | Date | null | undefined);
  /** Column width in characters; default from the header length. */
  width?: number;
}

/** Builds the sheet rows (header first) of an export; exported for tests. */
export function toSheetRows<Row>(columns: XlsxColumn<Row>[], rows: Row[]): unknown[][] {
  const out: unknown[][] = [columns.map((c) => c.title)];
  rows.forEach((row, i) => {
    out.push(
      columns.map((c) => {
        const v = typeof c.value === 'function' ? c.value(row, i) : (row[c.value] as unknown);
        return v === undefined ? null : v;
      }),
    );
  });
  return out;
}

/**
 * Builds an .xlsx workbook (one sheet) and returns its bytes.
 * An empty `rows` gives a header-only sheet.
 */
export async function buildXlsx<Row>(columns: XlsxColumn<Row>[], rows: Row[], sheetName = 'Sheet1'): Promise<Uint8Array> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(toSheetRows(columns, rows), { cellDates: true });
  sheet['!cols'] = columns.map((c) => ({ wch: c.width ?? Math.max(10, c.title.length * 2 + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  const data = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Uint8Array(data);
}

/**
 * Exports rows to `{fileName}.xlsx` and starts the download.
 * @param fileName without extension, e.g. '报警明细_20261121'
 * @returns the number of data rows written.
 */
export async function exportXlsx<Row>(fileName: string, columns: XlsxColumn<Row>[], rows: Row[], sheetName?: string): Promise<number> {
  const bytes = await buildXlsx(columns, rows, sheetName ?? fileName);
  const blob = new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${fileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return rows.length;
}
