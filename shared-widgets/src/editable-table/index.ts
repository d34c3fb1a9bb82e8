/**
 * Editable table (widgets-spec §2-§6, §9): the component, its types, texts and constants, and the
 * pure rules other widgets may reuse. Names are table-specific so that they never clash with the
 * other widget groups' exports.
 */
export { EditableTable } from './editable-table';
export type { EditableTableProps } from './editable-table-props';
export type {
  AddRowSettings,
  CellErrors,
  ColumnOption,
  ColumnType,
  DisabledRowRules,
  EditableTableRef,
  LinkageConfig,
  RuleContext,
  SlotProps,
  StructuralType,
  TableColumn,
  TableRow,
  ValidateResult,
  ValidateRule,
  ValueChange,
} from './types';
export { TABLE_TEXTS, PRESET_TEXTS } from './editable-table-texts';
export { TABLE_CONSTANTS } from './constants';
export { VALIDATE_PRESETS } from './validate/presets';
export { validateCell as validateTableCell } from './validate/validate-cell';
export { validateRows as validateTableRows } from './validate/validate-table';
export { computeStatistics as computeTableStatistics, type StatisticsLine } from './statistics/statistics';
export { acceptNumberDraft, numberOnBlur } from './cells/number-input';
export { formatTags, splitTags } from './cells/tag-input';
export { displayFileName } from './cells/file-value';
export { columnWidth as tableColumnWidth } from './columns/column-kinds';
export { checkPopupColumn, popupColumnValues } from './columns/popup-config';
export { visibleButtons as tableToolbarButtons, type ToolbarButton } from './toolbar/toolbar-buttons';
export { createInsertThrottle } from './rows/insert-throttle';
export { TableController } from './rows/table-controller';
