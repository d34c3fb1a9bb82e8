import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

/** One table of the database page. */
export interface TableInfo {
  name: string;
  /** estimated rows (planner statistics; exact count for tables the statistics do not know yet) */
  rows: number;
  /** bytes, indexes and TOAST included */
  size: number;
}

/** The database page (PGlite and PostgreSQL alike). */
export interface DatabaseInfo {
  kind: 'pglite' | 'postgres';
  version: string;
  serverVersion: string;
  database: string;
  /** bytes */
  size: number;
  connections: { active: number; max: number };
  /** seconds since the server started (null when unknown) */
  uptime: number | null;
  /** the largest tables, at most {@link MAX_TABLES} */
  tables: TableInfo[];
}

/** Tables listed at most. */
export const MAX_TABLES = 50;

/**
 * Reads version, size, connections and the largest public tables (partitions listed one by one) with their row estimates
 * (pg_class.reltuples, else pg_stat_user_tables.n_live_tup, else -1 → counted exactly when the
 * table is small) from the current database. `kind` comes from version() (PGlite names itself).
 */
export async function databaseInfo(db: Kysely<Database>): Promise<DatabaseInfo> {
  const head = await sql<{ version: string; server_version: string; database: string; size: number; active: number; max: string; uptime: number | null }>`
    SELECT version() AS version, current_setting('server_version') AS server_version, current_database() AS database,
      pg_database_size(current_database())::bigint AS size,
      (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database())::int AS active,
      current_setting('max_connections') AS max,
      extract(epoch FROM now() - pg_postmaster_start_time())::float8 AS uptime
  `.execute(db);
  const tables = await sql<{ name: string; estimate: number; live: number | null; size: number }>`
    SELECT c.relname AS name, c.reltuples::float8 AS estimate, s.n_live_tup::bigint AS live, pg_total_relation_size(c.oid)::bigint AS size
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY pg_total_relation_size(c.oid) DESC, c.relname
    LIMIT ${MAX_TABLES}
  `.execute(db);
  const h = head.rows[0];
  const out: TableInfo[] = [];
  for (const t of tables.rows) {
    let rows = Math.max(Number(t.estimate), Number(t.live ?? -1));
    if (rows < 0 && Number(t.size) <= 8 * 1024 * 1024) {
      // never analysed and small: count it (the name comes from pg_class, quoted as an identifier)
      const counted = await sql<{ n: number }>`SELECT count(*)::bigint AS n FROM ${sql.id(t.name)}`.execute(db);
      rows = Number(counted.rows[0].n);
    }
    out.push({ name: t.name, rows: Math.round(rows), size: Number(t.size) });
  }
  return {
    kind: /pglite/i.test(h.version) ? 'pglite' : 'postgres',
    version: h.version,
    serverVersion: h.server_version,
    database: h.database,
    size: Number(h.size),
    connections: { active: Number(h.active), max: Number(h.max) },
    uptime: h.uptime === null ? null : Math.round(Number(h.uptime)),
    tables: out,
  };
}
