import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { linkedChildren } from './columns/linkage';
import { TABLE_CONSTANTS } from './constants';
import type { EditableTableProps } from './editable-table-props';
import { newCaseId } from './rows/row-ids';
import { TableController } from './rows/table-controller';
import { useTableSync } from './sync/use-table-sync';
import type { EditableTableRef, TableRow } from './types';

/**
 * Creates the table's controller once, keeps its columns and options in step with the props,
 * loads `dataSource`, connects the realtime sync and exposes the imperative API on `ref`.
 */
export function useTableController(props: EditableTableProps, ref: Ref<EditableTableRef> | undefined): TableController {
  const [caseId] = useState(newCaseId);
  const latest = useRef(props);
  latest.current = props;
  const sendRef = useRef<(row: TableRow) => void>(() => {});

  const controller = useMemo(
    () =>
      new TableController(props.columns, {
        onValueChange: (change) => latest.current.onValueChange?.(change),
        onSelectionChange: (ids) => latest.current.onSelectionChange?.(ids),
        onRowEdited: (row) => sendRef.current(row),
      }),
    // the controller lives as long as the component
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  controller.columns = props.columns;
  Object.assign(controller.options, {
    disabledRows: props.disabledRows,
    rowSelection: props.rowSelection ?? 'checkbox',
    orderKey: props.dragSortKey ?? props.columns.find((c) => c.isOrder)?.key ?? TABLE_CONSTANTS.ORDER_KEY,
    trackOrder: Boolean(props.dragSort || props.columns.some((c) => c.isOrder)),
    linkedChildren: (key: string) => linkedChildren(latest.current.columns, key),
  });

  useEffect(() => {
    if (props.dataSource) controller.setRows(props.dataSource);
  }, [controller, props.dataSource]);

  sendRef.current = useTableSync(controller, { socketKey: props.socketKey, pageId: props.socketPageId, caseId });

  useImperativeHandle(
    ref,
    (): EditableTableRef => ({
      getValues: (opts) => controller.values(Boolean(opts?.withoutNewIds)),
      validateTable: () => controller.validateAll(),
      getDeleteIds: () => [...controller.deletedIds],
      getNewData: () => controller.newData(),
      addRows: (rows, opts) => controller.addRows(rows ?? 1, opts?.index ?? 0, Boolean(opts?.scrollToBottom)),
      removeRows: (ids) => controller.removeRows(ids),
      clearSelection: () => controller.clearSelection(),
      getSelection: () => [...controller.selected],
      setRows: (rows) => controller.setRows(rows),
      updateRow: (row) => void controller.applyRemoteRow(row),
      moveRow: (id, offset) => controller.moveRow(id, offset),
    }),
    [controller],
  );
  return controller;
}
