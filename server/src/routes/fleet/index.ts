import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { registerCarRoutes } from './cars.js';
import { registerMoveStatusRoutes } from './move-status.js';
import { registerOrgTreeRoutes } from './org-tree.js';

export { toVehicleState } from './vehicle-state.js';
export type { VehicleState, VehicleStateInput } from './vehicle-state.js';
export { loadVisibleStates } from './move-status.js';

/** Registers the fleet calls (org tree, cars, move status). */
export function registerFleetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerOrgTreeRoutes(app, deps);
  registerCarRoutes(app, deps);
  registerMoveStatusRoutes(app, deps);
}
