import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { issueToken, revokeToken } from '../../auth/tokens.js';
import { currentUser } from '../../auth/guard.js';
import { recordSignIn, recordSignOut } from '../../logs/login-log.js';
import { isTenantActive } from '../../admin/users/tenant-repo.js';
import { TENANT_TEXT } from '../../admin/users/texts.js';
import { HttpError, TEXT, fail, ok, responses } from '../../plugins/reply.js';
import { loadAllDictItems } from './dict-repo.js';
import type { RouteDeps } from '../deps.js';
import { ref } from '../schemas.js';
import { loadUserDeparts, loadUserInfo, type UserDepart } from './user-info.js';

/** Failed sign-ins allowed per ip + username and window (overridable for tests). */
export interface LoginRateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * Brute-force guard of /sys/login: counts FAILED sign-ins per key (ip + username) in a fixed
 * window; once `max` failures are reached the key is refused until the window ends. A successful
 * sign-in clears its key, so staff signing in often (or many behind one office address) are
 * never refused. In memory per server instance; expired keys are pruned as the map grows.
 * (@fastify/rate-limit counts every request, successful ones included.)
 */
export class LoginFailures {
  private readonly entries = new Map<string, { count: number; until: number }>();

  constructor(private readonly limit: LoginRateLimit) {}

  /** True while `key` has used up its failures in the current window. */
  blocked(key: string, now = Date.now()): boolean {
    const e = this.entries.get(key);
    if (!e) return false;
    if (e.until <= now) {
      this.entries.delete(key);
      return false;
    }
    return e.count >= this.limit.max;
  }

  /** Records one failed attempt of `key`. */
  fail(key: string, now = Date.now()): void {
    const e = this.entries.get(key);
    if (e && e.until > now) {
      e.count++;
      return;
    }
    if (this.entries.size >= 100_000) for (const [k, v] of this.entries) if (v.until <= now) this.entries.delete(k);
    this.entries.set(key, { count: 1, until: now + this.limit.timeWindowMs });
  }

  /** Forgets `key` (after a successful sign-in). */
  clear(key: string): void {
    this.entries.delete(key);
  }
}

let dummyHash: Promise<string> | undefined;

const loginResult = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    userInfo: ref('UserInfo'),
    departs: { type: 'array', items: ref('Depart') },
    multi_depart: { type: 'integer', enum: [0, 1, 2] },
    sysAllDictItems: { type: 'object', additionalProperties: true },
  },
};

/** Keeps sys_user.org_code on one of the user's departments; answers multi_depart (0 none, 1 one, 2 several). */
async function settleCurrentDepart(deps: RouteDeps, userId: string, orgCode: string | null, departs: UserDepart[]): Promise<0 | 1 | 2> {
  if (departs.length === 0) return 0;
  if (!departs.some((d) => d.orgCode === orgCode)) {
    await deps.db.updateTable('sys_user').set({ org_code: departs[0].orgCode }).where('id', '=', userId).execute();
  }
  return departs.length === 1 ? 1 : 2;
}

/**
 * POST /sys/login {username, password} → {token, userInfo, departs, multi_depart,
 * sysAllDictItems}. Wrong password and unknown user: HTTP 200 {success:false, code:500,
 * message:'用户名或密码错误'} (same timing: an unknown user still costs one argon2 verify);
 * frozen user: '该用户已冻结'; home tenant frozen or outside its window: '该用户所属租户已冻结或已过期'. After `limit.max` failed attempts per ip + username within the window:
 * HTTP 429, code 429, 登录尝试过于频繁，请稍后再试 (see {@link LoginFailures}).
 * POST /sys/logout revokes the caller's token.
 */
export function registerLoginRoutes(app: FastifyInstance, deps: RouteDeps, limit: LoginRateLimit): void {
  const failures = new LoginFailures(limit);
  app.post<{ Body: { username: string; password: string } }>('/sys/login', {
    config: { public: true },
    schema: {
      tags: ['sys'],
      summary: '账号密码登录',
      body: {
        type: 'object',
        required: ['username', 'password'],
        properties: {
          username: { type: 'string', minLength: 1, maxLength: 100 },
          password: { type: 'string', minLength: 1, maxLength: 200 },
          captcha: { type: 'string' },
          checkKey: { type: ['string', 'number'] },
          remember_me: { type: 'boolean' },
        },
      },
      response: responses(loginResult),
    },
  }, async (request) => {
    const { username, password } = request.body;
    const key = `${request.ip}|${username.toLowerCase()}`;
    if (failures.blocked(key)) throw new HttpError(429, TEXT.loginTooFrequent);
    const user = await deps.db.selectFrom('sys_user')
      .select(['id', 'tenant_id', 'password_hash', 'status', 'org_code'])
      .where('username', '=', username).where('del_flag', '=', 0)
      .executeTakeFirst();
    if (!user) {
      dummyHash ??= hashPassword('not-a-real-password');
      await verifyPassword(await dummyHash, password);
      failures.fail(key);
      void recordSignIn(request, { username, success: false, reason: TEXT.badCredentials });
      return fail(TEXT.badCredentials, 500);
    }
    if (!(await verifyPassword(user.password_hash, password))) {
      failures.fail(key);
      void recordSignIn(request, { username, userId: user.id, tenantId: user.tenant_id, success: false, reason: TEXT.badCredentials });
      return fail(TEXT.badCredentials, 500);
    }
    failures.clear(key);
    if (user.status !== 1) {
      void recordSignIn(request, { username, userId: user.id, tenantId: user.tenant_id, success: false, reason: TEXT.frozen });
      return fail(TEXT.frozen, 500);
    }
    if (!(await isTenantActive(deps.db, user.tenant_id))) {
      void recordSignIn(request, { username, userId: user.id, tenantId: user.tenant_id, success: false, reason: TENANT_TEXT.tenantInactive });
      return fail(TENANT_TEXT.tenantInactive, 500);
    }
    const departs = await loadUserDeparts(deps.db, user.id);
    const multiDepart = await settleCurrentDepart(deps, user.id, user.org_code, departs);
    const token = await issueToken(deps.db, user.id, user.tenant_id, deps.config.tokenTtlMs);
    await recordSignIn(request, { username, userId: user.id, tenantId: user.tenant_id, success: true, token });
    const userInfo = await loadUserInfo(deps.db, user.id);
    request.log.info({ userId: user.id }, 'login');
    return ok({ token, userInfo, departs, multi_depart: multiDepart, sysAllDictItems: await loadAllDictItems(deps.db, user.tenant_id) }, '登录成功');
  });

  app.post('/sys/logout', {
    schema: { tags: ['sys'], summary: '退出登录（吊销令牌）', response: responses({ type: 'null' }) },
  }, async (request) => {
    currentUser(request);
    if (request.accessToken) await revokeToken(deps.db, request.accessToken);
    recordSignOut(request);
    return ok(null, '退出登录成功！');
  });
}
