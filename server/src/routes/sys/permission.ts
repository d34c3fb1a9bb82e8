import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
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
    const granted = await deps.db.selectFrom('sys_permission as p')
      .selectAll('p')
      .where('p.del_flag', '=', 0)
      .where('p.id', 'in', (eb) => eb.selectFrom('sys_role_permission as rp')
        .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
        .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
        .select('rp.permission_id')
        .where('ur.user_id', '=', user.id).where('r.tenant_id', '=', user.tenantId))
      .orderBy('p.sort_no')
      .execute();
    const allButtons = await deps.db.selectFrom('sys_permission')
      .select(['perms', 'perms_type', 'name', 'status'])
      .where('menu_type', '=', 2).where('del_flag', '=', 0).where('perms', 'is not', null)
      .orderBy('sort_no').orderBy('id')
      .execute();
    const menu = buildMenuTree(granted.filter((p) => p.menu_type !== 2));
    const auth = granted
      .filter((p) => p.menu_type === 2 && p.status === '1' && p.perms)
      .map((p) => ({ action: p.perms as string, type: p.perms_type, describe: p.name }));
    const allAuth = allButtons.map((p) => ({ action: p.perms as string, type: p.perms_type, describe: p.name, status: p.status }));
    return ok({ menu, auth, allAuth, sysSafeMode: false }, '查询成功');
  });
}
