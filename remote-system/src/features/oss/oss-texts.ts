/** Chinese texts of the 对象存储 page (JeecgBoot's wording where it has one). */
export const OSS_TEXTS = {
  fileName: '文件名称',
  biz: '业务目录',
  fileType: '文件类型',
  fileSize: '文件大小',
  storeType: '存储位置',
  createBy: '上传人',
  createTime: '上传时间',
  action: '操作',
  preview: '预览',
  download: '下载',
  delete: '删除',
  deleteConfirm: '确定删除吗?',
  upload: '文件上传',
  fileNamePlaceholder: '请输入文件名称',
  uploaderPlaceholder: '请输入上传人账号',
  storePlaceholder: '请选择',
  uploadSuccess: (name: string) => `${name} 上传成功`,
  uploadFailed: (name: string) => `${name} 上传失败.`,
  downloadFailed: '文件下载失败',
  previewTitle: '图片预览',
} as const;

/** 存储位置 labels by storeType. */
export const STORE_LABELS: Record<string, string> = { local: '本地磁盘', s3: '对象存储(S3)' };
