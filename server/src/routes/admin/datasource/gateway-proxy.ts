import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../auth/guard.js';
import { DS_TEXT as T } from '../../../admin/datasource/texts.js';
import { resolveTarget, type GatewayRouteTable } from '../../../admin/gateway/route-table.js';
import { fail } from '../../../plugins/reply.js';

/** Fixed prefix of the reverse proxy under API_BASE: {apiBase}/gateway/<route path>. */
export const GATEWAY_PREFIX = '/gateway';

/** Request headers never forwarded upstream (credentials of this console, spoofable identity). */
export const STRIPPED_REQUEST_HEADERS = ['x-access-token', 'sec-websocket-protocol', 'cookie', 'tenant-id', 'x-user-id', 'x-user-name', 'x-tenant-id'];

/**
 * The gateway's reverse proxy (docs/admin-contract.md "Data sources and gateway routes"): every
 * method on {apiBase}/gateway/* in an encapsulated scope (bodies pass through unparsed as
 * streams). Requires a valid token (the auth hook of the API scope). The tenant's enabled routes
 * (GatewayRouteTable, reloaded on change without restart) pick the upstream by path prefix
 * (resolveTarget); the request goes there through @fastify/reply-from (undici) with the token,
 * cookies and identity headers removed and `X-User-Id` / `X-User-Name` / `X-Tenant-Id` set from
 * the session. No route → 404 未找到匹配的网关路由; upstream down / timing out (30 s) → 502
 * 网关转发失败：目标服务不可用. Redirects of the upstream are passed back, not followed.
 */
export function registerGatewayProxy(app: FastifyInstance, table: GatewayRouteTable): void {
  app.register(async (gw) => {
    gw.removeAllContentTypeParsers();
    gw.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await gw.register(replyFrom, { undici: { headersTimeout: 30_000, bodyTimeout: 30_000 }, disableRequestLogging: true });
    const skip = gw.prefix.length + GATEWAY_PREFIX.length;
    gw.all(`${GATEWAY_PREFIX}/*`, { schema: { tags: ['sys-gateway'], summary: '网关路由转发（按已启用的路由表，需要登录）' } }, async (request, reply) => {
      const user = currentUser(request);
      const rest = request.url.slice(skip);
      const q = rest.indexOf('?');
      const target = resolveTarget(await table.routes(user.tenantId), q < 0 ? rest : rest.slice(0, q), q < 0 ? '' : rest.slice(q));
      if (!target) return reply.code(404).send(fail(T.routeNotFound, 404));
      return reply.from(target.url, {
        rewriteRequestHeaders: (_req, headers) => {
          const out = { ...headers };
          for (const name of STRIPPED_REQUEST_HEADERS) delete out[name];
          out['x-user-id'] = user.id;
          out['x-user-name'] = encodeURIComponent(user.username);
          out['x-tenant-id'] = String(user.tenantId);
          return out;
        },
        onError: (r) => {
          r.code(502).send(fail(T.upstreamFailed, 502));
        },
      });
    });
  });
}
