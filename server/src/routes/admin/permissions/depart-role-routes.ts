import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../auth/guard.js';
import { assertDepartAccess } from '../../../admin/permissions/access.js';
import {
  DEPART_ROLE_FIELDS, addDepartRole, deleteDepartRoles, editDepartRole, setUserDepartRoles, toDepartRoleWire,
} from '../../../admin/permissions/depart-role-repo.js';
import { anyBody, anyQuery, bodyOf, idList, requiredId } from '../../../admin/permissions/input.js';
import { ADMIN_PERMS } from '../../../admin/permissions/perms.js';
import { ADMIN_TEXT } from '../../../admin/permissions/texts.js';
import { ok, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery } from '../../../query/list-query.js';
import type { RouteDeps } from '../../deps.js';

const tags = ['sys-depart-role'];
type Query = Record<string, unknown>;

/**
 * 部门角色 (JeecgBoot SysDepartRoleController; docs/admin-contract.md "Department roles"). Reads
 * need system:depart:list on a visible department or 我的部门 on one the caller administers;
 * writes system:depart:edit likewise (access.ts assertDepartAccess):
 * - GET /sys/sysDepartRole/list?deptId=&roleName=&roleCode=&pageNo… → page of DepartRoleWire.
 * - GET /sys/sysDepartRole/getDeptRoleList?departId= → [DepartRoleWire] of the department.
 * - GET /sys/sysDepartRole/getDeptRoleByUserId?userId=&departId= → [{id, userId, droleId}].
 * - POST /sys/sysDepartRole/add {departId, roleName, roleCode, description} → {id} 添加成功！
 * - PUT|POST /sys/sysDepartRole/edit {id, roleName, roleCode, description} → 编辑成功!
 * - DELETE /sys/sysDepartRole/delete?id=, deleteBatch?ids= → 删除成功! / 批量删除成功!
 * - POST /sys/sysDepartRole/deptRoleUserAdd {userId, newRoleId, oldRoleId} → 添加成功！
 */
export function registerDepartRoleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Query }>('/sys/sysDepartRole/list', {
    schema: { tags, summary: '部门角色-列表', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const departId = requiredId(request.query.deptId ?? request.query.departId, '部门id');
    await assertDepartAccess(db, user, departId, ADMIN_PERMS.departList);
    const input = parseListQuery(request.query, DEPART_ROLE_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: ['roleName'] });
    const q = db.selectFrom('sys_depart_role as dr').selectAll('dr').where('dr.tenant_id', '=', user.tenantId).where('dr.depart_id', '=', departId);
    return ok(await pageOf(db, applySort(applyListFilters(q, input, DEPART_ROLE_FIELDS), input, DEPART_ROLE_FIELDS, 'dr.id'), input, toDepartRoleWire));
  });

  app.get<{ Querystring: Query }>('/sys/sysDepartRole/getDeptRoleList', {
    schema: { tags, summary: '部门角色-部门的全部角色', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const departId = requiredId(request.query.departId, '部门id');
    await assertDepartAccess(db, user, departId, ADMIN_PERMS.departList);
    const rows = await db.selectFrom('sys_depart_role').selectAll().where('tenant_id', '=', user.tenantId).where('depart_id', '=', departId)
      .orderBy('role_name').orderBy('id').execute();
    return ok(rows.map(toDepartRoleWire));
  });

  app.get<{ Querystring: Query }>('/sys/sysDepartRole/getDeptRoleByUserId', {
    schema: { tags, summary: '部门角色-用户已有的部门角色', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const departId = requiredId(request.query.departId, '部门id');
    const userId = requiredId(request.query.userId, '用户id');
    await assertDepartAccess(db, user, departId, ADMIN_PERMS.departList);
    const rows = await db.selectFrom('sys_depart_role_user as u').innerJoin('sys_depart_role as r', 'r.id', 'u.drole_id')
      .select(['u.user_id', 'u.drole_id']).where('u.user_id', '=', userId).where('r.depart_id', '=', departId).execute();
    return ok(rows.map((r) => ({ id: `${r.user_id}_${r.drole_id}`, userId: r.user_id, droleId: r.drole_id })));
  });

  app.post<{ Body: unknown }>('/sys/sysDepartRole/add', {
    schema: { tags, summary: '部门角色-添加', body: anyBody, response: responses() },
  }, async (request) => ok({ id: await addDepartRole(db, currentUser(request), bodyOf(request.body)) }, ADMIN_TEXT.added));

  app.route<{ Body: unknown }>({
    method: ['PUT', 'POST'], url: '/sys/sysDepartRole/edit',
    schema: { tags, summary: '部门角色-编辑', body: anyBody, response: responses() },
    handler: async (request) => {
      const body = bodyOf(request.body);
      await editDepartRole(db, currentUser(request), requiredId(body.id, '部门角色id'), body);
      return ok(null, ADMIN_TEXT.edited);
    },
  });

  app.delete<{ Querystring: Query }>('/sys/sysDepartRole/delete', {
    schema: { tags, summary: '部门角色-删除', querystring: anyQuery, response: responses() },
  }, async (request) => ok({ count: await deleteDepartRoles(db, currentUser(request), [requiredId(request.query.id, '部门角色id')]) }, ADMIN_TEXT.deleted));

  app.delete<{ Querystring: Query }>('/sys/sysDepartRole/deleteBatch', {
    schema: { tags, summary: '部门角色-批量删除', querystring: anyQuery, response: responses() },
  }, async (request) => ok({ count: await deleteDepartRoles(db, currentUser(request), idList(request.query.ids, '部门角色id', 200)) }, ADMIN_TEXT.batchDeleted));

  app.post<{ Body: unknown }>('/sys/sysDepartRole/deptRoleUserAdd', {
    schema: { tags, summary: '部门角色-分配给用户', body: anyBody, response: responses() },
  }, async (request) => {
    const body = bodyOf(request.body);
    const result = await setUserDepartRoles(db, currentUser(request), requiredId(body.userId, '用户id'),
      idList(body.newRoleId, '部门角色', 200), idList(body.oldRoleId, '部门角色', 200));
    return ok(result, ADMIN_TEXT.added);
  });
}
