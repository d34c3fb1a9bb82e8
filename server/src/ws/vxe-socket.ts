import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { currentUser } from '../auth/guard.js';
import type { SessionSockets } from './session-sockets.js';
import type { EventBus } from '../bus/types.js';
import { forbidden, HttpError } from '../plugins/reply.js';

/** A table-sync message on bus topic 'vxe-table' (one per relayed socket message). */
export interface VxeRelay {
  tenantId: number;
  pageId: string;
  /** id of the sending socket (it does not get its own message back) */
  from: string;
  /** the message text, relayed verbatim */
  text: string;
}

/** pageId of /vxeSocket/{userId}/{pageId}. */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Largest message relayed (bytes); larger ones are ignored (beyond the 64 KiB frame limit the socket is closed, 1009). */
export const VXE_MAX_MESSAGE_BYTES = 32 * 1024;
/** Message types relayed to the other sockets of the page (widgets-spec §4 "Realtime table sync"). */
export const VXE_RELAYED_TYPES: readonly string[] = ['update_vxe_table', 'common_send_date'];
/** The heartbeat answer. */
export const VXE_HEARTBEAT_REPLY = JSON.stringify({ type: 'heart_beat', data: '-' });

interface Peer {
  id: string;
  tenantId: number;
  pageId: string;
}

/** The `type` of a JSON text message `{type, data}`, or null when it is not one (ignored silently). */
export function messageType(text: string): string | null {
  try {
    const msg: unknown = JSON.parse(text);
    if (!msg || typeof msg !== 'object' || Array.isArray(msg)) return null;
    const type = (msg as { type?: unknown }).type;
    return typeof type === 'string' ? type : null;
  } catch {
    return null;
  }
}

/**
 * GET {apiBase}/vxeSocket/:userId/:pageId — the editable table's realtime sync socket
 * (widgets-spec §4, §7). Token as sub-protocol (the auth hook); userId must be the token's user
 * (else 403 before the upgrade) and pageId must match PAGE_ID_PATTERN (else 400). Text messages
 * are JSON `{type, data}`: 'heart_beat' is answered `{type:'heart_beat', data:'-'}`;
 * 'update_vxe_table' and 'common_send_date' are published on bus topic 'vxe-table' and relayed
 * verbatim to every OTHER socket open on the same pageId in the same tenant, on every server
 * instance. Invalid JSON, other types, binary frames and messages over 32 KiB are ignored.
 * Answers a stop function (unsubscribes, closes the sockets).
 */
export function registerVxeSocket(app: FastifyInstance, bus: EventBus, sessions: SessionSockets): () => void {
  const sockets = new Map<WebSocket, Peer>();
  const unsubscribe = bus.subscribe('vxe-table', (payload) => {
    const relay = payload as VxeRelay;
    if (!relay || typeof relay.text !== 'string') return;
    for (const [socket, peer] of sockets) {
      if (peer.id === relay.from || peer.pageId !== relay.pageId || peer.tenantId !== relay.tenantId) continue;
      if (socket.readyState === socket.OPEN) socket.send(relay.text);
    }
  });

  app.get<{ Params: { userId: string; pageId: string } }>('/vxeSocket/:userId/:pageId', {
    websocket: true,
    schema: { hide: true },
    preValidation: async (request) => {
      if (request.params.userId !== currentUser(request).id) throw forbidden();
      if (!PAGE_ID_PATTERN.test(request.params.pageId)) throw new HttpError(400, 'pageId不合法', 400);
    },
  }, (socket, request) => {
    const peer: Peer = { id: randomUUID(), tenantId: currentUser(request).tenantId, pageId: request.params.pageId };
    sockets.set(socket, peer);
    sessions.track(socket, request.accessToken);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      if (Buffer.byteLength(text) > VXE_MAX_MESSAGE_BYTES) return;
      const type = messageType(text);
      if (type === 'heart_beat') socket.send(VXE_HEARTBEAT_REPLY);
      else if (type !== null && VXE_RELAYED_TYPES.includes(type)) {
        const relay: VxeRelay = { tenantId: peer.tenantId, pageId: peer.pageId, from: peer.id, text };
        bus.publish('vxe-table', relay);
      }
    });
  });

  return () => {
    unsubscribe();
    for (const socket of sockets.keys()) socket.close(1001, 'server shutdown');
    sockets.clear();
  };
}
