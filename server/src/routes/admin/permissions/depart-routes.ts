import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { loadTenantDeparts } from '../../../auth/departments.js';
import { managedDepartIds } from '../../../admin/permissions/access.js';
import { addDepart, deleteDeparts, editDepart, toDepartWire, visibleDepart } from '../../../admin/permissions/depart-repo.js';
import { departForest } from '../../../admin/permissions/depart-tree.js';
import { anyBody, anyQuery, bodyOf, idList, requiredId } from '../../../admin/permissions/input.js';
import { ADMIN_PERMS } from '../../../admin/permissions/perms.js';
import { ADMIN_TEXT } from '../../../admin/permissions/texts.js';
import { ok, responses } from '../../../plugins/reply.js';
import type { RouteDeps } from '../../deps.js';

const tags = ['sys-depart'];
type Query = Record<string, unknown>;

/**
 * 部门管理 (JeecgBoot SysDepartController; docs/admin-contract.md "Departments"); the trees of
 * the pickers (queryTreeList, queryDepartTreeSync, searchBy) are server/src/routes/sys/depart-tree.ts.
 * Every call is limited to the caller's visible departments:
 * - GET /sys/sysDepart/queryById?id= → DepartWire (system:depart:list).
 * - GET /sys/sysDepart/queryIdTree → the visible tree of {id, key, value, title, …, children}.
 * - POST /sys/sysDepart/add {parentId?, departName, orgCategory, departOrder, mobile, fax, address,
 *   memo} → DepartWire 添加成功！ (system:depart:add; org code generated; top level: admin only).
 * - PUT|POST /sys/sysDepart/edit {id, …} → 编辑成功! (system:depart:edit).
 * - DELETE /sys/sysDepart/delete?id=, deleteBatch?ids= → 删除成功! / 批量删除成功!
 *   (system:depart:delete; refused while it has children, users or vehicles).
 * - GET /sys/sysDepart/queryMyDeptTreeList → the departments the caller administers (我的部门:
 *   identity 上级 with 负责部门, admin: all) as a tree; [] for others.
 */
export function registerDepartAdminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Query }>('/sys/sysDepart/queryById', {
    preHandler: requirePermission(ADMIN_PERMS.departList), schema: { tags, summary: '部门-详情', querystring: anyQuery, response: responses() },
  }, async (request) => ok(toDepartWire(await visibleDepart(db, currentUser(request), requiredId(request.query.id, '部门id')))));

  app.get('/sys/sysDepart/queryIdTree', {
    schema: { tags, summary: '部门id树（可见范围）', response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    return ok(departForest(await loadTenantDeparts(db, user.tenantId), user.visibleDepartIds));
  });

  app.get('/sys/sysDepart/queryMyDeptTreeList', {
    schema: { tags, summary: '我的部门-负责部门树', response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    return ok(departForest(await loadTenantDeparts(db, user.tenantId), await managedDepartIds(db, user)));
  });

  app.post<{ Body: unknown }>('/sys/sysDepart/add', {
    preHandler: requirePermission(ADMIN_PERMS.departAdd), schema: { tags, summary: '部门-添加', body: anyBody, response: responses() },
  }, async (request) => ok(await addDepart(db, currentUser(request), bodyOf(request.body)), ADMIN_TEXT.added));

  app.route<{ Body: unknown }>({
    method: ['PUT', 'POST'], url: '/sys/sysDepart/edit',
    preHandler: requirePermission(ADMIN_PERMS.departEdit), schema: { tags, summary: '部门-编辑', body: anyBody, response: responses() },
    handler: async (request) => {
      const body = bodyOf(request.body);
      await editDepart(db, currentUser(request), requiredId(body.id, '部门id'), body);
      return ok(null, ADMIN_TEXT.edited);
    },
  });

  app.delete<{ Querystring: Query }>('/sys/sysDepart/delete', {
    preHandler: requirePermission(ADMIN_PERMS.departDelete), schema: { tags, summary: '部门-删除', querystring: anyQuery, response: responses() },
  }, async (request) => ok({ count: await deleteDeparts(db, currentUser(request), [requiredId(request.query.id, '部门id')]) }, ADMIN_TEXT.deleted));

  app.delete<{ Querystring: Query }>('/sys/sysDepart/deleteBatch', {
    preHandler: requirePermission(ADMIN_PERMS.departDelete), schema: { tags, summary: '部门-批量删除', querystring: anyQuery, response: responses() },
  }, async (request) => ok({ count: await deleteDeparts(db, currentUser(request), idList(request.query.ids, '部门id', 200)) }, ADMIN_TEXT.batchDeleted));
}
