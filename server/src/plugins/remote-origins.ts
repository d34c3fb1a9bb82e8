import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { RemoteConfig } from '../config.js';

/**
 * Starts one static origin per remote (DESIGN §2: each remote is its own deployable) on its port
 * with `Access-Control-Allow-Origin: *` (the shell loads remoteEntry.js and chunks cross-origin)
 * and no-cache on remoteEntry.js. A remote whose dist folder is missing is skipped with a
 * warning. Answers the running servers (close them on shutdown). Rejects if a port is taken.
 */
export async function startRemoteOrigins(remotes: RemoteConfig[], host: string, log: FastifyBaseLogger): Promise<FastifyInstance[]> {
  const started: FastifyInstance[] = [];
  for (const remote of remotes) {
    if (!existsSync(remote.dist)) {
      log.warn(`${remote.name}: build not found at ${remote.dist}; run \`pnpm build\` to serve it on port ${remote.port}`);
      continue;
    }
    const origin = Fastify({ loggerInstance: log.child({ remote: remote.name }) });
    await origin.register(fastifyStatic, {
      root: remote.dist,
      setHeaders: (res, file) => {
        res.setHeader('access-control-allow-origin', '*');
        if (file.endsWith('remoteEntry.js')) res.setHeader('cache-control', 'no-cache');
      },
    });
    origin.addHook('onSend', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
    });
    await origin.listen({ port: remote.port, host });
    log.info(`${remote.name} served from ${remote.dist} on port ${remote.port}`);
    started.push(origin);
  }
  return started;
}
