import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { loadDictOptions } from '../../dict/dict-api';
import { fileUrl } from '../../upload/upload-api';
import { DictTextCache } from '../columns/dict-text-cache';
import { isMultiSelect } from '../columns/column-kinds';
import { LinkageOptions } from '../columns/linkage';
import { isTableDict } from '../columns/picker-dicts';
import { CellEditorHost, type EditRequest } from '../host/cell-editor-host';
import { SlotPortals } from '../host/slot-portals';
import type { TableController } from '../rows/table-controller';
import type { LinkageConfig, TableColumn } from '../types';
import { buildLayout } from './hot-columns';
import type { RenderContext } from './render-context';
import { useHot } from './use-hot';
import './table-grid.css';

/** Props of the lazily loaded grid (the Handsontable part of `<EditableTable>`). */
export interface TableGridProps {
  controller: TableController;
  /** Columns shown, structural ones included. */
  visible: TableColumn[];
  linkageConfig: LinkageConfig[];
  maxHeight: number;
  disabled: boolean;
  hasFooter: boolean;
  tryInsert(): boolean;
  remove(ids: string[]): void;
  canAdd(): boolean;
  canRemove(): boolean;
  /** Horizontal scroll of the grid (the statistics footer follows it). */
  onScrollLeft(left: number): void;
}

/**
 * The Handsontable grid of the editable table with its React companions: the one open cell
 * editor (popover or modal), the slot portals, option loading for choice columns (static
 * `options`, `dictCode` through the dictionary cache, cascading chains) and the picker text cache.
 * Loaded with React.lazy so that Handsontable is downloaded only when a table is shown.
 */
export default function TableGrid(props: TableGridProps) {
  const { controller, visible, linkageConfig, maxHeight, disabled, hasFooter } = props;
  const [request, setRequest] = useState<EditRequest | null>(null);
  const [renderCount, setRenderCount] = useState(0);
  useSyncExternalStore(controller.subscribe, controller.getVersion);

  const repaint = useCallback(() => controller.repaint(), [controller]);
  const ctx = useMemo<RenderContext>(() => {
    const linkage = new LinkageOptions(linkageConfig, repaint);
    return {
      controller,
      options: new Map(),
      linkedOptions: (column, row) => linkage.get(controller.columns, column, row),
      texts: new DictTextCache(repaint),
      slots: new Map(),
      fileUrl,
    };
  }, [controller, linkageConfig, repaint]);

  useEffect(() => {
    let live = true;
    for (const column of visible) {
      if (column.options) ctx.options.set(column.key, column.options);
      const choice = column.type === 'select' || column.type === 'radio' || isMultiSelect(column.type);
      const search = (column.type === 'sel_search' || column.type === 'sel_search_async') && !isTableDict(column.dictCode);
      if (!column.options && column.dictCode && (choice || search)) {
        void loadDictOptions(column.dictCode).then((options) => {
          if (!live) return;
          ctx.options.set(column.key, options);
          repaint();
        });
      }
    }
    return () => {
      live = false;
    };
  }, [visible, ctx, repaint]);

  const layout = useMemo(() => buildLayout(visible, ctx, hasFooter, disabled), [visible, ctx, hasFooter, disabled]);
  const pendingRender = useRef(false);
  const { hotRef, element } = useHot({
    controller,
    layout,
    maxHeight,
    disabled,
    tryInsert: props.tryInsert,
    remove: props.remove,
    canAdd: props.canAdd,
    canRemove: props.canRemove,
    onScrollLeft: props.onScrollLeft,
    openCell: (row, column, td) => {
      const r = td.getBoundingClientRect();
      hotRef.current?.unlisten();
      setRequest({ rowId: row.id, column, rect: { top: r.top, left: r.left, width: r.width, height: r.height } });
    },
    onRendered: () => {
      if (pendingRender.current || !visible.some((c) => c.type === 'slot')) return;
      pendingRender.current = true;
      queueMicrotask(() => {
        pendingRender.current = false;
        setRenderCount((n) => n + 1);
      });
    },
  });

  const close = useCallback(() => {
    setRequest(null);
    hotRef.current?.listen();
  }, [hotRef]);

  return (
    <div className="et-grid" data-testid="et-grid">
      {element}
      <CellEditorHost request={request} ctx={ctx} onClose={close} />
      <SlotPortals ctx={ctx} renderCount={renderCount} />
    </div>
  );
}
