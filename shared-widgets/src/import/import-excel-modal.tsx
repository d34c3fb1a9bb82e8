import { UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Switch, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { extensionProblem } from '../upload/upload-rules';
import { useFeedback } from '../upload/use-feedback';
import type { FormAnswer } from '../upload/post-form';
import { importExcel } from './import-api';
import { ImportErrorTip } from './import-error-tip';
import { IMPORT_ACCEPT, IMPORT_MODAL_WIDTH, IMPORT_TEXTS, importFailedText } from './import-texts';

/** Props of {@link ImportExcelModal}. */
export interface ImportExcelModalProps {
  open: boolean;
  /** Import URL relative to the API base, e.g. `/test/jeecgDemo/importExcel` (§7 "import URL (configured)"). */
  url: string;
  /** Online mode: shows 是否开启校验 and sends `validateStatus` 0|1. */
  online?: boolean;
  /** Sent as `isSingleTableImport`. */
  biz?: string;
  /** Sent as `foreignKeys` (objects as JSON text). */
  foreignKeys?: string | Record<string, unknown>;
  /** Called after a successful import (code 200 or 201), when the dialog closes. */
  onOk?(answer: FormAnswer<string>): void;
  /** Called when the dialog is closed without importing (关闭 / ×) and after onOk. */
  onClose(): void;
}

/** A chosen file, kept with the browser File to post. */
type Pending = UploadFile & { file: File };

function ImportDialog({ url, online, biz, foreignKeys, onOk, onClose }: Omit<ImportExcelModalProps, 'open'>) {
  const { message, modal } = useFeedback();
  const [files, setFiles] = useState<Pending[]>([]);
  const [validate, setValidate] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    const chosen = files.map((f) => f.file);
    setBusy(true);
    let answer: FormAnswer<string>;
    try {
      answer = await importExcel(url, chosen, { biz, foreignKeys, validateStatus: online ? (validate ? 1 : 0) : undefined });
    } catch {
      setBusy(false);
      message.warning(importFailedText(chosen.map((f) => f.name), IMPORT_TEXTS.UPLOAD_FAILED));
      return;
    }
    setBusy(false);
    if (answer.code === 201) {
      modal.warning({ title: IMPORT_TEXTS.PARTIAL_SUCCESS, content: <ImportErrorTip message={answer.message} path={String(answer.result ?? '')} /> });
    } else if (answer.success) {
      message.success(answer.message || IMPORT_TEXTS.IMPORT_OK);
    } else {
      message.warning(importFailedText(chosen.map((f) => f.name), answer.message));
      return;
    }
    onOk?.(answer);
    onClose();
  };

  return (
    <Modal
      open
      title={IMPORT_TEXTS.TITLE}
      width={IMPORT_MODAL_WIDTH}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={onClose}>
          {IMPORT_TEXTS.CLOSE}
        </Button>,
        <Button key="start" type="primary" disabled={!files.length} loading={busy} onClick={() => void start()}>
          {busy ? IMPORT_TEXTS.UPLOADING : IMPORT_TEXTS.START_UPLOAD}
        </Button>,
      ]}
    >
      {online && (
        <Space style={{ marginBottom: 12 }}>
          <span>{IMPORT_TEXTS.VALIDATE_SWITCH}</span>
          <Switch checked={validate} onChange={setValidate} checkedChildren={IMPORT_TEXTS.YES} unCheckedChildren={IMPORT_TEXTS.NO} aria-label={IMPORT_TEXTS.VALIDATE_SWITCH} />
        </Space>
      )}
      <Upload
        multiple
        accept={IMPORT_ACCEPT}
        fileList={files}
        beforeUpload={(file) => {
          const problem = extensionProblem(file.name, IMPORT_ACCEPT);
          if (problem) {
            message.warning(problem);
            return Upload.LIST_IGNORE;
          }
          setFiles((list) => [...list, { uid: file.uid, name: file.name, size: file.size, status: 'done', file }]);
          return false;
        }}
        onRemove={(file) => setFiles((list) => list.filter((f) => f.uid !== file.uid))}
      >
        <Button icon={<UploadOutlined />}>{IMPORT_TEXTS.CHOOSE_FILE}</Button>
      </Upload>
    </Modal>
  );
}

/**
 * The Excel import dialog 导入EXCEL (widgets-spec §2, §4 Import, §7, §8, §9 width 600):
 * - opens with an empty file list and validation off;
 * - the chooser takes several .xls / .xlsx files (other extensions are refused);
 * - 开始上传 (disabled with no file; 上传中... while busy) posts `files[]` (+ isSingleTableImport,
 *   foreignKeys, and validateStatus 0|1 in online mode with the 是否开启校验 switch);
 * - success: the server message, the dialog closes, `onOk` is signalled; code 201: a warning
 *   导入成功,但是有错误数据! with a 点击下载 link to the error file at `result`, then the same;
 * - other failures: a warning with the file names and the server message; the dialog stays open.
 */
export function ImportExcelModal({ open, ...rest }: ImportExcelModalProps) {
  if (!open) return null;
  return <ImportDialog {...rest} />;
}
