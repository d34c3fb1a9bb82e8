import type { onResponseHookHandler } from 'fastify';

/** Requests kept per tenant (JeecgBoot's actuator httptrace keeps the last 100). */
export const HTTP_TRACE_SIZE = 100;

/** One traced request: no token, no body, no query string. */
export interface TraceEntry {
  /** ms since epoch when the answer was sent */
  time: number;
  method: string;
  /** path only (the query string is dropped: it may carry personal data) */
  uri: string;
  status: number;
  /** ms from request to answer */
  timeTaken: number;
}

/**
 * Ring buffers of the last {@link HTTP_TRACE_SIZE} requests per tenant (monitoring "HTTP trace",
 * issue 5). Calls without a signed-in user (sign-in, public calls) are kept under tenant 0, which
 * no list shows.
 */
export class HttpTrace {
  private readonly rings = new Map<number, { items: TraceEntry[]; next: number }>();

  constructor(private readonly size: number = HTTP_TRACE_SIZE) {}

  /** Adds one entry to the tenant's ring, overwriting the oldest when full. */
  record(tenantId: number, entry: TraceEntry): void {
    let ring = this.rings.get(tenantId);
    if (!ring) this.rings.set(tenantId, (ring = { items: [], next: 0 }));
    if (ring.items.length < this.size) ring.items.push(entry);
    else ring.items[ring.next] = entry;
    ring.next = (ring.next + 1) % this.size;
  }

  /** The tenant's entries, newest first. */
  list(tenantId: number): TraceEntry[] {
    const ring = this.rings.get(tenantId);
    if (!ring) return [];
    const ordered = ring.items.length < this.size ? ring.items : [...ring.items.slice(ring.next), ...ring.items.slice(0, ring.next)];
    return [...ordered].reverse();
  }
}

/** onResponse hook filling `trace` with every answered request of the API scope. */
export function httpTraceHook(trace: HttpTrace): onResponseHookHandler {
  return async function traceRequest(request, reply) {
    trace.record(request.user?.tenantId ?? 0, {
      time: Date.now(),
      method: request.method,
      uri: request.url.split('?')[0].slice(0, 500),
      status: reply.statusCode,
      timeTaken: Math.round(reply.elapsedTime * 10) / 10,
    });
  };
}
