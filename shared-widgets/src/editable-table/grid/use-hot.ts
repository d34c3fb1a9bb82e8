import Handsontable from 'handsontable/base';
import { CheckboxCellType, registerCellType, TextCellType } from 'handsontable/cellTypes';
import { AutoColumnSize, AutoRowSize, ContextMenu, CopyPaste, ManualRowMove, registerPlugin, UndoRedo } from 'handsontable/plugins';
import 'handsontable/styles/handsontable.min.css';
import 'handsontable/styles/ht-theme-main.min.css';
import { createElement, useCallback, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { TABLE_CONSTANTS as C } from '../constants';
import type { TableController } from '../rows/table-controller';
import type { TableRow } from '../types';
import { rowContextMenu, type RowMenuDeps } from './context-menu';
import { headerHtml, type HotLayout } from './hot-columns';
import { cellOpener, gridHooks, openOnClick, type HookDeps } from './hot-hooks';
import { HotMount } from './hot-mount';

type Core = Handsontable.Core;

let registered = false;
function registerModules(): void {
  if (registered) return;
  registered = true;
  registerCellType(TextCellType);
  registerCellType(CheckboxCellType);
  registerPlugin(AutoColumnSize);
  registerPlugin(AutoRowSize);
  registerPlugin(ContextMenu);
  registerPlugin(CopyPaste);
  registerPlugin(ManualRowMove);
  registerPlugin(UndoRedo);
}

/** Grid height: header plus the rows, at most `maxHeight` (spec §9 "max height 400 by default"). */
export function gridHeight(rowCount: number, maxHeight: number): number {
  const scrollbar = 17;
  return Math.min(maxHeight, C.HEADER_HEIGHT + Math.max(1, rowCount) * C.ROW_HEIGHT + scrollbar);
}

/** Inputs of {@link useHot}. */
export interface UseHotInput extends Omit<HookDeps, 'hot' | 'layout'>, Omit<RowMenuDeps, 'controller'> {
  controller: TableController;
  layout: HotLayout;
  maxHeight: number;
  disabled: boolean;
}

/**
 * The Handsontable grid of the editable table, mounted through @handsontable/react (licence
 * 'non-commercial-and-evaluation', theme ht-theme-main): answers the element to render and a ref to
 * the instance, keeps the instance in step with the layout and connects it to the controller as
 * its GridPort. Sized for 10,000 rows: fixed 61 px rows (§9), no auto row/column measuring, rows
 * rendered in a virtual window.
 */
export function useHot(input: UseHotInput): { hotRef: RefObject<Core | null>; element: ReactElement } {
  const hotRef = useRef<Core | null>(null);
  const inputRef = useRef(input);
  inputRef.current = input;
  const detachRef = useRef<(() => void) | null>(null);
  const [ready, setReady] = useState(0);

  // the settings at mount (the controller never changes for a table)
  const [settings] = useState<Handsontable.GridSettings>(() => {
    registerModules();
    const current = () => inputRef.current;
    const { controller } = current();
    return {
      data: controller.rows,
      licenseKey: C.LICENSE_KEY,
      themeName: 'ht-theme-main',
      rowHeights: C.ROW_HEIGHT,
      columnHeaderHeight: C.HEADER_HEIGHT,
      height: gridHeight(controller.rows.length, current().maxHeight),
      width: '100%',
      autoRowSize: false,
      autoColumnSize: false,
      viewportRowRenderingOffset: 2,
      fillHandle: false,
      copyPaste: true,
      undo: true,
      outsideClickDeselects: true,
      ...gridHooks({
        controller,
        layout: () => current().layout,
        hot: () => hotRef.current,
        openCell: (row, column, td) => current().openCell(row, column, td),
        onScrollLeft: (left) => current().onScrollLeft(left),
        onRendered: () => current().onRendered(),
      }),
      contextMenu: rowContextMenu({
        controller,
        tryInsert: () => current().tryInsert(),
        remove: (ids) => current().remove(ids),
        canAdd: () => current().canAdd(),
        canRemove: () => current().canRemove(),
      }),
    };
  });

  const onInstance = useCallback((hot: Core | null) => {
    detachRef.current?.();
    detachRef.current = null;
    hotRef.current = hot;
    if (!hot) return;
    const current = () => inputRef.current;
    const { controller } = current();
    const detachClicks = openOnClick(
      hot.rootElement,
      () => hotRef.current,
      cellOpener({ controller, layout: () => current().layout, openCell: (row, column, td) => current().openCell(row, column, td) }),
    );
    controller.attachGrid({
      reload(rows: TableRow[]) {
        if (hot.isDestroyed) return;
        hot.updateSettings({ height: gridHeight(rows.length, current().maxHeight) });
        hot.updateData(rows);
      },
      render() {
        if (!hot.isDestroyed) hot.render();
      },
      scrollToRow(index: number) {
        if (!hot.isDestroyed && index >= 0) hot.scrollViewportTo({ row: index, verticalSnap: 'bottom' });
      },
    });
    detachRef.current = () => {
      detachClicks();
      controller.attachGrid(null);
    };
    setReady((n) => n + 1);
  }, []);

  const { layout, disabled, maxHeight, controller } = input;
  useEffect(() => {
    const hot = hotRef.current;
    if (!hot) return;
    hot.updateSettings({
      columns: layout.columns,
      colWidths: layout.colWidths,
      colHeaders: (index: number) => {
        const column = layout.shown[index];
        if (!column) return '';
        const selectable = controller.rows.filter((r) => !controller.isDisabled(r));
        return headerHtml(column, selectable.length > 0 && selectable.every((r) => controller.selected.has(r.id)));
      },
      rowHeaders: layout.dragSort ? () => '<span class="et-drag-handle">⠿</span>' : false,
      rowHeaderWidth: layout.dragWidth,
      manualRowMove: layout.dragSort && !disabled,
      readOnly: disabled,
      height: gridHeight(controller.rows.length, maxHeight),
    });
  }, [layout, disabled, maxHeight, controller, ready]);

  return { hotRef, element: createElement(HotMount, { settings, onInstance }) };
}
