function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A random id created once when this module is evaluated. Shell and remotes render it
 * (`data-session-instance`); equal values prove that they share ONE shared-session instance
 * through module federation (DESIGN §2).
 */
export const sessionInstanceId: string = randomId();
