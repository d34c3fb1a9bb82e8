import type { TableColumn, TableRow } from '../types';
import { validateCell } from '../validate/validate-cell';
import { hasUniqueRule, setCellError, validateRows } from '../validate/validate-table';
import { RowStore } from './row-store';

export type { ControllerOptions, GridPort } from './row-store';

/**
 * The editable table's controller (widgets-spec §3 rows, §4 "Editable table rows", §5 validation),
 * independent of Handsontable so that every rule is testable: the row operations of
 * {@link RowStore} plus selection (disabled rows never selected, radio keeps one), expanded rows,
 * edits from any editor (cascading levels cleared, onValueChange, validation on change, realtime
 * send), validation on input / blur / collect, and realtime updates merged in.
 */
export class TableController extends RowStore {
  /** Selects or unselects a row; disabled rows cannot be selected; radio keeps one (spec §4). */
  toggleSelect(id: string, on?: boolean): void {
    const row = this.byId.get(id);
    if (!row || this.isDisabled(row)) return;
    const next = on ?? !this.selected.has(id);
    if (this.options.rowSelection === 'radio') this.selected.clear();
    if (next) this.selected.add(id);
    else this.selected.delete(id);
    this.notify(false);
    this.emitSelection();
  }

  /** Selects every selectable row, or none. */
  selectAll(on: boolean): void {
    this.selected.clear();
    if (on) for (const row of this.rows) if (!this.isDisabled(row)) this.selected.add(row.id);
    this.notify(false);
    this.emitSelection();
  }

  /** Unselects every row (toolbar 清空选择). */
  clearSelection(): void {
    if (this.selected.size === 0) return;
    this.selected.clear();
    this.notify(false);
    this.emitSelection();
  }

  /** Opens or closes a row's expanded content. */
  toggleExpand(id: string, on?: boolean): void {
    const next = on ?? !this.expanded.has(id);
    if (next) this.expanded.add(id);
    else this.expanded.delete(id);
    this.notify(false);
  }

  /** Expands every row (true) or collapses all. */
  expandAll(on: boolean): void {
    this.expanded.clear();
    if (on) for (const row of this.rows) this.expanded.add(row.id);
    this.notify(false);
  }

  /**
   * Writes a cell from an editor outside Handsontable (pickers, popovers, slots) and handles it
   * as an edit. Disabled rows and unknown rows are left alone.
   */
  commitCell(rowId: string, key: string, value: unknown): void {
    const row = this.byId.get(rowId);
    if (!row || this.isDisabled(row)) return;
    const oldValue = row[key];
    if (oldValue === value) return;
    row[key] = value;
    this.cellsChanged([{ row, key, oldValue, value }], true);
  }

  /** Writes several fields of a row at once (popup destFields) as one edit. */
  commitFields(rowId: string, fields: Record<string, unknown>): void {
    const row = this.byId.get(rowId);
    if (!row || this.isDisabled(row)) return;
    const changes = Object.entries(fields)
      .filter(([key, value]) => row[key] !== value)
      .map(([key, value]) => {
        const oldValue = row[key];
        row[key] = value;
        return { row, key, oldValue, value };
      });
    if (changes.length) this.cellsChanged(changes, true);
  }

  /**
   * Handles changed cells (the grid's afterChange, or `commitCell`): reports `onValueChange`,
   * validates the cells (spec §5 "on change"; unique columns re-check every row), repaints and,
   * for user edits, hands each changed row to `onRowEdited` (realtime sync).
   */
  cellsChanged(changes: { row: TableRow; key: string; oldValue: unknown; value: unknown }[], userEdit: boolean): void {
    const touched = new Set<TableRow>();
    for (const change of [...changes]) {
      for (const child of this.options.linkedChildren?.(change.key) ?? []) {
        if (change.row[child] === undefined || change.row[child] === '' || change.row[child] === null) continue;
        changes.push({ row: change.row, key: child, oldValue: change.row[child], value: '' });
        change.row[child] = '';
      }
    }
    for (const change of changes) {
      const column = this.columns.find((c) => c.key === change.key);
      touched.add(change.row);
      if (column) this.options.onValueChange?.({ row: change.row, column, key: change.key, value: change.value, oldValue: change.oldValue });
      if (column) void this.validateColumnAfterChange(column, change.row);
    }
    this.notify(false);
    if (userEdit) for (const row of touched) this.options.onRowEdited?.(row);
  }

  private async validateColumnAfterChange(column: TableColumn, row: TableRow): Promise<void> {
    if (!(column.validateRules ?? []).length) return;
    const targets = hasUniqueRule(column) ? this.rows : [row];
    let changed = false;
    for (const target of targets) {
      const message = await validateCell(column, target, this.rows);
      changed = setCellError(this.errors, target.id, column.key, message) || changed;
    }
    if (changed) this.notify(false);
  }

  /** Validates one cell, with a draft value while typing or on blur (spec §5 "on input … blur"); resolves the message. */
  async validateOne(rowId: string, key: string, draft?: unknown): Promise<string | null> {
    const row = this.byId.get(rowId);
    const column = this.columns.find((c) => c.key === key);
    if (!row || !column || !(column.validateRules ?? []).length) return null;
    const value = draft === undefined ? row[key] : draft;
    const rows = draft === undefined ? this.rows : this.rows.map((r) => (r === row ? { ...r, [key]: draft } : r));
    const message = await validateCell(column, { ...row, [key]: value }, rows, value);
    if (setCellError(this.errors, rowId, key, message)) this.notify(false);
    return message;
  }

  /** Validates every cell (spec §5 "collect"): resolves the number of rows in error and the values. */
  async validateAll(): Promise<{ error: number; values: TableRow[] }> {
    const { errors, errorRows } = await validateRows(this.rows, this.columns, (row) => this.isDisabled(row));
    this.errors = errors;
    this.notify(false);
    return { error: errorRows, values: this.values(false) };
  }

  /**
   * Merges a realtime update into the row with the same id (spec §3 "Realtime table row": fields
   * replaced, the `tug_status` sub-object merged). Unknown ids are ignored. Not reported as an edit.
   */
  applyRemoteRow(update: Partial<TableRow> & { id: string | number }): boolean {
    const row = this.byId.get(String(update.id));
    if (!row) return false;
    const { tug_status: tug, ...fields } = update as Record<string, unknown>;
    Object.assign(row, fields, { id: row.id });
    if (tug && typeof tug === 'object') row.tug_status = { ...((row.tug_status as object) ?? {}), ...(tug as object) };
    for (const column of this.columns) if (column.key in fields) void this.validateColumnAfterChange(column, row);
    this.notify(false);
    return true;
  }
}
