import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { currentUser } from '../auth/guard.js';
import type { EventBus } from '../bus/types.js';
import { forbidden } from '../plugins/reply.js';
import type { SessionSockets } from './session-sockets.js';

/** A notice pushed on /websocket/{userId} (JeecgBoot), from bus topic 'notices'. */
export interface NoticeMessage {
  /** tenant of the addressees; absent = every tenant (system-wide) */
  tenantId?: number;
  /** addressee; absent = everyone (of the tenant) */
  userId?: string;
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string;
}

/** The answer to a heartbeat text other than 'ping' (JeecgBoot heartcheck). */
export const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });

/**
 * GET {apiBase}/websocket/:userId — notice socket, token as sub-protocol, only for the token's
 * own user (else 403 before upgrade). Pushes bus 'notices' messages addressed to that user or to
 * all users of the message's tenant as {cmd, msgId, msgTxt}; answers 'ping' with 'pong' and
 * any other text with the heartcheck. The socket closes with 4001 once its token is revoked
 * (session-sockets.ts).
 * Answers a stop function (unsubscribes, closes sockets).
 */
export function registerNoticeSocket(app: FastifyInstance, bus: EventBus, sessions: SessionSockets): () => void {
  const sockets = new Map<WebSocket, { userId: string; tenantId: number }>();
  const unsubscribe = bus.subscribe('notices', (payload) => {
    const msg = payload as NoticeMessage;
    if (!msg || typeof msg !== 'object') return;
    const text = JSON.stringify({ cmd: msg.cmd, msgId: msg.msgId, msgTxt: msg.msgTxt });
    for (const [socket, who] of sockets) {
      if (msg.tenantId !== undefined && msg.tenantId !== who.tenantId) continue;
      if ((!msg.userId || msg.userId === who.userId) && socket.readyState === socket.OPEN) socket.send(text);
    }
  });

  app.get<{ Params: { userId: string } }>('/websocket/:userId', {
    websocket: true,
    schema: { hide: true },
    preValidation: async (request) => {
      if (request.params.userId !== currentUser(request).id) throw forbidden();
    },
  }, (socket, request) => {
    const user = currentUser(request);
    sockets.set(socket, { userId: user.id, tenantId: user.tenantId });
    sessions.track(socket, request.accessToken);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      socket.send(data.toString() === 'ping' ? 'pong' : HEARTBEAT_REPLY);
    });
  });

  return () => {
    unsubscribe();
    for (const socket of sockets.keys()) socket.close(1001, 'server shutdown');
    sockets.clear();
  };
}
