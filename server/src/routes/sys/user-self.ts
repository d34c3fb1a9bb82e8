import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { hashToken } from '../../auth/tokens.js';
import { HttpError, ok } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { loadUserInfo } from './user-info.js';

/** Body of the self-service edit (账户设置 › 基本设置). Absent fields are left as they are. */
interface SelfEdit {
  realname?: string;
  sex?: number | null;
  birthday?: string | null;
  phone?: string | null;
  email?: string | null;
  /** a stored upload path of the caller's tenant (POST /sys/common/upload), or '' to remove */
  avatar?: string | null;
}

const bad = (message: string) => new HttpError(400, message, 400);

/**
 * The signed-in user's own account (issue 5 account settings; JeecgBoot
 * /sys/user/login/setting/*): GET getUserData, PUT userEdit (realname, sex, birthday, phone
 * 请输入正确手机号, email 邮箱格式不正确, avatar = an uploaded file of the caller's tenant —
 * nothing that gives rights: no username, roles, departments or status), and POST logoutOthers
 * (revokes every other session of the user). Only ever touches the caller's own row.
 */
export function registerUserSelfRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get('/sys/user/login/setting/getUserData', { schema: { tags: ['sys'], summary: '当前用户资料' } }, async (request) => {
    const user = currentUser(request);
    const info = await loadUserInfo(db, user.id);
    const extra = await db.selectFrom('sys_user').select(['birthday']).where('id', '=', user.id).executeTakeFirst();
    const birthday = extra?.birthday ? new Date(extra.birthday as unknown as string) : null;
    return ok({ ...info, birthday: birthday ? birthday.toISOString().slice(0, 10) : null });
  });

  app.put<{ Body: SelfEdit }>('/sys/user/login/setting/userEdit', {
    schema: {
      tags: ['sys'], summary: '修改个人资料',
      body: {
        type: 'object', additionalProperties: false,
        properties: {
          realname: { type: 'string', maxLength: 50 },
          sex: { type: ['integer', 'null'], enum: [1, 2, null] },
          birthday: { type: ['string', 'null'], maxLength: 10 },
          phone: { type: ['string', 'null'], maxLength: 20 },
          email: { type: ['string', 'null'], maxLength: 100 },
          avatar: { type: ['string', 'null'], maxLength: 255 },
        },
      },
    },
  }, async (request) => {
    const user = currentUser(request);
    const b = request.body;
    const set: Record<string, unknown> = {};
    if (b.realname !== undefined) {
      if (!b.realname.trim()) throw bad('请输入姓名');
      set.realname = b.realname.trim();
    }
    if (b.sex !== undefined) set.sex = b.sex;
    if (b.birthday !== undefined) {
      if (b.birthday && (!/^\d{4}-\d{2}-\d{2}$/.test(b.birthday) || Number.isNaN(Date.parse(b.birthday)) || b.birthday > new Date().toISOString().slice(0, 10))) throw bad('生日格式不正确');
      set.birthday = b.birthday || null;
    }
    if (b.phone !== undefined) {
      if (b.phone && !/^1[3-9]\d{9}$/.test(b.phone)) throw bad('请输入正确手机号');
      set.phone = b.phone || null;
    }
    if (b.email !== undefined) {
      if (b.email && !/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(b.email)) throw bad('邮箱格式不正确');
      set.email = b.email || null;
    }
    if (b.avatar !== undefined) {
      if (b.avatar) {
        const file = await db.selectFrom('sys_file').select('id').where('stored_path', '=', b.avatar).where('tenant_id', '=', user.tenantId).executeTakeFirst();
        if (!file) throw bad('头像必须是已上传的图片');
      }
      set.avatar = b.avatar || null;
    }
    if (Object.keys(set).length) await db.updateTable('sys_user').set(set).where('id', '=', user.id).execute();
    return ok(await loadUserInfo(db, user.id), '修改成功！');
  });

  app.post('/sys/user/login/setting/logoutOthers', { schema: { tags: ['sys'], summary: '退出其他设备' } }, async (request) => {
    const user = currentUser(request);
    const current = request.accessToken ? hashToken(request.accessToken) : '';
    const r = await db.updateTable('sys_token').set({ revoked_at: new Date() })
      .where('user_id', '=', user.id).where('revoked_at', 'is', null).where('token_hash', '!=', current).executeTakeFirst();
    return ok({ revoked: Number(r.numUpdatedRows) }, '已退出其他设备');
  });
}
