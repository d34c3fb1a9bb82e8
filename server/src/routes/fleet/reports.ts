import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { HttpError, ok } from '../../plugins/reply.js';
import { parseReportQuery, resolveContext } from '../../reports/query.js';
import { REPORTS, findReport, reportMeta } from '../../reports/registry.js';
import type { RouteDeps } from '../deps.js';

const codeParams = { type: 'object', properties: { code: { type: 'string', pattern: '^[a-z_]{1,40}$' } }, required: ['code'] };

function report(code: string) {
  const def = findReport(code);
  if (!def) throw new HttpError(404, '报表不存在', 404);
  return def;
}

/**
 * Report calls (docs/fleet-contract.md "Reports"), every one behind the token check:
 * - GET /api/report/list → [{code, title, group}];
 * - GET /api/report/meta/{code} → ReportMeta (query fields, columns with units, chart kind); unknown → 404;
 * - POST /api/report/data/{code} {orgId?, carNum?, carId?, startTime?, endTime?, pageNo, pageSize,
 *   column?, order?, ...report fields} → {records, total, size, current, pages, chart?, summary?}.
 *   Scope: only the user's departments (orgId / car outside → 403 code 510); bad input → 400.
 */
export function registerReportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/api/report/list', {
    schema: { tags: ['report'], summary: '报表列表' },
  }, async () => ok(REPORTS.map((r) => ({ code: r.code, title: r.title, group: r.group }))));

  app.get<{ Params: { code: string } }>('/api/report/meta/:code', {
    schema: { tags: ['report'], summary: '报表描述（查询条件、列与单位、图表）', params: codeParams },
  }, async (request) => ok(reportMeta(report(request.params.code))));

  app.post<{ Params: { code: string }; Body: unknown }>('/api/report/data/:code', {
    schema: { tags: ['report'], summary: '报表数据（分页）', params: codeParams, body: { type: ['object', 'null'] } },
  }, async (request) => {
    const def = report(request.params.code);
    const now = Date.now();
    const q = parseReportQuery(def, request.body, now);
    const ctx = await resolveContext(deps, currentUser(request), def, q, now);
    const result = await def.run(ctx, q);
    return ok({
      records: result.records, total: result.total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(result.total / q.pageSize),
      ...(result.chart ? { chart: result.chart } : {}), ...(result.summary ? { summary: result.summary } : {}),
    });
  });
}
