import * as XLSX from '@e965/xlsx';
import * as rule from './demo-rules.js';
import { DemoRuleError } from './demo-rules.js';
import { columnOfTitle, type DemoExcelColumn } from './demo-excel-columns.js';
import type { DemoValues } from './demo-input.js';

/** One data row of an imported sheet: its original cells and either values or errors. */
export interface SheetRow {
  cells: unknown[];
  values: ImportValues | null;
  errors: string[];
}

/** The columns an import writes (the rest of DemoValues stays empty). */
export type ImportValues = Pick<DemoValues, 'name' | 'sex' | 'age' | 'birthday' | 'email' | 'phone' | 'enabled' | 'order_num_code' | 'category' | 'area_code' | 'remark'>;

/** A parsed sheet: its header row (original titles) and data rows. */
export interface ParsedSheet {
  sheetName: string;
  header: unknown[];
  rows: SheetRow[];
}

/** Rows a header may be searched in. */
const HEADER_SCAN = 5;
/** Most data rows read from one sheet. */
export const MAX_IMPORT_ROWS = 10_000;

/** A date cell: an Excel serial number (date-formatted cell) or a text day. */
function dateCell(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) {
    const d = XLSX.SSF.parse_date_code(v);
    if (!d || !d.y) throw new DemoRuleError(rule.DEMO_TEXT.birthday);
    return rule.day(`${d.y}-${d.m}-${d.d}`);
  }
  return rule.day(v);
}

/** Integer-valued numeric cells (phone numbers typed as numbers) as text without exponent. */
function textCell(v: unknown): unknown {
  return typeof v === 'number' && Number.isInteger(v) ? BigInt(v).toString() : v;
}

/**
 * Checks one row by column. `strict` (validateStatus 1) applies the patterns of spec §5 (mobile
 * 请输入正确手机号, e-mail 邮箱格式不正确); without it only what must parse is checked (name required,
 * sex 男/女, age natural number, day, Y/N, code). Collects every message of the row.
 */
export function checkRow(byField: Map<string, unknown>, strict: boolean): { values: ImportValues | null; errors: string[] } {
  const errors: string[] = [];
  const take = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch (err) {
      if (err instanceof DemoRuleError) {
        errors.push(err.message);
        return fallback;
      }
      throw err;
    }
  };
  const get = (f: string) => byField.get(f);
  const values: ImportValues = {
    name: take(() => rule.name(textCell(get('name'))), ''),
    sex: take(() => rule.sex(get('sex')), null),
    age: take(() => rule.natural(get('age')), null),
    birthday: take(() => dateCell(get('birthday')), null),
    email: take(() => rule.email(get('email'), strict), null),
    phone: take(() => rule.mobile(textCell(get('phone')), strict), null),
    enabled: take(() => rule.yn(get('enabled')), 'N'),
    order_num_code: take(() => rule.code(textCell(get('orderNumCode')), rule.DEMO_TEXT.orderNumCode), null),
    category: take(() => rule.code(get('category'), rule.DEMO_TEXT.category, 100), null),
    area_code: take(() => rule.areaCode(textCell(get('areaCode'))), null),
    remark: take(() => rule.text(get('remark'), 20000, '备注', true), null),
  };
  return errors.length ? { values: null, errors } : { values, errors };
}

/**
 * Parses the first sheet of an .xls / .xlsx buffer: the header is the first of the first five rows
 * holding a known title (DEMO_EXCEL_COLUMNS); each later non-blank row is checked with checkRow.
 * Answers null when no header is found.
 * @throws Error when the workbook cannot be read; DemoRuleError when it has more than 10,000 rows.
 */
export function parseDemoSheet(data: Buffer, strict: boolean): ParsedSheet | null {
  const book = XLSX.read(data, { type: 'buffer', cellDates: false, dense: true });
  const sheetName = book.SheetNames[0];
  if (!sheetName) return null;
  const aoa = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheetName], { header: 1, raw: true, defval: null, blankrows: false });
  const headerIndex = aoa.slice(0, HEADER_SCAN).findIndex((row) => row.some((cell) => columnOfTitle(cell)));
  if (headerIndex < 0) return null;
  const header = aoa[headerIndex];
  const columns: (DemoExcelColumn | undefined)[] = header.map((cell) => columnOfTitle(cell));
  const dataRows = aoa.slice(headerIndex + 1).filter((row) => row.some((c, i) => columns[i] && c !== null && String(c).trim() !== ''));
  if (dataRows.length > MAX_IMPORT_ROWS) throw new DemoRuleError(`一次最多导入${MAX_IMPORT_ROWS}行`);
  const rows = dataRows.map((cells) => {
    const byField = new Map<string, unknown>();
    columns.forEach((c, i) => {
      if (c && !byField.has(c.field)) byField.set(c.field, cells[i]);
    });
    return { cells, ...checkRow(byField, strict) };
  });
  return { sheetName, header, rows };
}

/** An error workbook: per sheet the original header plus 错误信息, then each bad row with its messages. */
export function errorWorkbook(sheets: { name: string; header: unknown[]; rows: { cells: unknown[]; errors: string[] }[] }[], errorTitle: string): Buffer {
  const book = XLSX.utils.book_new();
  sheets.forEach((s, i) => {
    const width = s.header.length;
    const aoa = [[...s.header, errorTitle], ...s.rows.map((r) => [...Array.from({ length: width }, (_, k) => r.cells[k] ?? ''), r.errors.join('；')])];
    const name = `${i + 1}_${s.name}`.replace(/[\\/?*[\]:]/g, '_').slice(0, 31);
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), name);
  });
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
