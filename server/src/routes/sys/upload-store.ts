import { randomBytes } from 'node:crypto';
import { mkdir, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import type { Database } from '../../db/types.js';
import '../../db/widget-demo-types.js';
import { HttpError } from '../../plugins/reply.js';
import { chinaDay } from '../fleet/red-orange.js';
import { newId } from '../fleet/manage-input.js';
import { UPLOAD_TEXT, kindOf } from './upload-types.js';
import { safeFileName } from './upload-paths.js';

/** A stored file as the upload answer and sys_file describe it. */
export interface StoredFile {
  /** path relative to UPLOAD_DIR: `<biz>/<yyyyMMdd>/<name>_<timestamp>.<ext>` */
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
 * size limit, then writes it to `UPLOAD_DIR/<biz>/<yyyyMMdd China>/<safe name>_<ms>.<ext>` with an
 * exclusive create (the timestamp is bumped on a clash) and records it in sys_file for the
 * user's tenant. `biz` must already be checked (checkBiz). Throws HttpError 400 (bad type,
 * content mismatch, empty) or 413 (larger than `maxBytes`) with the message of UPLOAD_TEXT.
 */
export async function storeUpload(
  db: Kysely<Database>,
  opts: { uploadDir: string; maxBytes: number },
  user: SessionUser,
  file: { biz: string; originalName: string; data: Buffer },
): Promise<StoredFile> {
  const { base, ext } = safeFileName(file.originalName);
  const kind = kindOf(ext);
  if (!kind) throw refuse(UPLOAD_TEXT.badType);
  if (file.data.length === 0) throw refuse(UPLOAD_TEXT.empty);
  if (file.data.length > opts.maxBytes) throw refuse(UPLOAD_TEXT.tooLarge, 413);
  if (!kind.sniff(file.data.subarray(0, 4096))) throw refuse(UPLOAD_TEXT.contentMismatch);
  return writeRecorded(db, opts.uploadDir, user, { biz: file.biz, base, ext, data: file.data, contentType: kind.contentType });
}

/**
 * Writes a file the server made itself (e.g. an import error workbook) like an upload, without
 * the type checks; answers the StoredFile.
 */
export async function storeGenerated(
  db: Kysely<Database>, uploadDir: string, user: SessionUser,
  file: { biz: string; base: string; ext: string; data: Buffer; contentType: string },
): Promise<StoredFile> {
  const { base } = safeFileName(`${file.base}.${file.ext}`);
  return writeRecorded(db, uploadDir, user, { ...file, base });
}

async function writeRecorded(
  db: Kysely<Database>, uploadDir: string, user: SessionUser,
  f: { biz: string; base: string; ext: string; data: Buffer; contentType: string },
): Promise<StoredFile> {
  const now = new Date();
  const folder = `${f.biz}/${chinaDay(now)}`;
  await mkdir(path.join(uploadDir, folder), { recursive: true });
  let stamp = now.getTime();
  for (let attempt = 0; ; attempt++, stamp++) {
    // /sys/common/static is open (an <img> sends no token): the random part keeps paths unguessable
    const storedPath = `${folder}/${f.base}_${stamp}${randomBytes(6).toString('hex')}${f.ext ? `.${f.ext}` : ''}`;
    const absolute = path.join(uploadDir, storedPath);
    let handle;
    try {
      handle = await open(absolute, 'wx', 0o640);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST' && attempt < 100) continue;
      throw err;
    }
    try {
      await handle.writeFile(f.data);
    } finally {
      await handle.close();
    }
    const fileName = f.ext ? `${f.base}.${f.ext}` : f.base;
    try {
      await db.insertInto('sys_file').values({
        id: newId(), tenant_id: user.tenantId, biz: f.biz, file_name: fileName, stored_path: storedPath,
        size: f.data.length, content_type: f.contentType, created_by: user.id,
      }).execute();
    } catch (err) {
      await unlink(absolute).catch(() => undefined);
      throw err;
    }
    return { storedPath, fileName, size: f.data.length, contentType: f.contentType };
  }
}

/** The sys_file row of a stored path, or undefined. */
export function findStoredFile(db: Kysely<Database>, storedPath: string) {
  return db.selectFrom('sys_file').select(['tenant_id', 'file_name', 'stored_path', 'content_type', 'size'])
    .where('stored_path', '=', storedPath).executeTakeFirst();
}
