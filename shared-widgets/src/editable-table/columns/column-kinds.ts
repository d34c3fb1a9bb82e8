import { TABLE_CONSTANTS as C } from '../constants';
import type { ColumnType, StructuralType, TableColumn } from '../types';

/** Structural column types (widgets-spec §3 "Structural"). */
export const STRUCTURAL_TYPES: readonly StructuralType[] = ['row-number', 'row-checkbox', 'row-radio', 'row-expand', 'row-drag-sort'];

/** Types edited in a floating React editor anchored at the cell. */
export const POPOVER_TYPES: readonly ColumnType[] = [
  'textarea', 'input_pop', 'select', 'radio', 'list_multi', 'selectMultiple', 'date', 'datetime', 'time',
  'upload', 'file', 'image', 'sel_search', 'sel_search_async',
];

/** Types edited in a modal picker (spec §2 pickers). */
export const MODAL_TYPES: readonly ColumnType[] = ['sel_user', 'sel_depart', 'popup'];

/** Types that cannot be edited in the grid. */
export const READONLY_TYPES: readonly ColumnType[] = ['normal', 'progress', 'slot'];

/** True for the row-number / selection / expand / drag columns. */
export function isStructural(type: ColumnType): type is StructuralType {
  return (STRUCTURAL_TYPES as readonly string[]).includes(type);
}

/** True for list_multi and its select-multiple variant. */
export function isMultiSelect(type: ColumnType): boolean {
  return type === 'list_multi' || type === 'selectMultiple';
}

/** True for upload / file / image cells. */
export function isFileType(type: ColumnType): boolean {
  return type === 'upload' || type === 'file' || type === 'image';
}

/**
 * The rendered width of a column in px (widgets-spec §9 "Column minimum widths", "Structural
 * column widths"): datetime, sel_user, sel_depart at least 190; date at least 135; file and image
 * grow by 1 px; row-number 60; selection, expand and drag 40, or 60 when the table has a
 * statistics footer. Others: `width` or 150.
 */
export function columnWidth(column: Pick<TableColumn, 'type' | 'width'>, hasFooter: boolean): number {
  const narrow = hasFooter ? C.WIDTH_WITH_FOOTER : C.WIDTH_NARROW;
  switch (column.type) {
    case 'row-number':
      return C.WIDTH_ROW_NUMBER;
    case 'row-checkbox':
    case 'row-radio':
    case 'row-expand':
    case 'row-drag-sort':
      return narrow;
    default:
      break;
  }
  const width = column.width ?? C.DEFAULT_WIDTH;
  switch (column.type) {
    case 'datetime':
      return Math.max(width, C.MIN_WIDTH_DATETIME);
    case 'sel_user':
    case 'sel_depart':
      return Math.max(width, C.MIN_WIDTH_PICKER);
    case 'date':
      return Math.max(width, C.MIN_WIDTH_DATE);
    case 'file':
    case 'image':
      return width + 1;
    default:
      return width;
  }
}

/** Parses `fieldExtendJson` (object or JSON text); invalid text gives {} (spec §3 "Form field extension JSON"). */
export function fieldExtension(column: Pick<TableColumn, 'fieldExtendJson'>): Record<string, unknown> {
  const raw = column.fieldExtendJson;
  if (!raw) return {};
  if (typeof raw === 'object') return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Table-level switches that add structural columns. */
export interface StructuralOptions {
  rowNumber?: boolean;
  rowSelection?: 'checkbox' | 'radio' | false;
  rowExpand?: boolean;
  dragSort?: boolean;
}

/**
 * The column list shown: `hidden` columns are dropped (their values stay in the rows), and the
 * structural columns asked for by the table switches are put first (drag, number, selection,
 * expand) unless `columns` already place them.
 */
export function visibleColumns(columns: TableColumn[], opts: StructuralOptions): TableColumn[] {
  const has = (type: ColumnType) => columns.some((c) => c.type === type);
  const lead: TableColumn[] = [];
  const add = (type: StructuralType) => {
    if (!has(type)) lead.push({ key: `__${type}`, title: '', type });
  };
  if (opts.dragSort) add('row-drag-sort');
  if (opts.rowNumber) add('row-number');
  if (opts.rowSelection === 'checkbox' && !has('row-radio')) add('row-checkbox');
  if (opts.rowSelection === 'radio' && !has('row-checkbox')) add('row-radio');
  if (opts.rowExpand) add('row-expand');
  return [...lead, ...columns.filter((c) => c.type !== 'hidden')];
}
