import type { ReactNode } from 'react';

/**
 * Column types of the editable table (widgets-spec §3 "Column types"). `selectMultiple` is the
 * select-multiple variant of `list_multi`; `input_pop` is the textarea with a popup editor.
 */
export type ColumnType =
  | 'input'
  | 'inputNumber'
  | 'textarea'
  | 'input_pop'
  | 'checkbox'
  | 'select'
  | 'radio'
  | 'list_multi'
  | 'selectMultiple'
  | 'date'
  | 'datetime'
  | 'time'
  | 'upload'
  | 'file'
  | 'image'
  | 'sel_search'
  | 'sel_search_async'
  | 'sel_depart'
  | 'sel_user'
  | 'popup'
  | 'slot'
  | 'hidden'
  | 'progress'
  | 'tags'
  | 'normal'
  | StructuralType;

/** Structural columns (spec §3): sequence, selection, expand and drag handle. */
export type StructuralType = 'row-number' | 'row-checkbox' | 'row-radio' | 'row-expand' | 'row-drag-sort';

/** One row: `id` plus one value per column key (spec §3 "Editable-table row"). */
export type TableRow = { id: string; [key: string]: unknown };

/** An option of select / radio / list_multi columns (spec §3 "Dictionary option"). */
export interface ColumnOption {
  value: string;
  text?: string;
  label?: string;
  title?: string;
  disabled?: boolean;
}

/** What a custom validation handler receives. */
export interface RuleContext {
  value: unknown;
  row: TableRow;
  column: TableColumn;
  rows: readonly TableRow[];
}

/**
 * One validation rule of a column (spec §5 "Table column rules"), checked in order:
 * - `required`: fails on an empty value;
 * - `unique: true` or `pattern: 'only'`: fails when two or more rows hold the same value;
 * - `pattern`: a preset name (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money) or any other
 *   regular expression (string or RegExp); empty values pass except for the `*` preset;
 * - `handler`: custom check, may be async; resolves `true`/`undefined` to pass, `false` to fail
 *   with `message`, or a string to fail with that string.
 * `message` may hold `${title}` (the column title).
 */
export interface ValidateRule {
  required?: boolean;
  unique?: boolean;
  pattern?: string | RegExp;
  handler?(ctx: RuleContext): boolean | string | void | Promise<boolean | string | void>;
  message?: string;
}

/** Arguments of a slot column's render prop. */
export interface SlotProps {
  value: unknown;
  row: TableRow;
  rowIndex: number;
  column: TableColumn;
  /** Writes a new value into this cell (validated and reported like an edit). */
  setValue(value: unknown): void;
}

/**
 * Editable-table column definition (widgets-spec §3 "Editable-table column definition"). Every
 * field of the spec is here; `render` is the slot render prop.
 */
export interface TableColumn {
  /** Row field of this column. */
  key: string;
  title: string;
  type: ColumnType;
  /** Width in px; minimum widths of §9 apply (date 135, datetime/sel_user/sel_depart 190). */
  width?: number;
  /** Options of select / radio / list_multi; `dictCode` loads them instead. */
  options?: ColumnOption[];
  /** Dictionary code (or `table,text,code`) of choice columns and of sel_search. */
  dictCode?: string;
  /** Value of new rows. */
  defaultValue?: unknown;
  /** checkbox: new rows are checked. */
  defaultChecked?: boolean;
  placeholder?: string;
  /** checkbox: the [checked, unchecked] pair stored (default [true, false]). */
  customValue?: [unknown, unknown];
  validateRules?: ValidateRule[];
  /** Footer statistics of this column: sum and/or average (spec §3). */
  statistics?: ('sum' | 'average')[];
  /**
   * Cascading select (spec §4 "Cascading select"): select columns sharing a linkageKey form a
   * chain in column order; their options come from the table's `linkageConfig` entry of that key
   * (by the previous level's value), and choosing a level clears the following levels.
   */
  linkageKey?: string;
  /** This column holds the order number recalculated after moves (spec §4). */
  isOrder?: boolean;
  /** File / image cells: download and delete allowed unless set to false (spec §6). */
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** select: free input besides the options; search among options. */
  allowInput?: boolean;
  allowSearch?: boolean;
  /** Extension JSON (object or text): uploadnum, fileType, down, store, text (spec §3). */
  fieldExtendJson?: string | Record<string, unknown>;
  /** popup: report code and the comma lists of report fields copied into row fields (spec §5). */
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  /** Read-only column. */
  disabled?: boolean;
  /** slot: the cell content. */
  render?(props: SlotProps): ReactNode;
}

/** Options source of a cascading select chain (see `TableColumn.linkageKey`). */
export interface LinkageConfig {
  key: string;
  /** Options of a level given the previous level's value ('' for the first level). */
  requestData(parentValue: string): Promise<ColumnOption[]>;
}

/** Add-row settings (spec §3): count (min 1), position 0..rowCount (0 = bottom), scroll to bottom. */
export interface AddRowSettings {
  addRowNum: number;
  addIndex: number;
  addScrollToBottom: boolean;
}

/** Disabled-row rules: a row matching ANY field rule is read-only and cannot be selected (spec §4). */
export type DisabledRowRules = Record<string, unknown | unknown[] | ((value: unknown, row: TableRow) => boolean)>;

/** Per-cell validation errors: row id → column key → message. */
export type CellErrors = Map<string, Map<string, string>>;

/** Result of `validateTable` (spec §5 "on collecting values"). */
export interface ValidateResult {
  /** Number of rows with at least one error. */
  error: number;
  values: TableRow[];
}

/** A value change reported by `onValueChange`. */
export interface ValueChange {
  row: TableRow;
  column: TableColumn;
  key: string;
  value: unknown;
  oldValue: unknown;
}

/** The imperative API of `<EditableTable ref>` (spec §3, §4). */
export interface EditableTableRef {
  /** All rows in display order; new rows keep their temporary ids unless `withoutNewIds`. */
  getValues(opts?: { withoutNewIds?: boolean }): TableRow[];
  /** Runs every rule of every cell (spec §5 "collect"); resolves the error row count and the values. */
  validateTable(): Promise<ValidateResult>;
  /** Ids of removed existing rows (spec §3 "deleted ids"). */
  getDeleteIds(): string[];
  /** Rows added since load, without their temporary ids (spec §3). */
  getNewData(): Omit<TableRow, 'id'>[];
  /** Adds rows (count or partial rows) at `index` (0..rowCount, 0 = bottom); not throttled. */
  addRows(rows?: number | Partial<TableRow>[], opts?: { index?: number; scrollToBottom?: boolean }): TableRow[];
  /** Removes rows by id; existing ids go to the deleted ids. */
  removeRows(ids: string[]): void;
  /** Unselects every row. */
  clearSelection(): void;
  /** Selected row ids. */
  getSelection(): string[];
  /** Replaces every row (forgets deleted ids and new-row marks). */
  setRows(rows: TableRow[]): void;
  /** Merges fields into a row (as a realtime update does). */
  updateRow(row: Partial<TableRow> & { id: string }): void;
  /** Moves a row one up (-1) or down (+1); false at the first/last row (spec §4). */
  moveRow(id: string, offset: -1 | 1): boolean;
}
