import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import type { SessionUser } from '../../auth/session-user.js';
import { fail, HttpError, ok, responses } from '../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap, type ListQueryInput } from '../../query/list-query.js';
import type { RouteDeps } from '../deps.js';
import { idList } from '../fleet/manage-input.js';
import { dictText, loadDictOptions } from './dict-options.js';
import { loadReport, viewOf, type ReportDefinition } from './report-defs.js';
import { outputExpression } from './report-sources.js';

/** Answer texts of the report calls. */
export const REPORT_TEXT = {
  notFound: '报表不存在',
  badParam: (name: string) => `报表参数不正确：${name}`,
} as const;

type Query = Record<string, unknown>;

function text(v: unknown): string | undefined {
  if (Array.isArray(v)) return text(v[0]);
  return typeof v === 'string' ? v : v === undefined || v === null ? undefined : String(v);
}

/** Own-key subset of a FieldMap. */
function pick(fields: FieldMap, names: string[]): FieldMap {
  return Object.fromEntries(names.filter((n) => Object.prototype.hasOwnProperty.call(fields, n)).map((n) => [n, fields[n]]));
}

/**
 * The self_ params of a request: each declared param takes `self_<name>` or its default; values
 * are at most 64 characters of letters, digits, '_' or '-' (ids and codes), else 400.
 */
function reportParams(report: ReportDefinition, query: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of report.params) {
    const v = (text(query[`self_${p.name}`]) ?? p.defaultValue ?? '').trim();
    if (!v) continue;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(v)) throw new HttpError(400, REPORT_TEXT.badParam(p.name), 400);
    out[p.name] = v;
  }
  return out;
}

/**
 * Filters of a data request: only searchable items (ranges `<field>_begin/_end` for group mode);
 * a plain single-mode text value without a rule character is matched as "contains" (`*x*`).
 */
function filterQuery(report: ReportDefinition, query: Query): Query {
  const out: Query = { pageNo: query.pageNo, pageSize: query.pageSize };
  for (const item of report.items.filter((i) => i.searchable)) {
    if (item.mode === 'group') {
      for (const key of [`${item.field}_begin`, `${item.field}_end`]) if (query[key] !== undefined) out[key] = query[key];
      continue;
    }
    const v = text(query[item.field]);
    if (v === undefined) continue;
    out[item.field] = viewOf(item) === 'text' && !/^[*!<>]|\*$|,/.test(v.trim()) && v.trim() ? `*${v.trim()}*` : v;
  }
  return out;
}

/** The data page of a report for the caller (scope by the source), with `<field>_dictText` for dictionary items. */
async function reportData(deps: RouteDeps, report: ReportDefinition, query: Query, user: SessionUser) {
  const { fields } = report.source;
  const searchFields = pick(fields, report.items.filter((i) => i.searchable).map((i) => i.field));
  const sortFields = pick(fields, [...report.items.filter((i) => i.sortable).map((i) => i.field), 'createTime']);
  const input = parseListQuery(filterQuery(report, query), searchFields);
  const sort: ListQueryInput = parseListQuery({ column: query.column, order: query.order }, sortFields,
    sortFields.createTime ? { defaultSort: { column: 'createTime', order: 'desc' } } : {});
  const outFields = [...new Set([...(fields.id ? ['id'] : []), ...report.items.map((i) => i.field)])];
  let qb = applyListFilters(await report.source.base(deps, user, reportParams(report, query)), input, searchFields);
  qb = qb.select(outFields.map((f) => outputExpression(fields, f).as(f)));
  qb = applySort(qb, sort, sortFields, report.source.tieBreaker);
  const dictItems = report.items.filter((i) => i.dictCode);
  const dicts = await loadDictOptions(deps.db, user.tenantId, dictItems.map((i) => i.dictCode as string));
  return pageOf(deps.db, qb, input, (row: Record<string, unknown>) => {
    const out = { ...row };
    for (const i of dictItems) out[`${i.field}_dictText`] = dictText(dicts[i.dictCode as string], row[i.field]);
    return out;
  });
}

/**
 * Online report calls (widgets-spec §3 "Popup report config", §7; docs/widgets-contract.md):
 * - GET /online/cgreport/api/getRpColumns/:code → {cgRpConfigId, cgRpConfigName, columns:[{title,
 *   dataIndex, align, sorter?, customRender?}], dictOptions:{field:[{value,text}]}, fieldHrefSlots:[]};
 *   unknown code → HTTP 200 {success:false, code:500, message:'报表不存在'} (the client shows no columns).
 * - GET /online/cgreport/api/getQueryInfo/:id → [{field, label, view, mode, dictCode?}].
 * - GET /online/cgreport/api/getData/:id?pageNo&pageSize&column&order&<field>&<field>_begin|_end&self_<param>
 *   → page {records,total,size,current,pages}; default sort createTime desc; filters and sort only
 *   over the report's searchable / sortable items (400 otherwise); the source applies the
 *   caller's tenant and department scope (403 for a self_departId outside it).
 * - GET /online/cgreport/head/queryByIds?ids=a,b → result: JSON text of [{id, code, name, reportName}].
 */
export function registerReportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const tags = ['online'];

  app.get<{ Params: { code: string } }>('/online/cgreport/api/getRpColumns/:code', {
    schema: { tags, summary: '在线报表列信息', response: responses() },
  }, async (request, reply) => {
    const report = await loadReport(deps.db, { code: request.params.code });
    if (!report) return reply.send(fail(REPORT_TEXT.notFound, 500));
    const user = currentUser(request);
    const dictCodes = report.items.filter((i) => i.show && i.dictCode).map((i) => i.dictCode as string);
    const dicts = await loadDictOptions(deps.db, user.tenantId, dictCodes);
    const columns = report.items.filter((i) => i.show).map((i) => ({
      title: i.title, dataIndex: i.field, align: i.align,
      ...(i.sortable ? { sorter: true } : {}), ...(i.dictCode ? { customRender: i.dictCode } : {}),
    }));
    const dictOptions = Object.fromEntries(report.items.filter((i) => i.show && i.dictCode).map((i) => [i.field, dicts[i.dictCode as string]]));
    return ok({ cgRpConfigId: report.id, cgRpConfigName: report.name, columns, dictOptions, fieldHrefSlots: [] });
  });

  app.get<{ Params: { id: string } }>('/online/cgreport/api/getQueryInfo/:id', {
    schema: { tags, summary: '在线报表查询条件', response: responses() },
  }, async (request, reply) => {
    const report = await loadReport(deps.db, { id: request.params.id });
    if (!report) return reply.send(fail(REPORT_TEXT.notFound, 500));
    return ok(report.items.filter((i) => i.searchable).map((i) => ({
      field: i.field, label: i.title, view: viewOf(i), mode: i.mode, ...(i.dictCode ? { dictCode: i.dictCode } : {}),
    })));
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/online/cgreport/api/getData/:id', {
    schema: { tags, summary: '在线报表数据（分页）', response: responses() },
  }, async (request, reply) => {
    const report = await loadReport(deps.db, { id: request.params.id });
    if (!report) return reply.send(fail(REPORT_TEXT.notFound, 500));
    return ok(await reportData(deps, report, request.query ?? {}, currentUser(request)));
  });

  app.get<{ Querystring: { ids?: string } }>('/online/cgreport/head/queryByIds', {
    schema: { tags, summary: '按id查询在线报表（结果为JSON文本）', response: responses() },
  }, async (request) => {
    const ids = idList(request.query.ids, 'ids');
    const rows = await deps.db.selectFrom('onl_cgreport_head').select(['id', 'code', 'name'])
      .where('id', 'in', ids).where('del_flag', '=', 0).orderBy('code').execute();
    return ok(JSON.stringify(rows.map((r) => ({ ...r, reportName: r.name }))));
  });
}
