import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import * as m001 from './migrations/001-initial.js';
import * as m002 from './migrations/002-fleet-alarm.js';
import * as m003 from './migrations/003-alarm-engine.js';
import * as m004 from './migrations/004-reports.js';
import * as m005 from './migrations/005-management.js';

/** Every migration in order: a static list (no file system scan), keyed by migration name. */
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-fleet-alarm': m002,
  '003-alarm-engine': m003,
  '004-reports': m004,
  '005-management': m005,
};

/**
 * Applies every pending migration with Kysely's Migrator (advisory lock, kysely_migration table).
 * Throws the migration's error if one fails; returns the Migrator's result set otherwise.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}
