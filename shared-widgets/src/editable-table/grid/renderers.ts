import type Handsontable from 'handsontable/base';
import { baseRenderer, checkboxRenderer, textRenderer } from 'handsontable/renderers';
import type { CellProperties } from 'handsontable/settings';
import { displayFileName, fileNameOfPath, firstPath } from '../cells/file-value';
import { splitTags } from '../cells/tag-input';
import { isFileType, isMultiSelect } from '../columns/column-kinds';
import { multiTagDisplay, textsOf } from '../columns/options';
import { textDictOf } from '../columns/picker-dicts';
import { checkPopupColumn } from '../columns/popup-config';
import { TABLE_TEXTS } from '../editable-table-texts';
import type { TableColumn, TableRow } from '../types';
import { slotKey, type RenderContext } from './render-context';

type Core = Handsontable.Core;

/** A Handsontable cell renderer. */
export type CellRenderer = (instance: Core, td: HTMLTableCellElement, row: number, col: number, prop: string | number, value: unknown, cp: CellProperties) => void;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Small inline icons (emoji have no glyph in many fonts). Static markup only. */
const ICONS = {
  user: '<svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true"><circle cx="8" cy="5" r="3"/><path d="M2 15c0-3.3 2.7-5 6-5s6 1.7 6 5z"/></svg>',
  depart: '<svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true"><rect x="6" y="1" width="4" height="4"/><rect x="1" y="11" width="4" height="4"/><rect x="11" y="11" width="4" height="4"/><path d="M7.5 5h1v3H13v3h-1V9H4v2H3V8h4.5z"/></svg>',
  more: '<svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true"><circle cx="3" cy="8" r="1.5"/><circle cx="8" cy="8" r="1.5"/><circle cx="13" cy="8" r="1.5"/></svg>',
  file: '<svg viewBox="0 0 16 16" width="12" height="12" fill="none" stroke="currentColor" stroke-width="1.4" aria-hidden="true"><path d="M10.5 4.5 5.7 9.3a1.4 1.4 0 0 0 2 2l5-5a2.8 2.8 0 0 0-4-4l-5 5a4.2 4.2 0 0 0 6 6l4-4"/></svg>',
} as const;

function iconEl(className: string, svg: string): HTMLSpanElement {
  const span = el('span', className);
  span.innerHTML = svg;
  return span;
}

function rowAt(ctx: RenderContext, instance: Core, visualRow: number): TableRow | undefined {
  return ctx.controller.rows[instance.toPhysicalRow(visualRow)];
}

/** Error highlight + message tooltip (spec §5 "the first failure shows its message") and the disabled-row look. */
function decorate(ctx: RenderContext, td: HTMLTableCellElement, row: TableRow | undefined, key: string): void {
  const message = row ? ctx.controller.errors.get(row.id)?.get(key) : undefined;
  td.classList.toggle('et-invalid', Boolean(message));
  if (message) td.title = message;
  else td.removeAttribute('title');
  td.classList.toggle('et-row-disabled', Boolean(row && ctx.controller.isDisabled(row)));
}

function fill(td: HTMLTableCellElement, ...children: Node[]): void {
  td.replaceChildren(...children);
  td.classList.add('et-cell');
}

/** A text shown in the cell, a placeholder when empty, and an open button for picker cells. */
function lookupCell(td: HTMLTableCellElement, text: string, placeholder: string, icon: string, title?: string): void {
  const label = el('span', text ? 'et-lookup-text' : 'et-placeholder', text || placeholder);
  if (title || text) label.title = title ?? text;
  fill(td, label, iconEl('et-open et-open-icon', icon));
}

function fileCell(ctx: RenderContext, td: HTMLTableCellElement, column: TableColumn, value: unknown): void {
  const path = firstPath(value);
  if (!path) {
    fill(td, el('span', 'et-open et-upload-button', column.type === 'image' ? TABLE_TEXTS.uploadImage : TABLE_TEXTS.uploadFile));
    return;
  }
  if (column.type === 'image') {
    const img = el('img', 'et-open et-thumb');
    img.src = ctx.fileUrl(path);
    img.alt = fileNameOfPath(path);
    fill(td, img);
    return;
  }
  const name = el('span', 'et-open et-file-name', displayFileName(value));
  name.title = fileNameOfPath(path);
  name.prepend(iconEl('et-file-icon', ICONS.file));
  fill(td, name);
}

/**
 * The renderer of a column type (widgets-spec §3 column types, §9 display limits). Plain types use
 * Handsontable's native text/checkbox renderers; choice cells show option texts (list_multi at most
 * 1 tag), file cells the first file (name cut at 5 characters + …), image cells a thumbnail,
 * pickers the looked-up text with an open icon, progress a bar, tags chips, slot a container the
 * React side portals into, and the structural columns their controls.
 */
export function rendererFor(column: TableColumn, ctx: RenderContext): CellRenderer {
  const body = rendererBody(column, ctx);
  // Handsontable reuses cells across columns: class names (et-col-<type>, read-only) come from
  // the base renderer, and no tooltip of another cell may linger
  return (instance, td, r, c, prop, value, cp) => {
    td.removeAttribute('title');
    baseRenderer(instance, td, r, c, prop, value as never, cp);
    body(instance, td, r, c, prop, value, cp);
  };
}

function rendererBody(column: TableColumn, ctx: RenderContext): CellRenderer {
  const { key, type } = column;
  const native: CellRenderer = (instance, td, r, c, prop, value, cp) => {
    textRenderer(instance, td, r, c, prop, value as never, cp);
    decorate(ctx, td, rowAt(ctx, instance, r), key);
  };
  switch (type) {
    case 'row-number':
      return (_i, td, r) => fill(td, el('span', 'et-row-number', String(r + 1)));
    case 'row-checkbox':
    case 'row-radio':
      return (instance, td, r) => {
        const row = rowAt(ctx, instance, r);
        const input = el('input', 'et-select');
        input.type = type === 'row-radio' ? 'radio' : 'checkbox';
        input.checked = Boolean(row && ctx.controller.selected.has(row.id));
        input.disabled = Boolean(row && ctx.controller.isDisabled(row));
        fill(td, input);
      };
    case 'row-expand':
      return (instance, td, r) => {
        const row = rowAt(ctx, instance, r);
        const open = Boolean(row && ctx.controller.expanded.has(row.id));
        fill(td, el('span', `et-expand${open ? ' et-expand-open' : ''}`, open ? '−' : '+'));
      };
    case 'checkbox':
      return (instance, td, r, c, prop, value, cp) => {
        checkboxRenderer(instance, td, r, c, prop, value as never, cp);
        decorate(ctx, td, rowAt(ctx, instance, r), key);
      };
    case 'progress':
      return (instance, td, r, _c, _p, value) => {
        const pct = Math.max(0, Math.min(100, Number(value) || 0));
        const track = el('div', 'et-progress');
        const bar = el('div', 'et-progress-bar');
        bar.style.width = `${pct}%`;
        track.appendChild(bar);
        fill(td, track, el('span', 'et-progress-text', `${pct}%`));
        decorate(ctx, td, rowAt(ctx, instance, r), key);
      };
    case 'tags':
      return (instance, td, r, _c, _p, value) => {
        const tags = splitTags(value);
        fill(td, ...(tags.length ? tags.map((t) => el('span', 'et-tag', t)) : [el('span', 'et-placeholder', column.placeholder ?? '')]));
        decorate(ctx, td, rowAt(ctx, instance, r), key);
      };
    case 'slot':
      return (instance, td, r) => {
        const row = rowAt(ctx, instance, r);
        if (!row) return fill(td);
        const id = slotKey(row.id, key);
        let slot = ctx.slots.get(id);
        if (!slot) {
          slot = { el: el('div', 'et-slot'), rowId: row.id, column };
          ctx.slots.set(id, slot);
        }
        if (slot.el.parentNode !== td) fill(td, slot.el);
      };
    default:
      break;
  }
  if (type === 'select' || type === 'radio' || isMultiSelect(type)) {
    return (instance, td, r, _c, _p, value) => {
      const row = rowAt(ctx, instance, r);
      const options = (row && ctx.linkedOptions(column, row)) ?? ctx.options.get(key) ?? [];
      if (isMultiSelect(type)) {
        const { tags, more } = multiTagDisplay(options, value);
        const nodes: Node[] = tags.map((t) => el('span', 'et-tag', t));
        if (more) nodes.push(el('span', 'et-tag et-tag-more', `+${more}`));
        fill(td, ...(nodes.length ? nodes : [el('span', 'et-placeholder', column.placeholder ?? '')]));
      } else {
        const text = value === null || value === undefined || value === '' ? '' : textsOf(options, [String(value)])[0];
        fill(td, el('span', text ? 'et-choice' : 'et-placeholder', text || column.placeholder || ''));
      }
      decorate(ctx, td, row, key);
    };
  }
  if (isFileType(type)) {
    return (instance, td, r, _c, _p, value) => {
      fileCell(ctx, td, column, value);
      decorate(ctx, td, rowAt(ctx, instance, r), key);
    };
  }
  if (type === 'sel_user' || type === 'sel_depart' || type === 'popup' || type === 'sel_search' || type === 'sel_search_async') {
    const dict = textDictOf(column);
    const popupCheck = type === 'popup' ? checkPopupColumn(column) : null;
    const popupError = popupCheck && 'error' in popupCheck ? popupCheck.error : null;
    const placeholder = column.placeholder ?? (type === 'sel_depart' ? TABLE_TEXTS.selectDepart : type === 'sel_user' ? TABLE_TEXTS.selectUser : TABLE_TEXTS.selectPopup);
    const icon = type === 'sel_user' ? ICONS.user : type === 'sel_depart' ? ICONS.depart : ICONS.more;
    return (instance, td, r, _c, _p, value) => {
      if (popupError) {
        fill(td, el('span', 'et-config-error', popupError));
        td.title = popupError;
        return;
      }
      const options = ctx.options.get(key);
      const text = dict ? ctx.texts.text(dict, value) : options?.length ? textsOf(options, String(value ?? '').split(',').filter(Boolean)).join(',') : String(value ?? '');
      lookupCell(td, text, placeholder, icon);
      decorate(ctx, td, rowAt(ctx, instance, r), key);
    };
  }
  return native;
}
