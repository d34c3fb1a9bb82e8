import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/reply.js';
import { UPLOAD_TEXT } from './upload-types.js';

/** A file part read into memory. */
export interface ReceivedFile {
  fieldname: string;
  filename: string;
  data: Buffer;
}

/** The files and text fields of a multipart request. */
export interface ReceivedForm {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/**
 * Registers @fastify/multipart in `scope` (an encapsulated plugin: the multipart parser exists
 * only for the routes registered in it).
 */
export async function enableMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 20, headerPairs: 200 } });
}

/**
 * Reads a multipart request whole, fields in any order around the files: at most `maxFiles`
 * files of at most `maxBytes` each (a larger file → HttpError 413 '文件大小超出限制'; more
 * files → 400). Not multipart → 400 '请选择要上传的文件'.
 */
export async function readMultipart(request: FastifyRequest, limits: { maxBytes: number; maxFiles: number }): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new HttpError(400, UPLOAD_TEXT.noFile, 400);
  const form: ReceivedForm = { files: [], fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: limits.maxFiles } })) {
      if (part.type === 'file') {
        form.files.push({ fieldname: part.fieldname, filename: part.filename, data: await part.toBuffer() });
      } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, UPLOAD_TEXT.tooLarge, 400);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, `一次最多上传${limits.maxFiles}个文件`, 400);
    throw err;
  }
  return form;
}
