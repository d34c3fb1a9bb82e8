import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../auth/guard.js';
import { CHINA_TIME_FORMAT, idList, type Body } from '../../admin/dicts/input.js';
import '../../db/oss-types.js';
import type { Database } from '../../db/types.js';
import '../../db/widget-demo-types.js';
import { fileStoresOf } from '../../files/file-store.js';
import { OSS_PERMS } from '../../files/oss-menu.js';
import { OSS_TEXT } from '../../files/oss-texts.js';
import { S3FileStore } from '../../files/s3-store.js';
import { HttpError, ok, pageSchema, responses } from '../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../query/list-query.js';
import type { RouteDeps } from '../deps.js';

const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const anyObject = { type: 'object', additionalProperties: true };
const fileSchema = {
  type: 'object',
  properties: {
    id: str, fileName: str, url: str, biz: str, fileSize: { type: 'number' }, fileType: str, contentType: str,
    storeType: str, createBy: nullableStr, createByName: nullableStr, createTime: str,
  },
};
const tags = ['sys-oss'];

/** Allow-list of the file list (filters, sort, advanced query). */
export const OSS_FILE_FIELDS: FieldMap = {
  fileName: { column: 'f.file_name', type: 'string' },
  biz: { column: 'f.biz', type: 'string' },
  fileSize: { column: 'f.size', type: 'number' },
  contentType: { column: 'f.content_type', type: 'string' },
  storeType: { column: 'f.store', type: 'string' },
  createBy: { column: 'u.username', type: 'string' },
  createTime: { column: 'f.create_time', type: 'datetime' },
};

/** A row of the list as the page shows it. */
interface FileRow {
  id: string;
  fileName: string;
  url: string;
  biz: string;
  fileSize: number | string;
  contentType: string;
  storeType: string;
  createBy: string | null;
  createByName: string | null;
  createTime: string;
}

function files(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('sys_file as f')
    .leftJoin('sys_user as u', (j) => j.onRef('u.id', '=', 'f.created_by').on('u.tenant_id', '=', tenantId))
    .select(['f.id', 'f.file_name as fileName', 'f.stored_path as url', 'f.biz', 'f.size as fileSize', 'f.content_type as contentType',
      'f.store as storeType', 'u.username as createBy', 'u.realname as createByName'])
    .select(sql<string>`to_char(f.create_time AT TIME ZONE 'Asia/Shanghai', ${CHINA_TIME_FORMAT})`.as('createTime'))
    .where('f.tenant_id', '=', tenantId);
}

/** The lower-case extension of a stored path ('' when none), shown as 文件类型. */
function extensionOf(url: string): string {
  const name = url.slice(url.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Object storage file list (对象存储, JeecgBoot OssFileController; docs/admin-contract.md "Object
 * storage"), per tenant:
 * - GET /sys/oss/file/list?fileName=&biz=&contentType=&storeType=&createBy=&createTime_begin=&…
 *   (system:oss:list; fileName matches as contains) → page of {id, fileName, url (stored path),
 *   biz, fileSize (bytes), fileType (extension), contentType, storeType 'local'|'s3', createBy
 *   (uploader username), createByName, createTime 'YYYY-MM-DD HH:mm:ss'}; default sort createTime desc.
 * - DELETE /sys/oss/file/delete?id= and /sys/oss/file/deleteBatch?ids=a,b (system:oss:delete):
 *   removes each object from its store, then the rows → 删除成功! / 批量删除成功!; no id →
 *   400 请选择一条记录！; none of the caller's tenant → 404 未找到对应数据; a row whose store is
 *   not configured → 400 (nothing deleted); a store error → 500 (rows of files already removed are deleted).
 */
export function registerOssRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const stores = fileStoresOf(deps.config);
  app.addHook('onClose', async () => {
    if (stores.s3 instanceof S3FileStore) stores.s3.destroy();
  });

  app.get<{ Querystring: Body }>('/sys/oss/file/list', {
    preHandler: requirePermission(OSS_PERMS.list),
    schema: { tags, summary: '对象存储文件分页列表，需要按钮权限 system:oss:list', querystring: anyObject, response: responses(pageSchema(fileSchema)) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, OSS_FILE_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: ['fileName'] });
    const q = applySort(applyListFilters(files(db, user.tenantId), input, OSS_FILE_FIELDS), input, OSS_FILE_FIELDS, 'f.id');
    return ok(await pageOf(db, q, input, (row: FileRow) => ({ ...row, fileSize: Number(row.fileSize), fileType: extensionOf(row.url) })));
  });

  const remove = async (request: FastifyRequest, ids: string[]) => {
    const user = currentUser(request);
    if (!ids.length) throw new HttpError(400, OSS_TEXT.idsRequired, 400);
    const rows = await db.selectFrom('sys_file').select(['id', 'stored_path', 'store'])
      .where('tenant_id', '=', user.tenantId).where('id', 'in', ids).execute();
    if (!rows.length) throw new HttpError(404, OSS_TEXT.notFound, 404);
    if (rows.some((r) => !stores.of(r.store))) throw new HttpError(400, OSS_TEXT.storeMissing, 400);
    const removed: string[] = [];
    try {
      for (const row of rows) {
        await stores.of(row.store)?.remove(row.stored_path);
        removed.push(row.id);
      }
    } catch (err) {
      request.log.error({ err }, 'object storage delete failed');
      throw new HttpError(500, OSS_TEXT.storeFailed, 500);
    } finally {
      if (removed.length) await db.deleteFrom('sys_file').where('tenant_id', '=', user.tenantId).where('id', 'in', removed).execute();
    }
  };
  app.delete<{ Querystring: Body }>('/sys/oss/file/delete', {
    preHandler: requirePermission(OSS_PERMS.delete),
    schema: { tags, summary: '删除文件（存储与记录），需要按钮权限 system:oss:delete', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(request, idList(request.query.id, 1));
    return ok(null, OSS_TEXT.deleted);
  });
  app.delete<{ Querystring: Body }>('/sys/oss/file/deleteBatch', {
    preHandler: requirePermission(OSS_PERMS.delete),
    schema: { tags, summary: '批量删除文件，需要按钮权限 system:oss:delete', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(request, idList(request.query.ids));
    return ok(null, OSS_TEXT.batchDeleted);
  });
}

