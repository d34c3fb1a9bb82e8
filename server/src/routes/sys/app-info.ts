import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';

/** System name of the console (browser title, /sys/app/config). */
export const SYSTEM_NAME = '车辆定位监控系统';

/** Host name of the request without port ('[::1]' kept bracketed), for remote entry defaults. */
export function requestHostname(request: FastifyRequest): string {
  const host = request.hostname || 'localhost';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/**
 * Open calls (no token): GET /sys/app/remotes → [{name, entry, prefix}] (the route-to-remote
 * table; entry = REMOTE_*_URL or http://<request host>:<remote port>/remoteEntry.js) and
 * GET /sys/app/config → {tileUrl, tileDatum, systemName}.
 */
export function registerAppInfoRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/sys/app/remotes', {
    config: { public: true },
    schema: {
      tags: ['app'],
      summary: '远程模块路由表',
      response: responses({
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, entry: { type: 'string' }, prefix: { type: 'string' } } },
      }),
    },
  }, async (request) => {
    const host = requestHostname(request);
    return ok(deps.config.remotes.map((r) => ({
      name: r.name,
      entry: r.url ?? `${request.protocol}://${host}:${r.port}/remoteEntry.js`,
      prefix: r.prefix,
    })));
  });

  app.get('/sys/app/config', {
    config: { public: true },
    schema: {
      tags: ['app'],
      summary: '前端运行配置',
      response: responses({
        type: 'object',
        properties: {
          tileUrl: { type: ['string', 'null'] },
          tileDatum: { type: 'string', enum: ['wgs84', 'gcj02'] },
          systemName: { type: 'string' },
        },
      }),
    },
  }, async () => ok({ tileUrl: deps.config.tileUrl, tileDatum: deps.config.tileDatum, systemName: SYSTEM_NAME }));
}
