import { downloadFile, fileUrl } from '../upload/upload-api';
import { IMPORT_TEXTS } from './import-texts';

/** Props of {@link ImportErrorTip}. */
export interface ImportErrorTipProps {
  /** The server's message for the import. */
  message: string;
  /** Stored path of the error file (the answer's `result`). */
  path: string;
}

/**
 * Content of the code-201 warning (widgets-spec §7: 导入成功,但是有错误数据! with a download link
 * to the error file at the path in result): the server message and a 点击下载 link. The link
 * points at the static URL of the file and, when clicked, downloads it through the token-carrying
 * HTTP client.
 */
export function ImportErrorTip({ message, path }: ImportErrorTipProps) {
  return (
    <div data-testid="import-error-tip">
      {message && message !== IMPORT_TEXTS.PARTIAL_SUCCESS && <div>{message}</div>}
      {path && (
        <div>
          {IMPORT_TEXTS.DETAIL_PREFIX}
          <a
            href={fileUrl(path)}
            target="_blank"
            rel="noreferrer"
            onClick={(e) => {
              e.preventDefault();
              void downloadFile(path, IMPORT_TEXTS.ERROR_FILE_NAME);
            }}
          >
            {' '}
            {IMPORT_TEXTS.DOWNLOAD_ERROR_FILE}{' '}
          </a>
        </div>
      )}
    </div>
  );
}
