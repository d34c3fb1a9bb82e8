import { SESSION_CONSTANTS, STORAGE_KEYS, clearDictCache, http, storage } from 'shared-session';

/** One tenant the signed-in user belongs to (home tenant or a membership). */
export interface MyTenant {
  id: number;
  name: string;
}

/** GET /sys/tenant/getCurrentUserTenant answer (docs/admin-contract.md "Users, tenants…"). */
export interface MyTenants {
  list: MyTenant[];
  /** the user's home tenant */
  loginTenantId: number;
  /** the tenant this request ran in (the `tenant-id` header, else the home tenant) */
  currentTenantId: number;
}

/** Reads the caller's active tenants; throws Error(message) when the server refuses. */
export async function fetchMyTenants(): Promise<MyTenants> {
  const answer = await http.get<MyTenants>('/sys/tenant/getCurrentUserTenant');
  if (!answer.success) throw new Error(answer.message);
  return { list: answer.result?.list ?? [], loginTenantId: answer.result.loginTenantId, currentTenantId: answer.result.currentTenantId };
}

/**
 * Whether the user has a menu in `tenantId`: GET /sys/permission/getUserPermissionByToken with
 * that tenant's `tenant-id` header. A tenant without one would end the session after the switch
 * (console-spec §4: an empty menu is an error, 权限列表必须是非空数组！), so the dialog refuses it.
 * A refusal of the server (403: not a tenant of the user) answers false; a network failure throws.
 */
export async function tenantHasMenu(tenantId: number): Promise<boolean> {
  try {
    const answer = await http.get<{ menu?: unknown[] }>('/sys/permission/getUserPermissionByToken', {
      headers: { 'tenant-id': String(tenantId) }, skipErrorHandler: true,
    });
    return Boolean(answer.success && Array.isArray(answer.result?.menu) && answer.result.menu.length > 0);
  } catch (err) {
    if ((err as { response?: unknown }).response) return false;
    throw err;
  }
}

/** 租户切换（当前租户：{name}） when the current tenant is in the list, else 租户选择. */
export function tenantTitle(list: MyTenant[], currentId?: number): string {
  const current = list.find((t) => t.id === currentId);
  return current ? `租户切换（当前租户：${current.name}）` : '租户选择';
}

/**
 * Makes `tenantId` the working tenant: stored as TENANT_ID for 7 days (sent as the `tenant-id`
 * header of every call, console-spec §7), the dictionary cache of the old tenant dropped, then
 * the console reloads at the home page so menus, buttons and data follow the new tenant. The
 * server checks the membership on every call (a tenant the user is not in answers 403).
 */
export function switchTenant(tenantId: number, location: Pick<Location, 'assign'> = window.location): void {
  storage.set(STORAGE_KEYS.TENANT_ID, tenantId, SESSION_CONSTANTS.TOKEN_TTL_MS);
  clearDictCache();
  location.assign(SESSION_CONSTANTS.HOME_PATH);
}
