import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { forbidden, ok, pageSchema, responses } from '../../plugins/reply.js';
import { parseListQuery } from '../../query/list-query.js';
import type { RouteDeps } from '../deps.js';
import { anyQuery, queryText, splitList } from './sys-data-input.js';
import { USER_FIELDS, USER_LIKE_FIELDS, expandDeparts, findDepartMembers, findUserPage, findUsersBy } from './user-picker-repo.js';
import { badQuery } from '../../query/conditions.js';
import { dataRuleConditions } from '../../admin/permissions/data-rule-engine.js';
import { USER_LIST_TARGET } from '../../admin/permissions/data-rule-targets.js';

type Query = Record<string, unknown>;

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const intOrNull = { type: ['integer', 'null'] };
/** JSON schema of PickerUser. */
export const pickerUserSchema = {
  type: 'object',
  properties: {
    id: str, username: str, realname: str, sex: intOrNull, sex_dictText: str, phone: strOrNull, email: strOrNull,
    birthday: strOrNull, orgCode: strOrNull, orgCodeTxt: str, status: { type: 'integer' }, status_dictText: str,
    post: strOrNull, createTime: str, workNo: strOrNull, telephone: strOrNull, tenantId: { type: 'integer' },
  },
};
const pageResponse = responses(pageSchema(pickerUserSchema));
const listResponse = responses({ type: 'array', items: pickerUserSchema });

/** Page size of the user picker (widgets-spec §9: 10, default sort createTime descending). */
const LIST_OPTIONS = { defaultSort: { column: 'createTime', order: 'desc' as const }, likeFields: USER_LIKE_FIELDS };

/**
 * User picker calls (widgets-spec §2 pickers, §7; docs/widgets-contract.md). Only users of the
 * caller's tenant that belong to a department the caller may see (admin: every user of the
 * tenant); password hashes are never selected.
 * - GET /sys/user/list?pageNo&pageSize&column&order&username&realname&sex&phone&birthday_begin
 *   &birthday_end&departId&id&superQueryParams… → page of PickerUser (list-query rules over
 *   USER_FIELDS; username / realname without rule markers match as contains; departId = one or
 *   more departments with their descendants; default sort createTime desc).
 * - GET /sys/user/queryUserComponentData?departId=a,b&username&realname&pageNo&pageSize&column
 *   &order → the same page (departId includes descendants).
 * - GET /sys/user/getMultiUser?username=a,b (or id=a,b) → [PickerUser] in the given order.
 * - GET /sys/user/queryUserByDepId?id= → [PickerUser] direct members; a department outside the
 *   caller's scope → 403 code 510.
 */
export function registerUserPickerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  const page = async (query: Query, user: ReturnType<typeof currentUser>, extra?: Awaited<ReturnType<typeof dataRuleConditions>>) => {
    const input = parseListQuery(query, USER_FIELDS, LIST_OPTIONS);
    const departs = splitList(queryText(query, 'departId', 20000, 'departId'), 500, 'departId');
    return findUserPage(db, user, input, departs.length ? await expandDeparts(db, user, departs) : undefined, extra);
  };

  // 用户管理's data rules (server/src/admin/permissions/data-rule-engine.ts) restrict this list
  app.get<{ Querystring: Query }>('/sys/user/list', {
    schema: { tags: ['sys-user'], summary: '用户列表（选择用户组件）', querystring: anyQuery, response: pageResponse },
  }, async (request) => {
    const user = currentUser(request);
    return ok(await page(request.query, user, await dataRuleConditions(db, user, USER_LIST_TARGET)));
  });

  app.get<{ Querystring: Query }>('/sys/user/queryUserComponentData', {
    schema: { tags: ['sys-user'], summary: '按部门查询用户（含下级部门）', querystring: anyQuery, response: pageResponse },
  }, async (request) => ok(await page(request.query, currentUser(request))));

  app.get<{ Querystring: Query }>('/sys/user/getMultiUser', {
    schema: { tags: ['sys-user'], summary: '按用户名或id批量查询用户', querystring: anyQuery, response: listResponse },
  }, async (request) => {
    const user = currentUser(request);
    const usernames = queryText(request.query, 'username', 40000, 'username');
    const field = usernames !== undefined ? 'username' : 'id';
    const values = splitList(usernames ?? queryText(request.query, 'id', 40000, 'id'), 1000, field);
    return ok(await findUsersBy(db, user, field, values));
  });

  app.get<{ Querystring: Query }>('/sys/user/queryUserByDepId', {
    schema: { tags: ['sys-user'], summary: '部门的直属用户', querystring: anyQuery, response: listResponse },
  }, async (request) => {
    const user = currentUser(request);
    const id = queryText(request.query, 'id', 32, '部门id');
    if (!id) throw badQuery('部门id不能为空');
    if (!user.visibleDepartIds.includes(id)) throw forbidden();
    return ok(await findDepartMembers(db, user, id));
  });
}
