import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { hashToken } from '../../auth/tokens.js';
import { forbidden, HttpError, ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';

/** New-password rule: 8–32 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
/** The rule's message. */
export const PASSWORD_RULE_TEXT = '密码须为8到32位，且同时包含字母和数字';

interface Body {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * POST /sys/user/updatePassword (console-spec §7 System administration, §5 password change):
 * the signed-in user changes their own password. `username` must be the caller (403 code 510
 * otherwise: nobody changes another user's password here); the old password must match (400
 * 旧密码输入错误); new and confirmation must be equal (400 两次输入的密码不一样！) and follow
 * PASSWORD_PATTERN. Every other session of the user is revoked; the current one stays.
 */
export function registerPasswordRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: Body }>('/sys/user/updatePassword', {
    schema: {
      tags: ['sys'], summary: '修改密码',
      body: {
        type: 'object', required: ['username', 'oldpassword', 'password', 'confirmpassword'],
        properties: {
          username: { type: 'string', maxLength: 100 },
          oldpassword: { type: 'string', minLength: 1, maxLength: 128 },
          password: { type: 'string', minLength: 1, maxLength: 128 },
          confirmpassword: { type: 'string', minLength: 1, maxLength: 128 },
        },
      },
      response: responses({ type: 'null' }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const { username, oldpassword, password, confirmpassword } = request.body;
    if (username !== user.username) throw forbidden();
    if (password !== confirmpassword) throw new HttpError(400, '两次输入的密码不一样！', 400);
    if (!PASSWORD_PATTERN.test(password)) throw new HttpError(400, PASSWORD_RULE_TEXT, 400);
    const row = await deps.db.selectFrom('sys_user').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, oldpassword))) throw new HttpError(400, '旧密码输入错误', 400);
    const hash = await hashPassword(password);
    const current = request.accessToken ? hashToken(request.accessToken) : '';
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_user').set({ password_hash: hash }).where('id', '=', user.id).execute();
      await trx.updateTable('sys_token').set({ revoked_at: new Date() })
        .where('user_id', '=', user.id).where('revoked_at', 'is', null).where('token_hash', '!=', current).execute();
    });
    request.log.info({ userId: user.id }, 'password changed');
    return ok(null, '密码修改成功！');
  });
}
