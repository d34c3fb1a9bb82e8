import type { FastifyInstance } from 'fastify';
import { recordUserDataLog } from '../../../admin/data-log/record.js';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { hashPassword } from '../../../auth/password.js';
import { USER_ADMIN_PERMS as P } from '../../../admin/users/seed-menu.js';
import { USER_TEXT as T, bad, refuse } from '../../../admin/users/texts.js';
import {
  assertOutranks, callerRoleIds, checkPositions, checkRoleChange, checkUnique, isGuest, loadTargets, nextDeparts, storedFields,
} from '../../../admin/users/user-access.js';
import { checkNewPassword, checkUsername, has, idsOf, parseUserFields, parseUserRelations } from '../../../admin/users/user-input.js';
import { createUser, updateUser } from '../../../admin/users/user-repo.js';
import { ok, responses } from '../../../plugins/reply.js';
import type { RouteDeps } from '../../deps.js';

type Body = Record<string, unknown>;
const objectBody = { type: 'object', additionalProperties: true };

/**
 * User add / edit (用户管理; console-spec §7 System administration; docs/admin-contract.md "Users,
 * tenants, positions, address book"):
 * - POST /sys/user/add (system:user:add) body {username, password, confirmPassword?, realname,
 *   sex?, birthday?, phone?, email?, workNo?, telephone?, status?, post? (position codes),
 *   selectedroles? (role ids), selecteddeparts? (department ids), userIdentity? (1|2),
 *   departIds? (负责部门)} → {id}, 添加成功！.
 * - PUT|POST /sys/user/edit (system:user:edit) body {id, …as add without username / password};
 *   fields and relations left out keep their stored values → 编辑成功!. A member whose home tenant
 *   is another keeps their account: only selectedroles / selecteddeparts apply.
 * Checks: username (console-spec §5) unique across the platform; phone / e-mail / work number
 * unique in the tenant; roles, departments, positions of the tenant and in the caller's scope;
 * nobody changes their own roles; without the admin role only roles the caller holds are given or
 * taken, and users holding other roles cannot be edited (403 code 510).
 */
export function registerUserWriteRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.post<{ Body: Body }>('/sys/user/add', {
    preHandler: requirePermission(P.userAdd),
    schema: { tags: ['sys-user'], summary: '添加用户，需要按钮权限 system:user:add', body: objectBody, response: responses({ type: 'object', properties: { id: { type: 'string' } } }) },
  }, async (request) => {
    const caller = currentUser(request);
    const body = request.body ?? {};
    const username = checkUsername(body.username);
    const password = checkNewPassword(body.password, body.confirmPassword ?? body.confirmpassword);
    const fields = parseUserFields(body);
    const rel = parseUserRelations(body);
    const held = await callerRoleIds(db, caller);
    await checkRoleChange(db, caller, held, null, rel.roleIds);
    const departIds = nextDeparts(caller, null, rel.departIds);
    await checkPositions(db, caller.tenantId, fields.post);
    await checkUnique(db, caller.tenantId, { username, phone: fields.phone, email: fields.email, workNo: fields.workNo });
    const id = await createUser(db, caller, {
      username, passwordHash: await hashPassword(password), fields, roleIds: rel.roleIds, departIds,
      manageDepartIds: manageOf(rel.manageDepartIds, departIds),
    });
    await recordUserDataLog(db, caller, id);
    return ok({ id }, T.added);
  });

  const edit = async (caller: ReturnType<typeof currentUser>, body: Body) => {
    const [id] = idsOf(body.id, 'id', 1);
    if (!id) throw bad(T.userNotFound);
    const [target] = await loadTargets(db, caller, [id]);
    const held = await callerRoleIds(db, caller);
    assertOutranks(caller, held, target);
    const rel = parseUserRelations(body);
    const roleIds = has(body, 'selectedroles') ? rel.roleIds : undefined;
    if (roleIds) await checkRoleChange(db, caller, held, target, roleIds);
    const departIds = has(body, 'selecteddeparts') ? nextDeparts(caller, target, rel.departIds) : undefined;
    if (isGuest(caller, target)) {
      await updateUser(db, caller, target, { fields: null, roleIds, departIds });
      await recordUserDataLog(db, caller, target.id);
      return;
    }
    const fields = parseUserFields({ ...(await storedFields(db, target.id)), ...body });
    if (target.id === caller.id && fields.status === 2) throw refuse(T.selfFreeze);
    await checkPositions(db, caller.tenantId, fields.post);
    await checkUnique(db, caller.tenantId, { phone: fields.phone, email: fields.email, workNo: fields.workNo }, target.id);
    const manage = has(body, 'departIds') ? manageOf(rel.manageDepartIds, departIds ?? target.departIds) : undefined;
    await updateUser(db, caller, target, { fields, roleIds, departIds, manageDepartIds: manage });
    await recordUserDataLog(db, caller, target.id);
  };
  const editOptions = {
    preHandler: requirePermission(P.userEdit),
    schema: { tags: ['sys-user'], summary: '编辑用户，需要按钮权限 system:user:edit', body: objectBody, response: responses({ type: 'null' }) },
  };
  app.put<{ Body: Body }>('/sys/user/edit', editOptions, async (request) => {
    await edit(currentUser(request), request.body ?? {});
    return ok(null, T.edited);
  });
  app.post<{ Body: Body }>('/sys/user/edit', editOptions, async (request) => {
    await edit(currentUser(request), request.body ?? {});
    return ok(null, T.edited);
  });
}

/** 负责部门 must be among the user's departments (others are dropped). */
function manageOf(manage: string[], departIds: string[]): string[] {
  return manage.filter((d) => departIds.includes(d));
}
