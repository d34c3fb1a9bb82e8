import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { downloadFile, fileUrl, uploadFile, type UploadResult } from './upload-api';
import {
  allDone,
  extensionProblem,
  fileNameOf,
  joinPaths,
  judgeAnswer,
  kindProblem,
  limitToLast,
  moveItem,
  readFileValue,
  type FileValueItem,
  type UploadKind,
} from './upload-rules';
import { uploadFailedText } from './upload-texts';
import { useFeedback } from './use-feedback';

/** Value of a list widget: comma-joined paths (returnUrl mode) or the `{fileName, filePath, fileSize}` list (§3). */
export type UploadListValue = string | FileValueItem[];

/** Settings of {@link useUploadList}. */
export interface UploadListSettings {
  value?: UploadListValue | null;
  onChange?(value: UploadListValue): void;
  /** true (default): emit comma-joined paths; false: emit the `{fileName, filePath, fileSize}` list. */
  returnUrl?: boolean;
  /** Which files are taken (§5): `all` (default), `file` (no images), `image` (images only). */
  kind?: UploadKind;
  /** Extension list of the extension JSON `fileType`, e.g. `"pdf,docx"` (§5 type mismatch). */
  fileType?: string;
  /** uploadnum: maximum files, 0 = unlimited (§3, §5). */
  number?: number;
  /** Single mode: only the last uploaded file is kept (§3 "Image upload value"). */
  single?: boolean;
  /** Storage folder, default `temp` (§9). */
  biz?: string;
  /** Upload URL relative to the API base (§7 "a configured action"); default /sys/common/upload. */
  action?: string;
}

/** A list entry (widgets-spec §3 "Upload file (list widget)": uid, name, status, url, response). */
export type UploadListFile = UploadFile<UploadResult>;

function pathOf(file: UploadListFile): string {
  return file.response?.success ? file.response.message : '';
}

function filesFromValue(value: UploadListValue | null | undefined): UploadListFile[] {
  return readFileValue(value ?? undefined).map((v, i) => ({
    uid: `-${i}-${v.filePath}`,
    name: v.fileName || fileNameOf(v.filePath),
    size: v.fileSize,
    status: 'done',
    url: fileUrl(v.filePath),
    response: { success: true, message: v.filePath, code: 200 },
  }));
}

function valueOf(files: UploadListFile[], returnUrl: boolean): UploadListValue {
  const done = files.filter((f) => f.status === 'done' && pathOf(f));
  if (returnUrl) return joinPaths(done.map(pathOf));
  return done.map((f) => ({ fileName: f.name, filePath: pathOf(f), fileSize: f.size }));
}

const keyOf = (value: UploadListValue | null | undefined): string => JSON.stringify(value ?? '');

/**
 * State and antd `Upload` props of the list upload widgets (FileUpload, ImageUpload, the file
 * pop-up), with every rule of widgets-spec §4 Upload and §5 Upload:
 *
 * - before upload: kind check (请上传图片 / 请上传文件) and extension check
 *   (要求上传的附件为{type}格式，请按照要求上传！), rejected files never enter the list;
 * - uploadnum > 0 exceeded: 上传附件数量限制为{n},将会替换已上传附件！ and the last n are kept;
 *   single mode keeps the last file silently;
 * - a done answer with success false: the server message (or 未知错误) and the file is removed;
 * - a failed request: `{文件名} 上传失败.` and the file stays marked as failed;
 * - the value is emitted only when no file is uploading any more, from the done files only.
 *
 * The value prop is followed: a value different from the last emitted one rebuilds the list.
 */
export function useUploadList(settings: UploadListSettings) {
  const { value, onChange, returnUrl = true, kind = 'all', fileType, number = 0, single = false, biz, action } = settings;
  const { message } = useFeedback();
  const [state, setState] = useState(() => ({ propKey: keyOf(value), key: keyOf(value), files: filesFromValue(value) }));
  let files = state.files;
  const propKey = keyOf(value);
  if (propKey !== state.propKey) {
    if (propKey !== state.key) files = filesFromValue(value);
    setState({ propKey, key: propKey, files });
  }

  // `propKey`: the value prop last seen; `key`: the value last emitted (or taken from the prop).
  const commit = (next: UploadListFile[]) => {
    const settled = next.every((f) => f.status !== 'uploading');
    if (!settled) {
      setState((s) => ({ ...s, files: next }));
      return;
    }
    const out = valueOf(next, returnUrl);
    setState((s) => ({ ...s, key: keyOf(out), files: next }));
    if (keyOf(out) !== state.key) onChange?.(out);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = kindProblem(file, kind) ?? extensionProblem(file.name, fileType);
    if (problem) {
      message.warning(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = (options) => {
    uploadFile(options.file as File, { biz, action, onProgress: (percent) => options.onProgress?.({ percent }) })
      .then((answer) => options.onSuccess?.(answer))
      .catch((error: Error) => options.onError?.(error));
  };

  const handleChange: UploadProps<UploadResult>['onChange'] = ({ file, fileList }) => {
    let list = fileList.slice();
    if (file.status === 'done') {
      const verdict = judgeAnswer(file.response);
      if (!verdict.ok) {
        message.warning(verdict.message);
        list = list.filter((f) => f.uid !== file.uid);
      } else {
        list = list.map((f) => (f.uid === file.uid ? { ...f, url: fileUrl(verdict.path) } : f));
      }
    } else if (file.status === 'error') {
      message.error(uploadFailedText(file.name));
    }
    if (single) list = list.slice(-1);
    const limited = limitToLast(list, number);
    if (limited.warning && file.status === 'uploading') message.warning(limited.warning);
    commit(limited.list);
  };

  const move = (uid: string, direction: -1 | 1) => {
    const index = files.findIndex((f) => f.uid === uid);
    const moved = moveItem(files, index, direction);
    if (moved.warning) {
      message.warning(moved.warning);
      return;
    }
    commit(moved.list);
  };

  const remove = (uid: string) => commit(files.filter((f) => f.uid !== uid));

  const uploadProps: UploadProps<UploadResult> = {
    fileList: files,
    multiple: !single,
    beforeUpload,
    customRequest,
    onChange: handleChange,
    onDownload: (file) => void downloadFile(pathOf(file), file.name, (t) => void message.warning(t)),
  };

  return { files, uploadProps, move, remove, allDone: allDone(files) };
}
