import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../auth/guard.js';
import { loadTenantDeparts, withDescendants } from '../../../auth/departments.js';
import { ADDRESS_FIELDS, findAddressPage } from '../../../admin/users/address-book-repo.js';
import { ok, pageSchema, responses } from '../../../plugins/reply.js';
import { parseListQuery } from '../../../query/list-query.js';
import { queryText } from '../../sys/sys-data-input.js';
import type { RouteDeps } from '../../deps.js';

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const entrySchema = {
  type: 'object',
  properties: {
    id: str, username: str, realname: str, avatar: strOrNull, workNo: strOrNull, post: strOrNull, postText: str,
    telephone: strOrNull, phone: strOrNull, email: strOrNull, departName: str,
  },
};

/**
 * GET /sys/user/queryByOrgCodeForAddressList?orgCode=&realname=&workNo=&phone=&pageNo&pageSize
 * &column&order (通讯录, JeecgBoot name; docs/admin-contract.md "Users, tenants, positions, address
 * book") → page of {id, username, realname, avatar, workNo, post, postText, telephone, phone,
 * email, departName}: the users of the department with org code `orgCode` and its descendants
 * (no orgCode: every user the caller may see), limited to the caller's department scope;
 * realname / workNo without rule markers match as contains; default sort realname asc. An org
 * code outside the caller's scope matches nobody. Read-only; no button needed.
 */
export function registerAddressBookRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  app.get<{ Querystring: Record<string, unknown> }>('/sys/user/queryByOrgCodeForAddressList', {
    schema: {
      tags: ['sys-user'], summary: '通讯录：部门（含下级）的用户',
      querystring: { type: 'object', additionalProperties: true }, response: responses(pageSchema(entrySchema)),
    },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, ADDRESS_FIELDS, { defaultSort: { column: 'realname', order: 'asc' }, likeFields: ['realname', 'workNo'] });
    const orgCode = queryText(request.query, 'orgCode', 64, 'orgCode');
    let departIds: string[] | undefined;
    if (orgCode) {
      const all = await loadTenantDeparts(db, user.tenantId);
      const root = all.find((d) => d.orgCode === orgCode);
      const visible = new Set(user.visibleDepartIds);
      departIds = root ? withDescendants(all, [root.id]).filter((id) => visible.has(id)) : [];
    }
    return ok(await findAddressPage(db, user, input, departIds));
  });
}
