import { ConfigProvider } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_TYPES } from '../columns/column-kinds';
import type { RenderContext } from '../grid/render-context';
import type { TableColumn } from '../types';
import { ModalField } from './modal-field';
import { PopoverField } from './popover-fields';

/** An open cell editor: the row, the column and where the cell is on screen. */
export interface EditRequest {
  rowId: string;
  column: TableColumn;
  rect: { top: number; left: number; width: number; height: number };
}

/** Props of {@link CellEditorHost}. */
export interface CellEditorHostProps {
  request: EditRequest | null;
  ctx: RenderContext;
  /** Called when the editor closes (the grid takes the keyboard back). */
  onClose(): void;
}

/** Popups of antd widgets inside the editor (they are portalled): a click in them is not "outside". */
const INSIDE = '.ant-select-dropdown, .ant-picker-dropdown, .ant-dropdown, .ant-modal-root, .ant-image-preview-root, .ant-popover, .ant-message, .ant-tooltip';

/**
 * Hosts the one open React cell editor of a table (one at a time, so 10,000 rows never render
 * React per cell): popover editors float over the cell (position fixed at its rectangle, at
 * least the cell wide) and close on Escape or a click outside, writing a pending draft (textarea);
 * modal pickers open as dialogs. Values go to the controller, which validates and reports them.
 */
export function CellEditorHost({ request, ctx, onClose }: CellEditorHostProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const draft = useRef<{ value: unknown } | null>(null);
  const { controller } = ctx;
  const row = request ? controller.row(request.rowId) : undefined;

  const close = useCallback(() => {
    if (request && draft.current) controller.commitCell(request.rowId, request.column.key, draft.current.value);
    draft.current = null;
    onClose();
  }, [request, controller, onClose]);

  useEffect(() => {
    draft.current = null;
    if (!request || MODAL_TYPES.includes(request.column.type)) return undefined;
    const onDown = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || boxRef.current?.contains(target) || target.closest?.(INSIDE)) return;
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        draft.current = null;
        onClose();
      }
    };
    document.addEventListener('mousedown', onDown, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('mousedown', onDown, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [request, close, onClose]);

  // keep the floating editor inside the window (cells at the right or bottom edge)
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const r = box.getBoundingClientRect();
    if (r.right > window.innerWidth - 8) box.style.left = `${Math.max(8, window.innerWidth - r.width - 8)}px`;
    if (r.bottom > window.innerHeight - 8) box.style.top = `${Math.max(8, window.innerHeight - r.height - 8)}px`;
  }, [request]);

  if (!request || !row) return null;
  const { column } = request;
  const value = row[column.key];

  if (MODAL_TYPES.includes(column.type)) {
    return (
      <ModalField
        column={column}
        value={value}
        texts={ctx.texts}
        commit={(v) => controller.commitCell(row.id, column.key, v)}
        commitFields={(fields) => controller.commitFields(row.id, fields)}
        close={onClose}
      />
    );
  }

  const options = ctx.linkedOptions(column, row) ?? ctx.options.get(column.key) ?? [];
  const { rect } = request;
  return createPortal(
    <div
      ref={boxRef}
      className="et-popover-editor"
      data-testid="et-popover-editor"
      style={{ position: 'fixed', top: rect.top, left: rect.left, minWidth: Math.max(rect.width, 160), minHeight: rect.height, zIndex: 1050, background: '#fff', boxShadow: '0 6px 16px rgba(0,0,0,.12)', borderRadius: 6, padding: 4 }}
    >
      <ConfigProvider getPopupContainer={() => boxRef.current ?? document.body}>
        <PopoverField
          column={column}
          value={value}
          options={options}
          setDraft={(v) => {
            draft.current = { value: v };
          }}
          commit={(v, shouldClose) => {
            draft.current = null;
            controller.commitCell(row.id, column.key, v);
            if (shouldClose) onClose();
          }}
          cancel={() => {
            draft.current = null;
            onClose();
          }}
        />
      </ConfigProvider>
    </div>,
    document.body,
  );
}
