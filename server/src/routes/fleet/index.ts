import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { registerAlarmRoutes } from './alarms.js';
import { registerCarRoutes } from './cars.js';
import { registerCarManageRoutes } from './car-manage.js';
import { registerCategoryRoutes } from './category.js';
import { registerOrgManageRoutes } from './org-manage.js';
import { registerRedOrangeRoutes } from './red-orange.js';
import { registerMoveStatusRoutes } from './move-status.js';
import { registerOrgTreeRoutes } from './org-tree.js';
import { registerReportRoutes } from './reports.js';
import { registerTrackRoutes } from './track.js';

export { toVehicleState } from './vehicle-state.js';
export type { VehicleState, VehicleStateInput } from './vehicle-state.js';
export { loadVisibleStates } from './move-status.js';

/** Registers the fleet calls (org tree, cars, move status). */
export function registerFleetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerOrgTreeRoutes(app, deps);
  registerCarRoutes(app, deps);
  registerCarManageRoutes(app, deps);
  registerOrgManageRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerRedOrangeRoutes(app, deps);
  registerMoveStatusRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerTrackRoutes(app, deps);
  registerAlarmRoutes(app, deps);
}
