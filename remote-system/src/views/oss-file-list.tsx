import { App, Card, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { ossColumns } from '../features/oss/oss-columns';
import { downloadOssFile } from '../features/oss/oss-download';
import { OssPreviewModal } from '../features/oss/oss-preview-modal';
import { OSS_TEXTS as T, STORE_LABELS } from '../features/oss/oss-texts';
import { OSS_BUTTONS, OSS_URLS, type OssFile } from '../features/oss/oss-types';
import { OssUploadButton } from '../features/oss/oss-upload-button';

/**
 * 对象存储 (issue 5, console-spec §1 system administration; JeecgBoot OSS file page): the files
 * stored for the tenant with query (文件名称 contains, 上传人, 存储位置), paging 10/20/30 + 共 N 条,
 * server sort, 文件上传 (POST /sys/common/upload), 预览 for images, 下载 (/sys/common/download), 删除
 * and 批量删除 (system:oss:delete; the file leaves its store and the table). The server checks
 * every right again.
 */
export default function OssFileList() {
  const { message } = App.useApp();
  const has = usePermission();
  const list = useListPage<OssFile>({ url: { list: OSS_URLS.list, delete: OSS_URLS.delete, deleteBatch: OSS_URLS.deleteBatch } });
  const [previewing, setPreviewing] = useState<OssFile | null>(null);
  const canDelete = has(OSS_BUTTONS.delete);

  const columns = ossColumns({
    canDelete,
    preview: setPreviewing,
    download: (row) => void downloadOssFile(row.url, row.fileName).then((done) => {
      if (!done) message.warning(T.downloadFailed);
    }),
    remove: (row) => void list.handleDelete(row.id),
  });

  return (
    <Card variant="borderless">
      <ListQueryBar list={list}>
        <Form.Item name="fileName" label={T.fileName}><Input allowClear placeholder={T.fileNamePlaceholder} /></Form.Item>
        <Form.Item name="createBy" label={T.createBy}><Input allowClear placeholder={T.uploaderPlaceholder} /></Form.Item>
        <Form.Item name="storeType" label={T.storeType}>
          <Select allowClear placeholder={T.storePlaceholder} style={{ width: 140 }} options={Object.entries(STORE_LABELS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
      </ListQueryBar>
      <ListToolbar onBatchDelete={canDelete ? list.batchDel : undefined} beforeBatchDelete={<OssUploadButton onUploaded={() => void list.reload()} />} />
      <Table<OssFile> {...listTableProps(list, canDelete)} size="middle" columns={columns} scroll={{ x: 1100 }} />
      <OssPreviewModal file={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
