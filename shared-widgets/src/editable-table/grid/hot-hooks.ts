import type Handsontable from 'handsontable/base';
import type { GridSettings } from 'handsontable/settings';
import { numberOnBlur } from '../cells/number-input';
import { formatTags } from '../cells/tag-input';
import { MODAL_TYPES, POPOVER_TYPES } from '../columns/column-kinds';
import type { TableController } from '../rows/table-controller';
import type { TableColumn, TableRow } from '../types';
import type { HotLayout } from './hot-columns';

type Core = Handsontable.Core;

/**
 * Stops Handsontable's own handling of a mouse event (its `isImmediatePropagationStopped` check,
 * the same flag as its dom helper, which the `handsontable/base` build does not expose).
 */
function stopImmediatePropagation(event: Event): void {
  (event as Event & { isImmediatePropagationEnabled?: boolean }).isImmediatePropagationEnabled = false;
  event.cancelBubble = true;
}

/** Change sources that are not user edits (data handed to the grid, sync updates). */
const SILENT_SOURCES = new Set(['loadData', 'updateData', 'populateFromArray.sync']);

/** What the hooks need from the grid component. */
export interface HookDeps {
  controller: TableController;
  layout(): HotLayout;
  hot(): Core | null;
  /** Opens the React editor of a cell (popover or modal types). */
  openCell(row: TableRow, column: TableColumn, td: HTMLTableCellElement): void;
  onScrollLeft(left: number): void;
  onRendered(): void;
}

/** True when the column is edited by a React popover or modal rather than a grid editor. */
export function opensHost(column: TableColumn | undefined): column is TableColumn {
  return Boolean(column && !column.disabled && (POPOVER_TYPES.includes(column.type) || MODAL_TYPES.includes(column.type)));
}

/** The value a column stores for any incoming value (typing, paste, fill): numbers parsed, tags formatted (spec §5). */
export function normalizeIncoming(column: TableColumn | undefined, value: unknown): unknown {
  if (!column) return value;
  if (column.type === 'inputNumber') return numberOnBlur(value);
  if (column.type === 'tags') return formatTags(value === null || value === undefined ? '' : String(value));
  return value;
}

/**
 * Native listeners for the grid root: a click on a cell's open icon (upload button, picker icon)
 * or a double click on a popover / modal cell opens its React editor (spec §3 column types). They
 * run after the whole mouse gesture, so the editor does not take the gesture's last events as a
 * click outside. Returns the detach function.
 */
export function openOnClick(root: HTMLElement, hot: () => Core | null, open: (hot: Core, visualRow: number, col: number) => boolean): () => void {
  const handle = (event: MouseEvent, iconOnly: boolean) => {
    const instance = hot();
    const target = event.target as HTMLElement | null;
    const td = target?.closest('td');
    if (!instance || !td || !root.contains(td) || (iconOnly && !target?.closest('.et-open'))) return;
    const coords = instance.getCoords(td);
    if (coords && coords.row >= 0 && coords.col >= 0) open(instance, coords.row, coords.col);
  };
  const onClick = (event: MouseEvent) => handle(event, true);
  const onDouble = (event: MouseEvent) => handle(event, false);
  root.addEventListener('click', onClick);
  root.addEventListener('dblclick', onDouble);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('dblclick', onDouble);
  };
}

/**
 * Opens the React editor of the cell at (visual row, column) when its column is edited that way
 * and its row is not disabled; false otherwise.
 */
export function cellOpener(deps: Pick<HookDeps, 'controller' | 'layout' | 'openCell'>): (hot: Core, visualRow: number, col: number) => boolean {
  return (hot, visualRow, col) => {
    const row = deps.controller.rows[hot.toPhysicalRow(visualRow)];
    const column = deps.layout().shown[col];
    const td = hot.getCell(visualRow, col);
    if (!row || !opensHost(column) || !td || deps.controller.isDisabled(row) || hot.getSettings().readOnly) return false;
    deps.openCell(row, column, td);
    return true;
  };
}

/**
 * The Handsontable hooks of the editable table: value normalisation, edits handed to the
 * controller (validation, onValueChange, realtime sync), disabled rows read-only (spec §4),
 * selection / expand / open controls, double click and Enter opening React editors, drag sort
 * (the move is applied to the rows and the order numbers, spec §4), validation on input and blur
 * (spec §5), footer scroll sync.
 */
export function gridHooks(deps: HookDeps): Partial<GridSettings> {
  const { controller } = deps;
  const columnAt = (col: number) => deps.layout().shown[col];
  const rowAt = (hot: Core, visualRow: number) => controller.rows[hot.toPhysicalRow(visualRow)];
  let lastCell: { rowId: string; key: string } | null = null;
  const watched = new WeakSet<object>();

  const open = cellOpener(deps);

  return {
    beforeChange(changes) {
      const hot = deps.hot();
      if (!hot) return;
      for (const change of changes) {
        if (!change) continue;
        const column = deps.layout().shown.find((c) => c.key === change[1]);
        change[3] = normalizeIncoming(column, change[3]) as never;
      }
    },
    afterChange(changes, source) {
      const hot = deps.hot();
      if (!changes || !hot || SILENT_SOURCES.has(source)) return;
      const list = changes
        .filter(([, , oldValue, value]) => oldValue !== value)
        .map(([visualRow, prop, oldValue, value]) => ({ row: rowAt(hot, visualRow), key: String(prop), oldValue, value }))
        .filter((c) => c.row);
      if (list.length) controller.cellsChanged(list, true);
    },
    cells(physicalRow) {
      const row = controller.rows[physicalRow];
      return row && controller.isDisabled(row) ? { readOnly: true } : {};
    },
    beforeOnCellMouseDown(event, coords) {
      const hot = deps.hot();
      const target = event.target as HTMLElement | null;
      if (!hot || !target) return;
      if (coords.row < 0) {
        if (target.classList.contains('et-select-all')) {
          stopImmediatePropagation(event);
          const selectable = controller.rows.filter((r) => !controller.isDisabled(r));
          controller.selectAll(!(selectable.length > 0 && selectable.every((r) => controller.selected.has(r.id))));
        }
        return;
      }
      const row = rowAt(hot, coords.row);
      if (!row) return;
      if (target.classList.contains('et-select')) {
        stopImmediatePropagation(event);
        controller.toggleSelect(row.id);
      } else if (target.classList.contains('et-expand')) {
        stopImmediatePropagation(event);
        controller.toggleExpand(row.id);
      } else if (target.classList.contains('et-open')) {
        // opened by the click that follows (see openOnClick): an editor opened on mousedown
        // would see this gesture's mouseup / click as a click outside and close at once
        stopImmediatePropagation(event);
      }
    },
    beforeKeyDown(event) {
      const hot = deps.hot();
      const range = hot?.getSelectedRangeLast();
      if (!hot || !range || (event.key !== 'Enter' && event.key !== 'F2') || hot.getActiveEditor()?.isOpened()) return;
      if (open(hot, range.highlight.row, range.highlight.col)) {
        event.preventDefault();
        stopImmediatePropagation(event);
      }
    },
    beforeRowMove(movedRows, finalIndex, _dropIndex, movePossible) {
      if (movePossible && movedRows.length === 1) controller.moveIndex(movedRows[0], finalIndex);
      return false;
    },
    afterBeginEditing() {
      const hot = deps.hot();
      const editor = hot?.getActiveEditor() as unknown as { TEXTAREA?: HTMLTextAreaElement } | undefined;
      const area = editor?.TEXTAREA;
      if (!hot || !area || watched.has(area)) return;
      watched.add(area);
      area.addEventListener('input', () => {
        const active = hot.getActiveEditor() as unknown as { row: number; col: number } | undefined;
        const row = active ? rowAt(hot, active.row) : undefined;
        const column = active ? columnAt(active.col) : undefined;
        if (row && column) void controller.validateOne(row.id, column.key, normalizeIncoming(column, area.value));
      });
    },
    afterSelectionEnd(visualRow, col) {
      const hot = deps.hot();
      if (!hot) return;
      const row = rowAt(hot, visualRow);
      const column = columnAt(col);
      if (lastCell && (lastCell.rowId !== row?.id || lastCell.key !== column?.key)) void controller.validateOne(lastCell.rowId, lastCell.key);
      lastCell = row && column ? { rowId: row.id, key: column.key } : null;
    },
    afterDeselect() {
      if (lastCell) void controller.validateOne(lastCell.rowId, lastCell.key);
      lastCell = null;
    },
    afterScrollHorizontally() {
      const holder = deps.hot()?.rootElement.querySelector('.ht_master .wtHolder');
      if (holder) deps.onScrollLeft(holder.scrollLeft);
    },
    afterRender() {
      deps.onRendered();
    },
  };
}
