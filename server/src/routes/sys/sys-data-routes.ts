import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { registerCategoryRoutes } from './category.js';
import { registerDepartTreeRoutes } from './depart-tree.js';
import { registerDictRoutes } from './dict.js';
import { registerDuplicateCheckRoutes } from './duplicate-check.js';
import { registerRolePositionRoutes } from './role-position.js';
import { registerRuleCheckRoutes } from './rule-check.js';
import { registerUserPickerRoutes } from './user-picker.js';

export { registerDuplicateCheckField } from './duplicate-check.js';

/**
 * Registers the server calls of the shared widgets' dictionaries, categories, user / department
 * / role / position pickers and the duplicate, rule and fill-rule checks
 * (docs/widgets-contract.md "Dictionaries, categories, users, departments, roles, positions,
 * checks").
 */
export function registerSysDataRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerDictRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerUserPickerRoutes(app, deps);
  registerDepartTreeRoutes(app, deps);
  registerRolePositionRoutes(app, deps);
  registerDuplicateCheckRoutes(app, deps);
  registerRuleCheckRoutes(app, deps);
}
