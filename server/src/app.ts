import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { authHook } from './auth/guard.js';
import type { EventBus } from './bus/types.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/types.js';
import { installErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import type { RouteDeps } from './routes/deps.js';
import { registerAdminPermissionRoutes } from './routes/admin/permissions/index.js';
import { registerDatasourceGatewayRoutes } from './routes/admin/datasource/index.js';
import { registerDemoRoutes } from './routes/demo/index.js';
import { registerFleetRoutes } from './routes/fleet/index.js';
import { registerOpsRoutes } from './routes/ops/index.js';
import { registerOnlineRoutes } from './routes/online/index.js';
import { registerSysRoutes, type LoginRateLimit } from './routes/sys/index.js';
import { registerSockets, registerWebsocketSupport } from './ws/index.js';

/** What buildApp needs. */
export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  bus: EventBus;
  /** Fastify logger options, `false` for none, or a pino logger instance. Default: level LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Login attempts per ip + username and window; default 10 per minute. */
  loginRateLimit?: LoginRateLimit;
}

function isLoggerInstance(value: unknown): value is FastifyBaseLogger {
  return typeof value === 'object' && value !== null && typeof (value as FastifyBaseLogger).child === 'function';
}

/**
 * Builds the API server without listening (usable with app.inject and listen(0)): OpenAPI
 * (GET {apiBase}/v3/api-docs), and under API_BASE the session, menu, department, app-info and
 * fleet calls, the position and notice sockets, token auth (onRequest, routes with
 * config.public excepted), the login rate limit, the answer-shape error handler and
 * `Cache-Control: no-store` on GET answers. Static files are added by main.ts.
 */
export function buildApp(opts: BuildAppOptions): FastifyInstance {
  const { config, db, bus } = opts;
  const logger = opts.logger ?? { level: config.logLevel };
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // maxParamLength: table dictionary codes with a JSON condition travel as one path parameter
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
  });
  app.decorateRequest('user', null);
  app.decorateRequest('accessToken', null);
  const deps: RouteDeps = { db, config, bus };
  const limit = opts.loginRateLimit ?? { max: config.loginRateMax, timeWindowMs: 60_000 };

  app.register(async (root) => {
    await registerOpenApi(root, config.apiBase);
    await root.register(async (api) => {
      installErrorHandling(api);
      await registerWebsocketSupport(api);
      api.addHook('onRequest', authHook(db));
      api.addHook('onSend', async (request, reply) => {
        if (request.method === 'GET') reply.header('cache-control', 'no-store');
      });
      registerOpsRoutes(api, deps);
      registerSysRoutes(api, deps, limit);
      registerFleetRoutes(api, deps);
      registerOnlineRoutes(api, deps);
      registerDemoRoutes(api, deps);
      registerAdminPermissionRoutes(api, deps);
      registerDatasourceGatewayRoutes(api, deps);
      registerSockets(api, deps);
    }, { prefix: config.apiBase });
  });
  return app;
}
