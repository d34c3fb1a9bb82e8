import { http } from 'shared-session';
import { saveBlob } from 'shared-widgets';
import { OSS_URLS } from './oss-types';

/**
 * Downloads a stored file through GET /sys/common/download/<path> (token and tenant checked on
 * the server) and saves it as `name`. Answers false (nothing saved) when the call fails or the
 * answer is not a non-empty Blob.
 */
export async function downloadOssFile(path: string, name: string): Promise<boolean> {
  const clean = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  let blob: unknown;
  try {
    blob = await http.get(`${OSS_URLS.download}/${clean}`, { responseType: 'blob' });
  } catch {
    return false;
  }
  if (!(blob instanceof Blob) || blob.size === 0) return false;
  saveBlob(blob, name);
  return true;
}
