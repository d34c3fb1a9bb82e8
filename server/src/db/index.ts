export * from './types.js';
export { openDatabase, defaultPgliteDir, serverPackageDir } from './open.js';
export type { DatabaseConfig, OpenDatabase } from './open.js';
export { migrateToLatest, migrations } from './migrate.js';
export { createPglitePool } from './pglite-pool.js';
