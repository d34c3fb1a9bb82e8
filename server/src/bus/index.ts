import { createInProcessBus, type BusErrorSink } from './in-process.js';
import { createRedisBus } from './redis.js';
import type { EventBus } from './types.js';

export * from './types.js';
export { createInProcessBus, createRedisBus };
export type { BusErrorSink };

/**
 * Creates the event bus: Redis pub/sub when `redisUrl` is set (connects in the background;
 * connection errors go to `onError`), else the in-process bus. `onError` receives handler and transport failures.
 */
export function createBus(opts: { redisUrl?: string; onError?: BusErrorSink } = {}): EventBus {
  if (opts.redisUrl) return createRedisBus(opts.redisUrl, opts.onError);
  return createInProcessBus(opts.onError);
}
