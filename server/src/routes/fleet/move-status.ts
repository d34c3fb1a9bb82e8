import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../auth/session-user.js';
import { currentUser } from '../../auth/guard.js';
import { ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { ref } from '../schemas.js';
import { scopedDepartIds } from './scope.js';
import { toVehicleState, type VehicleState } from './vehicle-state.js';
import { findVehicleStates } from './vehicles-repo.js';

/**
 * The latest VehicleState of every vehicle the user may see (optionally under `orgId`);
 * vehicles that never reported are omitted. Shared by queryMoveStatus and the position
 * socket's snapshot. Throws 403 (510) for an orgId outside scope.
 */
export async function loadVisibleStates(deps: RouteDeps, user: SessionUser, orgId?: string | null): Promise<VehicleState[]> {
  const departIds = await scopedDepartIds(deps, user, orgId);
  const rows = await findVehicleStates(deps.db, { tenantId: user.tenantId, departIds });
  const now = Date.now();
  return rows.map((r) => toVehicleState(r, now, deps.config.offlineTimeoutMs));
}

/** POST /api/map/queryMoveStatus {orgId?} → [VehicleState] for every visible vehicle. */
export function registerMoveStatusRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: { orgId?: string } | null }>('/api/map/queryMoveStatus', {
    config: { opLog: false },
    schema: {
      tags: ['fleet'],
      summary: '车辆实时状态',
      body: { type: ['object', 'null'], properties: { orgId: { type: 'string', maxLength: 32 } } },
      response: responses({ type: 'array', items: ref('VehicleState') }),
    },
  }, async (request) => ok(await loadVisibleStates(deps, currentUser(request), request.body?.orgId || null)));
}
