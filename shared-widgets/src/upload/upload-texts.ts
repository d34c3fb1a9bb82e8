/**
 * Texts of the upload widgets (widgets-spec §2 File cell / Image cell / Other upload widgets,
 * §4 Upload + Image reorder, §5 Upload, §8). Chinese texts are the spec's own; the texts the spec
 * quotes only in English are given their natural Chinese wording here (common brief rule):
 * 'unknown operation' → 未知操作, 'already at the end~' → 已到最后~, 'unknown file' → 未知的文件,
 * 'file download failed' → 文件下载失败.
 */
export const UPLOAD_TEXTS = {
  /** §2 File cell default button. */
  UPLOAD_FILE: '上传文件',
  /** §2 Image cell default button. */
  UPLOAD_IMAGE: '上传图片',
  /** §9 Upload defaults: text. */
  CLICK_UPLOAD: '点击上传',
  /** §2 settings menu of the file and image cells. */
  MENU_DOWNLOAD: '下载',
  MENU_DELETE: '删除',
  MENU_MORE: '更多',
  /** Accessible name of the settings (gear) button that opens that menu. */
  SETTINGS: '设置',
  /** §8 upload tooltip of a failed file, and the default message. */
  UPLOAD_FAILED: '上传失败',
  UNKNOWN_ERROR: '未知错误',
  /** §4 Image reorder: first item moved earlier ('unknown operation'). */
  UNKNOWN_OPERATION: '未知操作',
  /** §4 Image reorder: last item moved later ('already at the end~'). */
  ALREADY_AT_END: '已到最后~',
  /** §5 Upload: image / file checks. */
  PLEASE_UPLOAD_IMAGE: '请上传图片',
  PLEASE_UPLOAD_FILE: '请上传文件',
  /** §8 image upload error modal title and content prefix. */
  UPLOAD_ERROR_TITLE: '上传出错',
  ERROR_INFO_PREFIX: '错误信息：',
  /** §5 Popup widget: file pop-up OK with no file. */
  NO_FILE_UPLOADED: '未上传任何文件',
  /** §7 Download with an empty blob ('file download failed'). */
  DOWNLOAD_FAILED: '文件下载失败',
  /** §8 download of an unknown file ('unknown file'). */
  UNKNOWN_FILE: '未知的文件',
  /** Title of the file pop-up dialog (the spec gives none). */
  FILE_POP_TITLE: '文件上传',
  /** Upload in progress tooltip. */
  UPLOADING: '上传中',
  /** Image preview action. */
  PREVIEW: '预览',
  /** Reorder arrows. */
  MOVE_LEFT: '左移',
  MOVE_RIGHT: '右移',
} as const;

/** §5 Upload: `要求上传的附件为{type}格式，请按照要求上传！` for an extension mismatch. */
export function typeMismatchText(type: string): string {
  return `要求上传的附件为${type}格式，请按照要求上传！`;
}

/** §5 Upload: `上传附件数量限制为{n},将会替换已上传附件！` when uploadnum is exceeded. */
export function countLimitText(n: number): string {
  return `上传附件数量限制为${n},将会替换已上传附件！`;
}

/** §5 Upload / §8: `{文件名} 上传失败.` when the upload request itself fails. */
export function uploadFailedText(fileName: string): string {
  return `${fileName} 上传失败.`;
}

/** §8: content of the 上传出错 modal, `错误信息：{message}`. */
export function errorInfoText(message: string): string {
  return `${UPLOAD_TEXTS.ERROR_INFO_PREFIX}${message}`;
}
