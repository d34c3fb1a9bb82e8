import type { FastifyInstance } from 'fastify';
import { registerDataLogRoutes } from '../../../admin/data-log/data-log-routes.js';
import type { RouteDeps } from '../../deps.js';
import { registerMessageAdminRoutes } from '../messages/index.js';
import { registerCategoryAdminRoutes } from './category-admin-routes.js';
import { registerDictAdminRoutes } from './dict-routes.js';
import { registerDictExcelRoutes } from './dict-excel-routes.js';
import { registerDictItemRoutes } from './dict-item-routes.js';
import { registerRuleAdminRoutes } from './rule-admin-routes.js';

/**
 * Registers the administration calls of dictionaries, categories, check / fill rules, message
 * templates, sent messages and data logs (docs/admin-contract.md "Dictionaries, categories,
 * rules, messages, data logs"). The read calls of the widgets stay in server/src/routes/sys.
 */
export function registerDictAdminAreaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerDictAdminRoutes(app, deps);
  registerDictItemRoutes(app, deps);
  registerDictExcelRoutes(app, deps);
  registerCategoryAdminRoutes(app, deps);
  registerRuleAdminRoutes(app, deps);
  registerMessageAdminRoutes(app, deps);
  registerDataLogRoutes(app, deps);
}
