import { http, type ApiAnswer } from 'shared-session';
import type { DataRule, TreeModel } from '../permission/permission-types';
import type { Depart, DepartNode, DepartRole } from './depart-types';

/**
 * Calls of 部门管理 and 我的部门 (docs/admin-contract.md "Departments", "Department roles",
 * "Department permissions", "Department users"), each resolving to the answer body; HTTP errors
 * are reported by the shared layer and reject.
 */

/** GET /sys/sysDepart/queryTreeList (visible departments) or queryMyDeptTreeList (administered ones). */
export function fetchDepartTree(mine = false): Promise<ApiAnswer<DepartNode[]>> {
  return http.get<DepartNode[]>(mine ? '/sys/sysDepart/queryMyDeptTreeList' : '/sys/sysDepart/queryTreeList');
}

/** GET /sys/sysDepart/queryById. */
export function fetchDepart(id: string): Promise<ApiAnswer<Depart>> {
  return http.get<Depart>('/sys/sysDepart/queryById', { params: { id } });
}

/** POST /sys/sysDepart/add or PUT /sys/sysDepart/edit (when `body.id` is set). */
export function saveDepart(body: Record<string, unknown>): Promise<ApiAnswer<unknown>> {
  return body.id ? http.put('/sys/sysDepart/edit', body) : http.post('/sys/sysDepart/add', body);
}

/** DELETE /sys/sysDepart/delete?id=. */
export function deleteDepart(id: string): Promise<ApiAnswer<unknown>> {
  return http.delete('/sys/sysDepart/delete', { params: { id } });
}

/** The authorisation tree (all menus) and the department's permission ids. */
export async function fetchDepartGrants(departId: string): Promise<{ tree: TreeModel[]; ids: string[] }> {
  const [tree, ids] = await Promise.all([
    http.get<{ treeList: TreeModel[] }>('/sys/permission/queryTreeList'),
    http.get<string[]>('/sys/permission/queryDepartPermission', { params: { departId } }),
  ]);
  return { tree: tree.success ? tree.result.treeList : [], ids: ids.success ? ids.result : [] };
}

/** POST /sys/permission/saveDepartPermission. */
export function saveDepartGrants(departId: string, ids: string[], lastIds: string[]): Promise<ApiAnswer<unknown>> {
  return http.post('/sys/permission/saveDepartPermission', { departId, permissionIds: ids.join(','), lastpermissionIds: lastIds.join(',') });
}

/** POST /sys/sysDepartRole/add or PUT edit. */
export function saveDepartRole(body: Record<string, unknown>): Promise<ApiAnswer<unknown>> {
  return body.id ? http.put('/sys/sysDepartRole/edit', body) : http.post('/sys/sysDepartRole/add', body);
}

/** The department's bound tree (queryTreeListForDeptRole) and the role's ids. */
export async function fetchDepartRoleGrants(departId: string, roleId: string): Promise<{ tree: TreeModel[]; ids: string[] }> {
  const [tree, ids] = await Promise.all([
    http.get<{ treeList: TreeModel[] }>('/sys/sysDepartPermission/queryTreeListForDeptRole', { params: { departId } }),
    http.get<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { params: { roleId } }),
  ]);
  return { tree: tree.success ? tree.result.treeList : [], ids: ids.success ? ids.result : [] };
}

/** POST /sys/sysDepartPermission/saveDeptRolePermission. */
export function saveDepartRoleGrants(roleId: string, ids: string[], lastIds: string[]): Promise<ApiAnswer<unknown>> {
  return http.post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: ids.join(','), lastpermissionIds: lastIds.join(',') });
}

/** GET /sys/sysDepartRole/datarule/{permissionId}/{departId}/{roleId}. */
export function fetchDepartRoleRules(permissionId: string, departId: string, roleId: string): Promise<ApiAnswer<{ datarule: DataRule[]; drChecked: string }>> {
  return http.get(`/sys/sysDepartRole/datarule/${[permissionId, departId, roleId].map(encodeURIComponent).join('/')}`);
}

/** POST /sys/sysDepartRole/datarule. */
export function saveDepartRoleRules(permissionId: string, roleId: string, ids: string[]): Promise<ApiAnswer<unknown>> {
  return http.post('/sys/sysDepartRole/datarule', { permissionId, roleId, dataRuleIds: ids.join(',') });
}

/** The department's roles and which of them the user holds. */
export async function fetchUserDepartRoles(departId: string, userId: string): Promise<{ roles: DepartRole[]; held: string[] }> {
  const [roles, held] = await Promise.all([
    http.get<DepartRole[]>('/sys/sysDepartRole/getDeptRoleList', { params: { departId } }),
    http.get<{ droleId: string }[]>('/sys/sysDepartRole/getDeptRoleByUserId', { params: { departId, userId } }),
  ]);
  return { roles: roles.success ? roles.result : [], held: held.success ? held.result.map((r) => r.droleId) : [] };
}

/** POST /sys/sysDepartRole/deptRoleUserAdd {userId, newRoleId, oldRoleId}. */
export function saveUserDepartRoles(userId: string, ids: string[], lastIds: string[]): Promise<ApiAnswer<unknown>> {
  return http.post('/sys/sysDepartRole/deptRoleUserAdd', { userId, newRoleId: ids.join(','), oldRoleId: lastIds.join(',') });
}

/** POST /sys/user/editSysDepartWithUser {depId, userIdList}. */
export function addDepartUsers(depId: string, userIds: string[]): Promise<ApiAnswer<unknown>> {
  return http.post('/sys/user/editSysDepartWithUser', { depId, userIdList: userIds });
}

/** DELETE /sys/user/deleteUserInDepartBatch?depId=&userIds=. */
export function removeDepartUsers(depId: string, userIds: string[]): Promise<ApiAnswer<unknown>> {
  return http.delete('/sys/user/deleteUserInDepartBatch', { params: { depId, userIds: userIds.join(',') } });
}
