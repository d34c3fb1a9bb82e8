import type { Kysely } from 'kysely';
import type { EventBus } from '../bus/types.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/types.js';

/** What every route module receives. */
export interface RouteDeps {
  db: Kysely<Database>;
  config: AppConfig;
  bus: EventBus;
}
