import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useState } from 'react';
import { FileUpload, ImageUpload, UploadCell, type UploadListValue } from 'shared-widgets';

const show = (v: unknown) => (
  <Typography.Text code copyable={Boolean(v)} style={{ wordBreak: 'break-all' }}>
    {typeof v === 'string' ? v || '（空）' : JSON.stringify(v)}
  </Typography.Text>
);

/**
 * The upload widgets against the real POST /sys/common/upload: the file list (path string and
 * {fileName, filePath, fileSize} values, uploadnum and type rules), image upload with preview and
 * reorder, single-image mode, and the file / image table cells with their 下载 / 删除 / 更多 menu.
 */
export function UploadWidgetsDemo() {
  const [files, setFiles] = useState<UploadListValue>('');
  const [fileList, setFileList] = useState<UploadListValue>([]);
  const [images, setImages] = useState('');
  const [avatar, setAvatar] = useState('');
  const [cellFile, setCellFile] = useState('');
  const [cellImage, setCellImage] = useState('');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title="文件上传（列表）" data-testid="file-upload-demo">
          <FileUpload value={files} onChange={setFiles} download />
          <div style={{ marginTop: 8 }}>值（路径）：{show(files)}</div>
          <div style={{ marginTop: 16 }}>
            <FileUpload value={fileList} onChange={setFileList} returnUrl={false} number={2} fileType="pdf,docx,xlsx,txt,png,jpg" text="上传附件（最多2个）" />
          </div>
          <div style={{ marginTop: 8 }}>值（对象列表）：{show(fileList)}</div>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title="图片上传（预览、排序）" data-testid="image-upload-demo">
          <ImageUpload value={images} onChange={setImages} />
          <div style={{ marginTop: 8 }}>值：{show(images)}</div>
          <Typography.Paragraph type="secondary" style={{ margin: '16px 0 8px' }}>
            单图模式（只保留最后上传的一张）
          </Typography.Paragraph>
          <ImageUpload value={avatar} onChange={setAvatar} multiple={false} />
          <div style={{ marginTop: 8 }}>值：{show(avatar)}</div>
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title="表格单元格（文件 / 图片）" data-testid="upload-cell-demo">
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="文件单元格">
              <UploadCell kind="file" value={cellFile} onChange={setCellFile} />
            </Descriptions.Item>
            <Descriptions.Item label="图片单元格">
              <UploadCell kind="image" value={cellImage} onChange={setCellImage} />
            </Descriptions.Item>
            <Descriptions.Item label="文件值">{show(cellFile)}</Descriptions.Item>
            <Descriptions.Item label="图片值">{show(cellImage)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
