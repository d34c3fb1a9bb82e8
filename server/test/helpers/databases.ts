import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../../src/db/index.js';
import { seedDemoData } from '../../src/seed/index.js';

/** The two engines every API test runs against. */
export const DATABASES = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASES)[number];

/** The PostgreSQL server database used to create and drop the per-suite databases. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A migrated (and usually seeded) database for one test suite. */
export interface TestDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** postgres only: the database's URL */
  url?: string;
  close(): Promise<void>;
}

async function canConnect(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

let postgresChecked: Promise<void> | undefined;

/**
 * Makes sure PostgreSQL answers at POSTGRES_ADMIN_URL: if not, tries to start the local cluster
 * (`pg_ctlcluster --skip-systemctl-redirect <version> main start`) and waits up to 20 s. Throws
 * a clear error when it still does not answer: the postgres half of the suite never skips.
 */
export function ensurePostgres(): Promise<void> {
  postgresChecked ??= (async () => {
    if ((await canConnect(POSTGRES_ADMIN_URL)) === null) return;
    try {
      execSync('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | sort -V | tail -1) main start', { stdio: 'pipe', timeout: 30000 });
    } catch {
      // reported below with the connection error
    }
    let last: string | null = 'not tried';
    for (let i = 0; i < 40 && last !== null; i++) {
      last = await canConnect(POSTGRES_ADMIN_URL);
      if (last !== null) await new Promise((r) => setTimeout(r, 500));
    }
    if (last !== null) {
      throw new Error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL} (${last}) and could not be started with pg_ctlcluster. `
        + 'Start it (e.g. `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`) or set TEST_POSTGRES_URL.');
    }
  })();
  return postgresChecked;
}

async function adminQuery(sqlText: string): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/**
 * Opens a fresh database of `kind`, migrated and (unless `seed: false`) seeded with
 * `vehicles` demo vehicles (default 12). PGlite: memory://. PostgreSQL: a new database
 * vlm_t_<random> created through POSTGRES_ADMIN_URL and dropped by close().
 */
export async function openTestDatabase(kind: DatabaseKind, opts: { seed?: boolean; vehicles?: number } = {}): Promise<TestDatabase> {
  let result: TestDatabase;
  if (kind === 'pglite') {
    const open = await openDatabase({ pgliteDir: 'memory://' });
    result = { kind, db: open.db, close: open.close };
  } else {
    await ensurePostgres();
    const name = `vlm_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const open = await openDatabase({ databaseUrl: url.toString() });
    result = {
      kind, db: open.db, url: url.toString(),
      close: async () => {
        await open.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  await migrateToLatest(result.db);
  if (opts.seed !== false) await seedDemoData(result.db, { vehicles: opts.vehicles ?? 12 });
  return result;
}
