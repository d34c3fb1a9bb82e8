import { Spin } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { usePermission } from 'shared-session';
import { columnWidth, visibleColumns } from './columns/column-kinds';
import { TABLE_CONSTANTS as C } from './constants';
import { TABLE_TEXTS } from './editable-table-texts';
import type { EditableTableProps } from './editable-table-props';
import { ExpandedRows } from './expanded-rows';
import { clampAddSettings, loadAddSettings, saveAddSettings } from './rows/add-row-settings';
import { createInsertThrottle } from './rows/insert-throttle';
import { computeStatistics, hasStatistics } from './statistics/statistics';
import { StatisticsRow } from './statistics/statistics-row';
import { TableToolbar } from './toolbar/table-toolbar';
import { visibleButtons, type ToolbarButton } from './toolbar/toolbar-buttons';
import type { AddRowSettings, TableRow } from './types';
import { useTableController } from './use-table-controller';
import { useFeedback } from '../upload/use-feedback';

/** Handsontable and its companions, downloaded only when a table is shown (the shell never loads it). */
const TableGrid = lazy(() => import(/* webpackChunkName: "editable-table-grid" */ './grid/table-grid'));

const ALL_BUTTONS: ToolbarButton[] = ['add', 'save', 'remove', 'clearSelection', 'collapse'];

/**
 * The editable table (widgets-spec §2 "Editable table", §3 columns and rows, §4 row states and
 * realtime sync, §5 table column rules, §6 toolbar permissions, §9 constants) on Handsontable.
 *
 * - Toolbar 新增 保存 删除 清空选择 展开/收起; 删除 asks 确定要删除这 N 项吗?; `authPre` + code `add`
 *   hides 新增 and `batch_delete` hides 删除 unless permitted; `excludeCodes` hides them for all.
 * - 新增 follows the add-row settings (count ≥ 1, position 0..rows with 0 = bottom, scroll to
 *   bottom), which can be saved as default (保存成功); inserts are throttled to one per 1500 ms
 *   (你点击的太快了，请慢点点击!).
 * - Row menu (right click): insert above/below, move up/down (disabled at the ends), remove; the
 *   drag handle moves rows; order numbers (orderNum) are recalculated after moves.
 * - Validation on input, change, blur and `validateTable()`; statistics footer (合计 / 平均值).
 * - `ref` gives getValues / validateTable / getDeleteIds / getNewData / addRows / removeRows /
 *   clearSelection and more (see {@link EditableTableRef}).
 *
 * @example <EditableTable ref={table} columns={columns} dataSource={rows} authPre="test:jeecgDemo:item:" socketKey="demo-items" onSave={save} />
 */
export function EditableTable(props: EditableTableProps) {
  const { columns, disabled = false, maxHeight = C.MAX_HEIGHT, toolbar = true } = props;
  const { message } = useFeedback();
  const controller = useTableController(props, props.ref);
  useSyncExternalStore(controller.subscribe, controller.getVersion);
  const can = usePermission();
  const tableId = props.tableId ?? props.socketKey ?? 'default';
  const [settings, setSettings] = useState<AddRowSettings>(() => loadAddSettings(tableId));
  const [collapsed, setCollapsed] = useState(false);
  const [scrollLeft, setScrollLeft] = useState(0);
  const [throttle] = useState(() => createInsertThrottle());

  const rowExpand = Boolean(props.expandedRowRender || props.loadExpandedRow);
  const { rowNumber, dragSort } = props;
  const rowSelection = props.rowSelection ?? 'checkbox';
  const visible = useMemo(() => visibleColumns(columns, { rowNumber, rowSelection, rowExpand, dragSort }), [columns, rowNumber, rowSelection, rowExpand, dragSort]);
  const footer = hasStatistics(columns);
  const buttons = visibleButtons(props.toolbarButtons ?? ALL_BUTTONS, props.authPre, can, props.excludeCodes);
  const canAdd = !disabled && buttons.includes('add');
  const canRemove = !disabled && buttons.includes('remove');

  const tryInsert = useCallback(() => {
    if (throttle.tryInsert()) return true;
    void message.warning(TABLE_TEXTS.tooFast);
    return false;
  }, [throttle, message]);

  const remove = useCallback(
    async (ids: string[]) => {
      const rows = ids.map((id) => controller.row(id)).filter((r): r is TableRow => Boolean(r && !controller.isDisabled(r)));
      if (rows.length === 0) return;
      if (props.confirmRemove && (await props.confirmRemove(rows)) === false) return;
      controller.removeRows(rows.map((r) => r.id));
    },
    [controller, props],
  );

  const add = () => {
    if (!tryInsert()) return;
    const current = clampAddSettings(settings, controller.rows.length);
    const added = controller.addRows(current.addRowNum, current.addIndex, current.addScrollToBottom);
    props.onAdded?.(added);
  };

  const statistics = footer ? computeStatistics(controller.rows, columns) : [];
  return (
    <div className="editable-table" data-testid="editable-table">
      {toolbar && (
        <TableToolbar
          buttons={buttons}
          selectedCount={controller.selected.size}
          collapsed={collapsed}
          rowCount={controller.rows.length}
          addSettings={settings}
          disabled={disabled}
          saving={props.saving}
          onAdd={add}
          onSave={props.onSave}
          onRemove={() => void remove([...controller.selected])}
          onClearSelection={() => controller.clearSelection()}
          onToggleCollapse={() => setCollapsed((c) => !c)}
          onAddSettingsChange={setSettings}
          onSaveAddSettings={() => {
            saveAddSettings(tableId, settings);
            void message.success(TABLE_TEXTS.saved);
          }}
          extra={props.toolbarExtra}
        />
      )}
      <div data-testid="et-body" style={{ display: collapsed ? 'none' : undefined }}>
        <Suspense fallback={<Spin style={{ display: 'block', padding: 24 }} />}>
          <TableGrid
            controller={controller}
            visible={visible}
            linkageConfig={props.linkageConfig ?? NO_LINKAGE}
            maxHeight={maxHeight}
            disabled={disabled}
            hasFooter={footer}
            tryInsert={tryInsert}
            remove={(ids) => void remove(ids)}
            canAdd={() => canAdd}
            canRemove={() => canRemove}
            onScrollLeft={setScrollLeft}
          />
        </Suspense>
        <StatisticsRow
          lines={statistics}
          shown={visible.filter((c) => c.type !== 'row-drag-sort')}
          headerWidth={visible.some((c) => c.type === 'row-drag-sort') ? columnWidth({ type: 'row-drag-sort' }, true) : 0}
          scrollLeft={scrollLeft}
        />
        <ExpandedRows controller={controller} content={props} />
      </div>
    </div>
  );
}

const NO_LINKAGE: never[] = [];
