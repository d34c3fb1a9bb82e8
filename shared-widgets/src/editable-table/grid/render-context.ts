import type { DictTextCache } from '../columns/dict-text-cache';
import type { TableController } from '../rows/table-controller';
import type { ColumnOption, TableColumn, TableRow } from '../types';

/** A slot cell's container, kept per row and column so React portals survive re-renders. */
export interface SlotCell {
  el: HTMLDivElement;
  rowId: string;
  column: TableColumn;
}

/**
 * What the cell renderers read (one object per table, mutated in place so that the renderers
 * never need to be rebuilt): the controller, the loaded options of choice columns, the text cache
 * of picker columns, the slot containers and the static-file URL builder.
 */
export interface RenderContext {
  controller: TableController;
  /** Options per column key (static `options`, or loaded from `dictCode` / linkage). */
  options: Map<string, ColumnOption[]>;
  /** Options of a linked column for a row (spec §4 "Cascading select"); undefined when not linked. */
  linkedOptions(column: TableColumn, row: TableRow): ColumnOption[] | undefined;
  texts: DictTextCache;
  slots: Map<string, SlotCell>;
  /** Static URL of a stored path (B2's `fileUrl`). */
  fileUrl(path: string): string;
}

/** Key of a slot container. */
export function slotKey(rowId: string, columnKey: string): string {
  return `${rowId}\u0000${columnKey}`;
}
