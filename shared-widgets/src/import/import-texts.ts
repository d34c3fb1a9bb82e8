/**
 * Texts of the Excel import dialog and the list export (widgets-spec §2 "Excel import dialog", §7
 * "What the product does with answers", §8, §9). The spec's English-only texts get their natural
 * Chinese wording (common brief rule): 'export file' → 导出文件, 'file download failed' → 文件下载失败.
 */
export const IMPORT_TEXTS = {
  /** §2 dialog title. */
  TITLE: '导入EXCEL',
  /** §2 buttons; 上传中... while uploading. */
  CLOSE: '关闭',
  START_UPLOAD: '开始上传',
  UPLOADING: '上传中...',
  /** §2 online mode switch and its two states. */
  VALIDATE_SWITCH: '是否开启校验',
  YES: '是',
  NO: '否',
  /** File chooser button (the spec gives none). */
  CHOOSE_FILE: '选择导入文件',
  /** §7 / §8 code 201 warning. */
  PARTIAL_SUCCESS: '导入成功,但是有错误数据!',
  /** Lead-in and text of the link to the error file in that warning. */
  DETAIL_PREFIX: '具体详情请',
  DOWNLOAD_ERROR_FILE: '点击下载',
  /** Failure of the request itself (no answer). */
  UPLOAD_FAILED: '上传失败',
  /** Success message when the server gives none. */
  IMPORT_OK: '文件导入成功！',
  /** Name of the downloaded error file. */
  ERROR_FILE_NAME: '导入错误信息.xlsx',
  /** §9 "Export default file name: 'export file'". */
  EXPORT_DEFAULT_NAME: '导出文件',
  /** §7 download with an empty blob ('file download failed'). */
  DOWNLOAD_FAILED: '文件下载失败',
} as const;

/** §2: the chooser accepts .xls and .xlsx. */
export const IMPORT_ACCEPT = '.xls,.xlsx';

/** §9 "Import modal width: 600". */
export const IMPORT_MODAL_WIDTH = 600;

/**
 * §8 "Import failure: file name plus the server message". A message that already names one of
 * the files (the server's `a.xlsx：文件解析失败`) is shown as it is.
 */
export function importFailedText(fileNames: string[], message: string): string {
  if (message && fileNames.some((name) => name && message.includes(name))) return message;
  return `${fileNames.join('、')} ${message}`.trim();
}
