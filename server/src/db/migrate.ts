import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import * as m001 from './migrations/001-initial.js';
import * as m002 from './migrations/002-fleet-alarm.js';
import * as m003 from './migrations/003-alarm-engine.js';
import * as m004 from './migrations/004-reports.js';
import * as m005 from './migrations/005-management.js';
import * as m006 from './migrations/006-sys-data.js';
import * as m007 from './migrations/007-widget-demo.js';
import * as m008 from './migrations/008-announcements.js';
import * as m009 from './migrations/009-ops.js';
import * as m010 from './migrations/010-users-tenants.js';
import * as m011 from './migrations/011-permissions.js';
import * as m012 from './migrations/012-dicts-messages.js';
import * as m013 from './migrations/013-datasource-gateway.js';
import * as m014 from './migrations/014-oss.js';

/** Every migration in order: a static list (no file system scan), keyed by migration name. */
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-fleet-alarm': m002,
  '003-alarm-engine': m003,
  '004-reports': m004,
  '005-management': m005,
  '006-sys-data': m006,
  '007-widget-demo': m007,
  '008-announcements': m008,
  '009-ops': m009,
  '010-users-tenants': m010,
  '011-permissions': m011,
  '012-dicts-messages': m012,
  '013-datasource-gateway': m013,
  '014-oss': m014,
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
