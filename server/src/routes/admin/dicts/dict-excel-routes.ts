import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { DICT_CODE, DICT_FIELDS, canChange, dictQuery, ownerTenant } from '../../../admin/dicts/dict-repo.js';
import { DICT_ADMIN_PERMS as P } from '../../../admin/dicts/seed-menu.js';
import { idList, type Body } from '../../../admin/dicts/input.js';
import { DICT_ADMIN_TEXT as T } from '../../../admin/dicts/texts.js';
import { MAX_SHEET_ROWS, cellText, importAnswer, readImportSheets, sendWorkbook, sheetWorkbook, type SheetColumn } from '../../../admin/users/sheet.js';
import { responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, parseListQuery } from '../../../query/list-query.js';
import { newId } from '../../fleet/manage-input.js';
import { enableMultipart } from '../../sys/upload.js';
import type { RouteDeps } from '../../deps.js';

/** One spreadsheet row: a dictionary item with its dictionary. */
interface DictSheetRow { dictName: string; dictCode: string; description: string | null; itemText: string | null; itemValue: string | null; sortOrder: number | null; status: number | null }

const TITLE = '数据字典';
/** Columns of the dictionary export / import (one row per item; a dictionary without items has one row). */
export const DICT_SHEET_COLUMNS: readonly SheetColumn<DictSheetRow>[] = [
  { title: '字典名称', field: 'dictName', width: 20, cell: (r) => r.dictName },
  { title: '字典编码', field: 'dictCode', width: 20, cell: (r) => r.dictCode },
  { title: '描述', field: 'description', width: 24, cell: (r) => r.description },
  { title: '名称', field: 'itemText', width: 20, cell: (r) => r.itemText },
  { title: '数据值', field: 'itemValue', width: 16, cell: (r) => r.itemValue },
  { title: '排序', field: 'sortOrder', width: 8, cell: (r) => r.sortOrder },
  { title: '状态', field: 'status', width: 8, cell: (r) => (r.status === null ? null : r.status === 1 ? '启用' : '不启用') },
];

// eslint-disable-next-line no-control-regex
const TEXT_OK = /^[^<>\u0000-\u001f]*$/;

/**
 * Dictionary export / import (docs/admin-contract.md "Dictionaries"):
 * - GET /sys/dict/exportXls?<list filters>&selections=id,… (system:dict:export) → 数据字典.xlsx, one
 *   row per item: 字典名称, 字典编码, 描述, 名称, 数据值, 排序, 状态.
 * - POST /sys/dict/importExcel (system:dict:import) multipart, same columns: a new code creates the
 *   dictionary (owned like /sys/dict/add), an existing code the caller may change gets the items
 *   whose value is new; bad rows (empty name / code / value, bad code, a dictionary of another
 *   owner, duplicate value) go to the error workbook (code 201) like the user import.
 */
export function registerDictExcelRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Body }>('/sys/dict/exportXls', {
    preHandler: requirePermission(P.dictExport),
    schema: { tags: ['sys-dict-admin'], summary: '导出字典xlsx，需要按钮权限 system:dict:export', querystring: { type: 'object', additionalProperties: true } },
  }, async (request, reply) => {
    const user = currentUser(request);
    const selections = idList(request.query.selections, MAX_SHEET_ROWS);
    const input = parseListQuery(request.query, DICT_FIELDS, { defaultSort: { column: 'dictCode', order: 'asc' }, likeFields: ['dictName', 'dictCode'], maxPageSize: MAX_SHEET_ROWS });
    let q = applySort(applyListFilters(dictQuery(db, user), input, DICT_FIELDS), input, DICT_FIELDS, 'd.id');
    if (selections.length) q = q.where('d.id', 'in', selections);
    const dicts = await q.limit(MAX_SHEET_ROWS).execute();
    const items = dicts.length
      ? await db.selectFrom('sys_dict_item').selectAll().where('dict_id', 'in', dicts.map((d) => d.id)).orderBy('sort_order').orderBy('item_value').execute()
      : [];
    const rows: DictSheetRow[] = dicts.flatMap((d): DictSheetRow[] => {
      const own = items.filter((i) => i.dict_id === d.id);
      const base = { dictName: d.dict_name, dictCode: d.dict_code, description: d.description };
      if (!own.length) return [{ ...base, itemText: null, itemValue: null, sortOrder: null, status: null }];
      return own.map((i) => ({ ...base, itemText: i.item_text, itemValue: i.item_value, sortOrder: i.sort_order, status: i.status }));
    }).slice(0, MAX_SHEET_ROWS);
    return sendWorkbook(reply, TITLE, sheetWorkbook(TITLE, DICT_SHEET_COLUMNS, rows));
  });

  app.register(async (scope) => {
    await enableMultipart(scope);
    scope.post('/sys/dict/importExcel', {
      preHandler: requirePermission(P.dictImport),
      schema: { tags: ['sys-dict-admin'], summary: '导入字典xlsx，需要按钮权限 system:dict:import', consumes: ['multipart/form-data'], response: responses() },
    }, async (request) => {
      const user = currentUser(request);
      const sheets = await readImportSheets(request, deps.config.uploadMaxBytes, DICT_SHEET_COLUMNS);
      const existing = await db.selectFrom('sys_dict').select(['id', 'dict_code', 'tenant_id', 'del_flag']).execute();
      const byCode = new Map(existing.map((d) => [d.dict_code, { id: d.id, writable: d.del_flag === 0 && canChange(user, d.tenant_id), isNew: false }]));
      const values = new Map<string, Set<string>>();
      for (const v of await db.selectFrom('sys_dict_item').select(['dict_id', 'item_value']).execute()) {
        if (!values.has(v.dict_id)) values.set(v.dict_id, new Set());
        values.get(v.dict_id)!.add(v.item_value);
      }
      const newDicts: { id: string; tenant_id: number | null; dict_name: string; dict_code: string; description: string | null }[] = [];
      const newItems: { id: string; dict_id: string; item_text: string; item_value: string; sort_order: number; status: number }[] = [];
      let imported = 0;
      for (const row of sheets.flatMap((s) => s.rows)) {
        const get = (f: string) => cellText(row.byField.get(f));
        const [name, code, text, value] = [get('dictName'), get('dictCode'), get('itemText'), get('itemValue')];
        const description = get('description') || null;
        if (!name) row.errors.push(T.required('字典名称'));
        if (!code) row.errors.push(T.required('字典编码'));
        else if (!DICT_CODE.test(code)) row.errors.push(T.badDictCode);
        if ([name, text, value, description ?? ''].some((s) => s.length > 100 || !TEXT_OK.test(s))) row.errors.push(T.badText('单元格'));
        if ((text && !value) || (!text && value)) row.errors.push(T.required(text ? '数据值' : '名称'));
        const sort = get('sortOrder');
        if (sort && !/^\d{1,5}$/.test(sort)) row.errors.push(T.badSort);
        let dict = code ? byCode.get(code) : undefined;
        if (dict && !dict.writable) row.errors.push(T.dictCodeTaken);
        if (dict && value && values.get(dict.id)?.has(value)) row.errors.push(T.itemValueTaken);
        if (row.errors.length) continue;
        if (!dict) {
          dict = { id: newId(), writable: true, isNew: true };
          byCode.set(code, dict);
          newDicts.push({ id: dict.id, tenant_id: ownerTenant(user), dict_name: name, dict_code: code, description });
        }
        if (value) {
          if (!values.has(dict.id)) values.set(dict.id, new Set());
          values.get(dict.id)!.add(value);
          newItems.push({ id: newId(), dict_id: dict.id, item_text: text, item_value: value, sort_order: sort ? Number(sort) : 1, status: get('status') === '不启用' || get('status') === '0' ? 0 : 1 });
        }
        imported++;
      }
      if (newDicts.length || newItems.length) {
        await db.transaction().execute(async (trx) => {
          for (let i = 0; i < newDicts.length; i += 500) await trx.insertInto('sys_dict').values(newDicts.slice(i, i + 500)).execute();
          for (let i = 0; i < newItems.length; i += 500) await trx.insertInto('sys_dict_item').values(newItems.slice(i, i + 500)).execute();
        });
      }
      return importAnswer(db, deps.config.uploadDir, user, sheets, imported);
    });
  });
}
