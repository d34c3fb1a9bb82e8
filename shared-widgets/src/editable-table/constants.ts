/**
 * Constants of the editable table (widgets-spec §9 "Business constants and limits"); px and ms.
 */
export const TABLE_CONSTANTS = {
  /** Row height (§9 "Row height 61 px"). */
  ROW_HEIGHT: 61,
  /** Default maximum height of the table body (§9 "max height 400 by default"). */
  MAX_HEIGHT: 400,
  /** Column header height used to size the body. */
  HEADER_HEIGHT: 40,
  /** Insert throttle (§4, §9): one insert per 1500 ms. */
  INSERT_THROTTLE_MS: 1500,
  /** Default order-number key for drag sort (§9 "Drag-sort key default orderNum"). */
  ORDER_KEY: 'orderNum',
  /** Default row key (§9 "Table defaults: row key id"). */
  ROW_KEY: 'id',
  /** Default column width when none is given. */
  DEFAULT_WIDTH: 150,
  /** Minimum widths (§9 "Column minimum widths"). */
  MIN_WIDTH_DATETIME: 190,
  MIN_WIDTH_DATE: 135,
  MIN_WIDTH_PICKER: 190,
  /** Structural column widths (§9): sequence 60; selection/expand/drag 40, 60 with a statistics footer. */
  WIDTH_ROW_NUMBER: 60,
  WIDTH_NARROW: 40,
  WIDTH_WITH_FOOTER: 60,
  /** Textarea cell popup size (§9 "Textarea cell popup 300x210") and default rows (§9 "4"). */
  TEXTAREA_WIDTH: 300,
  TEXTAREA_HEIGHT: 210,
  TEXTAREA_ROWS: 4,
  /** Multi-select cell shows at most 1 tag (§9). */
  MAX_TAGS: 1,
  /** File name display: first 5 characters plus an ellipsis (§9). */
  FILE_NAME_CHARS: 5,
  /** Sub-table opening: 3 retries 100 ms apart, then 打开子表失败 (§8). */
  SUB_TABLE_RETRIES: 3,
  SUB_TABLE_RETRY_MS: 100,
  /** Formats (§9). */
  DATE_FORMAT: 'YYYY-MM-DD',
  DATETIME_FORMAT: 'YYYY-MM-DD HH:mm:ss',
  TIME_FORMAT: 'HH:mm:ss',
  /** Local storage key of the add-row settings saved as default (§2), suffixed by the table's id. */
  ADD_SETTINGS_KEY: 'EDITABLE_TABLE_ADD_SETTINGS',
  /** Handsontable licence key for non-commercial use and evaluation. */
  LICENSE_KEY: 'non-commercial-and-evaluation',
} as const;
