/** Public entry of the server package: build the app, open the database, create the bus. */
export { buildApp } from './app.js';
export type { BuildAppOptions } from './app.js';
export { loadConfig, ConfigError } from './config.js';
export type { AppConfig, RemoteConfig } from './config.js';
export * from './db/index.js';
export { createBus } from './bus/index.js';
export type { EventBus, BusTopic, StoredPosition } from './bus/index.js';
export { seedDemoData, seedIfEmpty, isDatabaseEmpty, SYS_ALL_DICT_ITEMS } from './seed/index.js';
export { toVehicleState } from './routes/fleet/vehicle-state.js';
export type { VehicleState } from './routes/fleet/vehicle-state.js';
export { ok, fail } from './plugins/reply.js';
export type { Answer } from './plugins/reply.js';
