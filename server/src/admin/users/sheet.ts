import * as XLSX from '@e965/xlsx';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import type { Database } from '../../db/types.js';
import { type Answer, HttpError, ok } from '../../plugins/reply.js';
import { ERROR_COLUMN } from '../../routes/demo/demo-excel-columns.js';
import { IMPORT_TEXT, MAX_IMPORT_FILES, partialAnswer } from '../../routes/demo/demo-import.js';
import { errorWorkbook } from '../../routes/demo/demo-import-sheet.js';
import { readMultipart, storeGenerated } from '../../routes/sys/upload.js';
import { contentDisposition, safeFileName } from '../../routes/sys/upload-paths.js';
import { kindOf } from '../../routes/sys/upload-types.js';

/**
 * xlsx export and import of the administration lists (users, positions), built on the widget
 * demo's import pieces (server/src/routes/demo: the code-201 partial answer, the error workbook
 * with a 错误信息 column, IMPORT_TEXT) and the upload store.
 */

/** One spreadsheet column: its header title and how a record becomes a cell. */
export interface SheetColumn<R> {
  title: string;
  /** key the import reads the cell under */
  field: string;
  width: number;
  cell(record: R): string | number | null;
  /** written by the export, not read by the import */
  exportOnly?: boolean;
}

/** Most rows one export writes / one import reads. */
export const MAX_SHEET_ROWS = 10_000;
const HEADER_SCAN = 5;

/** An xlsx workbook of one sheet `title` with the columns' headers and the records' cells (null = empty cell). */
export function sheetWorkbook<R>(title: string, columns: readonly SheetColumn<R>[], records: R[]): Buffer {
  const rows = [columns.map((c) => c.title), ...records.map((r) => columns.map((c) => c.cell(r) ?? null))];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = columns.map((c) => ({ wch: c.width }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, title.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Sends a workbook as the attachment `<title>.xlsx`. */
export function sendWorkbook(reply: FastifyReply, title: string, data: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition('attachment', `${title}.xlsx`))
    .header('x-content-type-options', 'nosniff')
    .send(data);
}

/** A data row of an imported sheet: original cells and the cells by import field. */
export interface ImportRow {
  cells: unknown[];
  byField: Map<string, unknown>;
  errors: string[];
}

/** A parsed sheet of one file. */
export interface ImportSheet {
  file: string;
  sheetName: string;
  header: unknown[];
  rows: ImportRow[];
}

const bad = (message: string) => new HttpError(400, message, 400);

/** A cell as trimmed text ('' for empty; whole numbers without exponent). */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v).toString() : String(v);
  return String(v).trim();
}

/** A date cell (Excel serial number or text) as 'YYYY-MM-DD' text ('' for empty). */
export function cellDay(v: unknown): string {
  if (typeof v === 'number' && Number.isFinite(v)) {
    const d = XLSX.SSF.parse_date_code(v);
    if (d?.y) return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
  }
  return cellText(v).replace(/\//g, '-');
}

function parseSheet<R>(file: string, data: Buffer, columns: readonly SheetColumn<R>[]): ImportSheet | null {
  const titleOf = (cell: unknown) => (typeof cell === 'string' ? columns.find((c) => !c.exportOnly && c.title === cell.trim().replace(/\*$/, '').trim()) : undefined);
  const book = XLSX.read(data, { type: 'buffer', cellDates: false, dense: true });
  const sheetName = book.SheetNames[0];
  if (!sheetName) return null;
  const aoa = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheetName], { header: 1, raw: true, defval: null, blankrows: false });
  const headerIndex = aoa.slice(0, HEADER_SCAN).findIndex((row) => row.some((cell) => titleOf(cell)));
  if (headerIndex < 0) return null;
  const header = aoa[headerIndex];
  const byIndex = header.map(titleOf);
  const dataRows = aoa.slice(headerIndex + 1).filter((row) => row.some((c, i) => byIndex[i] && cellText(c) !== ''));
  if (dataRows.length > MAX_SHEET_ROWS) throw bad(`${file}：一次最多导入${MAX_SHEET_ROWS}行`);
  return {
    file, sheetName, header,
    rows: dataRows.map((cells) => {
      const byField = new Map<string, unknown>();
      byIndex.forEach((c, i) => {
        if (c && !byField.has(c.field)) byField.set(c.field, cells[i]);
      });
      return { cells, byField, errors: [] };
    }),
  };
}

/**
 * Reads the .xls / .xlsx files of a multipart import request (at most 10, each within
 * `maxBytes`), each first sheet by the columns' header titles (the header is searched in the
 * first five rows). 400 with IMPORT_TEXT for no file, a wrong type, an unreadable file, no
 * header, or no data rows.
 */
export async function readImportSheets<R>(request: FastifyRequest, maxBytes: number, columns: readonly SheetColumn<R>[]): Promise<ImportSheet[]> {
  const form = await readMultipart(request, { maxBytes, maxFiles: MAX_IMPORT_FILES });
  if (!form.files.length) throw bad(IMPORT_TEXT.noFile);
  const sheets: ImportSheet[] = [];
  for (const f of form.files) {
    const { base, ext } = safeFileName(f.filename);
    const kind = ext === 'xls' || ext === 'xlsx' ? kindOf(ext) : null;
    if (!kind || !kind.sniff(f.data)) throw bad(IMPORT_TEXT.badType(f.filename));
    let sheet: ImportSheet | null;
    try {
      sheet = parseSheet(base, f.data, columns);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw bad(IMPORT_TEXT.unreadable(f.filename));
    }
    if (!sheet) throw bad(IMPORT_TEXT.noHeader(f.filename));
    sheets.push(sheet);
  }
  if (!sheets.some((s) => s.rows.length)) throw bad(IMPORT_TEXT.empty);
  return sheets;
}

/**
 * The import answer: every row good → 文件导入成功！数据行数：N; some rows bad → code 201
 * 导入成功,但是有错误数据! with the stored path of an error workbook (bad rows as read plus 错误信息).
 */
export async function importAnswer(
  db: Kysely<Database>, uploadDir: string, user: SessionUser, sheets: ImportSheet[], imported: number,
): Promise<Answer<string | null>> {
  const badSheets = sheets.map((s) => ({ name: s.sheetName, header: s.header, rows: s.rows.filter((r) => r.errors.length) })).filter((s) => s.rows.length);
  if (!badSheets.length) return ok(null, IMPORT_TEXT.done(imported));
  const stored = await storeGenerated(db, uploadDir, user, {
    biz: 'import_error', base: `${sheets[0].file}_${ERROR_COLUMN}`, ext: 'xlsx',
    data: errorWorkbook(badSheets, ERROR_COLUMN), contentType: kindOf('xlsx')!.contentType,
  });
  return partialAnswer(stored.storedPath);
}
