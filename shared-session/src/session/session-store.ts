import { create } from 'zustand';
import { SESSION_CONSTANTS, STORAGE_KEYS } from '../constants';
import { http } from '../http/http';
import { setLogoutHandler } from '../http/http-hooks';
import { clearDictCache, setDictCache } from '../storage/dict-cache';
import { storage } from '../storage/storage';
import type { ApiAnswer, Depart, LoginResult, MenuNode, PermissionItem, PermissionResult, UserInfo } from '../types';

/** Rejection text of an empty menu (spec §8 'permissions must be a non-null array'). */
export const EMPTY_MENU_MESSAGE = '权限列表必须是非空数组！';

/** Session state and actions (spec §3 "Session user", §4 login/logout). */
export interface SessionState {
  /** Access token ('' when signed out); persisted 7 days under Access-Token. */
  token: string;
  /** Signed-in user; persisted 7 days under Login_Userinfo. */
  userInfo: UserInfo | null;
  /** The server menu (spec: permissionList); empty until fetched. */
  permissionList: MenuNode[];
  /** Same array as `permissionList` (contract name). */
  menu: MenuNode[];
  /** The user's enabled buttons (LOGIN_USER_BUTTON_AUTH). */
  auth: PermissionItem[];
  /** Every button rule, status '0' = rule off (SYS_BUTTON_AUTH). */
  allAuth: PermissionItem[];
  /** Safe-mode flag from the server. */
  sysSafeMode: boolean;
  /** Departments of the login answer and its `multi_depart` (2 = must pick one). */
  departs: Depart[];
  multiDepart: number;
  /**
   * Accepts the POST /sys/login answer: code 200 (compared as a string) stores token and user info
   * (7 days), tenant and dictionaries; any other code throws an Error with the server message.
   */
  login(answer: ApiAnswer<LoginResult>): LoginResult;
  /** Same as `login` (contract name). */
  setLogin(answer: ApiAnswer<LoginResult>): LoginResult;
  /** Replaces the stored user info (after a department switch), 7 days. */
  setUserInfo(userInfo: UserInfo): void;
  /**
   * GET /sys/permission/getUserPermissionByToken: keeps menu, auth, allAuth, sysSafeMode.
   * Rejects on failure, and with EMPTY_MENU_MESSAGE when the menu is empty.
   */
  fetchPermissions(): Promise<PermissionResult>;
  /** POST /sys/logout (failure ignored), then clears token, permissions and stored user data. */
  /**
   * Signs out: POST /sys/logout, then clears token, permission list and stored user data. Always
   * completes locally (spec §4); a failed server call is reported to `onServerError` with its
   * message (spec §8 "Logout failure: error with the message").
   */
  logout(opts?: { onServerError?: (message: string) => void }): Promise<void>;
}

const USER_KEYS = [
  STORAGE_KEYS.ACCESS_TOKEN,
  STORAGE_KEYS.USER_INFO,
  STORAGE_KEYS.USER_NAME,
  STORAGE_KEYS.USER_AUTH,
  STORAGE_KEYS.SYS_BUTTON_AUTH,
  STORAGE_KEYS.TENANT_ID,
  STORAGE_KEYS.CACHE_INCLUDED_ROUTES,
];

const signedOut = {
  token: '',
  userInfo: null,
  permissionList: [] as MenuNode[],
  menu: [] as MenuNode[],
  auth: [] as PermissionItem[],
  allAuth: [] as PermissionItem[],
  sysSafeMode: false,
  departs: [] as Depart[],
  multiDepart: 0,
};

/**
 * The session store (zustand), ONE instance across shell and remotes. Initial token and user
 * info come from local storage; permissions are fetched per page load.
 *
 * @example const token = useSessionStore((s) => s.token);
 */
export const useSessionStore = create<SessionState>()((set, get) => {
  const ttl = SESSION_CONSTANTS.TOKEN_TTL_MS;
  const login = (answer: ApiAnswer<LoginResult>): LoginResult => {
    if (String(answer?.code) !== '200' || !answer.result?.token) {
      throw new Error(answer?.message || '登录失败');
    }
    const result = answer.result;
    storage.set(STORAGE_KEYS.ACCESS_TOKEN, result.token, ttl);
    storage.set(STORAGE_KEYS.USER_INFO, result.userInfo, ttl);
    storage.set(STORAGE_KEYS.USER_NAME, result.userInfo?.username, ttl);
    if (result.userInfo?.tenantId != null && result.userInfo.tenantId !== '') {
      storage.set(STORAGE_KEYS.TENANT_ID, result.userInfo.tenantId, ttl);
    }
    if (result.sysAllDictItems) setDictCache(result.sysAllDictItems);
    set({
      token: result.token,
      userInfo: result.userInfo,
      departs: result.departs ?? [],
      multiDepart: Number(result.multi_depart ?? 0),
      permissionList: [],
      menu: [],
    });
    return result;
  };
  return {
    ...signedOut,
    token: storage.get<string>(STORAGE_KEYS.ACCESS_TOKEN) ?? '',
    userInfo: storage.get<UserInfo>(STORAGE_KEYS.USER_INFO) ?? null,
    login,
    setLogin: login,
    setUserInfo(userInfo) {
      storage.set(STORAGE_KEYS.USER_INFO, userInfo, ttl);
      set({ userInfo });
    },
    async fetchPermissions() {
      const answer = await http.get<PermissionResult>('/sys/permission/getUserPermissionByToken');
      if (!answer?.success) throw new Error(answer?.message || EMPTY_MENU_MESSAGE);
      const result = answer.result;
      if (!Array.isArray(result?.menu) || result.menu.length === 0) throw new Error(EMPTY_MENU_MESSAGE);
      const auth = result.auth ?? [];
      const allAuth = result.allAuth ?? [];
      storage.set(STORAGE_KEYS.USER_AUTH, auth, ttl);
      storage.set(STORAGE_KEYS.SYS_BUTTON_AUTH, allAuth, ttl);
      set({ permissionList: result.menu, menu: result.menu, auth, allAuth, sysSafeMode: Boolean(result.sysSafeMode) });
      return result;
    },
    async logout(opts) {
      if (get().token || storage.get(STORAGE_KEYS.ACCESS_TOKEN)) {
        await http.post('/sys/logout', undefined, { skipErrorHandler: true }).catch((err: unknown) => {
          opts?.onServerError?.(err instanceof Error ? err.message : String(err));
        });
      }
      USER_KEYS.forEach((key) => storage.remove(key));
      clearDictCache();
      set({ ...signedOut });
    },
  };
});

setLogoutHandler(() => useSessionStore.getState().logout());
