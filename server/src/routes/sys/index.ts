import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { registerAnnouncementRoutes } from './announcement.js';
import { registerAppInfoRoutes } from './app-info.js';
import { registerDepartRoutes } from './depart.js';
import { registerLoginRoutes, type LoginRateLimit } from './login.js';
import { registerPasswordRoutes } from './password.js';
import { registerUserSelfRoutes } from './user-self.js';
import { registerPermissionRoutes } from './permission.js';
import { registerSysDataRoutes } from './sys-data-routes.js';
import { registerUploadRoutes } from './upload.js';
import { registerOssRoutes } from './oss.js';
import { registerUserAdminRoutes } from '../admin/users/index.js';
import { registerDictAdminAreaRoutes } from '../admin/dicts/index.js';

export type { LoginRateLimit };
export { SYSTEM_NAME } from './app-info.js';

/** Registers the session, menu, department and app-info calls. */
export function registerSysRoutes(app: FastifyInstance, deps: RouteDeps, loginLimit: LoginRateLimit): void {
  registerLoginRoutes(app, deps, loginLimit);
  registerPermissionRoutes(app, deps);
  registerDepartRoutes(app, deps);
  registerAppInfoRoutes(app, deps);
  registerSysDataRoutes(app, deps);
  registerAnnouncementRoutes(app, deps);
  registerPasswordRoutes(app, deps);
  registerUserSelfRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerOssRoutes(app, deps);
  registerUserAdminRoutes(app, deps);
  registerDictAdminAreaRoutes(app, deps);
}
