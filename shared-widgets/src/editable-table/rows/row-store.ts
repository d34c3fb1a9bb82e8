import { TABLE_CONSTANTS } from '../constants';
import { isStructural } from '../columns/column-kinds';
import type { CellErrors, DisabledRowRules, TableColumn, TableRow, ValueChange } from '../types';
import { isRowDisabled } from './disabled-rows';
import { canMove, createRow, exportRows, insertIndex, insertRows, moveRows, recalcOrder } from './row-ops';

/** What the Handsontable grid offers the controller (the controller never imports Handsontable). */
export interface GridPort {
  /** The row array changed (added, removed, moved, replaced): hand it to the grid again. */
  reload(rows: TableRow[]): void;
  /** Values changed in place: repaint. */
  render(): void;
  /** Scrolls so that the row at `index` is visible. */
  scrollToRow(index: number): void;
}

/** Table-level settings the controller needs. */
export interface ControllerOptions {
  disabledRows?: DisabledRowRules;
  rowSelection?: 'checkbox' | 'radio' | false;
  /** Order-number key recalculated after moves; default the `isOrder` column's key, else orderNum. */
  orderKey?: string;
  /** Recalculate the order numbers (drag sort on, or an isOrder column). */
  trackOrder?: boolean;
  onValueChange?(change: ValueChange): void;
  onSelectionChange?(ids: string[]): void;
  /** Keys of the cascading levels after `key` (cleared when `key` changes, spec §4 "Cascading select"). */
  linkedChildren?(key: string): string[];
  /** Called after a user edit, with the whole row (the realtime sync sends it). */
  onRowEdited?(row: TableRow): void;
}

/**
 * The rows of the editable table and their structural operations (widgets-spec §3 rows, §4
 * add / insert / remove / move with order numbers): rows in display order, new-row ids, deleted
 * ids, selection, expanded rows and cell errors as state. Subscribers are told after every change
 * (`version` grows); the grid through its {@link GridPort}. Extended by `TableController`.
 */
export class RowStore {
  rows: TableRow[] = [];
  readonly newIds = new Set<string>();
  deletedIds: string[] = [];
  readonly selected = new Set<string>();
  readonly expanded = new Set<string>();
  errors: CellErrors = new Map();
  version = 0;
  protected grid: GridPort | null = null;
  protected listeners = new Set<() => void>();
  protected byId = new Map<string, TableRow>();

  constructor(
    public columns: TableColumn[],
    public options: ControllerOptions = {},
  ) {}

  /** The order-number key (spec §9 default orderNum; an `isOrder` column wins). */
  get orderKey(): string {
    return this.options.orderKey ?? this.columns.find((c) => c.isOrder)?.key ?? TABLE_CONSTANTS.ORDER_KEY;
  }

  /** Subscribes to changes (useSyncExternalStore); returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Current version (useSyncExternalStore snapshot). */
  getVersion = (): number => this.version;

  /** Connects (or with null disconnects) the grid. */
  attachGrid(grid: GridPort | null): void {
    this.grid = grid;
    grid?.reload(this.rows);
  }

  /** Repaints the grid without a state change (options or texts loaded). */
  repaint(): void {
    this.grid?.render();
  }

  protected notify(structural: boolean): void {
    this.version += 1;
    if (structural) this.grid?.reload(this.rows);
    else this.grid?.render();
    for (const listener of [...this.listeners]) listener();
  }

  protected reindex(): void {
    this.byId = new Map(this.rows.map((r) => [r.id, r]));
  }

  /** The row of an id. */
  row(id: string): TableRow | undefined {
    return this.byId.get(id);
  }

  /** Display index of a row id, -1 when absent. */
  indexOf(id: string): number {
    const row = this.byId.get(id);
    return row ? this.rows.indexOf(row) : -1;
  }

  /** Whether a row is disabled (spec §4). */
  isDisabled(row: TableRow): boolean {
    return isRowDisabled(row, this.options.disabledRows);
  }

  /** Replaces every row; forgets new-row marks, deleted ids, selection and errors. */
  setRows(rows: TableRow[]): void {
    this.rows = rows.map((r) => ({ ...r, id: String(r.id) }));
    this.newIds.clear();
    this.deletedIds = [];
    this.selected.clear();
    this.expanded.clear();
    this.errors = new Map();
    this.reindex();
    this.notify(true);
  }

  /**
   * Adds `what` (a count or partial rows) at insert position `addIndex` (spec §5: 0..rowCount,
   * 0 = bottom). Order numbers are recalculated when tracked. Returns the new rows.
   */
  addRows(what: number | Partial<TableRow>[] = 1, addIndex = 0, scrollToBottom = false): TableRow[] {
    const partials = typeof what === 'number' ? Array.from({ length: Math.max(1, Math.trunc(what)) }, () => ({})) : what;
    const data = this.columns.filter((c) => !isStructural(c.type));
    const added = partials.map((p) => createRow(data, p));
    added.forEach((r) => this.newIds.add(r.id));
    const at = insertIndex(addIndex, this.rows.length);
    this.rows = insertRows(this.rows, added, at);
    if (this.options.trackOrder) recalcOrder(this.rows, this.orderKey);
    this.reindex();
    this.notify(true);
    this.grid?.scrollToRow(scrollToBottom ? this.rows.length - 1 : at);
    return added;
  }

  /** Removes rows by id; ids of existing rows are remembered as deleted ids (spec §3). */
  removeRows(ids: string[]): void {
    const gone = new Set(ids.map(String));
    const removed = this.rows.filter((r) => gone.has(r.id));
    if (removed.length === 0) return;
    for (const row of removed) {
      if (!this.newIds.delete(row.id) && !this.deletedIds.includes(row.id)) this.deletedIds.push(row.id);
      this.selected.delete(row.id);
      this.expanded.delete(row.id);
      this.errors.delete(row.id);
    }
    this.rows = this.rows.filter((r) => !gone.has(r.id));
    if (this.options.trackOrder) recalcOrder(this.rows, this.orderKey);
    this.reindex();
    this.notify(true);
    this.emitSelection();
  }

  /** Moves the row at display index `from` to `to` (drag) and recalculates the order numbers (spec §4). */
  moveIndex(from: number, to: number): void {
    if (from === to || from < 0 || from >= this.rows.length) return;
    this.rows = moveRows(this.rows, from, to);
    recalcOrder(this.rows, this.orderKey);
    this.notify(true);
  }

  /** Moves a row one up or down; false at the first / last row (spec §4). */
  moveRow(id: string, offset: -1 | 1): boolean {
    const index = this.indexOf(id);
    if (!canMove(index, offset, this.rows.length)) return false;
    this.moveIndex(index, index + offset);
    return true;
  }

  protected emitSelection(): void {
    this.options.onSelectionChange?.([...this.selected]);
  }

  /** Rows in display order (copies); `withoutNewIds` strips the temporary ids (spec §3). */
  values(withoutNewIds: boolean): TableRow[] {
    return exportRows(this.rows, this.newIds, withoutNewIds);
  }

  /** Rows added since load, without their temporary ids. */
  newData(): Omit<TableRow, 'id'>[] {
    return exportRows(this.rows.filter((r) => this.newIds.has(r.id)), this.newIds, true);
  }
}
