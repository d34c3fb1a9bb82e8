import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { grantedTo } from '../../admin/permissions/grants.js';
import { ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { ref } from '../schemas.js';
import { buildMenuTree } from './menu-tree.js';

const authItem = { type: 'object', properties: { action: { type: 'string' }, type: { type: 'string' }, describe: { type: 'string' } } };
const allAuthItem = { type: 'object', properties: { ...authItem.properties, status: { type: 'string' } } };

/**
 * GET /sys/permission/getUserPermissionByToken → {menu, auth, allAuth, sysSafeMode}
 * (docs/contracts.md, JeecgBoot): menu = the user's granted menus as a tree; auth = the user's
 * granted buttons whose status is '1' as {action, type, describe}; allAuth = every button with
 * its status ('0' = rule off, shown to all); sysSafeMode false.
 */
export function registerPermissionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/sys/permission/getUserPermissionByToken', {
    schema: {
      tags: ['sys'],
      summary: '当前用户的菜单与按钮权限',
      response: responses({
        type: 'object',
        properties: {
          menu: { type: 'array', items: ref('MenuNode') },
          auth: { type: 'array', items: authItem },
          allAuth: { type: 'array', items: allAuthItem },
          sysSafeMode: { type: 'boolean' },
        },
      }),
    },
  }, async (request) => {
    const user = currentUser(request);
    // one round trip: every button (for allAuth) and every granted row, each flagged granted or not
    const rows = await deps.db.selectFrom('sys_permission as p')
      .selectAll('p')
      // granted through a role of the tenant or a department role (server/src/admin/permissions/grants.ts)
      .select(grantedTo('p.id', user.id, user.tenantId).as('granted'))
      .where('p.del_flag', '=', 0)
      .orderBy('p.sort_no').orderBy('p.id')
      .execute();
    const granted = rows.filter((p) => p.granted);
    const menu = buildMenuTree(granted.filter((p) => p.menu_type !== 2));
    const auth = granted
      .filter((p) => p.menu_type === 2 && p.status === '1' && p.perms)
      .map((p) => ({ action: p.perms as string, type: p.perms_type, describe: p.name }));
    const allAuth = rows
      .filter((p) => p.menu_type === 2 && p.perms)
      .map((p) => ({ action: p.perms as string, type: p.perms_type, describe: p.name, status: p.status }));
    return ok({ menu, auth, allAuth, sysSafeMode: false }, '查询成功');
  });
}
