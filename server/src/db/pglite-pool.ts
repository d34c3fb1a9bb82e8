import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { PgliteResult } from './pglite-client.js';

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

/** What the pool needs from PGlite (PgliteWorkerClient fits; so would an adapter over PGlite). */
export interface PgliteLike {
  query<R>(sqlText: string, params: unknown[]): Promise<PgliteResult<R>>;
  /** parameterless multi-statement SQL; answers the last statement's result */
  exec<R>(sqlText: string): Promise<PgliteResult<R>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

type Command = PostgresQueryResult<unknown>['command'];

/** True for a parameterless string holding more than one statement (e.g. the 001 migration). */
function isMultiStatement(sqlText: string, params: ReadonlyArray<unknown>): boolean {
  return params.length === 0 && /;\s*\S/.test(sqlText.trim());
}

/**
 * Kysely `PostgresPool` over one PGlite, so PostgresDialect drives PGlite like pg. PGlite is a
 * single connection: `connect()` waits on a mutex until the previous client was released, so
 * transactions never interleave. Answers are mapped from PGlite's `{rows, affectedRows,
 * command}` to pg's `{rows, rowCount, command}`. Parameterless multi-statement SQL runs through
 * `exec`. `end()` closes PGlite.
 */
export function createPglitePool(pglite: PgliteLike): PostgresPool {
  const mutex = new Mutex();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const release = await mutex.lock();
      let released = false;
      const client = {
        async query<R>(sqlText: string, params: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          const res = isMultiStatement(sqlText, params)
            ? await pglite.exec<R>(sqlText)
            : await pglite.query<R>(sqlText, [...params]);
          return {
            rows: res.rows,
            rowCount: res.affectedRows ?? res.rowCount ?? res.rows.length,
            command: (res.command?.toUpperCase() ?? 'SELECT') as Command,
          };
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
