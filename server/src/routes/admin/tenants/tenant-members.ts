import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { USER_ADMIN_PERMS as P } from '../../../admin/users/seed-menu.js';
import { tenantIdOf } from '../../../admin/users/tenant-input.js';
import { assertPlatform } from '../../../admin/users/tenant-repo.js';
import { TENANT_TEXT as T, USER_TEXT, bad, missing, refuse } from '../../../admin/users/texts.js';
import { idsOf } from '../../../admin/users/user-input.js';
import { leaveTenant } from '../../../admin/users/user-repo.js';
import '../../../db/users-tenants-types.js';
import { ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../../query/list-query.js';
import type { RouteDeps } from '../../deps.js';

type Body = Record<string, unknown>;
const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };

/** Filter / sort allow-list of the member list. */
const MEMBER_FIELDS: FieldMap = {
  username: { column: 'u.username', type: 'string' },
  realname: { column: 'u.realname', type: 'string' },
  status: { column: 'u.status', type: 'number' },
  createTime: { column: 'u.create_time', type: 'datetime' },
};

/**
 * Members of a tenant (租户管理 › 成员; docs/admin-contract.md "Users, tenants, positions, address
 * book"), platform tenant administrators holding system:tenant:member only:
 * - GET /sys/tenant/getTenantUserList?tenantId=&username=&realname=&pageNo&pageSize → page of
 *   {id, username, realname, status, homeTenantId, homeTenantName, member ('home' | 'member'),
 *   tenantAdmin (holds the tenant's admin role)}.
 * - POST /sys/tenant/invitationUserJoin {tenantId, usernames: 'a,b', admin?: boolean} → adds the
 *   users (by username, any home tenant) to the tenant, `admin` also gives them the tenant's admin
 *   role → 已加入租户：N人. Unknown usernames → 400 用户不存在：…; nobody adds themselves.
 * - PUT|POST /sys/tenant/leaveTenant {tenantId, userIds} → removes memberships with the users'
 *   roles and departments in that tenant (their next call naming it is refused) → 已移出租户：N人; a
 *   user's home tenant cannot be left (400).
 */
export function registerTenantMemberRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const preHandler = [requirePermission(P.tenantMember), async (request: Parameters<typeof currentUser>[0]) => assertPlatform(currentUser(request))];
  const tenantOf = async (raw: unknown) => {
    const id = tenantIdOf(raw);
    const row = id ? await db.selectFrom('sys_tenant').select('id').where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw missing(T.notFound);
    return row.id;
  };

  app.get<{ Querystring: Body }>('/sys/tenant/getTenantUserList', {
    preHandler,
    schema: { tags: ['sys-tenant'], summary: '租户成员', querystring: anyObject, response: responses(pageSchema({ type: 'object', additionalProperties: true, properties: { id: str } })) },
  }, async (request) => {
    const tenantId = await tenantOf(request.query.tenantId);
    const input = parseListQuery(request.query, MEMBER_FIELDS, { defaultSort: { column: 'username', order: 'asc' }, likeFields: ['username', 'realname'] });
    const q = db.selectFrom('sys_user as u').innerJoin('sys_tenant as h', 'h.id', 'u.tenant_id')
      .select(['u.id', 'u.username', 'u.realname', 'u.status', 'u.tenant_id', 'h.name as home_name'])
      .select(sql<boolean>`EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
        WHERE ur.user_id = u.id AND r.tenant_id = ${tenantId} AND r.role_code = 'admin')`.as('tenant_admin'))
      .where('u.del_flag', '=', 0)
      .where(sql<SqlBool>`(u.tenant_id = ${tenantId} OR EXISTS (SELECT 1 FROM sys_user_tenant m WHERE m.user_id = u.id AND m.tenant_id = ${tenantId}))`);
    const page = await pageOf(db, applySort(applyListFilters(q, input, MEMBER_FIELDS), input, MEMBER_FIELDS, 'u.id'), input, (r) => ({
      id: r.id, username: r.username, realname: r.realname, status: r.status, homeTenantId: r.tenant_id, homeTenantName: r.home_name,
      member: r.tenant_id === tenantId ? 'home' : 'member', tenantAdmin: Boolean(r.tenant_admin),
    }));
    return ok(page);
  });

  app.post<{ Body: Body }>('/sys/tenant/invitationUserJoin', {
    preHandler,
    schema: { tags: ['sys-tenant'], summary: '用户加入租户', body: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    const caller = currentUser(request);
    const body = request.body ?? {};
    const tenantId = await tenantOf(body.tenantId);
    const names = typeof body.usernames === 'string' ? [...new Set(body.usernames.split(/[,，\s]+/).map((s) => s.trim()).filter(Boolean))] : [];
    if (!names.length) throw bad(T.usernamesRequired);
    if (names.length > 200 || names.some((n) => n.length > 100)) throw bad(USER_TEXT.badType('用户账号'));
    const users = await db.selectFrom('sys_user').select(['id', 'username', 'tenant_id']).where('username', 'in', names).where('del_flag', '=', 0).execute();
    const unknown = names.filter((n) => !users.some((u) => u.username === n));
    if (unknown.length) throw bad(T.unknownUsers(unknown.join('、')));
    if (users.some((u) => u.id === caller.id)) throw refuse(T.selfJoin);
    const joining = users.filter((u) => u.tenant_id !== tenantId);
    await db.transaction().execute(async (trx) => {
      if (joining.length) {
        await trx.insertInto('sys_user_tenant').values(joining.map((u) => ({ user_id: u.id, tenant_id: tenantId, create_by: caller.username })))
          .onConflict((oc) => oc.columns(['user_id', 'tenant_id']).doNothing()).execute();
      }
      if (body.admin === true || body.admin === 'true' || body.admin === 1) {
        const role = await trx.selectFrom('sys_role').select('id').where('tenant_id', '=', tenantId).where('role_code', '=', 'admin').executeTakeFirst();
        if (role) {
          await trx.insertInto('sys_user_role').values(users.map((u) => ({ user_id: u.id, role_id: role.id })))
            .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing()).execute();
        }
      }
    });
    return ok(null, T.joined(users.length));
  });

  const leave = async (body: Body) => {
    const tenantId = await tenantOf(body.tenantId);
    const ids = idsOf(body.userIds, 'userIds', 1000);
    if (!ids.length) throw bad(USER_TEXT.idsRequired);
    const rows = await db.selectFrom('sys_user').select(['id', 'tenant_id']).where('id', 'in', ids).execute();
    if (rows.length !== ids.length) throw missing(USER_TEXT.userNotFound);
    if (rows.some((r) => r.tenant_id === tenantId)) throw bad(T.homeTenant);
    await db.transaction().execute(async (trx) => {
      for (const id of ids) await leaveTenant(trx, id, tenantId);
    });
    return ids.length;
  };
  const leaveOptions = { preHandler, schema: { tags: ['sys-tenant'], summary: '用户移出租户', body: anyObject, response: responses({ type: 'null' }) } };
  app.put<{ Body: Body }>('/sys/tenant/leaveTenant', leaveOptions, async (request) => ok(null, T.left(await leave(request.body ?? {}))));
  app.post<{ Body: Body }>('/sys/tenant/leaveTenant', leaveOptions, async (request) => ok(null, T.left(await leave(request.body ?? {}))));
}
