import net from 'node:net';
import { intOf, requiredText, textOf, type Body } from '../dicts/input.js';
import { bad } from '../dicts/texts.js';
import { isForbiddenAddress } from '../datasource/host-check.js';
import { DS_TEXT as T } from '../datasource/texts.js';

/** A parsed gateway-route add / edit body (column values). */
export interface GatewayRouteInput {
  name: string;
  path: string;
  uri: string;
  strip_prefix: number;
  status: '0' | '1';
  sort_order: number;
}

const PATH = /^(\/[A-Za-z0-9_.-]+)+(\/\*\*)?$/;

/**
 * A route path: '/seg/seg' optionally ending in '/**' (same meaning: the prefix and everything
 * below it); segments of letters, digits, '_', '.', '-'; no '.' / '..' segments; ≤ 200 characters.
 * @throws HttpError 400 路由路径必须以/开头….
 */
export function parseRoutePath(v: unknown): string {
  const s = textOf(v);
  if (!s || s.length > 200 || !PATH.test(s) || s.split('/').some((seg) => seg === '.' || seg === '..')) throw bad(T.badRoutePath);
  return s;
}

/** The prefix a route path matches ('/api-ext/**' → '/api-ext'). */
export function routePrefix(path: string): string {
  return path.endsWith('/**') ? path.slice(0, -3) : path;
}

/**
 * A target URI: http: or https:, no user info, no fragment, ≤ 500 characters; a literal IP must
 * not be link-local / metadata (host-check.ts); with an allow-list (GATEWAY_ALLOWED_HOSTS) the host
 * must be on it. Answers the normalised href. @throws HttpError 400.
 */
export function parseRouteUri(v: unknown, allowedHosts: string[]): string {
  const s = textOf(v);
  let url: URL;
  try {
    if (!s || s.length > 500) throw new Error('bad');
    url = new URL(s);
  } catch {
    throw bad(T.badRouteUri);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.hash || !url.hostname) throw bad(T.badRouteUri);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (net.isIP(host) && isForbiddenAddress(host)) throw bad(T.linkLocalHost);
  if (allowedHosts.length && !allowedHosts.includes(host)) throw bad(T.routeHostNotAllowed);
  return url.href;
}

/** A status '1' (on) or '0' (off); missing → '1'. @throws HttpError 400. */
export function parseRouteStatus(v: unknown): '0' | '1' {
  const s = textOf(v) ?? '1';
  if (s !== '0' && s !== '1') throw bad(T.badRouteStatus);
  return s;
}

/**
 * A gateway-route body {name (≤ 100), path, uri, stripPrefix 0-10 (default 0), status '1'|'0'
 * (default '1'), sortOrder 0-99999 (default 0)}. @throws HttpError 400 on the first bad field.
 */
export function parseGatewayRoute(body: Body, allowedHosts: string[]): GatewayRouteInput {
  return {
    name: requiredText(body.name, '路由名称', 100),
    path: parseRoutePath(body.path),
    uri: parseRouteUri(body.uri, allowedHosts),
    strip_prefix: intOf(body.stripPrefix, 0, 10, 0, T.badStripPrefix),
    status: parseRouteStatus(body.status),
    sort_order: intOf(body.sortOrder, 0, 99999, 0, T.badSortOrder),
  };
}
