/**
 * In-process signal "the jobs of this database changed" (add, edit, pause, resume, delete): the
 * schedulers running in this process on the same Kysely handle reconcile at once. Schedulers in
 * other processes notice within their poll interval (server/src/scheduler/scheduler.ts).
 */
const listeners = new WeakMap<object, Set<() => void>>();

/** Subscribes to the job changes of `db`; answers the unsubscribe function. */
export function onJobsChanged(db: object, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Tells this process's schedulers on `db` that jobs changed (listener errors are ignored). */
export function jobsChanged(db: object): void {
  for (const listener of [...(listeners.get(db) ?? [])]) {
    try {
      listener();
    } catch {
      // a scheduler's reconcile reports its own failures
    }
  }
}
