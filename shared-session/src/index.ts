/**
 * shared-session: the ONE session, HTTP, permission and realtime layer shared by the shell and
 * every remote as a module-federation singleton (DESIGN §2). Import only from 'shared-session'.
 *
 * Sections of /spec/console-spec.md are given per export.
 */

/** Wire shapes (spec §3, §7; docs/contracts.md). */
export type {
  ApiAnswer,
  PageResult,
  UserInfo,
  Depart,
  DictItem,
  DictMap,
  LoginResult,
  MenuMeta,
  MenuNode,
  PermissionItem,
  PermissionResult,
} from './types';

/** Storage keys of spec §3 and the constants of spec §9 (ms, px). */
export { STORAGE_KEYS, SESSION_CONSTANTS } from './constants';

/** Local storage with expiry: `storage.set(key, value, ttlMs)`, `get(key, fallback)`, `remove(key)` (spec §3, §9). */
export { storage } from './storage/storage';

/** Dictionary cache under UI_CACHE_DB_DICT_DATA, 7 days (spec §7 "Category and dictionary"). */
export { setDictCache, getDictItems, clearDictCache } from './storage/dict-cache';
/** Dictionary loading from the server: all items for 7 days, and the cache refresh (widgets-spec §7, §8). */
export { loadAllDictItems, refreshDictCache, DICT_REFRESH_TEXT } from './storage/dict-loader';

/** The one axios instance (spec §7, §8) and its request decoration / error hook. */
export { http, decorateRequest, handleHttpError, endSession } from './http/http';
export type { HttpClient } from './http/http';

/** Pure error mapping of spec §8 and its Chinese texts. */
export { mapHttpError, readErrorBody, HTTP_ERROR_TEXT } from './http/error-mapping';
export type { HttpErrorAction, HttpErrorInput } from './http/error-mapping';

/** Injectable UI side-effects of the HTTP layer (notification, re-login modal, reload). */
export { configureHttpUi, httpUi } from './http/http-ui';
export type { HttpUi } from './http/http-ui';

/** Route context for X-Low-App-ID (spec §2.1, §7). */
export { setRouteContext, lowAppIdFor } from './http/http-hooks';
export type { RouteContext } from './http/http-hooks';

/** Session store (zustand): token, userInfo, menu, auth, login/fetchPermissions/logout (spec §3, §4). */
export { useSessionStore, EMPTY_MENU_MESSAGE } from './session/session-store';
export type { SessionState } from './session/session-store';

/** Permission rules (spec §5, §6): pure checks, a hook and a guard component. */
export { hasPermission, isDisabledByPermission } from './permission/has-permission';
export type { PermissionContext } from './permission/has-permission';
export { usePermission } from './permission/use-permission';
export { Authorized } from './permission/authorized';
export type { AuthorizedProps } from './permission/authorized';

/** Realtime sockets (spec §4, §7): token sub-protocol, 5 s reconnect, heartbeat. */
export { openSocket, socketUrl } from './realtime/open-socket';
export type { SocketHandlers, SocketOptions, SocketHandle } from './realtime/open-socket';

/** The ONE table-sync socket `/vxeSocket/{userId}/{pageId}` shared by every table of a page (widgets-spec §4, §9). */
export { joinVxeSocket, onVxeCommon, sendVxeCommon, vxeSocketPath, toVxePageId, vxeSocketCount, VXE_MESSAGE } from './realtime/vxe-socket';
export type { VxeRow, VxeTableMember, VxeTableLink, VxeSocketOptions } from './realtime/vxe-socket';

/** Singleton proof: a random id made once per module instance (DESIGN §2). */
export { sessionInstanceId } from './session/instance-id';

/** Greeting by hour (spec §9). */
export { greeting } from './session/greeting';
