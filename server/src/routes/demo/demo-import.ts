import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../auth/guard.js';
import '../../db/widget-demo-types.js';
import { HttpError, ok, responses, type Answer } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { newId } from '../fleet/manage-input.js';
import { enableMultipart, readMultipart, storeGenerated } from '../sys/upload.js';
import { safeFileName } from '../sys/upload-paths.js';
import { kindOf } from '../sys/upload-types.js';
import { ERROR_COLUMN } from './demo-excel-columns.js';
import { errorWorkbook, parseDemoSheet, type ParsedSheet } from './demo-import-sheet.js';
import { DEMO_TEXT, DemoRuleError } from './demo-rules.js';

/** Answer texts of the import (widgets-spec §7 / §8: code 201 → 导入成功,但是有错误数据!). */
export const IMPORT_TEXT = {
  partial: '导入成功,但是有错误数据!',
  done: (n: number) => `文件导入成功！数据行数：${n}`,
  badType: (file: string) => `${file}：请上传xls或xlsx格式的文件`,
  unreadable: (file: string) => `${file}：文件解析失败`,
  noHeader: (file: string) => `${file}：未找到表头（需要“名称”等列标题）`,
  empty: '文件中没有可导入的数据',
  noFile: '请选择要导入的文件',
} as const;

/** Most files of one import (the dialog allows several). */
export const MAX_IMPORT_FILES = 10;
const CHUNK = 500;

/** The code-201 answer: some rows imported, `result` = stored path of the error workbook. */
export function partialAnswer(errorPath: string): Answer<string> {
  return { success: true, message: IMPORT_TEXT.partial, code: 201, result: errorPath, timestamp: Date.now() };
}

const bad = (message: string) => new HttpError(400, message, 400);

/**
 * POST /test/jeecgDemo/importExcel (button test:jeecgDemo:importExcel), multipart: one or more
 * .xls / .xlsx files (`files[]`, `file` or any file field, at most 10, each within
 * UPLOAD_MAX_BYTES), optional validateStatus '0' | '1' (online mode; '0' skips the pattern
 * checks, default '1'), isSingleTableImport / foreignKeys accepted and unused. Each file's first
 * sheet is read by its Chinese header titles; good rows are inserted for the caller's tenant
 * (编号 must be free in the tenant and in the files). Answers:
 * - every row good → 200 '文件导入成功！数据行数：N';
 * - some bad → 200 with body code 201 '导入成功,但是有错误数据!', result = stored path (readable via
 *   /sys/common/static) of an xlsx with the bad rows as read plus a 错误信息 column;
 * - not a spreadsheet, unreadable, no header, no data → 400.
 */
export function registerDemoImportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.register(async (scope) => {
    await enableMultipart(scope);
    scope.post('/test/jeecgDemo/importExcel', {
      preHandler: requirePermission('test:jeecgDemo:importExcel'),
      schema: { tags: ['demo'], summary: '导入EXCEL，需要按钮权限 test:jeecgDemo:importExcel', consumes: ['multipart/form-data'], response: responses() },
    }, async (request) => {
      const user = currentUser(request);
      const form = await readMultipart(request, { maxBytes: deps.config.uploadMaxBytes, maxFiles: MAX_IMPORT_FILES });
      if (!form.files.length) throw bad(IMPORT_TEXT.noFile);
      const strict = form.fields.validateStatus !== '0';
      const sheets: { file: string; sheet: ParsedSheet }[] = [];
      for (const file of form.files) {
        const { base, ext } = safeFileName(file.filename);
        const kind = ext === 'xls' || ext === 'xlsx' ? kindOf(ext) : null;
        if (!kind || !kind.sniff(file.data)) throw bad(IMPORT_TEXT.badType(file.filename));
        let sheet: ParsedSheet | null;
        try {
          sheet = parseDemoSheet(file.data, strict);
        } catch (err) {
          if (err instanceof DemoRuleError) throw bad(`${file.filename}：${err.message}`);
          throw bad(IMPORT_TEXT.unreadable(file.filename));
        }
        if (!sheet) throw bad(IMPORT_TEXT.noHeader(file.filename));
        sheets.push({ file: base, sheet });
      }
      const rows = sheets.flatMap((s) => s.sheet.rows);
      if (!rows.length) throw bad(IMPORT_TEXT.empty);

      // 编号 must be free in the tenant and unique across the imported rows
      const codes = rows.map((r) => r.values?.order_num_code).filter((c): c is string => !!c);
      const taken = new Set(codes.length
        ? (await deps.db.selectFrom('demo').select('order_num_code').where('tenant_id', '=', user.tenantId).where('order_num_code', 'in', [...new Set(codes)]).execute()).map((r) => r.order_num_code)
        : []);
      for (const row of rows) {
        const c = row.values?.order_num_code;
        if (!c) continue;
        if (taken.has(c)) {
          row.errors.push(DEMO_TEXT.orderNumCodeTaken);
          row.values = null;
        } else taken.add(c);
      }

      const good = rows.filter((r) => r.values).map((r) => ({ ...r.values!, id: newId(), tenant_id: user.tenantId, create_by: user.username }));
      if (good.length) {
        await deps.db.transaction().execute(async (trx) => {
          for (let i = 0; i < good.length; i += CHUNK) await trx.insertInto('demo').values(good.slice(i, i + CHUNK)).execute();
        });
      }
      const badSheets = sheets.map((s) => ({ name: s.sheet.sheetName, header: s.sheet.header, rows: s.sheet.rows.filter((r) => !r.values) }))
        .filter((s) => s.rows.length);
      if (!badSheets.length) return ok(null, IMPORT_TEXT.done(good.length));
      const stored = await storeGenerated(deps.db, deps.config.uploadDir, user, {
        biz: 'import_error', base: `${sheets[0].file}_${ERROR_COLUMN}`, ext: 'xlsx',
        data: errorWorkbook(badSheets, ERROR_COLUMN), contentType: kindOf('xlsx')!.contentType,
      });
      return partialAnswer(stored.storedPath);
    });
  });
}
