import type { PGliteInterface } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** A FIFO mutex: `lock()` resolves with the release function once every earlier holder released. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

/** The part of PGlite the pool uses (structural, so ESM and CJS typings both fit). */
export type PGliteLike = Pick<PGliteInterface, 'query' | 'exec' | 'close' | 'closed'>;

type Command = PostgresQueryResult<unknown>['command'];

/** True for a parameterless string holding more than one statement (e.g. the 001 migration). */
function isMultiStatement(sqlText: string, params: ReadonlyArray<unknown>): boolean {
  return params.length === 0 && /;\s*\S/.test(sqlText.trim());
}

/**
 * Kysely `PostgresPool` over one PGlite instance, so PostgresDialect drives PGlite like pg.
 * PGlite is a single connection: `connect()` waits on a mutex until the previous client was
 * released, so transactions never interleave. Answers are mapped from PGlite's
 * `{rows, affectedRows, command}` to pg's `{rows, rowCount, command}`. Parameterless
 * multi-statement SQL runs through `exec` (simple protocol); the last statement's rows win.
 * `end()` closes PGlite.
 */
export function createPglitePool(pglite: PGliteLike): PostgresPool {
  const mutex = new Mutex();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const release = await mutex.lock();
      let released = false;
      const client = {
        async query<R>(sqlText: string, params: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          if (isMultiStatement(sqlText, params)) {
            const results = await pglite.exec(sqlText);
            const last = results[results.length - 1];
            return {
              rows: (last?.rows ?? []) as R[],
              rowCount: last?.affectedRows ?? 0,
              command: (last?.command?.toUpperCase() ?? 'SELECT') as Command,
            };
          }
          const res = await pglite.query<R>(sqlText, [...params]);
          const command = (res.command?.toUpperCase() ?? 'SELECT') as Command;
          return { rows: res.rows, rowCount: res.affectedRows ?? res.rowCount ?? res.rows.length, command };
        },
        release(): void {
          if (!released) {
            released = true;
            release();
          }
        },
      };
      return client as PostgresPoolClient;
    },
    async end(): Promise<void> {
      if (!pglite.closed) await pglite.close();
    },
  };
}
