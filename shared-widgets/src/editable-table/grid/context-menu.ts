import type Handsontable from 'handsontable/base';
import type { GridSettings } from 'handsontable/settings';
import { canMove } from '../rows/row-ops';
import type { TableController } from '../rows/table-controller';
import { TABLE_TEXTS } from '../editable-table-texts';

type Core = Handsontable.Core;

/** What the row menu needs from the table. */
export interface RowMenuDeps {
  controller: TableController;
  /** The throttled insert (spec §4: one per 1500 ms, else 你点击的太快了，请慢点点击!); false when refused. */
  tryInsert(): boolean;
  /** Removes rows, honouring the async remove confirmation (spec §4). */
  remove(ids: string[]): void;
  /** Table read-only or no add / delete permission. */
  canAdd(): boolean;
  canRemove(): boolean;
}

function currentRow(hot: Core): number {
  return hot.getSelectedRangeLast()?.highlight.row ?? -1;
}

/**
 * The row context menu (widgets-spec §2 "Rows can be added, inserted at a position, moved up or
 * down … and removed"): insert above / below (throttled), move up (disabled on the first row),
 * move down (disabled on the last row), remove. Disabled rows cannot be moved or removed.
 */
export function rowContextMenu(deps: RowMenuDeps): GridSettings['contextMenu'] {
  const { controller } = deps;
  const rowOf = (hot: Core) => controller.rows[hot.toPhysicalRow(currentRow(hot))];
  const insert = (hot: Core, below: boolean) => {
    const index = currentRow(hot);
    if (index < 0 || !deps.tryInsert()) return;
    // insert position is 1-based (spec §5); past the last row means the bottom
    controller.addRows(1, below ? index + 2 : index + 1);
  };
  const locked = (hot: Core) => {
    const row = rowOf(hot);
    return !row || controller.isDisabled(row);
  };
  return {
    items: {
      insert_above: { name: TABLE_TEXTS.insertAbove, hidden: () => !deps.canAdd(), callback(this: Core) { insert(this, false); } },
      insert_below: { name: TABLE_TEXTS.insertBelow, hidden: () => !deps.canAdd(), callback(this: Core) { insert(this, true); } },
      sep1: { name: '---------' },
      move_up: {
        name: TABLE_TEXTS.moveUp,
        disabled(this: Core) { return locked(this) || !canMove(currentRow(this), -1, controller.rows.length); },
        callback(this: Core) { const row = rowOf(this); if (row) controller.moveRow(row.id, -1); },
      },
      move_down: {
        name: TABLE_TEXTS.moveDown,
        disabled(this: Core) { return locked(this) || !canMove(currentRow(this), 1, controller.rows.length); },
        callback(this: Core) { const row = rowOf(this); if (row) controller.moveRow(row.id, 1); },
      },
      sep2: { name: '---------' },
      remove_this: {
        name: TABLE_TEXTS.removeRow,
        hidden: () => !deps.canRemove(),
        disabled(this: Core) { return locked(this); },
        callback(this: Core) { const row = rowOf(this); if (row) deps.remove([row.id]); },
      },
    },
  };
}
