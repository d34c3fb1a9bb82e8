import type { ReactNode, Ref } from 'react';
import type { ExpandContent } from './expanded-rows';
import type { ToolbarButton } from './toolbar/toolbar-buttons';
import type { DisabledRowRules, EditableTableRef, LinkageConfig, TableColumn, TableRow, ValueChange } from './types';

/**
 * Props of `<EditableTable>` (widgets-spec §2 "Editable table", §3, §4, §6, §9). Arrays and
 * callbacks are best kept stable (useMemo / useCallback): a new `columns` array rebuilds the grid
 * columns.
 */
export interface EditableTableProps extends ExpandContent {
  /** Column definitions (spec §3). */
  columns: TableColumn[];
  /** Rows to show; a new array replaces every row (and forgets deleted ids). */
  dataSource?: TableRow[];
  /** Sequence column (60 px). */
  rowNumber?: boolean;
  /** Selection column: checkbox (default, spec §9 "checkbox selection"), radio, or none. */
  rowSelection?: 'checkbox' | 'radio' | false;
  /** Drag handle (row header) with order numbers recalculated after a move (spec §4). */
  dragSort?: boolean;
  /** Order-number key (default orderNum, spec §9). */
  dragSortKey?: string;
  /** Rows matching these rules cannot be selected or edited (spec §4). */
  disabledRows?: DisabledRowRules;
  /** Whole table read-only. */
  disabled?: boolean;
  /** Maximum grid height, px (default 400, spec §9). */
  maxHeight?: number;
  /** Toolbar shown (default true) and its buttons (default all five). */
  toolbar?: boolean;
  toolbarButtons?: ToolbarButton[];
  /** Permission prefix: `${authPre}add` and `${authPre}batch_delete` must be allowed (spec §6). */
  authPre?: string;
  /** Button codes hidden for everyone (spec §6 exclusion list): 'add', 'batch_delete'. */
  excludeCodes?: string[];
  /** 保存 pressed. */
  onSave?(): void;
  saving?: boolean;
  /** Asynchronous removal confirmation (spec §4): resolve false to keep the rows. */
  confirmRemove?(rows: TableRow[]): boolean | void | Promise<boolean | void>;
  onValueChange?(change: ValueChange): void;
  onSelectionChange?(ids: string[]): void;
  /** Rows added through the toolbar or the row menu. */
  onAdded?(rows: TableRow[]): void;
  /** Realtime sync (spec §4): tables with the same key share edits over the page's socket. */
  socketKey?: string;
  /** Page id of the sync socket (default: the socket key). */
  socketPageId?: string;
  /** Options of cascading select chains (`TableColumn.linkageKey`). */
  linkageConfig?: LinkageConfig[];
  /** Key under which the add-row settings are saved as default (default: socketKey or 'default'). */
  tableId?: string;
  /** Content after the toolbar buttons. */
  toolbarExtra?: ReactNode;
  /** The imperative API (spec §3, §4). */
  ref?: Ref<EditableTableRef>;
}
