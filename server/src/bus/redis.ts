import { Redis } from 'ioredis';
import type { BusErrorSink } from './in-process.js';
import type { BusTopic, EventBus } from './types.js';

type Handler = (payload: unknown) => void;

/** Channel prefix on Redis: topic 'positions' travels on channel 'vlm:positions'. */
export const REDIS_CHANNEL_PREFIX = 'vlm:';

/**
 * Event bus over Redis pub/sub (DESIGN §3 fan-out): one publisher and one subscriber
 * connection, JSON payloads on channels `vlm:<topic>`. Every instance (this one included)
 * receives each message through Redis, so several API servers push the same events. The
 * subscriber subscribes to a channel when its first handler arrives. Publish failures and
 * handler errors go to `onError`; publish itself never throws or blocks. Connections are made in
 * the background (ioredis queues commands until connected).
 */
export function createRedisBus(redisUrl: string, onError: BusErrorSink = defaultSink): EventBus {
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const sub = new Redis(redisUrl);
  pub.on('error', (err: unknown) => onError(err, 'positions'));
  sub.on('error', (err: unknown) => onError(err, 'positions'));
  const handlers = new Map<BusTopic, Set<Handler>>();

  sub.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(REDIS_CHANNEL_PREFIX)) return;
    const topic = channel.slice(REDIS_CHANNEL_PREFIX.length) as BusTopic;
    const set = handlers.get(topic);
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch (err) {
      onError(err, topic);
      return;
    }
    for (const handler of [...set]) {
      try {
        handler(payload);
      } catch (err) {
        onError(err, topic);
      }
    }
  });

  return {
    publish(topic, payload) {
      pub.publish(REDIS_CHANNEL_PREFIX + topic, JSON.stringify(payload)).catch((err: unknown) => onError(err, topic));
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        handlers.set(topic, (set = new Set()));
        sub.subscribe(REDIS_CHANNEL_PREFIX + topic).catch((err: unknown) => onError(err, topic));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

function defaultSink(err: unknown, topic: BusTopic): void {
  console.error(`[bus] redis '${topic}' failed`, err);
}
