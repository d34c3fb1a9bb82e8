import type { FastifyInstance } from 'fastify';
import { createSecretBox, loadDatasourceKey } from '../../../admin/datasource/secret-box.js';
import { GatewayRouteTable } from '../../../admin/gateway/route-table.js';
import type { RouteDeps } from '../../deps.js';
import { registerDataSourceRoutes } from './datasource-routes.js';
import { registerGatewayProxy } from './gateway-proxy.js';
import { registerGatewayRouteRoutes } from './gateway-route-routes.js';

/**
 * Registers the data-source calls, the gateway-route calls and the gateway reverse proxy
 * (docs/admin-contract.md "Data sources and gateway routes"), with the configuration's
 * DATASOURCE_SECRET / DATASOURCE_KEY_FILE and GATEWAY_ALLOWED_HOSTS. The route table
 * stops listening to the bus when the app closes.
 */
export function registerDatasourceGatewayRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { config } = deps;
  const box = createSecretBox(loadDatasourceKey(config.datasourceSecret, config.datasourceKeyFile));
  const table = new GatewayRouteTable(deps.db, deps.bus);
  app.addHook('onClose', async () => table.close());
  registerDataSourceRoutes(app, deps, box);
  registerGatewayRouteRoutes(app, deps, table, config.gatewayAllowedHosts);
  registerGatewayProxy(app, table);
}
