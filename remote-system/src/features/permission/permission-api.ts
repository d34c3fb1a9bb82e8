import { http, type ApiAnswer } from 'shared-session';
import type { DataRule, DataRuleMeta, PermissionNode, TreeModel } from './permission-types';

/**
 * The calls of 菜单管理 and of the authorisation trees (docs/admin-contract.md). Each resolves to
 * the answer body (`{success, message, result}`); HTTP errors are reported by the shared layer
 * and reject.
 */

/** GET /sys/permission/list: the menu tree, pruned to names containing `name`. */
export function fetchMenuTree(name?: string): Promise<ApiAnswer<PermissionNode[]>> {
  return http.get<PermissionNode[]>('/sys/permission/list', { params: name ? { name } : {} });
}

/** POST /sys/permission/add or PUT /sys/permission/edit (when `body.id` is set). */
export function savePermission(body: Record<string, unknown>): Promise<ApiAnswer<unknown>> {
  return body.id ? http.put('/sys/permission/edit', body) : http.post('/sys/permission/add', body);
}

/** DELETE /sys/permission/delete?id= (the menu and its descendants). */
export function deletePermission(id: string): Promise<ApiAnswer<unknown>> {
  return http.delete('/sys/permission/delete', { params: { id } });
}

/** GET /sys/permission/queryTreeList: the authorisation tree and every id. */
export function fetchAuthorizationTree(): Promise<ApiAnswer<{ treeList: TreeModel[]; ids: string[] }>> {
  return http.get('/sys/permission/queryTreeList');
}

/** GET /sys/permission/queryPermissionRule: the rules of a menu, filtered by name / value. */
export function fetchRules(permissionId: string, filter: { ruleName?: string; ruleValue?: string } = {}): Promise<ApiAnswer<DataRule[]>> {
  return http.get<DataRule[]>('/sys/permission/queryPermissionRule', { params: { permissionId, ...filter } });
}

/** GET /sys/permission/dataRuleMeta: fields, conditions and variables of the rule editor. */
export function fetchRuleMeta(permissionId: string): Promise<ApiAnswer<DataRuleMeta>> {
  return http.get<DataRuleMeta>('/sys/permission/dataRuleMeta', { params: { permissionId } });
}

/** POST addPermissionRule or PUT editPermissionRule (when `body.id` is set). */
export function saveRule(body: Record<string, unknown>): Promise<ApiAnswer<unknown>> {
  return body.id ? http.put('/sys/permission/editPermissionRule', body) : http.post('/sys/permission/addPermissionRule', body);
}

/** DELETE /sys/permission/deletePermissionRule?id=. */
export function deleteRule(id: string): Promise<ApiAnswer<unknown>> {
  return http.delete('/sys/permission/deletePermissionRule', { params: { id } });
}
