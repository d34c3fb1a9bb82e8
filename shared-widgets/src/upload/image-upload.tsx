import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Tooltip, Upload } from 'antd';
import { useState, type CSSProperties } from 'react';
import { ImagePreview } from './image-preview';
import { UPLOAD_TEXTS } from './upload-texts';
import { useUploadList, type UploadListSettings } from './use-upload-list';

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps extends Omit<UploadListSettings, 'kind' | 'returnUrl' | 'single' | 'value' | 'onChange'> {
  /** Comma-joined stored paths (§3 "Image upload value"). */
  value?: string | null;
  onChange?(value: string): void;
  /** false = single-image mode: only the last uploaded path is kept (§3). Default true. */
  multiple?: boolean;
  /** Text of the add card, default 点击上传 (§9 Upload defaults). */
  text?: string;
  disabled?: boolean;
}

const arrowBar: CSSProperties = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'space-between',
  background: 'rgba(255,255,255,0.85)',
  zIndex: 2,
};

/**
 * Image upload with preview (widgets-spec §2 "Image cell" list variant and "Upload with preview",
 * §3 "Image upload value", §4 Image reorder, §5 Upload): picture cards with thumbnails that open a
 * preview when clicked, left / right reorder arrows (first item left: 未知操作, last item right:
 * 已到最后~), images only (请上传图片), uploadnum replacement, single-image mode.
 *
 * Value: comma-joined stored paths in display order, emitted once no image is uploading.
 */
export function ImageUpload({ value, onChange, multiple = true, text = UPLOAD_TEXTS.CLICK_UPLOAD, disabled, ...settings }: ImageUploadProps) {
  const { uploadProps, move } = useUploadList({
    ...settings,
    value: value ?? undefined,
    onChange: onChange && ((v) => onChange(typeof v === 'string' ? v : v.map((f) => f.filePath).join(','))),
    kind: 'image',
    returnUrl: true,
    single: !multiple,
  });
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <>
      <Upload
        {...uploadProps}
        accept="image/*"
        listType="picture-card"
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled, showPreviewIcon: true }}
        onPreview={(file) => file.url && setPreview(file.url)}
        itemRender={(node, file) => (
          <div style={{ position: 'relative', width: '100%', height: '100%' }} data-testid="image-upload-item">
            {node}
            {!disabled && multiple && file.status === 'done' && (
              <div style={arrowBar}>
                <Tooltip title={UPLOAD_TEXTS.MOVE_LEFT}>
                  <Button type="text" size="small" aria-label={UPLOAD_TEXTS.MOVE_LEFT} icon={<LeftOutlined />} onClick={() => move(file.uid, -1)} />
                </Tooltip>
                <Tooltip title={UPLOAD_TEXTS.MOVE_RIGHT}>
                  <Button type="text" size="small" aria-label={UPLOAD_TEXTS.MOVE_RIGHT} icon={<RightOutlined />} onClick={() => move(file.uid, 1)} />
                </Tooltip>
              </div>
            )}
          </div>
        )}
      >
        {!disabled && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{text}</div>
          </button>
        )}
      </Upload>
      <ImagePreview src={preview} onClose={() => setPreview(null)} />
    </>
  );
}
