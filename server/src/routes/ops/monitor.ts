import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../auth/guard.js';
import { databaseInfo } from '../../monitor/database-info.js';
import type { HttpTrace } from '../../monitor/http-trace.js';
import { redisInfo } from '../../monitor/redis-info.js';
import type { RuntimeSampler } from '../../monitor/runtime-info.js';
import { serverInfo } from '../../monitor/server-info.js';
import { ok } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { OPS_PERMS } from './perms.js';
import { chinaTimeText } from './wire.js';

/**
 * Monitoring (docs/admin-contract.md "Monitoring"; JeecgBoot's actuator pages with Node in place of
 * JVM / Tomcat), every call behind system:monitor:view:
 * - GET /sys/monitor/server: os, hostname, CPU (model, cores, load, usage %), memory, disks of the
 *   data / upload / working folders (statfs), uptimes.
 * - GET /sys/monitor/runtime: Node version, pid, heap, rss, CPU time, event-loop delay p50/p99
 *   (since the previous reading), active handles.
 * - GET /sys/monitor/httptrace: {traces: [{timestamp, time, method, uri, status, timeTaken}]}, the
 *   caller's tenant's last 100 requests, newest first.
 * - GET /sys/monitor/redis: {configured:false} without REDIS_URL, else INFO figures or the error.
 * - GET /sys/monitor/database: kind, version, size, connections, uptime, largest tables.
 * The machine, process and database figures are platform-wide (not tenant data); the trace is per tenant.
 */
export function registerMonitorRoutes(app: FastifyInstance, deps: RouteDeps, tools: { trace: HttpTrace; runtime: RuntimeSampler }): void {
  const tags = ['monitor'];
  const guard = requirePermission(OPS_PERMS.monitorView);
  const folders = () => [
    ...(deps.config.databaseUrl ? [] : [{ name: '数据目录', path: deps.config.pgliteDir }]),
    { name: '上传目录', path: deps.config.uploadDir },
    { name: '工作目录', path: process.cwd() },
  ];

  app.get('/sys/monitor/server', { preHandler: guard, schema: { tags, summary: '服务器信息' } },
    async () => ok(await serverInfo(folders())));

  app.get('/sys/monitor/runtime', { preHandler: guard, schema: { tags, summary: 'Node运行时信息' } },
    async () => ok(tools.runtime.read()));

  app.get('/sys/monitor/httptrace', { preHandler: guard, schema: { tags, summary: 'HTTP请求追踪' } }, async (request) => {
    const traces = tools.trace.list(currentUser(request).tenantId).map((t) => ({ ...t, timestamp: chinaTimeText(new Date(t.time)) }));
    return ok({ traces });
  });

  app.get('/sys/monitor/redis', { preHandler: guard, schema: { tags, summary: 'Redis信息' } },
    async () => ok(await redisInfo(deps.config.redisUrl)));

  app.get('/sys/monitor/database', { preHandler: guard, schema: { tags, summary: '数据库信息' } },
    async () => ok(await databaseInfo(deps.db)));
}
