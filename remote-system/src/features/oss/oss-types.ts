/** A stored file as GET /sys/oss/file/list answers it (docs/admin-contract.md "Object storage"). */
export interface OssFile {
  id: string;
  fileName: string;
  /** stored path: `<biz>/<yyyyMMdd>/<name>_<stamp>.<ext>` */
  url: string;
  biz: string;
  /** bytes */
  fileSize: number;
  /** lower-case extension, '' when none */
  fileType: string;
  contentType: string;
  storeType: 'local' | 's3' | string;
  /** uploader username */
  createBy: string | null;
  createByName: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' China time */
  createTime: string;
}

/** Button codes of the page (the server checks them again). */
export const OSS_BUTTONS = {
  list: 'system:oss:list',
  delete: 'system:oss:delete',
} as const;

/** The calls of the page, relative to the API base. */
export const OSS_URLS = {
  list: '/sys/oss/file/list',
  delete: '/sys/oss/file/delete',
  deleteBatch: '/sys/oss/file/deleteBatch',
  download: '/sys/common/download',
} as const;

/** biz (storage folder) of files uploaded on this page. */
export const OSS_UPLOAD_BIZ = 'oss';

/** Extensions previewed as images (the server serves these inline). */
export const IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'];
