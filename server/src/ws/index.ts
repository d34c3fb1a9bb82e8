import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes/deps.js';
import { registerNoticeSocket } from './notices.js';
import { PositionHub, registerPositionSocket } from './positions.js';
import { registerVxeSocket } from './vxe-socket.js';
import { SessionSockets } from './session-sockets.js';

export { PositionHub, POSITION_FLUSH_MS } from './positions.js';
export { VehicleDirectory } from './vehicle-directory.js';
export type { NoticeMessage } from './notices.js';
export { CLOSE_TOKEN_REVOKED, SESSION_SWEEP_MS } from './session-sockets.js';

/**
 * The ws sub-protocol to accept: the first one offered (the token, already checked by the auth
 * hook), echoed so browsers accept the handshake.
 */
export function pickProtocol(protocols: Set<string>): string | false {
  const first = protocols.values().next();
  return first.done ? false : first.value;
}

/**
 * Registers @fastify/websocket (sub-protocol echo, 64 KiB max payload). Must come before the
 * auth hook: the plugin's own onRequest hook marks upgrade requests so that a refused upgrade
 * (401/403 answered by a later hook) gets its raw socket destroyed.
 */
export async function registerWebsocketSupport(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024, handleProtocols: pickProtocol } });
}

/**
 * Registers the position, notice and table-sync (/vxeSocket) sockets in the given (API-prefixed)
 * scope, after registerWebsocketSupport. Every socket is closed with 4001 soon after its token is
 * revoked (SessionSockets). Stops them on app close.
 */
export function registerSockets(app: FastifyInstance, deps: RouteDeps): void {
  const hub = new PositionHub(deps, app.log);
  hub.start();
  const sessions = new SessionSockets(deps.db, app.log);
  sessions.start();
  registerPositionSocket(app, hub, sessions);
  const stopNotices = registerNoticeSocket(app, deps.bus, sessions);
  const stopVxe = registerVxeSocket(app, deps.bus, sessions);
  app.addHook('onClose', async () => {
    sessions.stop();
    hub.stop();
    stopNotices();
    stopVxe();
  });
}
