import type { ColumnSettings } from 'handsontable/settings';
import { checkboxPair } from '../cells/checkbox-value';
import { columnWidth, isStructural, MODAL_TYPES, POPOVER_TYPES, READONLY_TYPES } from '../columns/column-kinds';
import { checkPopupColumn } from '../columns/popup-config';
import type { TableColumn } from '../types';
import { NumberEditor, TagsEditor } from './editors';
import type { RenderContext } from './render-context';
import { rendererFor } from './renderers';

/** The Handsontable side of the column list. */
export interface HotLayout {
  /** Columns as Handsontable shows them (the drag handle is the row header, not a column). */
  shown: TableColumn[];
  columns: ColumnSettings[];
  colWidths: number[];
  /** Row header = drag handle (spec §3 row-drag-sort), with its width (40, 60 with footer). */
  dragSort: boolean;
  dragWidth: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Header HTML of a column: its title, with a red * when a rule makes it required. */
export function headerHtml(column: TableColumn, allSelected: boolean): string {
  if (column.type === 'row-checkbox') return `<input type="checkbox" class="et-select-all"${allSelected ? ' checked' : ''}>`;
  if (isStructural(column.type)) return escapeHtml(column.title ?? '');
  const required = (column.validateRules ?? []).some((r) => r.required);
  return `${required ? '<span class="et-required">*</span>' : ''}${escapeHtml(column.title)}`;
}

/** Whether the grid itself cannot edit the column (read-only types, disabled columns, misconfigured popups). */
export function isReadOnlyColumn(column: TableColumn): boolean {
  if (column.disabled || isStructural(column.type) || READONLY_TYPES.includes(column.type)) return true;
  return column.type === 'popup' && 'error' in checkPopupColumn(column);
}

function editorOf(column: TableColumn): ColumnSettings['editor'] {
  if (column.type === 'inputNumber') return NumberEditor;
  if (column.type === 'tags') return TagsEditor;
  if (column.type === 'checkbox') return 'checkbox';
  if (POPOVER_TYPES.includes(column.type) || MODAL_TYPES.includes(column.type) || isReadOnlyColumn(column)) return false;
  return 'text';
}

/**
 * Maps the visible columns to Handsontable column settings (widgets-spec §3 types, §9 widths):
 * native text / number / tags / checkbox editors for plain types; no grid editor for the types
 * edited in a React popover or modal (they open on double click, Enter or the cell's icon).
 */
export function buildLayout(visible: TableColumn[], ctx: RenderContext, hasFooter: boolean, tableDisabled: boolean): HotLayout {
  const dragSort = visible.some((c) => c.type === 'row-drag-sort');
  const shown = visible.filter((c) => c.type !== 'row-drag-sort');
  const columns = shown.map((column): ColumnSettings => {
    const settings: ColumnSettings = {
      data: column.key,
      renderer: rendererFor(column, ctx) as ColumnSettings['renderer'],
      editor: editorOf(column),
      readOnly: tableDisabled || isReadOnlyColumn(column),
      className: `et-col-${column.type}`,
    };
    if (column.placeholder) settings.placeholder = column.placeholder;
    if (column.type === 'checkbox') {
      const [on, off] = checkboxPair(column);
      settings.type = 'checkbox';
      settings.checkedTemplate = on as never;
      settings.uncheckedTemplate = off as never;
    }
    return settings;
  });
  return {
    shown,
    columns,
    colWidths: shown.map((c) => columnWidth(c, hasFooter)),
    dragSort,
    dragWidth: columnWidth({ type: 'row-drag-sort' }, hasFooter),
  };
}
