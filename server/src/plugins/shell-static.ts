import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files that must be revalidated on every load (they name the hashed chunks). */
const NO_CACHE = /(?:^|[\\/])(?:index\.html|remoteEntry\.js)$/;

/**
 * Serves the built shell (SHELL_DIST) at / with SPA fallback: a GET/HEAD outside `apiBase` that
 * matches no file and has no file extension answers index.html. When the folder is missing it
 * logs a warning (run the build) and answers such requests with a plain-text hint.
 */
export async function registerShellStatic(app: FastifyInstance, opts: { dist: string; apiBase: string }): Promise<void> {
  const index = path.join(opts.dist, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.dist,
      prefix: '/',
      index: ['index.html'],
      setHeaders: (res, file) => {
        if (NO_CACHE.test(file)) res.setHeader('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn(`shell build not found at ${opts.dist}: run \`pnpm --filter shell build\` (or \`pnpm build\`) to serve the console at /`);
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const spaRoute = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith(`${opts.apiBase}/`) && !path.extname(url);
    if (spaRoute && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (spaRoute) {
      return reply.code(503).type('text/plain; charset=utf-8').send(`控制台前端尚未构建 / console not built: run \`pnpm build\` (missing ${opts.dist})\n`);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
  });
}
