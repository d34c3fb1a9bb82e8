import { Modal } from 'antd';
import { fileUrl } from 'shared-widgets';
import { OSS_TEXTS as T } from './oss-texts';
import type { OssFile } from './oss-types';

/** Props of {@link OssPreviewModal}: the image row to show, or null when closed. */
export interface OssPreviewModalProps {
  file: OssFile | null;
  onClose(): void;
}

/** 图片预览: the image served inline by /sys/common/static/<path>, scaled to the modal width. */
export function OssPreviewModal({ file, onClose }: OssPreviewModalProps) {
  return (
    <Modal open={file !== null} title={file ? `${T.previewTitle} - ${file.fileName}` : T.previewTitle} footer={null} width={720} destroyOnHidden onCancel={onClose}>
      {file && <img alt={file.fileName} src={fileUrl(file.url)} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />}
    </Modal>
  );
}
