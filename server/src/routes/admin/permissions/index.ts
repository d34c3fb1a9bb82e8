import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps.js';
import { registerDataRuleRoutes } from './data-rule-routes.js';
import { registerDepartMemberRoutes } from './depart-member-routes.js';
import { registerDepartPermissionRoutes } from './depart-permission-routes.js';
import { registerDepartRoleRoutes } from './depart-role-routes.js';
import { registerDepartAdminRoutes } from './depart-routes.js';
import { registerPermissionAdminRoutes } from './permission-routes.js';
import { registerRoleGrantRoutes } from './role-grant-routes.js';
import { registerRoleRoutes } from './role-routes.js';
import { registerRoleUserRoutes } from './role-user-routes.js';

/**
 * Registers the roles, menus and permissions, data rules and departments administration
 * (issue 5; docs/admin-contract.md "Roles, menus and permissions, data rules, departments").
 */
export function registerAdminPermissionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerPermissionAdminRoutes(app, deps);
  registerDataRuleRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerRoleGrantRoutes(app, deps);
  registerRoleUserRoutes(app, deps);
  registerDepartAdminRoutes(app, deps);
  registerDepartRoleRoutes(app, deps);
  registerDepartPermissionRoutes(app, deps);
  registerDepartMemberRoutes(app, deps);
}
