import { TABLE_CONSTANTS } from '../constants';

/**
 * The insert throttle (widgets-spec §4 "Inserting is throttled to one per 1500 ms", §8
 * 你点击的太快了，请慢点点击!): `tryInsert(now)` is true at most once per `ms`; a refused call does
 * not restart the window.
 */
export function createInsertThrottle(ms: number = TABLE_CONSTANTS.INSERT_THROTTLE_MS): { tryInsert(now?: number): boolean } {
  let last = -Infinity;
  return {
    tryInsert(now = Date.now()) {
      if (now - last < ms) return false;
      last = now;
      return true;
    },
  };
}
