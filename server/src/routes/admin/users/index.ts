import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps.js';
import { registerTenantMemberRoutes } from '../tenants/tenant-members.js';
import { registerTenantRoutes } from '../tenants/tenant.js';
import { registerAddressBookRoutes } from './address-book.js';
import { registerPositionRoutes } from './position.js';
import { registerUserExcelRoutes } from './user-excel.js';
import { registerUserReadRoutes } from './user-read.js';
import { registerUserStateRoutes } from './user-state.js';
import { registerUserWriteRoutes } from './user-write.js';

/**
 * Registers the administration calls of users, tenants, positions and the address book
 * (docs/admin-contract.md "Users, tenants, positions, address book"). The user list itself is
 * GET /sys/user/list of the pickers (server/src/routes/sys/user-picker.ts).
 */
export function registerUserAdminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerUserWriteRoutes(app, deps);
  registerUserStateRoutes(app, deps);
  registerUserReadRoutes(app, deps);
  registerUserExcelRoutes(app, deps);
  registerAddressBookRoutes(app, deps);
  registerPositionRoutes(app, deps);
  registerTenantRoutes(app, deps);
  registerTenantMemberRoutes(app, deps);
}
