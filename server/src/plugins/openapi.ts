import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { SHARED_SCHEMAS } from '../routes/schemas.js';
import { installValidation } from './validation.js';

/**
 * Registers the shared wire schemas, the request validators (validation.ts) and @fastify/swagger (OpenAPI 3 from the route schemas;
 * shared schemas become components named by their $id). Must run before any route.
 */
export async function registerOpenApi(app: FastifyInstance, apiBase: string): Promise<void> {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  installValidation(app, SHARED_SCHEMAS);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: '车辆定位监控系统 API', description: 'JeecgBoot-compatible wire contract (docs/contracts.md)', version: '0.1.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
      security: [{ accessToken: [] }],
      tags: [{ name: 'sys', description: '会话与菜单' }, { name: 'app', description: '前端配置' }, { name: 'fleet', description: '车辆' }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  app.get(`${apiBase}/v3/api-docs`, { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.swagger();
  });
}
