import { HOME_PATH, LOGIN_PATH } from './app-route';

export const OPEN_PATHS = ['/user/login', '/user/register', '/user/register-result', '/user/alteration', '/show-map', '/oauth2-app/login'];
const LOGIN_PATHS = [LOGIN_PATH, '/oauth2-app/login'];

export interface GuardInput {
  pathname: string;
  fullPath: string;
  search?: string;
  token: string;
  menuLoaded: boolean;
}

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'fetch-permissions' };

export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

export function decideGuard({ pathname, fullPath, search = '', token, menuLoaded }: GuardInput): GuardDecision {
  if (token) {
    if (LOGIN_PATHS.includes(pathname)) return { type: 'redirect', to: redirectQuery(search) ?? HOME_PATH };
    if (OPEN_PATHS.includes(pathname) || menuLoaded) return { type: 'allow' };
    return { type: 'fetch-permissions' };
  }
  if (OPEN_PATHS.includes(pathname)) return { type: 'allow' };
  return { type: 'redirect', to: loginRedirect(fullPath) };
}

export function redirectQuery(search: string): string | undefined {
  const value = new URLSearchParams(search).get('redirect');
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

export type FetchOutcome = { type: 'stay' } | { type: 'go'; to: string } | { type: 'logout'; to: string };

export function afterPermissionFetch(ok: boolean, location: { fullPath: string; search: string }): FetchOutcome {
  if (!ok) return { type: 'logout', to: loginRedirect(location.fullPath) };
  const target = redirectQuery(location.search) ?? location.fullPath;
  return target === location.fullPath ? { type: 'stay' } : { type: 'go', to: target };
}
