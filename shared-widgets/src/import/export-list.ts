import { message as staticMessage } from 'antd';
import { http } from 'shared-session';
import { answerOf } from '../upload/post-form';
import { saveBlob } from '../upload/upload-api';
import { IMPORT_TEXTS } from './import-texts';

const XLSX_TYPE = 'spreadsheetml';

async function blobJson(blob: Blob): Promise<unknown> {
  try {
    const text =
      typeof blob.text === 'function'
        ? await blob.text()
        : await new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result ?? ''));
            reader.onerror = () => reject(reader.error);
            reader.readAsText(blob);
          });
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Downloads a list exported by the server (widgets-spec §7 "Export to an xls download with params
 * and selections", §9 default name 导出文件 for 'export file'): GET `url` with `params` (the list
 * query plus e.g. `selections=id1,id2`) as a blob through `http`, saved as `{fileName}.xlsx` (or
 * `.xls` when the server sends the old format).
 *
 * An empty blob warns 文件下载失败 ('file download failed') and resolves false; a JSON answer in
 * place of a file (a refusal) warns with its message and resolves false; a failed request
 * resolves false after the session's error handling.
 *
 * @param warn how to show the warnings; default antd's static `message.warning`.
 */
export async function exportListXls(
  url: string,
  params: Record<string, unknown> = {},
  fileName: string = IMPORT_TEXTS.EXPORT_DEFAULT_NAME,
  warn: (text: string) => void = (t) => void staticMessage.warning(t),
): Promise<boolean> {
  let blob: Blob;
  try {
    blob = await http.get<never, Blob>(url, { params, responseType: 'blob' });
  } catch {
    return false;
  }
  if (!(blob instanceof Blob) || blob.size === 0) {
    warn(IMPORT_TEXTS.DOWNLOAD_FAILED);
    return false;
  }
  if (blob.type.includes('json')) {
    const answer = answerOf(await blobJson(blob));
    warn(answer?.message || IMPORT_TEXTS.DOWNLOAD_FAILED);
    return false;
  }
  const ext = blob.type && !blob.type.includes(XLSX_TYPE) && blob.type.includes('excel') ? 'xls' : 'xlsx';
  saveBlob(blob, `${fileName || IMPORT_TEXTS.EXPORT_DEFAULT_NAME}.${ext}`);
  return true;
}
