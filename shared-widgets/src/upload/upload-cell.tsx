import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { FilePopModal } from './file-pop-modal';
import { ImagePreview } from './image-preview';
import { downloadFile, uploadFile } from './upload-api';
import { extensionProblem, fileNameOf, firstPath, judgeAnswer, kindProblem, type UploadCellItem } from './upload-rules';
import { errorInfoText, UPLOAD_TEXTS } from './upload-texts';
import { UploadCellItemView } from './upload-cell-item';
import { useFeedback } from './use-feedback';

/** Props of {@link UploadCell} (common brief contract). */
export interface UploadCellProps {
  /** `image` = image cell (上传图片, images only); `file` / `upload` = file cell (上传文件). */
  kind: 'file' | 'image' | 'upload';
  /** Comma-joined stored paths; only the first is displayed (§3). */
  value?: string;
  /** Receives the new path string ('' when cleared or when the upload failed). */
  onChange(value: string): void;
  /** 下载 in the settings menu; default true (§6). */
  allowDownload?: boolean;
  /** 删除 in the settings menu; default true (§6). */
  allowRemove?: boolean;
  disabled?: boolean;
  /** Button text; default 上传文件 / 上传图片 (§2). */
  buttonText?: string;
  /** Storage folder, default temp. */
  biz?: string;
  /** Extension list of the column's extension JSON `fileType` (§5). */
  fileType?: string;
  /** Maximum files in the 更多 pop-up, 0 = unlimited. */
  number?: number;
  /** Upload URL relative to the API base (§7 "a configured action"); default /sys/common/upload. */
  action?: string;
}

function itemOf(value: string | undefined): UploadCellItem | null {
  const first = firstPath(value);
  return first ? { name: fileNameOf(first), path: value, status: 'done' } : null;
}

/**
 * The table-cell variant of the file and image upload (widgets-spec §2 File cell / Image cell, §3
 * "Upload value (cell)", §4 Upload, §5 Upload, §8):
 *
 * - empty: a button 上传文件 / 上传图片 (or `buttonText`);
 * - uploading: percent; done: the file name cut after 5 characters + … (image: a thumbnail that
 *   opens a preview); failed: an error icon whose tooltip is 上传失败 or the server message
 *   (a done answer with success false counts as failed, default message 未知错误);
 * - image cells accept only `image/*` types (请上传图片) and show the 上传出错 modal with
 *   错误信息：{message} when an upload fails; a new upload replaces the value (single-image mode);
 * - settings menu 下载 (downloads the first path), 删除 (clears the value: onChange('')) and
 *   更多 (the file pop-up to manage several files, OK hands back the comma-joined paths).
 *
 * `onChange` receives the stored path only once the upload is done; a failed upload emits ''.
 */
export function UploadCell({ kind, value, onChange, allowDownload = true, allowRemove = true, disabled, buttonText, biz, fileType, number, action }: UploadCellProps) {
  const { message, modal } = useFeedback();
  const image = kind === 'image';
  const [state, setState] = useState(() => ({ source: value ?? '', item: itemOf(value) }));
  const [popOpen, setPopOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  let item = state.item;
  if ((value ?? '') !== state.source) {
    item = itemOf(value);
    setState({ source: value ?? '', item });
  }

  const emit = (next: string, nextItem: UploadCellItem | null) => {
    setState({ source: next, item: nextItem });
    if (next !== (value ?? '')) onChange(next);
  };

  const fail = (base: UploadCellItem, text: string | undefined) => {
    emit('', { ...base, status: 'error', message: text });
    if (image) modal.error({ title: UPLOAD_TEXTS.UPLOAD_ERROR_TITLE, content: errorInfoText(text || UPLOAD_TEXTS.UPLOAD_FAILED) });
  };

  const start = async (file: File) => {
    const base: UploadCellItem = { name: file.name, type: file.type, size: file.size, status: 'uploading', percent: 0 };
    setState((s) => ({ ...s, item: base }));
    try {
      const answer = await uploadFile(file, {
        biz,
        action,
        onProgress: (percent) => setState((s) => (s.item?.status === 'uploading' ? { ...s, item: { ...s.item, percent } } : s)),
      });
      const verdict = judgeAnswer(answer);
      if (verdict.ok) emit(verdict.path, { ...base, status: 'done', percent: 100, path: verdict.path });
      else fail(base, verdict.message);
    } catch {
      fail(base, undefined);
    }
  };

  return (
    <>
      {item ? (
        <UploadCellItemView
          item={item}
          image={image}
          allowDownload={allowDownload}
          allowRemove={allowRemove}
          disabled={disabled}
          onDownload={() => void downloadFile(firstPath(item.path), item.name, (t) => void message.warning(t))}
          onRemove={() => emit('', null)}
          onMore={() => setPopOpen(true)}
          onPreview={setPreview}
        />
      ) : (
        <Upload
          showUploadList={false}
          disabled={disabled}
          accept={image ? 'image/*' : undefined}
          beforeUpload={(file) => {
            const problem = kindProblem(file, image ? 'image' : 'all') ?? extensionProblem(file.name, fileType);
            if (problem) {
              message.warning(problem);
              return Upload.LIST_IGNORE;
            }
            void start(file);
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} disabled={disabled}>
            {buttonText ?? (image ? UPLOAD_TEXTS.UPLOAD_IMAGE : UPLOAD_TEXTS.UPLOAD_FILE)}
          </Button>
        </Upload>
      )}
      <FilePopModal
        open={popOpen}
        kind={image ? 'image' : 'file'}
        value={item?.status === 'done' ? item.path : ''}
        biz={biz}
        action={action}
        fileType={fileType}
        number={number}
        onOk={(paths) => {
          setPopOpen(false);
          emit(paths, itemOf(paths));
        }}
        onCancel={() => setPopOpen(false)}
      />
      <ImagePreview src={preview} onClose={() => setPreview(null)} />
    </>
  );
}
