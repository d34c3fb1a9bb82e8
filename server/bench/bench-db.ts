/**
 * Databases for the ingest bench: PGlite in a fresh temp folder, or a fresh PostgreSQL database
 * created on the server and dropped afterwards; plus the bench's own tenant, department, vehicles
 * and terminals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../src/db/index.js';

/** An opened, migrated bench database and how to dispose of it. */
export interface BenchDb {
  open: OpenDatabase;
  label: string;
  /** PostgreSQL only: the database's URL (for a child process) */
  url?: string;
  dispose(): Promise<void>;
}

/** Phone of bench terminal i (0-based): 12 digits, 0177xxxxxxxx. */
export const benchPhone = (i: number) => `0177${String(i + 1).padStart(8, '0')}`;

/** Opens and migrates a throw-away database of the given kind. */
export async function openBenchDb(kind: 'pglite' | 'postgres', pgUrl: string): Promise<BenchDb> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jt808-bench-'));
    const open = await openDatabase({ pgliteDir: dir });
    await migrateToLatest(open.db);
    return {
      open,
      label: `PGlite (${dir})`,
      async dispose() {
        await open.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `jt808_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = '/' + name;
  const open = await openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(open.db);
  return {
    open,
    label: `PostgreSQL (${url.host}/${name})`,
    url: url.toString(),
    async dispose() {
      await open.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/** Inserts tenant 901, one department and `count` vehicles with terminals (phones {@link benchPhone}). */
export async function insertBenchFleet(open: OpenDatabase, count: number): Promise<void> {
  const { db } = open;
  await db.insertInto('sys_tenant').values({ id: 901, name: '压测租户' }).execute();
  await db.insertInto('sys_depart').values({ id: 'bench_dep', tenant_id: 901, parent_id: null, depart_name: '压测车队', org_code: 'Z01' }).execute();
  for (let start = 0; start < count; start += 500) {
    const ids = Array.from({ length: Math.min(500, count - start) }, (_, k) => start + k);
    await db
      .insertInto('fleet_vehicle')
      .values(ids.map((i) => ({ id: `bench_veh_${i}`, tenant_id: 901, depart_id: 'bench_dep', car_num: `苏Z${String(i).padStart(5, '0')}` })))
      .execute();
    await db
      .insertInto('fleet_terminal')
      .values(ids.map((i) => ({ id: `bench_term_${i}`, tenant_id: 901, vehicle_id: `bench_veh_${i}`, phone: benchPhone(i) })))
      .execute();
  }
}
