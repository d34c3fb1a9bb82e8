interface Entry<T> {
  value: T;
  expire: number | null;
}

function backend(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * Local storage with expiry (spec §3, §9). Values are JSON-encoded as `{value, expire}` where
 * `expire` is an epoch in ms or null (no expiry). An expired entry reads as `undefined` and is
 * removed on read.
 *
 * @example storage.set(STORAGE_KEYS.ACCESS_TOKEN, token, SESSION_CONSTANTS.TOKEN_TTL_MS)
 */
export const storage = {
  /** Stores `value` under `key`; `ttlMs` (ms) sets the lifetime, omitted = no expiry. */
  set<T>(key: string, value: T, ttlMs?: number, now: number = Date.now()): void {
    const entry: Entry<T> = { value, expire: ttlMs && ttlMs > 0 ? now + ttlMs : null };
    backend()?.setItem(key, JSON.stringify(entry));
  },
  /** Reads `key`; returns `fallback` when missing, unreadable or expired. */
  get<T>(key: string, fallback?: T, now: number = Date.now()): T | undefined {
    const raw = backend()?.getItem(key);
    if (raw == null) return fallback;
    try {
      const entry = JSON.parse(raw) as Entry<T>;
      if (!entry || typeof entry !== 'object' || !('value' in entry)) return fallback;
      if (entry.expire != null && entry.expire <= now) {
        backend()?.removeItem(key);
        return fallback;
      }
      return entry.value;
    } catch {
      return fallback;
    }
  },
  /** Removes `key`. */
  remove(key: string): void {
    backend()?.removeItem(key);
  },
};
