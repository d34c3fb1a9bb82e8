import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { TEXT, fail, forbidden } from '../plugins/reply.js';
import { loadSessionUser, type SessionUser } from './session-user.js';
import { findTokenOwner } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the auth hook on every non-public route. */
    user: SessionUser | null;
    /** The clear token the request carried, when it was valid. */
    accessToken: string | null;
  }
  interface FastifyContextConfig {
    /** Route is open without login (login, app config, api docs). */
    public?: boolean;
  }
}

/**
 * The token of a request: the `X-Access-Token` header, else (WebSocket upgrades) the first
 * `Sec-WebSocket-Protocol` value. Answers null when neither is present.
 */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value.trim();
  const protocol = request.headers['sec-websocket-protocol'];
  if (typeof protocol === 'string' && protocol.trim()) return protocol.split(',')[0].trim();
  return null;
}

/** HTTP 401 with the token-invalid answer (docs/contracts.md). */
export function replyTokenInvalid(reply: FastifyReply): FastifyReply {
  return reply.code(401).send(fail(TEXT.tokenInvalid, 401));
}

/**
 * Resolves a clear token to its SessionUser, or null when missing, unknown, expired, revoked,
 * or its user is frozen/deleted.
 */
export async function authenticateToken(db: Kysely<Database>, token: string | null): Promise<SessionUser | null> {
  if (!token) return null;
  const owner = await findTokenOwner(db, token);
  return owner ? loadSessionUser(db, owner.userId, owner.tenantId) : null;
}

/**
 * onRequest hook: skips routes with `config.public`; otherwise resolves the token to
 * `request.user` or answers 401 {success:false, code:401, message:'Token失效，请重新登录'}.
 * A `tenant-id` header that is present, non-zero and not the token's tenant switches the request
 * to that tenant when the user belongs to it (sys_user_tenant) and it is active; otherwise 403
 * (code 510, 无权限访问：租户不匹配).
 */
export function authHook(db: Kysely<Database>): onRequestHookHandler {
  return async function auth(request, reply) {
    if (request.routeOptions.config?.public) return;
    const token = tokenFromRequest(request);
    const owner = token ? await findTokenOwner(db, token) : null;
    if (!owner) return replyTokenInvalid(reply);
    const tenantHeader = request.headers['tenant-id'];
    const tenant = String(Array.isArray(tenantHeader) ? tenantHeader[0] : tenantHeader ?? '').trim();
    const switching = tenant !== '' && tenant !== '0' && tenant !== 'null' && tenant !== 'undefined' && tenant !== String(owner.tenantId);
    if (switching && !/^[1-9]\d{0,8}$/.test(tenant)) throw forbidden(TEXT.tenantMismatch);
    // another tenant of the user (sys_user_tenant, migration 010) switches the request to it
    const user = await loadSessionUser(db, owner.userId, switching ? Number(tenant) : owner.tenantId);
    if (!user) {
      if (switching) throw forbidden(TEXT.tenantMismatch);
      return replyTokenInvalid(reply);
    }
    request.user = user;
    request.accessToken = token;
  };
}

/** The signed-in user of a route behind the auth hook (throws 401 if the hook did not run). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw Object.assign(new Error(TEXT.tokenInvalid), { statusCode: 401 });
  return request.user;
}

/**
 * preHandler guard for a button permission (DESIGN §3: enforced on the server, not only hidden
 * in the UI). Passes when the user holds `code` (or its rule is off); else 403
 * {success:false, code:510, message:'无权限访问'}.
 */
export function requirePermission(code: string): preHandlerHookHandler {
  return async function permissionGuard(request) {
    if (!currentUser(request).permissions.has(code)) throw forbidden(TEXT.noAuthority);
  };
}
