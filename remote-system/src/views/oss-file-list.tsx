import { App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { useListPage } from 'shared-widgets';
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
      <Form layout="inline" onFinish={(v) => list.searchQuery(v)} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="fileName" label={T.fileName}><Input allowClear placeholder={T.fileNamePlaceholder} /></Form.Item>
        <Form.Item name="createBy" label={T.createBy}><Input allowClear placeholder={T.uploaderPlaceholder} /></Form.Item>
        <Form.Item name="storeType" label={T.storeType}>
          <Select allowClear placeholder={T.storePlaceholder} style={{ width: 140 }} options={Object.entries(STORE_LABELS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{T.search}</Button>
          <Button htmlType="reset" onClick={() => void list.searchReset()}>{T.reset}</Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 12 }}>
        <OssUploadButton onUploaded={() => void list.reload()} />
        {canDelete && <Button onClick={list.batchDel}>{T.batchDelete}</Button>}
      </Space>
      <Table<OssFile>
        rowKey={list.rowKey}
        size="middle"
        loading={list.loading}
        dataSource={list.dataSource}
        columns={columns}
        pagination={list.pagination}
        onChange={list.onTableChange}
        rowSelection={canDelete ? list.rowSelection : undefined}
        scroll={{ x: 1100 }}
      />
      <OssPreviewModal file={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
