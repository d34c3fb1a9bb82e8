import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { registerReportRoutes } from './cgreport.js';
import { registerSelectOptionRoutes } from './select-options.js';

export { REPORT_SOURCES, type ReportSource } from './report-sources.js';
export { LINK_TABLES } from './select-options.js';

/** Registers the online report calls and querySelectOptions (docs/widgets-contract.md). */
export function registerOnlineRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerReportRoutes(app, deps);
  registerSelectOptionRoutes(app, deps);
}
