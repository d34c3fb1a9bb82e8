import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { loadTenantDeparts } from '../../auth/departments.js';
import { ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { ref } from '../schemas.js';
import { countVehiclesByDepart } from './vehicles-repo.js';

/** A node of the organisation tree (docs/contracts.md queryOrgTree). */
export interface OrgNode {
  id: string;
  key: string;
  title: string;
  orgCode: string;
  parentId: string | null;
  /** vehicles of this department and all its descendants */
  carCount: number;
  /** of those, vehicles that reported within OFFLINE_TIMEOUT_MS */
  onlineCount: number;
  children: OrgNode[];
}

/**
 * POST /api/organize/queryOrgTree {} → the user's visible departments as a tree (roots are
 * visible departments whose parent is not visible), each with carCount and onlineCount rolled
 * up over descendants.
 */
export function registerOrgTreeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/api/organize/queryOrgTree', {
    schema: {
      tags: ['fleet'],
      summary: '组织机构树（含车辆数与在线数）',
      body: { type: ['object', 'null'], additionalProperties: true },
      response: responses({ type: 'array', items: ref('OrgNode') }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const visible = new Set(user.visibleDepartIds);
    const departs = (await loadTenantDeparts(deps.db, user.tenantId)).filter((d) => visible.has(d.id));
    const since = new Date(Date.now() - deps.config.offlineTimeoutMs);
    const counts = await countVehiclesByDepart(deps.db, user.tenantId, [...visible], since);
    const nodes = new Map<string, OrgNode>(departs.map((d) => [d.id, {
      id: d.id, key: d.id, title: d.departName, orgCode: d.orgCode, parentId: d.parentId,
      carCount: 0, onlineCount: 0, children: [],
    }]));
    const roots: OrgNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId ? nodes.get(node.parentId) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const rollUp = (node: OrgNode): void => {
      const own = counts.get(node.id) ?? { cars: 0, online: 0 };
      node.carCount = own.cars;
      node.onlineCount = own.online;
      for (const child of node.children) {
        rollUp(child);
        node.carCount += child.carCount;
        node.onlineCount += child.onlineCount;
      }
    };
    roots.forEach(rollUp);
    return ok(roots);
  });
}
