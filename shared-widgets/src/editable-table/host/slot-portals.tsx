import { createPortal } from 'react-dom';
import type { RenderContext } from '../grid/render-context';

/** Props of {@link SlotPortals}. */
export interface SlotPortalsProps {
  ctx: RenderContext;
  /** Grows after every grid render, so the portals follow the rendered cells. */
  renderCount: number;
}

/**
 * Renders the `slot` columns' render props (widgets-spec §3 "slot") into the cell containers the
 * grid's slot renderer created. Only cells in the virtual window exist; containers no longer in
 * the page are dropped, so React renders at most the visible slot cells.
 */
export function SlotPortals({ ctx }: SlotPortalsProps) {
  const { controller, slots } = ctx;
  const portals = [];
  for (const [key, slot] of [...slots]) {
    const row = controller.row(slot.rowId);
    if (!row || !slot.el.isConnected) {
      slots.delete(key);
      continue;
    }
    const rowIndex = controller.indexOf(row.id);
    const content = slot.column.render?.({
      value: row[slot.column.key],
      row,
      rowIndex,
      column: slot.column,
      setValue: (value) => controller.commitCell(row.id, slot.column.key, value),
    });
    portals.push(createPortal(content ?? null, slot.el, key));
  }
  return <>{portals}</>;
}
