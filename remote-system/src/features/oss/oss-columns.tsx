import { Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatSize } from './format-size';
import { OSS_TEXTS as T, STORE_LABELS } from './oss-texts';
import { IMAGE_TYPES, type OssFile } from './oss-types';

/** Handlers and rights of the row actions. */
export interface OssColumnActions {
  canDelete: boolean;
  preview(row: OssFile): void;
  download(row: OssFile): void;
  remove(row: OssFile): void;
}

/**
 * Columns of the 对象存储 list: 文件名称, 业务目录, 文件类型, 文件大小 (formatSize), 存储位置, 上传人,
 * 上传时间 and 操作 (预览 for images, 下载, 删除 with 确定删除吗? when allowed). 文件名称, 文件大小
 * and 上传时间 sort on the server (column = the dataIndex).
 */
export function ossColumns(a: OssColumnActions): ColumnsType<OssFile> {
  return [
    { title: T.fileName, dataIndex: 'fileName', sorter: true, ellipsis: true },
    { title: T.biz, dataIndex: 'biz', width: 120 },
    { title: T.fileType, dataIndex: 'fileType', width: 90, render: (v: string) => (v ? v.toUpperCase() : '-') },
    { title: T.fileSize, dataIndex: 'fileSize', width: 110, sorter: true, render: (v: number) => formatSize(v) },
    {
      title: T.storeType, dataIndex: 'storeType', width: 120,
      render: (v: string) => <Tag color={v === 's3' ? 'blue' : 'default'}>{STORE_LABELS[v] ?? v}</Tag>,
    },
    { title: T.createBy, dataIndex: 'createBy', width: 120, render: (_: unknown, r) => r.createByName || r.createBy || '-' },
    { title: T.createTime, dataIndex: 'createTime', width: 170, sorter: true },
    {
      title: T.action, key: 'action', width: 180, fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={4}>
          {IMAGE_TYPES.includes(row.fileType) && <Button type="link" size="small" onClick={() => a.preview(row)}>{T.preview}</Button>}
          <Button type="link" size="small" onClick={() => a.download(row)}>{T.download}</Button>
          {a.canDelete && (
            <Popconfirm title={T.deleteConfirm} onConfirm={() => a.remove(row)}>
              <Button type="link" size="small" danger>{T.delete}</Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
