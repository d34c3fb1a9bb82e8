import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { registerDuplicateCheckField } from '../sys/duplicate-check.js';
import { registerDemoCrudRoutes } from './demo-crud.js';
import { registerDemoExportRoutes } from './demo-export.js';
import { registerDemoImportRoutes } from './demo-import.js';
import { registerDemoItemRoutes } from './demo-items.js';

export { DEMO_FIELDS, type DemoRecord } from './demo-fields.js';
export type { DemoItem } from './demo-item-rules.js';

/** Fields of `demo` that /sys/duplicate/check may test (tenant-scoped; column names as JeecgBoot sends them). */
export const DEMO_DUPLICATE_FIELDS = ['order_num_code', 'phone', 'email', 'name'] as const;

/**
 * Registers the demo entity calls under /test/jeecgDemo (docs/widgets-contract.md "Demo entity")
 * and the demo's duplicate-check fields (tableName=demo).
 */
export function registerDemoRoutes(app: FastifyInstance, deps: RouteDeps): void {
  for (const field of DEMO_DUPLICATE_FIELDS) registerDuplicateCheckField('demo', field, field);
  registerDemoCrudRoutes(app, deps);
  registerDemoItemRoutes(app, deps);
  registerDemoExportRoutes(app, deps);
  registerDemoImportRoutes(app, deps);
}
