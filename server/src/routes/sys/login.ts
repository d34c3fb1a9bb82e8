import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { issueToken, revokeToken } from '../../auth/tokens.js';
import { currentUser } from '../../auth/guard.js';
import { TEXT, fail, ok, responses } from '../../plugins/reply.js';
import { SYS_ALL_DICT_ITEMS } from '../../seed/dicts.js';
import type { RouteDeps } from '../deps.js';
import { ref } from '../schemas.js';
import { loadUserDeparts, loadUserInfo, type UserDepart } from './user-info.js';

/** Login attempts allowed per ip + username and window (overridable for tests). */
export interface LoginRateLimit {
  max: number;
  timeWindowMs: number;
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
 * frozen user: '该用户已冻结'. Rate limited per ip + username (HTTP 429, code 429).
 * POST /sys/logout revokes the caller's token.
 */
export function registerLoginRoutes(app: FastifyInstance, deps: RouteDeps, limit: LoginRateLimit): void {
  app.post<{ Body: { username: string; password: string } }>('/sys/login', {
    config: {
      public: true,
      rateLimit: {
        max: limit.max,
        timeWindow: limit.timeWindowMs,
        hook: 'preHandler',
        keyGenerator: (req) => `${req.ip}|${String((req.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
        errorResponseBuilder: () => ({ statusCode: 429, message: TEXT.loginTooFrequent }),
      },
    },
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
    const user = await deps.db.selectFrom('sys_user')
      .select(['id', 'tenant_id', 'password_hash', 'status', 'org_code'])
      .where('username', '=', username).where('del_flag', '=', 0)
      .executeTakeFirst();
    if (!user) {
      dummyHash ??= hashPassword('not-a-real-password');
      await verifyPassword(await dummyHash, password);
      return fail(TEXT.badCredentials, 500);
    }
    if (!(await verifyPassword(user.password_hash, password))) return fail(TEXT.badCredentials, 500);
    if (user.status !== 1) return fail(TEXT.frozen, 500);
    const departs = await loadUserDeparts(deps.db, user.id);
    const multiDepart = await settleCurrentDepart(deps, user.id, user.org_code, departs);
    const token = await issueToken(deps.db, user.id, user.tenant_id, deps.config.tokenTtlMs);
    const userInfo = await loadUserInfo(deps.db, user.id);
    request.log.info({ userId: user.id }, 'login');
    return ok({ token, userInfo, departs, multi_depart: multiDepart, sysAllDictItems: SYS_ALL_DICT_ITEMS }, '登录成功');
  });

  app.post('/sys/logout', {
    schema: { tags: ['sys'], summary: '退出登录（吊销令牌）', response: responses({ type: 'null' }) },
  }, async (request) => {
    currentUser(request);
    if (request.accessToken) await revokeToken(deps.db, request.accessToken);
    return ok(null, '退出登录成功！');
  });
}
