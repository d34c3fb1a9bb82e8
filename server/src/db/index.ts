export * from './types.js';
export { openDatabase, defaultPgliteDir, serverPackageDir } from './open.js';
export type { DatabaseConfig, OpenDatabase } from './open.js';
export { migrateToLatest, migrations } from './migrate.js';
export { createPglitePool } from './pglite-pool.js';
export type { PgliteLike } from './pglite-pool.js';
export { PgliteWorkerClient } from './pglite-client.js';
export type { PgliteResult } from './pglite-client.js';
