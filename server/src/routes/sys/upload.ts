import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { HttpError, ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { enableMultipart, readMultipart } from './upload-multipart.js';
import { fileStoresOf } from '../../files/file-store.js';
import { checkBiz, checkRelativePath, contentDisposition } from './upload-paths.js';
import { findStoredFile, storeUpload } from './upload-store.js';
import { UPLOAD_TEXT, kindOf } from './upload-types.js';

export { storeGenerated, storeUpload, type StoredFile } from './upload-store.js';
export { enableMultipart, readMultipart, type ReceivedFile, type ReceivedForm } from './upload-multipart.js';

const notFound = () => new HttpError(404, UPLOAD_TEXT.notFound, 404);

/**
 * Sends a recorded file from the store its sys_file row names (UPLOAD_DIR or S3, file-store.ts):
 * the content type of the allow-list (by extension), `X-Content-Type-Options: nosniff`, a
 * sandboxing Content-Security-Policy, and Content-Disposition with the stored name (inline only
 * for images when `inline`). 404 文件不存在 for unknown paths, other tenants' files (when
 * `tenantId` is given), missing objects and rows of a store that is not configured.
 */
async function sendStored(deps: RouteDeps, reply: FastifyReply, rel: string, inline: boolean, tenantId: number | null): Promise<FastifyReply> {
  const checked = checkRelativePath(rel);
  if (!checked) throw notFound();
  const row = await findStoredFile(deps.db, checked);
  if (!row || (tenantId !== null && row.tenant_id !== tenantId)) throw notFound();
  const store = fileStoresOf(deps.config).of(row.store);
  const object = store ? await store.get(checked) : null;
  if (!object) throw notFound();
  const kind = kindOf(path.extname(checked).slice(1).toLowerCase());
  const image = inline && kind?.image === true;
  return reply
    .header('content-type', kind?.contentType ?? 'application/octet-stream')
    .header('content-length', String(object.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', contentDisposition(image ? 'inline' : 'attachment', row.file_name))
    .send(object.stream);
}

/**
 * Upload, static and download calls (widgets-spec §7, docs/widgets-contract.md "Files"):
 * - POST /sys/common/upload (multipart: file, biz default 'temp', isup, jeditor; stored on S3 when
 *   OSS_* is configured, else in UPLOAD_DIR) → answer
 *   `{success:true, code:200, message:'<biz>/<yyyyMMdd>/<name>_<ms>.<ext>', result:{fileName,
 *   filePath, fileSize}}`; refusals: 400 bad biz / type / content, 413 '文件大小超出限制'.
 * - GET /sys/common/static/<path> — open without a token (an <img> cannot send one; JeecgBoot
 *   leaves it open too), serves only files recorded in sys_file, from the store of the row
 *   (UPLOAD_DIR, or OSS_BUCKET when stored on S3); images inline, the rest as attachment. Unknown or escaping paths → 404 '文件不存在'.
 * - GET /sys/common/download/<path> — token required, the file's tenant must be the caller's;
 *   always an attachment.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.register(async (scope) => {
    await enableMultipart(scope);
    scope.post('/sys/common/upload', {
      schema: { tags: ['files'], summary: '上传文件 (multipart: file, biz, isup)', consumes: ['multipart/form-data'], response: responses() },
    }, async (request) => {
      const user = currentUser(request);
      const form = await readMultipart(request, { maxBytes: deps.config.uploadMaxBytes, maxFiles: 1 });
      const biz = checkBiz(form.fields.biz);
      if (!biz) throw new HttpError(400, UPLOAD_TEXT.badBiz, 400);
      const file = form.files[0];
      if (!file) throw new HttpError(400, UPLOAD_TEXT.noFile, 400);
      const stored = await storeUpload(deps.db, { store: fileStoresOf(deps.config).upload, maxBytes: deps.config.uploadMaxBytes }, user, {
        biz, originalName: file.filename, data: file.data,
      });
      return ok({ fileName: stored.fileName, filePath: stored.storedPath, fileSize: stored.size }, stored.storedPath);
    });
  });

  app.get<{ Params: { '*': string } }>('/sys/common/static/*', {
    config: { public: true },
    schema: { tags: ['files'], summary: '读取上传的文件（图片内联，其他附件）' },
  }, async (request, reply) => sendStored(deps, reply, request.params['*'], true, null));

  app.get<{ Params: { '*': string } }>('/sys/common/download/*', {
    schema: { tags: ['files'], summary: '下载上传的文件（附件）' },
  }, async (request, reply) => sendStored(deps, reply, request.params['*'], false, currentUser(request).tenantId));
}
