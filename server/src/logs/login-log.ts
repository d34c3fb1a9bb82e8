import type { FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens.js';
import { LOG_TYPE } from './operation-log.js';

/** One sign-in attempt as the login route knows it. */
export interface SignInOutcome {
  /** the user name typed (kept even when unknown) */
  username: string;
  /** the user, when the name exists */
  userId?: string;
  tenantId?: number;
  success: boolean;
  /** why it failed (the answer's message) */
  reason?: string;
  /** the issued token (success): its sys_token row gets ip and user agent */
  token?: string;
}

/** Login log texts (JeecgBoot wording). */
export const LOGIN_LOG_TEXT = {
  success: (username: string) => `用户名: ${username},登录成功！`,
  failure: (username: string, reason: string) => `用户名: ${username},登录失败：${reason}`,
  logout: (username: string) => `用户名: ${username},退出成功！`,
} as const;

function header(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  const text = Array.isArray(v) ? v[0] : v;
  return text ? text.slice(0, 500) : null;
}

/**
 * Records a sign-in attempt (issue 5 "login logs"): a sys_log row with log_type 1 (buffered) for
 * successes and failures — tenant null when the user name is unknown — and, on success, the
 * client ip and User-Agent on the token's sys_token row (awaited, for the online-user list).
 * No-op when the app has no log writer. Never throws.
 */
export async function recordSignIn(request: FastifyRequest, outcome: SignInOutcome): Promise<void> {
  const writer = request.server.opsLog;
  if (!writer) return;
  try {
    writer.write({
      tenant_id: outcome.tenantId ?? null,
      log_type: LOG_TYPE.login,
      log_content: (outcome.success ? LOGIN_LOG_TEXT.success(outcome.username) : LOGIN_LOG_TEXT.failure(outcome.username, outcome.reason ?? '')).slice(0, 1000),
      userid: outcome.userId ?? null,
      username: outcome.username.slice(0, 100),
      ip: request.ip.slice(0, 100),
      method: '/sys/login',
      request_url: request.url.split('?')[0].slice(0, 500),
      request_type: request.method,
    });
    if (outcome.success && outcome.token) {
      await writer.db.updateTable('sys_token')
        .set({ ip: request.ip.slice(0, 100), user_agent: header(request, 'user-agent'), last_seen: new Date() })
        .where('token_hash', '=', hashToken(outcome.token)).execute();
    }
  } catch (err) {
    request.log.error({ err }, 'login log failed');
  }
}

/** Records a sign-out of the request's user (log_type 1). No-op without a writer or user. */
export function recordSignOut(request: FastifyRequest): void {
  const writer = request.server.opsLog;
  const user = request.user;
  if (!writer || !user) return;
  writer.write({
    tenant_id: user.tenantId,
    log_type: LOG_TYPE.login,
    log_content: LOGIN_LOG_TEXT.logout(user.username),
    userid: user.id,
    username: user.username,
    ip: request.ip.slice(0, 100),
    method: '/sys/logout',
    request_url: request.url.split('?')[0].slice(0, 500),
    request_type: request.method,
  });
}
