import type { SessionUser } from '../../auth/session-user.js';
import { loadTenantDeparts, withDescendants } from '../../auth/departments.js';
import type { RouteDeps } from '../deps.js';
import { forbidden } from '../../plugins/reply.js';

/**
 * Department ids a fleet call may read: every visible department, or, with `orgId`, that
 * department and its descendants. An `orgId` outside the user's scope (or unknown) throws 403
 * code 510 — existence of other tenants' or branches' departments is not revealed.
 */
export async function scopedDepartIds(deps: RouteDeps, user: SessionUser, orgId?: string | null): Promise<string[]> {
  if (!orgId) return user.visibleDepartIds;
  if (!user.visibleDepartIds.includes(orgId)) throw forbidden();
  const all = await loadTenantDeparts(deps.db, user.tenantId);
  const visible = new Set(user.visibleDepartIds);
  return withDescendants(all, [orgId]).filter((id) => visible.has(id));
}
