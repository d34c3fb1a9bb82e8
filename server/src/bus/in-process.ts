import type { BusTopic, EventBus } from './types.js';

type Handler = (payload: unknown) => void;

/** Reports a handler failure; defaults to console.error. */
export type BusErrorSink = (err: unknown, topic: BusTopic) => void;

/**
 * Event bus inside one process. `publish` never blocks the publisher: every handler runs later
 * in its own microtask (queueMicrotask), and a throwing handler is reported to `onError` without
 * affecting the others. Payloads are passed by reference (treat them as read-only).
 */
export function createInProcessBus(onError: BusErrorSink = defaultSink): EventBus {
  const handlers = new Map<BusTopic, Set<Handler>>();
  let closed = false;
  return {
    publish(topic, payload) {
      if (closed) return;
      const set = handlers.get(topic);
      if (!set) return;
      for (const handler of [...set]) {
        queueMicrotask(() => {
          try {
            handler(payload);
          } catch (err) {
            onError(err, topic);
          }
        });
      }
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}

function defaultSink(err: unknown, topic: BusTopic): void {
  console.error(`[bus] handler for '${topic}' failed`, err);
}
