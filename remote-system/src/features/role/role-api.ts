import { http, type ApiAnswer } from 'shared-session';
import type { DataRule } from '../permission/permission-types';

/**
 * Calls of 角色管理 (docs/admin-contract.md "Roles", "Authorising a role", "Users of a role"), each
 * resolving to the answer body; HTTP errors are reported by the shared layer and reject.
 */

/** POST /sys/role/add or PUT /sys/role/edit (when `body.id` is set). */
export function saveRole(body: Record<string, unknown>): Promise<ApiAnswer<unknown>> {
  return body.id ? http.put('/sys/role/edit', body) : http.post('/sys/role/add', body);
}

/** GET /sys/role/checkRoleCode: success false 角色编码已存在 when taken by another role. */
export function checkRoleCode(roleCode: string, id?: string): Promise<ApiAnswer<null>> {
  return http.get('/sys/role/checkRoleCode', { params: { roleCode, ...(id ? { id } : {}) } });
}

/** GET /sys/permission/queryRolePermission: the role's permission ids. */
export function fetchRolePermissions(roleId: string): Promise<ApiAnswer<string[]>> {
  return http.get<string[]>('/sys/permission/queryRolePermission', { params: { roleId } });
}

/** POST /sys/permission/saveRolePermission {roleId, permissionIds, lastpermissionIds} (comma-joined). */
export function saveRolePermissions(roleId: string, ids: string[], lastIds: string[]): Promise<ApiAnswer<unknown>> {
  return http.post('/sys/permission/saveRolePermission', { roleId, permissionIds: ids.join(','), lastpermissionIds: lastIds.join(',') });
}

/** GET /sys/role/datarule/{permissionId}/{roleId}: the menu's rules and the role's choice. */
export function fetchRoleRules(permissionId: string, roleId: string): Promise<ApiAnswer<{ datarule: DataRule[]; drChecked: string }>> {
  return http.get(`/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`);
}

/** POST /sys/role/datarule {permissionId, roleId, dataRuleIds}. */
export function saveRoleRules(permissionId: string, roleId: string, ids: string[]): Promise<ApiAnswer<unknown>> {
  return http.post('/sys/role/datarule', { permissionId, roleId, dataRuleIds: ids.join(',') });
}

/** POST /sys/user/addSysUserRole {roleId, userIdList}. */
export function addRoleUsers(roleId: string, userIds: string[]): Promise<ApiAnswer<unknown>> {
  return http.post('/sys/user/addSysUserRole', { roleId, userIdList: userIds });
}

/** DELETE /sys/user/deleteUserRoleBatch?roleId=&userIds=. */
export function removeRoleUsers(roleId: string, userIds: string[]): Promise<ApiAnswer<unknown>> {
  return http.delete('/sys/user/deleteUserRoleBatch', { params: { roleId, userIds: userIds.join(',') } });
}
