import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { loadTenantDeparts, type DepartNode } from '../../auth/departments.js';
import type { SessionUser } from '../../auth/session-user.js';
import { ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { anyQuery, queryText } from './sys-data-input.js';

/** A department tree node (widgets-spec §3 "Department tree node"; JeecgBoot SysDepartTreeModel). */
export interface DepartTreeNode {
  id: string;
  key: string;
  value: string;
  title: string;
  departName: string;
  orgCode: string;
  parentId: string | null;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}

const str = { type: 'string' };
const nodeSchema = {
  type: 'object',
  properties: {
    id: str, key: str, value: str, title: str, departName: str, orgCode: str, parentId: { type: ['string', 'null'] },
    isLeaf: { type: 'boolean' }, children: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
};
const treeResponse = responses({ type: 'array', items: nodeSchema });

/** The caller's visible departments in tree order, and their visible children by parent id. */
async function visibleForest(deps: RouteDeps, user: SessionUser) {
  const visible = new Set(user.visibleDepartIds);
  const departs = (await loadTenantDeparts(deps.db, user.tenantId)).filter((d) => visible.has(d.id));
  const children = new Map<string, DepartNode[]>();
  const roots: DepartNode[] = [];
  for (const d of departs) {
    // a department whose parent the caller cannot see is one of the caller's roots
    if (d.parentId && visible.has(d.parentId)) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d]);
    else roots.push(d);
  }
  return { departs, roots, children };
}

function node(d: DepartNode, isLeaf: boolean): DepartTreeNode {
  return { id: d.id, key: d.id, value: d.id, title: d.departName, departName: d.departName, orgCode: d.orgCode, parentId: d.parentId, isLeaf };
}

/** Nested nodes of `list`, descending through `children` (leaves carry no children array). */
function nest(list: DepartNode[], children: Map<string, DepartNode[]>): DepartTreeNode[] {
  return list.map((d) => {
    const kids = children.get(d.id) ?? [];
    const n = node(d, kids.length === 0);
    if (kids.length) n.children = nest(kids, children);
    return n;
  });
}

/**
 * Department tree calls of the department and user pickers (widgets-spec §2, §7), limited to
 * the departments the caller may see (server/src/auth/departments.ts: own departments and
 * descendants, admin the whole tenant); a visible department whose parent is not visible is a root:
 * - GET /sys/sysDepart/queryTreeList → the whole visible tree, nested (children).
 * - GET /sys/sysDepart/queryDepartTreeSync?pid= → one level: the roots ('' / missing pid) or
 *   the visible children of pid (a pid outside the scope has none).
 * - GET /sys/sysDepart/searchBy?keyWord= → a pruned tree: departments whose name or org code
 *   contains the keyword (case-insensitive), nested under their visible ancestors; isLeaf is
 *   true for nodes without children in that pruned tree. Empty keyword → the whole tree.
 */
export function registerDepartTreeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/sys/sysDepart/queryTreeList', {
    schema: { tags: ['sys-depart'], summary: '部门树（可见范围）', response: treeResponse },
  }, async (request) => {
    const { roots, children } = await visibleForest(deps, currentUser(request));
    return ok(nest(roots, children));
  });

  app.get<{ Querystring: Record<string, unknown> }>('/sys/sysDepart/queryDepartTreeSync', {
    schema: { tags: ['sys-depart'], summary: '部门树一层（异步加载）', querystring: anyQuery, response: treeResponse },
  }, async (request) => {
    const { roots, children } = await visibleForest(deps, currentUser(request));
    const pid = queryText(request.query, 'pid', 32);
    const level = pid ? children.get(pid) ?? [] : roots;
    return ok(level.map((d) => node(d, !(children.get(d.id)?.length))));
  });

  app.get<{ Querystring: Record<string, unknown> }>('/sys/sysDepart/searchBy', {
    schema: { tags: ['sys-depart'], summary: '按名称或编码搜索部门', querystring: anyQuery, response: treeResponse },
  }, async (request) => {
    const { departs, roots, children } = await visibleForest(deps, currentUser(request));
    const keyword = queryText(request.query, 'keyWord', 100, '关键字')?.toLowerCase();
    if (!keyword) return ok(nest(roots, children));
    const byId = new Map(departs.map((d) => [d.id, d]));
    const keep = new Set<string>();
    for (const d of departs) {
      if (!d.departName.toLowerCase().includes(keyword) && !d.orgCode.toLowerCase().includes(keyword)) continue;
      for (let cur: DepartNode | undefined = d; cur && !keep.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) keep.add(cur.id);
    }
    const pruned = new Map([...children].map(([id, list]) => [id, list.filter((d) => keep.has(d.id))]));
    return ok(nest(roots.filter((d) => keep.has(d.id)), pruned));
  });
}
