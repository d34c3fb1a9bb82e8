import { STORAGE_KEYS } from '../constants';
import { storage } from '../storage/storage';

/** Route context for the X-Low-App-ID header (spec §2.1, §7). */
export interface RouteContext {
  name?: string | null;
  params?: Record<string, string | undefined>;
}

let routeContext: RouteContext = {};
let logoutHandler: () => Promise<void> | void = () => {
  storage.remove(STORAGE_KEYS.ACCESS_TOKEN);
};

/**
 * Tells the HTTP layer which route is showing; a route whose name starts with `low-app` and
 * carries an `appId` param makes every request send `X-Low-App-ID: <appId>` (spec §7).
 */
export function setRouteContext(context: RouteContext): void {
  routeContext = context;
}

/** The app id to send for the current route, or undefined (pure, exported for tests). */
export function lowAppIdFor(context: RouteContext = routeContext): string | undefined {
  const appId = context.params?.appId;
  return context.name?.startsWith('low-app') && appId ? appId : undefined;
}

/** Installs the logout used by the 401 / Token失效 handling (the session store registers it). */
export function setLogoutHandler(handler: () => Promise<void> | void): void {
  logoutHandler = handler;
}

export function runLogout(): Promise<void> {
  return Promise.resolve(logoutHandler()).catch(() => undefined);
}
