/** Chinese answer texts of the object storage calls (JeecgBoot's wording where it has one). */
export const OSS_TEXT = {
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
  idsRequired: '请选择一条记录！',
  notFound: '未找到对应数据',
  storeMissing: '文件所在的存储未配置，无法删除',
  storeFailed: '文件存储删除失败，请稍后重试',
} as const;
