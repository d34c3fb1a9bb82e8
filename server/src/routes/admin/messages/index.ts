import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps.js';
import { registerMessageRoutes } from './message-routes.js';
import { registerTemplateRoutes } from './template-routes.js';

/** Registers the message-template and sent-message calls (docs/admin-contract.md "Messages"). */
export function registerMessageAdminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerTemplateRoutes(app, deps);
  registerMessageRoutes(app, deps);
}
