import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { registerAppInfoRoutes } from './app-info.js';
import { registerDepartRoutes } from './depart.js';
import { registerLoginRoutes, type LoginRateLimit } from './login.js';
import { registerPermissionRoutes } from './permission.js';

export type { LoginRateLimit };
export { SYSTEM_NAME } from './app-info.js';

/** Registers the session, menu, department and app-info calls. */
export function registerSysRoutes(app: FastifyInstance, deps: RouteDeps, loginLimit: LoginRateLimit): void {
  registerLoginRoutes(app, deps, loginLimit);
  registerPermissionRoutes(app, deps);
  registerDepartRoutes(app, deps);
  registerAppInfoRoutes(app, deps);
}
