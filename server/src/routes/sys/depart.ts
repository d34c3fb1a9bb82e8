import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { forbidden, ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { ref } from '../schemas.js';
import { loadUserDeparts, loadUserInfo } from './user-info.js';

interface SelectDepartBody {
  orgCode: string;
  username?: string;
}

/**
 * GET /sys/user/getCurrentUserDeparts → {list:[{id, orgCode, departName}], orgCode} (the
 * user's departments and the current one). PUT|POST /sys/selectDepart {orgCode, username} sets
 * the current department → {userInfo}; a department the user does not belong to, or another
 * user's name, answers 403 code 510.
 */
export function registerDepartRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/sys/user/getCurrentUserDeparts', {
    schema: {
      tags: ['sys'],
      summary: '当前用户的部门',
      response: responses({
        type: 'object',
        properties: { list: { type: 'array', items: ref('Depart') }, orgCode: { type: ['string', 'null'] } },
      }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const list = await loadUserDeparts(deps.db, user.id);
    return ok({ list, orgCode: user.orgCode });
  });

  app.route<{ Body: SelectDepartBody }>({
    method: ['PUT', 'POST'],
    url: '/sys/selectDepart',
    schema: {
      tags: ['sys'],
      summary: '切换当前部门',
      body: {
        type: 'object',
        required: ['orgCode'],
        properties: { orgCode: { type: 'string', minLength: 1, maxLength: 64 }, username: { type: 'string', maxLength: 100 } },
      },
      response: responses({ type: 'object', properties: { userInfo: ref('UserInfo') } }),
    },
    handler: async (request) => {
      const user = currentUser(request);
      const { orgCode, username } = request.body;
      if (username && username !== user.username) throw forbidden('不能切换其他用户的部门');
      const departs = await loadUserDeparts(deps.db, user.id);
      if (!departs.some((d) => d.orgCode === orgCode)) throw forbidden('所选部门不属于当前用户');
      await deps.db.updateTable('sys_user').set({ org_code: orgCode }).where('id', '=', user.id).execute();
      const userInfo = await loadUserInfo(deps.db, user.id);
      return ok({ userInfo }, '切换部门成功');
    },
  });
}
