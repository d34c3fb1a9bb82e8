import type { HttpTrace } from './monitor-types';

/** Status classes of the 请求追踪 filter. */
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

/** Tag colour of an HTTP status: 2xx green, 3xx blue, 4xx orange, 5xx red. */
export function statusColor(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 300) return 'blue';
  return 'green';
}

/**
 * The traces matching a status class ('4xx' → 400–499) and an HTTP method (exact); an unset filter
 * matches everything. Order is kept (newest first).
 */
export function filterTraces<T extends HttpTrace>(traces: T[], statusClass?: string, method?: string): T[] {
  const digit = statusClass ? Number(statusClass[0]) : null;
  return traces.filter((t) => (digit === null || Math.floor(t.status / 100) === digit) && (!method || t.method === method));
}
