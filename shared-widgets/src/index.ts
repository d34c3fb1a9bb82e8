/** Public entry of shared-widgets (widgets-spec): shared by the shell and every remote as a singleton. */
export { Ellipsis, ELLIPSIS_DEFAULT_LENGTH, type EllipsisProps } from './ellipsis';
export { exportXlsx, buildXlsx, toSheetRows, type XlsxColumn } from './export-xlsx';
