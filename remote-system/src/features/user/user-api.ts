import { http, type PageResult } from 'shared-session';
import { USER_TEXTS } from './user-texts';
import { USER_URLS } from './user-types';

/** A role option of the user form (GET /sys/role/list of the tenant). */
export interface RoleOption {
  value: string;
  label: string;
}

/** The tenant's roles as select options (at most 1000). */
export async function loadRoleOptions(): Promise<RoleOption[]> {
  const answer = await http.get<PageResult<{ id: string; roleName: string; roleCode: string }>>(USER_URLS.roleList, { params: { pageNo: 1, pageSize: 1000, column: 'roleName', order: 'asc' } });
  return answer.success ? (answer.result?.records ?? []).map((r) => ({ value: r.id, label: r.roleName })) : [];
}

/** The relations of a user the edit form loads: role ids and department ids of the current tenant. */
export async function loadUserRelations(userId: string): Promise<{ roleIds: string[]; departIds: string[] }> {
  const [roles, departs] = await Promise.all([
    http.get<string[]>(USER_URLS.queryUserRole, { params: { userid: userId } }),
    http.get<{ key: string; title: string }[]>(USER_URLS.userDepartList, { params: { userId } }),
  ]);
  return {
    roleIds: roles.success ? roles.result ?? [] : [],
    departIds: departs.success ? (departs.result ?? []).map((d) => d.key) : [],
  };
}

/**
 * antd validator of the username on add (GET /sys/user/checkOnlyUser): rejects with the server's
 * message (用户账号已存在) when the name is taken; passes an empty value (the required rule
 * reports it) and network failures (the server checks again on save).
 */
export async function checkOnlyUser(_rule: unknown, value: unknown): Promise<void> {
  const username = typeof value === 'string' ? value.trim() : '';
  if (!username) return;
  const answer = await http.get<boolean>(USER_URLS.checkOnlyUser, { params: { username } }).catch(() => null);
  if (answer && !answer.success) throw new Error(answer.message || USER_TEXTS.usernameTaken);
}

/** PUT /sys/user/frozenBatch {ids, status}: 2 freezes (sessions end), 1 unfreezes. */
export function setFrozen(ids: string[], status: 1 | 2) {
  return http.put<null>(USER_URLS.frozenBatch, { ids: ids.join(','), status });
}

/** PUT /sys/user/changePassword {username, password, confirmpassword} (administrator reset). */
export function resetPassword(username: string, password: string, confirmpassword: string) {
  return http.put<null>(USER_URLS.changePassword, { username, password, confirmpassword });
}
