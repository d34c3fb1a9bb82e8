import type { FastifyInstance } from 'fastify';
import * as XLSX from '@e965/xlsx';
import { currentUser, requirePermission } from '../../auth/guard.js';
import { parseListQuery } from '../../query/list-query.js';
import type { RouteDeps } from '../deps.js';
import { idList } from '../fleet/manage-input.js';
import { contentDisposition } from '../sys/upload-paths.js';
import { DEMO_DEFAULT_SORT, demoQuery } from './demo-crud.js';
import { DEMO_FIELDS, toDemoRecord, type DemoRecord } from './demo-fields.js';
import { DEMO_EXCEL_COLUMNS } from './demo-excel-columns.js';

/** Most rows one export writes. */
export const MAX_EXPORT_ROWS = 10_000;
/** Sheet and file name of the export. */
export const EXPORT_TITLE = '组件示例';

/** An xlsx workbook (one sheet EXPORT_TITLE) of `records` with the DEMO_EXCEL_COLUMNS headers. */
export function demoWorkbook(records: DemoRecord[]): Buffer {
  const rows = [DEMO_EXCEL_COLUMNS.map((c) => c.title), ...records.map((r) => DEMO_EXCEL_COLUMNS.map((c) => c.cell(r) ?? ''))];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = DEMO_EXCEL_COLUMNS.map((c) => ({ wch: c.width }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, EXPORT_TITLE);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * GET /test/jeecgDemo/exportXls?<list filters>&selections=id1,id2 (button
 * test:jeecgDemo:exportXls) → `组件示例.xlsx` (attachment) of the tenant's records matching the
 * list filters (same allow-list and rules as /list, superQueryParams included), limited to
 * `selections` when given, sorted like the list, at most 10,000 rows.
 */
export function registerDemoExportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: Record<string, unknown> }>('/test/jeecgDemo/exportXls', {
    preHandler: requirePermission('test:jeecgDemo:exportXls'),
    schema: { tags: ['demo'], summary: '导出示例为xlsx，需要按钮权限 test:jeecgDemo:exportXls' },
  }, async (request, reply) => {
    const user = currentUser(request);
    const query = request.query ?? {};
    const input = parseListQuery(query, DEMO_FIELDS, { defaultSort: DEMO_DEFAULT_SORT });
    const selections = typeof query.selections === 'string' && query.selections.trim() ? idList(query.selections, 'selections') : undefined;
    const rows = await demoQuery(deps.db, user, input, selections).limit(MAX_EXPORT_ROWS).execute();
    const data = demoWorkbook(rows.map((r) => toDemoRecord(r as Record<string, unknown>)));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition('attachment', `${EXPORT_TITLE}.xlsx`))
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
