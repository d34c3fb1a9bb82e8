import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { ImagePreview } from './image-preview';
import { UPLOAD_TEXTS } from './upload-texts';
import { useUploadList, type UploadListSettings } from './use-upload-list';

/** Props of {@link FileUpload}; the upload settings are those of `useUploadList`. */
export interface FileUploadProps extends UploadListSettings {
  /** Button text, default 点击上传 (§9 Upload defaults). */
  text?: string;
  disabled?: boolean;
  /** Show a download icon per file (extension JSON `down`, §3). */
  download?: boolean;
}

/**
 * The list variant of the file upload (widgets-spec §2 File cell "list variant", §3 "File upload
 * value", §4 Upload, §5 Upload): a 点击上传 button and the file list with status, progress,
 * remove and (with `download`) download icons. Images in the list open a preview when clicked,
 * other files open in a new tab.
 *
 * Value: comma-joined stored paths (returnUrl, default) or `[{fileName, filePath, fileSize}]`
 * (`returnUrl={false}`); emitted only once no file is uploading. Storage folder `biz` default temp.
 */
export function FileUpload({ text = UPLOAD_TEXTS.CLICK_UPLOAD, disabled, download, ...settings }: FileUploadProps) {
  const { uploadProps } = useUploadList(settings);
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <>
      <Upload
        {...uploadProps}
        disabled={disabled}
        showUploadList={{ showDownloadIcon: Boolean(download), showRemoveIcon: !disabled }}
        onPreview={(file) => {
          if (!file.url) return;
          if ((file.type ?? '').includes('image') || /\.(png|jpe?g|gif|bmp|webp)$/i.test(file.url)) setPreview(file.url);
          else window.open(file.url, '_blank', 'noopener');
        }}
      >
        {!disabled && <Button icon={<UploadOutlined />}>{text}</Button>}
      </Upload>
      <ImagePreview src={preview} onClose={() => setPreview(null)} />
    </>
  );
}
