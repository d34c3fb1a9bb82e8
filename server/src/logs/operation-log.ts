import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { hashToken } from '../auth/tokens.js';
import type { LogWriter } from './log-writer.js';
import { paramSummary } from './mask.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sys_log writer of the API (set by registerOpsRoutes; absent in apps built without it). */
    opsLog?: LogWriter;
  }
  interface FastifyContextConfig {
    /**
     * true: write an operation log for this GET route too (state-changing GETs such as pause /
     * resume); false: never log it (read-only POSTs the console polls).
     */
    opLog?: boolean;
  }
}

/** sys_log.log_type values. */
export const LOG_TYPE = { login: 1, operation: 2 } as const;

/** JeecgBoot operate types: 1 查询, 2 添加, 3 更新, 4 删除, 5 导入, 6 导出. */
export const OPERATE_TYPE = { query: 1, add: 2, edit: 3, delete: 4, import: 5, export: 6 } as const;

/** Routes (below the API base) never written as operation logs: they write login logs. */
const SESSION_ROUTES = new Set(['/sys/login', '/sys/logout']);

/**
 * The operate type of a call from the last segment of its route (import, export, delete / del /
 * remove, query / get / list / load / search / check, edit-like verbs, add-like verbs), else from
 * the HTTP method (DELETE 4, PUT 3, GET 1, others 2).
 */
export function operateTypeOf(method: string, routeUrl: string): number {
  const last = routeUrl.split('?')[0].split('/').filter((s) => s && !s.startsWith(':')).pop()?.toLowerCase() ?? '';
  if (last.includes('import')) return OPERATE_TYPE.import;
  if (last.includes('export')) return OPERATE_TYPE.export;
  if (/delete|remove|^del/.test(last)) return OPERATE_TYPE.delete;
  if (/^(query|get|list|load|search|check)/.test(last)) return OPERATE_TYPE.query;
  if (/edit|update|save|change|reset|frozen|pause|resume|move|release|revoke|reovke|read|execute|forcelogout|select/.test(last)) return OPERATE_TYPE.edit;
  if (/add|create|upload|insert|register/.test(last)) return OPERATE_TYPE.add;
  if (method === 'DELETE') return OPERATE_TYPE.delete;
  if (method === 'PUT') return OPERATE_TYPE.edit;
  return method === 'GET' ? OPERATE_TYPE.query : OPERATE_TYPE.add;
}

function routeOf(request: FastifyRequest, apiBase: string): string | null {
  const url = request.routeOptions.url;
  if (!url) return null;
  return url.startsWith(apiBase) ? url.slice(apiBase.length) || '/' : url;
}

/**
 * onResponse hook of the operation log (issue 5 "Enforcement": every administration call writes an
 * operation log): every call of a signed-in user that is not GET/HEAD/OPTIONS (or a GET route with
 * `config.opLog`), except sign-in and sign-out, becomes a sys_log row with log_type 2: tenant,
 * user, ip, HTTP method (request_type), route (method), url without query, operate type, the
 * route's OpenAPI summary as content, a masked parameter summary and the cost in ms — refused
 * calls (403, 400) included. Also notes the token's last_seen. Buffered by `writer`; never throws.
 */
export function operationLogHook(writer: LogWriter, apiBase: string): onResponseHookHandler {
  return async function operationLog(request: FastifyRequest, reply: FastifyReply) {
    try {
      const user = request.user;
      if (!user) return;
      if (request.accessToken) writer.touchToken(hashToken(request.accessToken));
      const method = request.method.toUpperCase();
      const route = routeOf(request, apiBase);
      if (!route || SESSION_ROUTES.has(route)) return;
      const opLog = request.routeOptions.config?.opLog;
      // opLog false: a read-only POST the console polls (prompt counts, status): not an operation
      if (opLog === false || ((method === 'GET' || method === 'HEAD' || method === 'OPTIONS') && !opLog)) return;
      const summary = (request.routeOptions.schema as { summary?: string } | undefined)?.summary;
      writer.write({
        tenant_id: user.tenantId,
        log_type: LOG_TYPE.operation,
        log_content: `${summary ?? route}${reply.statusCode >= 400 ? `（失败 ${reply.statusCode}）` : ''}`.slice(0, 1000),
        operate_type: operateTypeOf(method, route),
        userid: user.id,
        username: user.username,
        ip: request.ip.slice(0, 100),
        method: route.slice(0, 255),
        request_url: request.url.split('?')[0].slice(0, 500),
        request_type: method,
        request_param: paramSummary(request.query, request.body),
        cost_time: Math.round(reply.elapsedTime),
      });
    } catch (err) {
      request.log.error({ err }, 'operation log failed');
    }
  };
}
