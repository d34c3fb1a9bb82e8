import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile } from 'shared-widgets';
import { OSS_TEXTS as T } from './oss-texts';
import { OSS_UPLOAD_BIZ } from './oss-types';

/** Props of {@link OssUploadButton}. */
export interface OssUploadButtonProps {
  /** called after each successful upload (the page reloads its list) */
  onUploaded(): void;
}

/**
 * 文件上传: picks one or more files and sends each through POST /sys/common/upload (biz `oss`;
 * the server stores it on S3 when configured, else in UPLOAD_DIR). Shows `<name> 上传成功` or the
 * server's refusal (e.g. 不支持上传该类型的文件), `<name> 上传失败.` when no answer came back.
 */
export function OssUploadButton({ onUploaded }: OssUploadButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(0);
  return (
    <Upload
      multiple
      showUploadList={false}
      customRequest={async ({ file }) => {
        const f = file as File;
        setBusy((n) => n + 1);
        try {
          const answer = await uploadFile(f, { biz: OSS_UPLOAD_BIZ });
          if (answer.success) {
            message.success(T.uploadSuccess(f.name));
            onUploaded();
          } else {
            message.warning(answer.message);
          }
        } catch {
          message.error(T.uploadFailed(f.name));
        } finally {
          setBusy((n) => n - 1);
        }
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={busy > 0}>{T.upload}</Button>
    </Upload>
  );
}
