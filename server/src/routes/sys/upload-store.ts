import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import type { Database } from '../../db/types.js';
import '../../db/widget-demo-types.js';
import '../../db/oss-types.js';
import type { FileStore } from '../../files/file-store.js';
import { LocalFileStore } from '../../files/local-store.js';
import { HttpError } from '../../plugins/reply.js';
import { chinaDay } from '../fleet/red-orange.js';
import { newId } from '../fleet/manage-input.js';
import { UPLOAD_TEXT, kindOf } from './upload-types.js';
import { safeFileName } from './upload-paths.js';

/** A stored file as the upload answer and sys_file describe it. */
export interface StoredFile {
  /** stored path (relative to UPLOAD_DIR, or the S3 key): `<biz>/<yyyyMMdd>/<name>_<timestamp>.<ext>` */
  storedPath: string;
  /** the safe display name `<name>.<ext>` */
  fileName: string;
  /** bytes */
  size: number;
  contentType: string;
}

/** 400 answer with a Chinese upload message. */
function refuse(message: string, status = 400): HttpError {
  return new HttpError(status, message, 400);
}

/**
 * Checks `data` against the type allow-list (extension AND first bytes, upload-types.ts) and the
 * size limit, then writes it to `opts.store` (UPLOAD_DIR or S3, file-store.ts) under
 * `<biz>/<yyyyMMdd China>/<safe name>_<ms><random>.<ext>` without replacing anything (the
 * timestamp is bumped on a clash) and records it in sys_file (with the store kind) for the
 * user's tenant. `biz` must already be checked (checkBiz). Throws HttpError 400 (bad type,
 * content mismatch, empty) or 413 (larger than `maxBytes`) with the message of UPLOAD_TEXT.
 */
export async function storeUpload(
  db: Kysely<Database>,
  opts: { store: FileStore; maxBytes: number },
  user: SessionUser,
  file: { biz: string; originalName: string; data: Buffer },
): Promise<StoredFile> {
  const { base, ext } = safeFileName(file.originalName);
  const kind = kindOf(ext);
  if (!kind) throw refuse(UPLOAD_TEXT.badType);
  if (file.data.length === 0) throw refuse(UPLOAD_TEXT.empty);
  if (file.data.length > opts.maxBytes) throw refuse(UPLOAD_TEXT.tooLarge, 413);
  if (!kind.sniff(file.data.subarray(0, 4096))) throw refuse(UPLOAD_TEXT.contentMismatch);
  return writeRecorded(db, opts.store, user, { biz: file.biz, base, ext, data: file.data, contentType: kind.contentType });
}

/**
 * Writes a file the server made itself (e.g. an import error workbook) like an upload, without
 * the type checks, always on the local disk below `uploadDir`; answers the StoredFile.
 */
export async function storeGenerated(
  db: Kysely<Database>, uploadDir: string, user: SessionUser,
  file: { biz: string; base: string; ext: string; data: Buffer; contentType: string },
): Promise<StoredFile> {
  const { base } = safeFileName(`${file.base}.${file.ext}`);
  return writeRecorded(db, new LocalFileStore(uploadDir), user, { ...file, base });
}

async function writeRecorded(
  db: Kysely<Database>, store: FileStore, user: SessionUser,
  f: { biz: string; base: string; ext: string; data: Buffer; contentType: string },
): Promise<StoredFile> {
  const now = new Date();
  const folder = `${f.biz}/${chinaDay(now)}`;
  let stamp = now.getTime();
  for (let attempt = 0; ; attempt++, stamp++) {
    // /sys/common/static is open (an <img> sends no token): the random part keeps paths unguessable
    const storedPath = `${folder}/${f.base}_${stamp}${randomBytes(6).toString('hex')}${f.ext ? `.${f.ext}` : ''}`;
    const written = await store.put(storedPath, f.data, f.contentType);
    if (written === 'exists') {
      if (attempt < 100) continue;
      throw new Error(`no free stored path below ${folder}`);
    }
    const fileName = f.ext ? `${f.base}.${f.ext}` : f.base;
    try {
      await db.insertInto('sys_file').values({
        id: newId(), tenant_id: user.tenantId, biz: f.biz, file_name: fileName, stored_path: storedPath,
        size: f.data.length, content_type: f.contentType, created_by: user.id, store: store.kind,
      }).execute();
    } catch (err) {
      await store.remove(storedPath).catch(() => undefined);
      throw err;
    }
    return { storedPath, fileName, size: f.data.length, contentType: f.contentType };
  }
}

/** The sys_file row of a stored path, or undefined. */
export function findStoredFile(db: Kysely<Database>, storedPath: string) {
  return db.selectFrom('sys_file').select(['tenant_id', 'file_name', 'stored_path', 'content_type', 'size', 'store'])
    .where('stored_path', '=', storedPath).executeTakeFirst();
}
