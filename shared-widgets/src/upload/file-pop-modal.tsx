import { Modal } from 'antd';
import { useState } from 'react';
import { FileUpload } from './file-upload';
import { ImageUpload } from './image-upload';
import { UPLOAD_TEXTS } from './upload-texts';
import { useFeedback } from './use-feedback';

/** File pop-up defaults of widgets-spec §9: width 520, height 200, number 0 (unlimited). */
export const FILE_POP_DEFAULTS = { width: 520, height: 200, number: 0 } as const;

/** Props of {@link FilePopModal}. */
export interface FilePopModalProps {
  open: boolean;
  /** Comma-joined stored paths to start from. */
  value?: string;
  /** `image` shows picture cards (images only), anything else a file list. */
  kind?: 'file' | 'image' | 'upload';
  title?: string;
  /** Dialog width in px, default 520. */
  width?: number;
  /** Minimum body height in px, default 200. */
  height?: number;
  /** Maximum number of files, 0 = unlimited (default). */
  number?: number;
  /** Storage folder, default temp. */
  biz?: string;
  /** Upload URL relative to the API base; default /sys/common/upload. */
  action?: string;
  /** Extension list of the extension JSON `fileType`. */
  fileType?: string;
  /** Called with the comma-joined paths when OK is pressed with at least one file. */
  onOk(value: string): void;
  onCancel(): void;
}

function FilePopDialog({ value, kind, title, width, height, number, biz, action, fileType, onOk, onCancel }: Omit<FilePopModalProps, 'open'>) {
  const { message } = useFeedback();
  const [draft, setDraft] = useState(value ?? '');
  const ok = () => {
    if (!draft) {
      message.warning(UPLOAD_TEXTS.NO_FILE_UPLOADED);
      return;
    }
    onOk(draft);
  };
  const settings = { value: draft, onChange: (v: string) => setDraft(v), number, biz, action, fileType };
  return (
    <Modal open title={title ?? UPLOAD_TEXTS.FILE_POP_TITLE} width={width} onOk={ok} onCancel={onCancel} destroyOnHidden>
      <div style={{ minHeight: height, maxHeight: 420, overflowY: 'auto' }}>
        {kind === 'image' ? (
          <ImageUpload {...settings} />
        ) : (
          <FileUpload {...settings} onChange={(v) => setDraft(typeof v === 'string' ? v : v.map((f) => f.filePath).join(','))} download />
        )}
      </div>
    </Modal>
  );
}

/**
 * The file pop-up (widgets-spec §2 "A file pop-up variant", §5 "The file pop-up OK with no file
 * shows 未上传任何文件 and the dialog stays open", §9 defaults width 520, height 200, number 0):
 * a dialog with the list upload widget, opened from the cells' 更多 menu. It starts from `value`
 * every time it opens; OK hands back the comma-joined paths.
 */
export function FilePopModal({ open, width = FILE_POP_DEFAULTS.width, height = FILE_POP_DEFAULTS.height, number = FILE_POP_DEFAULTS.number, ...rest }: FilePopModalProps) {
  if (!open) return null;
  return <FilePopDialog width={width} height={height} number={number} {...rest} />;
}
