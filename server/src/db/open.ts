import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './types.js';
import { createPglitePool } from './pglite-pool.js';
import { PgliteWorkerClient } from './pglite-client.js';

/** Where the database lives: a PostgreSQL URL wins; otherwise a PGlite data folder. */
export interface DatabaseConfig {
  /** postgres://... ; when set PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for an in-memory database (tests). */
  pgliteDir?: string;
}

/** An open database: the Kysely handle, which engine serves it, and how to close it. */
export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const INT8_OID = 20;

/** The server package folder (…/server), from this file at server/src/db. */
export const serverPackageDir = path.resolve(__dirname, '..', '..');

/** Default PGlite data folder: server/.data/pglite. */
export const defaultPgliteDir = path.join(serverPackageDir, '.data', 'pglite');

function toNumberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

async function openPglite(dir: string): Promise<OpenDatabase> {
  const memory = dir.startsWith('memory://');
  if (!memory) mkdirSync(dir, { recursive: true });
  const pglite = await PgliteWorkerClient.open(memory ? dir : path.resolve(dir));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPglitePool(pglite) }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pg = await import('pg');
  const Pool = pg.Pool ?? (pg as unknown as { default: typeof pg }).default.Pool;
  const pgTypes = pg.types ?? (pg as unknown as { default: typeof pg }).default.types;
  const pool = new Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? toNumberOrNull
          : pgTypes.getTypeParser(oid, format ?? 'text')) as typeof pgTypes.getTypeParser,
    },
  });
  // an idle client whose connection the server ends (restart, failover, DROP DATABASE … FORCE)
  // emits 'error' on the pool: report it instead of crashing the process; the pool replaces it
  pool.on('error', (err: Error) => process.emitWarning(`PostgreSQL idle connection lost: ${err.message}`, 'DatabaseWarning'));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * Opens the database: a pg Pool when `databaseUrl` is set, otherwise PGlite in `pgliteDir`
 * (default server/.data/pglite; `memory://` for tests), run in a worker thread. Both return int8 as number and
 * timestamptz as Date. Does not migrate (see migrateToLatest). Errors: connection/IO errors
 * surface on the first query (pg) or here (PGlite data folder unreadable).
 */
export async function openDatabase(cfg: DatabaseConfig): Promise<OpenDatabase> {
  if (cfg.databaseUrl) return openPostgres(cfg.databaseUrl);
  return openPglite(cfg.pgliteDir ?? defaultPgliteDir);
}
