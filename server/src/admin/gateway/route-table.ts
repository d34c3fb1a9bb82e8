import type { Kysely } from 'kysely';
import type { BusTopic, EventBus } from '../../bus/types.js';
import '../../db/datasource-gateway-types.js';
import type { Database } from '../../db/types.js';
import { routePrefix } from './route-input.js';

/** Bus topic announcing a changed route table; payload {tenantId}. Every API instance reloads. */
export const GATEWAY_ROUTES_TOPIC: BusTopic = 'gateway-routes';

/** An enabled route as the proxy applies it. */
export interface ActiveRoute {
  id: string;
  /** '/api-ext' (the path without '/**') */
  prefix: string;
  uri: string;
  stripPrefix: number;
  sortOrder: number;
}

/** Where a request goes: the full upstream URL (query string included) and the route id. */
export interface ProxyTarget {
  routeId: string;
  url: string;
}

/**
 * Picks the route for `path` ('/api-ext/a/b', no query) among `routes`: a route matches when the
 * path equals its prefix or continues it with '/'; the lowest sortOrder wins, then the longest
 * prefix. The first `stripPrefix` segments are removed and the rest appended to the route URI's
 * path; `search` ('?a=1' or '') is kept. Answers null when nothing matches or when a segment is
 * '.' / '..' (percent-encoded too), so no request climbs above the target's base path.
 */
export function resolveTarget(routes: ActiveRoute[], path: string, search: string): ProxyTarget | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.some((s) => {
    let d = s;
    try {
      d = decodeURIComponent(s);
    } catch {
      return true;
    }
    return d === '.' || d === '..' || d.includes('/') || d.includes('\\');
  })) return null;
  const clean = `/${segments.join('/')}`;
  const match = routes
    .filter((r) => clean === r.prefix || clean.startsWith(`${r.prefix}/`))
    .sort((a, b) => a.sortOrder - b.sortOrder || b.prefix.length - a.prefix.length)[0];
  if (!match) return null;
  const rest = segments.slice(match.stripPrefix);
  const target = new URL(match.uri);
  const basePath = target.pathname.replace(/\/+$/, '');
  target.pathname = rest.length ? `${basePath}/${rest.join('/')}` : basePath || '/';
  target.search = search;
  return { routeId: match.id, url: target.href };
}

/**
 * The enabled routes of each tenant, loaded from sys_gateway_route on first use and dropped on
 * every GATEWAY_ROUTES_TOPIC message (and by `changed` on the instance that wrote), so a
 * change applies to the next request on every instance without restart.
 */
export class GatewayRouteTable {
  private readonly cache = new Map<number, Promise<ActiveRoute[]>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly db: Kysely<Database>, private readonly bus: EventBus) {
    this.unsubscribe = bus.subscribe(GATEWAY_ROUTES_TOPIC, (payload) => {
      const tenantId = (payload as { tenantId?: unknown } | null)?.tenantId;
      if (typeof tenantId === 'number') this.cache.delete(tenantId);
      else this.cache.clear();
    });
  }

  /** The enabled routes of a tenant (cached). */
  routes(tenantId: number): Promise<ActiveRoute[]> {
    let hit = this.cache.get(tenantId);
    if (!hit) {
      hit = this.db.selectFrom('sys_gateway_route').select(['id', 'path', 'uri', 'strip_prefix', 'sort_order'])
        .where('tenant_id', '=', tenantId).where('status', '=', '1').execute()
        .then((rows) => rows.map((r) => ({ id: r.id, prefix: routePrefix(r.path), uri: r.uri, stripPrefix: r.strip_prefix, sortOrder: r.sort_order })));
      hit.catch(() => this.cache.delete(tenantId));
      this.cache.set(tenantId, hit);
    }
    return hit;
  }

  /** Drops the tenant's routes here and tells every other instance through the bus. */
  changed(tenantId: number): void {
    this.cache.delete(tenantId);
    this.bus.publish(GATEWAY_ROUTES_TOPIC, { tenantId });
  }

  /** Stops listening to the bus. */
  close(): void {
    this.unsubscribe();
  }
}
