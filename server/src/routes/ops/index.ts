import type { FastifyInstance } from 'fastify';
import { LogWriter } from '../../logs/log-writer.js';
import { operationLogHook } from '../../logs/operation-log.js';
import { HttpTrace, httpTraceHook } from '../../monitor/http-trace.js';
import { createRuntimeSampler } from '../../monitor/runtime-info.js';
import type { RouteDeps } from '../deps.js';
import { registerMonitorRoutes } from './monitor.js';
import { registerOnlineUserRoutes } from './online-users.js';
import { registerQuartzJobActionRoutes } from './quartz-job-actions.js';
import { registerQuartzJobRoutes } from './quartz-job.js';
import { registerSysLogRoutes } from './sys-log.js';

export { OPS_PERMS } from './perms.js';

/**
 * Registers the operations of issue 5 on the API scope (call it before the other route modules,
 * directly on that scope, so its hooks see every route): the buffered sys_log writer (decorated
 * as `opsLog`, used by the login route), the operation-log and HTTP-trace onResponse hooks, the
 * event-loop sampler, and the calls for scheduled jobs, logs, monitoring and online users
 * (docs/admin-contract.md). On close the writer flushes and the sampler stops.
 */
export function registerOpsRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const writer = new LogWriter({ db: deps.db, onError: (err) => api.log.error({ err }, 'sys_log write failed') });
  const trace = new HttpTrace();
  const runtime = createRuntimeSampler();
  api.decorate('opsLog', writer);
  api.addHook('onResponse', operationLogHook(writer, deps.config.apiBase));
  api.addHook('onResponse', httpTraceHook(trace));
  api.addHook('onClose', async () => {
    runtime.close();
    await writer.close();
  });
  registerQuartzJobRoutes(api, deps);
  registerQuartzJobActionRoutes(api, deps);
  registerSysLogRoutes(api, deps);
  registerMonitorRoutes(api, deps, { trace, runtime });
  registerOnlineUserRoutes(api, deps);
}
